import Foundation
import TypingRules
import TypingRulesYAML

/// A pack that extends the shipped `base` with extra rules given as YAML, for tests that
/// plant a bug and check that the invariant suite finds it.
enum PlantedPack {
  static func compile(rules: String) throws -> Packs.Pack {
    let directory = "/planted"
    let files: [String: String] = [
      directory + "/pack.yaml": "pack: planted\nextends: base\nfiles: [rules.yaml]\n",
      directory + "/rules.yaml": rules,
    ]
    let sink = DiagnosticSink()
    let parser = PackParser(sink: sink) { path in
      files[path].map { Array($0.utf8) } ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
    guard let base = parser.parsePack(directory: Packs.rulesRoot + "/base", expectedName: "base"),
      let planted = parser.parsePack(directory: directory, expectedName: "planted"),
      let compiled = PackCompiler(sink: sink).compile(chain: [base, planted]), !sink.hasErrors
    else { throw DiagnosticsError(sink.diagnostics) }
    return Packs.Pack(tag: "planted", program: compiled.program, corrections: compiled.corrections)
  }
}
