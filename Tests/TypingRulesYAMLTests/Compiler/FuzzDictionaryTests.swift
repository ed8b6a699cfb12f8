import Foundation
import Testing
import TypingRules

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

  /// The words are checked against their sources, not a list kept here: every primitive,
  /// every key of a primitive's argument (`starts` of `token`), every trigger and token shape.
  @Test("the dictionary holds every primitive, its argument keys, every trigger and token shape")
  func holdsEveryPrimitive() {
    let words = Set(FuzzDictionary.words)
    var expected: [String] = []
    for primitive in Primitive.all(.condition) + Primitive.all(.action) {
      expected.append(primitive.name)
      if let argument = primitive.argument { expected += Self.propertyKeys(argument) }
    }
    expected += RuleCompiler.eventTriggers.keys.sorted()
    expected += TokenShape.allCases.map(\.rawValue)
    #expect(expected.contains("starts") && expected.contains("after-tap"))
    for word in expected {
      #expect(words.contains(word), "\(word)")
    }
  }

  /// The keys of every `properties` in a JSON Schema.
  static func propertyKeys(_ schema: JSONValue) -> [String] {
    switch schema {
    case .object(let members):
      members.flatMap { key, member -> [String] in
        guard key == "properties", case .object(let properties) = member else { return propertyKeys(member) }
        return properties.flatMap { [$0.0] + propertyKeys($0.1) }
      }
    case .array(let items): items.flatMap(propertyKeys)
    default: []
    }
  }
}
