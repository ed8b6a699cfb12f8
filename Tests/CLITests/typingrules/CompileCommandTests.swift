import Foundation
import Testing

/// `typingrules compile` with `--config` and `--lint`: what the build-tool plugin runs.
@Suite(.timeLimit(.minutes(20)))
struct CompileCommandTests {
  @Test func theConfigurationChoosesThePacks() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let configuration = try folder.write("typingrules.yaml", "# packs\nlocales: [en, fr]\nprofiles: ios\n")
    let output = folder.url.appendingPathComponent("rules.trul").path
    let result = try CLI.run(
      "typingrules", ["compile", "--lint", "--rules", CLI.rules, "--config", configuration, "-o", output])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.hasPrefix("wrote 2 packs (en, fr; profiles ios) to \(output), "), "\(result)")
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test func localeOptionsWinOverTheConfiguration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let configuration = try folder.write("typingrules.yaml", "locales:\n  - en\n  - fr\nprofiles: [ios]\n")
    let output = folder.url.appendingPathComponent("rules.trul").path
    let result = try CLI.run(
      "typingrules",
      ["compile", "--rules", CLI.rules, "--config", configuration, "--locale", "de", "--profile", "ios", "-o", output])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.hasPrefix("wrote 1 pack (de; profiles ios) to "), "\(result)")
  }

  @Test func aLintErrorIsLocatedAndWritesNothing() throws {
    let folder = try CLI.rulesCopy(adding: CLI.misspeltConditionRule)
    defer { folder.remove() }
    let rules = folder.path + "/Rules"
    let output = folder.url.appendingPathComponent("rules.trul").path
    let result = try CLI.run(
      "typingrules", ["compile", "--lint", "--rules", rules, "--locale", "en", "-o", output])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasLine(
        matching: escaped(rules + "/base/broken.yaml") + #":6:9: error: unknown condition 'feild'.*"#),
      "\(result)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aBadConfigurationIsALocatedError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let configuration = try folder.write("typingrules.yaml", "locales: [en]\nlocale: fr\n")
    let result = try CLI.run(
      "typingrules",
      ["compile", "--rules", CLI.rules, "--config", configuration, "-o", folder.path + "/out.trul"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr
        == "\(configuration):2:1: error: unknown key 'locale' in the compile configuration; did you mean 'locales'? [unknown-key]\n",
      "\(result)")
  }

  @Test func anUnknownProfileInTheConfigurationIsALocatedError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let configuration = try folder.write("typingrules.yaml", "locales: [en]\nprofiles: [ios, palm]\n")
    let result = try CLI.run(
      "typingrules",
      ["compile", "--rules", CLI.rules, "--config", configuration, "-o", folder.path + "/out.trul"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix("\(configuration):2:17: error: unknown profile 'palm'; available: "), "\(result)")
  }

  @Test func aMissingConfigurationIsAnError() throws {
    let result = try CLI.run(
      "typingrules",
      ["compile", "--rules", CLI.rules, "--config", "/nonexistent/typingrules.yaml", "-o", "/tmp/x"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix("/nonexistent/typingrules.yaml:1:1: error: cannot read file"), "\(result)")
  }

  @Test func rulecheckChecksThePacksOfAConfiguration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let configuration = try folder.write("typingrules.yaml", "locales: [en-GB]\n")
    let result = try CLI.run("rulecheck", ["--rules", CLI.rules, "--config", configuration])
    #expect(result.status == 0, "\(result)")
    // base (7 files), en (its pack and rule files) and en-GB, not the other packs.
    let all = try CLI.run("rulecheck", ["--rules", CLI.rules, CLI.rules])
    let counted = try #require(Self.fileCount(result.stderr))
    #expect(counted > 7, "\(result)")
    #expect(counted < (Self.fileCount(all.stderr) ?? 0), "\(result)\n\(all)")
  }

  /// N in `rulecheck: no problems in N files`.
  static func fileCount(_ stderr: String) -> Int? {
    guard let range = stderr.range(of: #"no problems in \d+ files"#, options: .regularExpression) else {
      return nil
    }
    return Int(stderr[range].split(separator: " ")[3])
  }
}
