import Foundation
import Testing

/// Golden tests of every output format, run against the built executable: the same inputs
/// (`Golden/errors.yaml`, `Golden/lint.yaml`; and a clean rules folder) printed as gnu, json,
/// github and sarif must match the files in `Golden/` byte for byte.
struct GoldenFormatTests {
  struct Run: CustomTestStringConvertible, Sendable {
    var name: String
    var format: String
    var arguments: [String]
    var status: Int32
    var testDescription: String { "\(name) as \(format)" }

    /// gnu prints on standard error, the others on standard output.
    var onStandardError: Bool { format == "gnu" }
    var goldenFile: String { "\(name).\(format)\(onStandardError ? ".stderr" : "")" }
  }

  static let runs: [Run] = ["gnu", "json", "github", "sarif"].flatMap { format in
    [
      Run(name: "lint", format: format, arguments: ["errors.yaml", "lint.yaml"], status: 1),
      Run(name: "clean", format: format, arguments: ["../Corpus/Rules"], status: 0),
    ]
  }

  @Test("golden output", arguments: runs)
  func golden(_ run: Run) throws {
    let result = try Rulecheck.run(
      ["--rules", "../Corpus/Rules", "--format", run.format] + run.arguments, in: Rulecheck.golden)
    #expect(result.status == run.status, "\(result)")
    let (printed, other) =
      run.onStandardError ? (result.stderr, result.stdout) : (result.stdout, result.stderr)
    Rulecheck.compare(printed, toFile: Rulecheck.golden.appendingPathComponent(run.goldenFile))
    #expect(other == "", "\(result)")
  }

  @Test func gnuSaysCleanInOneLine() throws {
    let result = try Rulecheck.run(["--rules", "../Corpus/Rules", "../Corpus/Rules"], in: Rulecheck.golden)
    #expect(result.status == 0)
    #expect(result.stderr == "rulecheck: no problems in 3 files\n", "\(result)")
  }

  @Test func jsonIsOneArrayThatParses() throws {
    let result = try Rulecheck.run(
      ["--rules", "../Corpus/Rules", "--format", "json", "errors.yaml", "lint.yaml"], in: Rulecheck.golden)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 6)
    for item in array {
      #expect(Set(item.keys) == ["path", "line", "column", "severity", "check", "message", "notes"])
    }
  }

  @Test func githubEscapesPercentNewlinesAndPropertySeparators() throws {
    let result = try Rulecheck.run(
      ["--rules", "../Corpus/Rules", "--format", "github", "errors.yaml", "lint.yaml"], in: Rulecheck.golden)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Six commands and the summary; a note is folded into its message as %0A.
    #expect(lines.count == 7, "\(result)")
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 4)
    #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 2)
    #expect(result.stdout.contains("title=rulecheck%3A duplicate-key::"))
    #expect(result.stdout.contains("%0Anote: errors.yaml:5:5: 'on' first given here"))
    #expect(result.stdout.contains("expected \"a%2520b: 100%25, done\""))
  }
}
