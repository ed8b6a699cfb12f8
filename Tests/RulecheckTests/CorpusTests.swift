import Foundation
import Testing

/// The corpus of broken files under `Corpus/cases/`: each case runs `rulecheck` as a
/// process (in `Corpus/cases`, against the stable fixture `Corpus/Rules`) and must print
/// exactly its `NAME.expected` on standard error, exit 1 if that has an error (else 0), and
/// finish within the time limit.
///
/// A case is `NAME.yaml` (a rule file), a folder `NAME/` (a pack or a rules folder), or
/// `NAME.args` (the paths and options to pass, one per line); hostile inputs too large to
/// keep in the repository are generated (`generated`).
struct CorpusTests {
  /// Cases written at test time: name -> file contents.
  static let generated: [String: @Sendable () -> [UInt8]] = [
    // 5 MiB of valid rules: over the 1 MiB input limit, rejected before parsing.
    "too-large": {
      var text = "rules:\n"
      var index = 0
      let target = 5 * 1_048_576
      while text.utf8.count < target - 200 {
        text += "  - id: rule-\(index)\n    summary: Rule \(index).\n    on: space\n    do: [key]\n"
        index += 1
      }
      text += "# " + String(repeating: "x", count: target - text.utf8.count - 3) + "\n"
      return Array(text.utf8)
    }
  ]

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Rulecheck.cases.path)) ?? []
    var names = Set<String>()
    for file in files {
      for suffix in [".yaml", ".args", ".expected"] where file.hasSuffix(suffix) {
        names.insert(String(file.dropLast(suffix.count)))
      }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: Rulecheck.cases.appendingPathComponent(file).path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        names.insert(file)
      }
    }
    return names.union(generated.keys).sorted()
  }()

  @Test func theCorpusHasAtLeastFortyBrokenFiles() {
    #expect(Self.names.count >= 40, "\(Self.names.count) cases")
  }

  @Test("corpus case", arguments: names)
  func corpusCase(_ name: String) throws {
    var directory = Rulecheck.cases
    var rules = "../Rules"
    var arguments: [String]
    let argsFile = Rulecheck.cases.appendingPathComponent(name + ".args")
    if let generate = Self.generated[name] {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(generate()).write(to: directory.appendingPathComponent(name + ".yaml"))
      rules = Rulecheck.corpus.appendingPathComponent("Rules").path
      arguments = [name + ".yaml"]
    } else if let text = try? String(contentsOf: argsFile, encoding: .utf8) {
      arguments = text.split(separator: "\n").map(String.init)
    } else if FileManager.default.fileExists(
      atPath: Rulecheck.cases.appendingPathComponent(name + ".yaml").path)
    {
      arguments = [name + ".yaml"]
    } else {
      arguments = [name]
    }
    defer {
      if Self.generated[name] != nil { try? FileManager.default.removeItem(at: directory) }
    }
    let result = try Rulecheck.run(["--rules", rules] + arguments, in: directory, timeout: 30)
    Rulecheck.compare(result.stderr, toFile: Rulecheck.cases.appendingPathComponent(name + ".expected"))
    #expect(result.stdout == "", "\(result)")
    let hasError = result.stderr.contains(" error: ")
    #expect(result.status == (hasError ? 1 : 0), "\(result)")
    #expect(!result.stderr.isEmpty && result.stderr.hasSuffix("\n"), "\(result)")
  }

  /// Every check that a rule file or pack can trigger has a corpus case.
  @Test func everyCheckHasACorpusCase() throws {
    var seen = Set<String>()
    for name in Self.names {
      let text =
        (try? String(contentsOf: Rulecheck.cases.appendingPathComponent(name + ".expected"), encoding: .utf8))
        ?? ""
      for line in text.split(separator: "\n") where line.hasSuffix("]") {
        if let open = line.lastIndex(of: "[") {
          seen.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
        }
      }
    }
    // Catalogs only: a rule file cannot have it.
    let elsewhere: Set<String> = ["duplicate-case"]
    let missing = CheckCatalogTests.catalogIDs().filter { !seen.contains($0) && !elsewhere.contains($0) }
    #expect(missing.isEmpty, "checks without a corpus case: \(missing)")
  }
}
