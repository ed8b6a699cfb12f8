import Foundation
import Testing

/// The tools installed with `Scripts/install` (the built executables copied, not rebuilt)
/// read the packs installed beside them, from any folder, and `--verbose` says so; the
/// lookup order that `--help` states holds.
@Suite(.timeLimit(.minutes(20)))
struct InstalledToolsTests {
  /// A prefix with `bin/typingrules`, `bin/rulecheck` and `share/typingrules/Rules`, and an
  /// empty working folder outside the source tree. Remove the folder when done.
  static func install() throws -> (folder: TemporaryFolder, prefix: URL, work: URL) {
    let folder = try TemporaryFolder()
    let prefix = folder.url.appendingPathComponent("prefix")
    let work = folder.url.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let binPath = try CLI.executable("typingrules").deletingLastPathComponent().path
    let script = CLI.packageRoot.appendingPathComponent("Scripts/install")
    let result = try CLI.run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      ["bash", script.path, "--prefix", prefix.path, "--bin-path", binPath])
    try #require(result.status == 0, "\(result)")
    return (folder, prefix, work)
  }

  @Test func installedToolsUseTheInstalledPacksFromAnyFolder() throws {
    let (folder, prefix, work) = try Self.install()
    defer { folder.remove() }
    let installedRules = prefix.appendingPathComponent("share/typingrules/Rules").path
    #expect(FileManager.default.fileExists(atPath: installedRules + "/locales/fr/pack.yaml"))

    let typed = try CLI.run(
      executable: prefix.appendingPathComponent("bin/typingrules"), ["type", "--verbose", "--locale", "fr", "a  b"],
      in: work)
    #expect(typed.status == 0, "\(typed)")
    #expect(typed.stdout == "A. B\n", "\(typed)")
    #expect(
      typed.stderr == "typingrules: rules folder: \(installedRules) (installed beside the executable)\n",
      "\(typed)")

    let checked = try CLI.run(executable: prefix.appendingPathComponent("bin/rulecheck"), ["--verbose"], in: work)
    #expect(checked.status == 0, "\(checked)")
    #expect(
      checked.stderr.hasPrefix(
        "rulecheck: rules folder: \(installedRules) (installed beside the executable)\n"),
      "\(checked)")
    #expect(checked.stderr.hasLine(matching: #"rulecheck: no problems in \d+ files"#), "\(checked)")
  }

  @Test func aSymbolicLinkToAnInstalledToolFindsThePacks() throws {
    let (folder, prefix, work) = try Self.install()
    defer { folder.remove() }
    let link = work.appendingPathComponent("typingrules")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: prefix.appendingPathComponent("bin/typingrules"))
    let typed = try CLI.run(executable: link, ["type", "--verbose", "x  "], in: work)
    #expect(typed.status == 0, "\(typed)")
    #expect(typed.stderr.contains("(installed beside the executable)"), "\(typed)")
  }

  @Test func theLookupOrderHolds() throws {
    let (folder, prefix, work) = try Self.install()
    defer { folder.remove() }
    let tool = prefix.appendingPathComponent("bin/typingrules")
    // A Rules/ in a parent of the current folder wins over the installed packs ...
    let local = work.appendingPathComponent("project/Rules")
    try FileManager.default.createDirectory(
      at: local.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: CLI.rules, toPath: local.path)
    let inside = work.appendingPathComponent("project/Sources")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let fromParent = try CLI.run(executable: tool, ["type", "--verbose", "a"], in: inside)
    #expect(fromParent.stderr == "typingrules: rules folder: \(local.path) (found from the current folder)\n")
    // ... Rules/ in the current folder is named relatively ...
    let here = try CLI.run(executable: tool, ["type", "--verbose", "a"], in: local.deletingLastPathComponent())
    #expect(here.stderr == "typingrules: rules folder: Rules (found from the current folder)\n")
    // ... and --rules wins over everything.
    let explicit = try CLI.run(executable: tool, ["type", "--verbose", "--rules", CLI.rules, "a"], in: inside)
    #expect(explicit.stderr == "typingrules: rules folder: \(CLI.rules) (from --rules)\n")
    // Without --verbose nothing is printed.
    let quiet = try CLI.run(executable: tool, ["type", "a"], in: inside)
    #expect(quiet.stderr == "")
  }

  @Test func helpStatesTheLookupOrder() throws {
    for tool in ["typingrules", "rulecheck"] {
      let help = try CLI.run(tool, ["--help"])
      #expect(help.stdout.contains("RULES FOLDER"), "\(tool): \(help)")
      #expect(help.stdout.contains("../share/typingrules/Rules"), "\(tool): \(help)")
      #expect(help.stdout.contains("--verbose"), "\(tool): \(help)")
    }
  }
}
