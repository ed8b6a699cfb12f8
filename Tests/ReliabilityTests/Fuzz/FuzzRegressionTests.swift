import Foundation
import Testing
import TypingRules

/// The fuzz targets' normal builds replay inputs through the same checks as under libFuzzer:
/// every input in the regression corpora (`Tests/Fuzz/NAME/regressions`, crashes found
/// once and fixed) and the seeds run here without a finding, on every `swift test`.
struct FuzzRegressionTests {
  func replay(_ name: String, _ paths: [String]) throws {
    let binary = try #require(Executables.locate(name), "build \(name) first (swift build)")
    let output = try Executables.run(binary, paths, environment: ["TYPINGRULES_RULES": Packs.rulesRoot])
    #expect(output.status == 0, "\(name) \(paths.joined(separator: " "))\n\(output.stderr.suffix(2000))")
    #expect(output.stdout.contains("without a finding"))
  }

  var root: String { Packs.packageRoot.path }

  @Test func yamlFrontEndRegressionsAndSeeds() throws {
    try replay(
      "FuzzYAMLCompiler",
      [root + "/Tests/Fuzz/FuzzYAMLCompiler/regressions", root + "/Rules/base", root + "/Tests/catalogs"]
        + (Packs.all.keys.sorted().map { root + "/Rules/locales/" + $0 }))
  }

  @Test func compiledFormRegressionsAndSeeds() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compiled-seeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (tag, pack) in Packs.all {
      let bytes = CompiledRules(packs: [
        CompiledRules.Pack(tag: tag, program: pack.program, corrections: pack.corrections)
      ])
      .serialized()
      try Data(bytes).write(to: folder.appendingPathComponent("\(tag).trul"))
      // A damaged copy: a flipped byte in the middle of the payload.
      var damaged = bytes
      damaged[damaged.count / 2] ^= 0x5A
      try Data(damaged).write(to: folder.appendingPathComponent("\(tag)-damaged.trul"))
      try Data(bytes.prefix(bytes.count / 3)).write(
        to: folder.appendingPathComponent("\(tag)-truncated.trul"))
    }
    try replay("FuzzCompiledRules", [root + "/Tests/Fuzz/FuzzCompiledRules/regressions", folder.path])
  }

  @Test func dictionaryRegressionsAndSeeds() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dictionary-seeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    for (word, frequency) in [
      ("the", 222), ("then", 180), ("Reykjavík", 120), ("don't", 170), ("hello", 160),
    ] {
      builder.add(.init(word: word, frequency: UInt8(frequency)))
    }
    builder.add(.init(word: "alot", frequency: 0, correction: "a lot"))
    let bytes = builder.build()
    try Data(bytes).write(to: folder.appendingPathComponent("small.trdict"))
    var damaged = bytes
    damaged[damaged.count / 2] ^= 0x5A
    try Data(damaged).write(to: folder.appendingPathComponent("small-damaged.trdict"))
    try Data(bytes.prefix(bytes.count / 3)).write(to: folder.appendingPathComponent("small-truncated.trdict"))
    try replay("FuzzDictionary", [root + "/Tests/Fuzz/FuzzDictionary/regressions", folder.path])
  }
}
