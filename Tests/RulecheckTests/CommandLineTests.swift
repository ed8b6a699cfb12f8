import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The command line: help, version, usage errors (64), unreadable paths (2), options.
struct CommandLineTests {
  let corpus = Rulecheck.corpus

  @Test func help() throws {
    for flag in ["--help", "-h"] {
      let result = try Rulecheck.run([flag], in: corpus)
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("USAGE: rulecheck [options] [PATH...]"), "\(result)")
      #expect(result.stdout.contains("--format FORMAT"))
      #expect(result.stderr == "")
    }
  }

  @Test func version() throws {
    let result = try Rulecheck.run(["--version"], in: corpus)
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "rulecheck \(ToolVersion.release)\nrule language version \(ToolVersion.ruleLanguage)\n"
        + "compiled format version \(CompiledRules.formatVersion)\n", "\(result)")
  }

  @Test(
    "bad command lines exit 64 with an error and the usage",
    arguments: [
      (["--frmat", "json"], "Error: unknown option '--frmat'; did you mean '--format'?"),
      (["--format", "xml"], "Error: --format takes gnu, json, github or sarif, found 'xml'"),
      (["--format"], "Error: option '--format' needs a value"),
      (["--strict=yes"], "Error: option '--strict' takes no value"),
      (["--locale", ""], "Error: --locale needs a tag, like en or de-CH"),
      (["--print-schema", "catalog"], "Error: --print-schema takes pack or rules, found 'catalog'"),
    ])
  func usageError(arguments: [String], message: String) throws {
    let result = try Rulecheck.run(arguments, in: corpus)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.hasPrefix(message + "\n\nUSAGE: rulecheck"), "\(result)")
    #expect(result.stdout == "")
  }

  @Test func aMissingPathExitsTwo() throws {
    let result = try Rulecheck.run(["--rules", "Rules", "no-such-file.yaml"], in: corpus)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr
        == "no-such-file.yaml:1:1: error: cannot read 'no-such-file.yaml': no such file or folder [unreadable-file]\nrulecheck: 1 error in 0 files\n"
    )
  }

  @Test func aFolderThatIsNeitherExitsTwo() throws {
    let result = try Rulecheck.run(["--rules", "Rules", "cases"], in: corpus)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("cases:1:1: error: cannot read 'cases': not a rules folder"), "\(result)")
  }

  @Test func aMissingPathIsUnsuccessfulInSARIF() throws {
    let result = try Rulecheck.run(["--rules", "Rules", "--format", "sarif", "nothing.yaml"], in: corpus)
    #expect(result.status == 2)
    #expect(result.stdout.contains("\"executionSuccessful\": false"))
  }

  @Test func strictFailsOnWarnings() throws {
    let relaxed = try Rulecheck.run(["--rules", "../Rules", "missing-examples.yaml"], in: Rulecheck.cases)
    #expect(relaxed.status == 0, "\(relaxed)")
    let strict = try Rulecheck.run(
      ["--rules", "../Rules", "--strict", "missing-examples.yaml"], in: Rulecheck.cases)
    #expect(strict.status == 1, "\(strict)")
    #expect(strict.stderr == relaxed.stderr)
  }

  @Test func noExamplesSkipsThem() throws {
    let result = try Rulecheck.run(
      ["--rules", "../Rules", "--no-examples", "example-failed.yaml", "missing-examples.yaml"],
      in: Rulecheck.cases)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "rulecheck: no problems in 2 files\n")
  }

  @Test func localeSelectsOnePackOfAFolder() throws {
    let result = try Rulecheck.run(
      ["--rules", "Rules", "--locale", "en-GB", "--format", "json", "Rules"], in: corpus)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "[]\n")
    let unknown = try Rulecheck.run(["--rules", "Rules", "--locale", "tlh", "Rules"], in: corpus)
    #expect(unknown.status == 1, "\(unknown)")
    #expect(
      unknown.stderr.hasPrefix(
        "Rules:1:1: error: no pack for locale 'tlh' in 'Rules'; available: base, en [unknown-locale]"))
  }

  @Test func theDefaultPathIsTheRulesFolder() throws {
    let result = try Rulecheck.run(["--strict"], in: corpus)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "rulecheck: no problems in 3 files\n")
  }

  @Test func printsTheEditorSchemas() throws {
    for name in ["pack", "rules"] {
      let result = try Rulecheck.run(["--print-schema", name], in: corpus)
      #expect(result.status == 0)
      let file = Rulecheck.packageRoot.appendingPathComponent("Docs/schema/\(name).schema.json")
      #expect(result.stdout == (try? String(contentsOf: file, encoding: .utf8)))
    }
  }
}

extension CommandLineTests {
  @Test func localeChoosesThePackOfAStandAloneFile() throws {
    let known = try Rulecheck.run(
      ["--rules", "../Rules", "--locale", "en-GB", "missing-examples.yaml"], in: Rulecheck.cases)
    #expect(known.status == 0, "\(known)")
    let unknown = try Rulecheck.run(
      ["--rules", "../Rules", "--locale", "tlh", "missing-examples.yaml"], in: Rulecheck.cases)
    #expect(unknown.status == 1, "\(unknown)")
    #expect(
      unknown.stderr
        == "../Rules:1:1: error: no pack for locale 'tlh' in '../Rules'; available: base, en [unknown-locale]\nrulecheck: 1 error in 0 files\n"
    )
  }
}

extension CommandLineTests {
  @Test func aRuleFileWithoutARulesFolderExitsTwo() throws {
    let result = try Rulecheck.run(
      ["--rules", "no-such-folder", "missing-examples.yaml"], in: Rulecheck.cases)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix("no-such-folder:1:1: error: cannot read 'no-such-folder': no packs to check"))
  }
}
