import Foundation
import Testing

@testable import TypingRulesYAML

/// `Tests/Fuzz/yaml.dict` is generated from the editor schemas (`FuzzDictionary`): it
/// cannot fall behind the rule language.
struct FuzzDictionaryTests {
  @Test("the fuzz dictionary is the one the schemas generate")
  func dictionaryIsGenerated() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Tests/Fuzz/yaml.dict")
    let expected = FuzzDictionary.text
    if ProcessInfo.processInfo.environment["TYPINGRULES_UPDATE_FUZZ_DICTIONARY"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let actual = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected,
      "Tests/Fuzz/yaml.dict differs from the schemas' words: run TYPINGRULES_UPDATE_FUZZ_DICTIONARY=1 swift test --filter FuzzDictionaryTests"
    )
  }

  @Test("the dictionary holds every primitive, including the newest")
  func holdsEveryPrimitive() {
    let words = Set(FuzzDictionary.words)
    for primitive in Primitive.all(.condition) + Primitive.all(.action) {
      #expect(words.contains(primitive.name), "\(primitive.name)")
    }
    for word in ["replace-first", "starts", "text", "after-tap", "url", "email"] {
      #expect(words.contains(word), "\(word)")
    }
  }
}
