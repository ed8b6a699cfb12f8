import Foundation
import Testing

/// `typingrules type --rules DIR` with a rules folder that cannot be loaded: each test copies
/// the package's `Rules/` to a temporary folder and adds one broken rule file to the base pack.
@Suite(.timeLimit(.minutes(20)))
struct RulesFolderTests {
  @Test func theCopyLoadsWithAGoodExtraRule() throws {
    let folder = try CLI.rulesCopy(
      adding:
        """
        rules:
          - id: test-extra-rule
            summary: Types a tilde for a backslash.
            on: {key: "\\\\"}
            do:
              - insert: "~"
        """)
    defer { folder.remove() }
    let result = try CLI.run("typingrules", ["type", "--rules", folder.path + "/Rules", "a\\b"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "A~b\n")
  }

  @Test(
    "a broken rule file exits 2 with a located diagnostic",
    arguments: [
      (
        "unknown condition",
        """
        rules:
          - id: broken-rule
            summary: A rule with a misspelt condition.
            on: space
            when:
              - feild: {keyboard: url}
            do:
              - insert: "!"
        """,
        #":6:9: error: unknown condition 'feild'.*"#
      ),
      (
        "wrong type",
        """
        rules:
          - id: broken-rule
            summary: A rule with a number for a switch.
            on: space
            do:
              - shift: often
        """,
        #":6:16: error: 'shift' must be true or false.*"#
      ),
      (
        "wrong type of a key",
        """
        rules:
          - id: broken-rule
            summary: [not, a, string]
            on: space
            do:
              - insert: "!"
        """,
        #":3:\d+: error: 'summary' must be a string.*"#
      ),
      (
        "bad indentation",
        """
        rules:
          - id: broken-rule
             summary: Indented one column too far.
            on: space
            do:
              - insert: "!"
        """,
        #":3:\d+: error: .*"#
      ),
      (
        "bad pattern",
        """
        rules:
          - id: broken-rule
            summary: A pattern with a group.
            on: space
            when:
              - before: 'a(b)'
            do:
              - insert: "!"
        """,
        #":6:\d+: error: .*group.*"#
      ),
    ])
  func brokenRuleFile(what: String, text: String, diagnostic: String) throws {
    let folder = try CLI.rulesCopy(adding: text)
    defer { folder.remove() }
    let rules = folder.path + "/Rules"
    let result = try CLI.run("typingrules", ["type", "--rules", rules, "a"])
    #expect(result.status == 2, "\(what): \(result)")
    #expect(result.stdout == "", "\(what): \(result)")
    #expect(
      result.stderr.hasLine(matching: escaped(rules + "/base/broken.yaml") + diagnostic), "\(what): \(result)"
    )
  }

  @Test func aMissingRulesFolderExits2() throws {
    let result = try CLI.run("typingrules", ["type", "--rules", "/nonexistent/Rules", "a"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasLine(matching: #".+:\d+:\d+: error: .*"#), "\(result)")
  }

  @Test func replayReportsABrokenRulesFolderAsALoadError() throws {
    let folder = try CLI.rulesCopy(adding: CLI.misspeltConditionRule)
    defer { folder.remove() }
    let catalog = try folder.write(
      "catalog.yaml", "cases:\n  - name: x\n    taps: \"a\"\n    result: \"A\"\n")
    let rules = folder.path + "/Rules"
    let result = try CLI.run("typingrules", ["replay", "--rules", rules, catalog])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasLine(matching: escaped(rules + "/base/broken.yaml") + #":6:9: error: .*"#), "\(result)"
    )
  }
}
