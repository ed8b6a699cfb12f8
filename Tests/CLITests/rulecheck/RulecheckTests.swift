import Foundation
import Testing

/// `rulecheck`, the linter for rule files and locale packs, run as a process.
@Suite(.timeLimit(.minutes(20)))
struct RulecheckTests {
  static func rulecheck(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run("rulecheck", arguments)
  }

  @Test func isBuiltNextToTypingrules() throws {
    let rulecheck = try CLI.executable("rulecheck")
    let typingrules = try CLI.executable("typingrules")
    #expect(rulecheck.deletingLastPathComponent() == typingrules.deletingLastPathComponent())
  }

  @Test(arguments: ["--help", "-h"])
  func help(flag: String) throws {
    let result = try Self.rulecheck([flag])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("USAGE: rulecheck"), "\(result)")
    #expect(result.stderr == "")
  }

  @Test func version() throws {
    let result = try Self.rulecheck(["--version"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.fullyMatches(
        #"rulecheck \d+\.\d+\.\d+\nrule language version \d+\ncompiled format version \d+\n"#),
      "\(result)")
  }

  @Test func thePackageRulesHaveNoErrors() throws {
    let result = try Self.rulecheck(["--rules", CLI.rules, CLI.rules])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stderr.hasLine(matching: #".+:\d+:\d+: error: .*"#), "\(result)")
  }

  @Test func aBrokenRuleFileIsAnErrorAtItsPlace() throws {
    let folder = try CLI.rulesCopy(adding: CLI.misspeltConditionRule)
    defer { folder.remove() }
    let rules = folder.path + "/Rules"
    let result = try Self.rulecheck(["--rules", rules, "--no-examples", rules])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasLine(
        matching: escaped(rules + "/base/broken.yaml") + #":6:9: error: unknown condition 'feild'.*"#),
      "\(result)")
  }

  @Test func theJSONFormatParses() throws {
    let folder = try CLI.rulesCopy(adding: CLI.misspeltConditionRule)
    defer { folder.remove() }
    let rules = folder.path + "/Rules"
    let clean = try Self.rulecheck(["--rules", CLI.rules, "--no-examples", "--format", "json", CLI.rules])
    #expect(clean.status == 0, "\(clean)")
    #expect(try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) is [Any], "\(clean)")
    let broken = try Self.rulecheck(["--rules", rules, "--no-examples", "--format=json", rules])
    #expect(broken.status == 1, "\(broken)")
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(broken.stdout.utf8)) as? [Any], "\(broken)")
    #expect(!findings.isEmpty)
    #expect(broken.stdout.contains("feild"), "\(broken)")
  }

  @Test func anUnreadablePathExits2() throws {
    let result = try Self.rulecheck(["--rules", CLI.rules, "/nonexistent/rules.yaml"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasLine(matching: #"/nonexistent/rules\.yaml:\d+:\d+: error: .*"#), "\(result)")
  }

  @Test(
    "a bad command line exits 64 with the error and the usage",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      (["--format", "xml"], "--format takes"),
      (["--locale"], "option '--locale' needs a value"),
    ] as [([String], String)])
  func badCommandLine(arguments: [String], message: String) throws {
    let result = try Self.rulecheck(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "), "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stderr.contains("USAGE: rulecheck"), "\(result)")
  }
}
