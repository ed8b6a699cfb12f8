import Foundation
import Testing

/// `rulecheck --format sarif` output validates as SARIF 2.1.0 with a real JSON Schema
/// validator (the Python package `jsonschema`), through `Validation/validate_sarif.py`.
///
/// The official OASIS schema file could not be fetched into this repository, so the schema
/// used is `Validation/sarif-2.1.0-subset.schema.json`: the specification's rules for every
/// SARIF object rulecheck writes. Set `RULECHECK_SARIF_SCHEMA=/path/to/sarif-schema-2.1.0.json`
/// to validate against the official schema as well.
struct SARIFValidationTests {
  static let script = Rulecheck.validation.appendingPathComponent("validate_sarif.py").path

  struct Input: CustomTestStringConvertible, Sendable {
    var name: String
    var directory: String
    var arguments: [String]
    var testDescription: String { name }
  }

  static let inputs: [Input] = [
    Input(
      name: "golden errors and warnings", directory: "Tests/RulecheckTests/Golden",
      arguments: ["--rules", "../Corpus/Rules", "errors.yaml", "lint.yaml"]),
    Input(name: "the shipped packs", directory: ".", arguments: ["Rules"]),
    Input(
      name: "notes in another file", directory: "Tests/RulecheckTests/Corpus/cases",
      arguments: ["--rules", "../Rules", "duplicate-inherited-id.yaml", "differs-from-cldr/de"]),
    Input(
      name: "hostile input", directory: "Tests/RulecheckTests/Corpus/cases",
      arguments: ["--rules", "../Rules", "binary.yaml", "alias-bomb.yaml", "yaml-tabs.yaml"]),
    Input(
      name: "paths that need percent-encoding", directory: "Tests/RulecheckTests/Corpus/cases",
      arguments: ["--rules", "../Rules", "no such file #1.yaml", "/tmp/naïve?.yaml"]),
  ]

  static func validate(_ sarif: String) throws -> Rulecheck.Result {
    guard let result = try Rulecheck.python([script], stdin: Data(sarif.utf8)) else {
      throw Rulecheck.Failure(
        description: "python3 not found; the SARIF validation needs it: \(Rulecheck.installHint)")
    }
    if result.status == 3 {
      Issue.record(
        "the Python packages jsonschema and sarif-pydantic are missing: \(Rulecheck.installHint)")
    }
    return result
  }

  @Test("sarif output validates", arguments: inputs)
  func validates(_ input: Input) throws {
    let run = try Rulecheck.run(
      ["--format", "sarif"] + input.arguments,
      in: Rulecheck.packageRoot.appendingPathComponent(input.directory), timeout: 300)
    #expect(run.stderr == "", "\(run)")
    let result = try Self.validate(run.stdout)
    #expect(result.status == 0, "\(result)")
  }

  /// The validator is not a rubber stamp: broken logs fail.
  @Test(
    "broken sarif is rejected",
    arguments: [
      ("\"level\": \"error\"", "\"level\": \"fatal\""),
      ("\"startLine\": 6", "\"startLine\": 0"),
      ("\"version\": \"2.1.0\"", "\"version\": \"2.0.0\""),
      ("\"columnKind\": \"unicodeCodePoints\"", "\"columnKind\": \"graphemes\""),
      ("\"ruleIndex\": 5", "\"ruleIndex\": 6"),
      ("\"uri\": \"errors.yaml\"", "\"uri\": \"errors yaml\""),
      ("\"executionSuccessful\": true", "\"successful\": true"),
    ])
  func rejects(original: String, broken: String) throws {
    let run = try Rulecheck.run(
      ["--format", "sarif", "--rules", "../Corpus/Rules", "errors.yaml", "lint.yaml"], in: Rulecheck.golden)
    #expect(run.stdout.contains(original))
    let result = try Self.validate(run.stdout.replacingOccurrences(of: original, with: broken))
    #expect(result.status == 1, "\(result)")
  }
}
