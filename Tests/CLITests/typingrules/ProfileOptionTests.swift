import Foundation
import Testing

/// `--profile NAME` on every command that loads packs: the android profile types LatinIME's
/// behaviour, and an unknown profile is a usage error that lists the available ones.
@Suite(.timeLimit(.minutes(20)))
struct ProfileOptionTests {
  @Test func typeWithTheAndroidProfile() throws {
    let android = try CLI.type("--profile", "android", "this{accept this}is  mr. smith")
    #expect(android.status == 0, "\(android)")
    #expect(android.stdout == "This is. Mr. Smith\n")
    let ios = try CLI.type("--profile", "ios", "this{accept this}is")
    #expect(ios.stdout == "This is\n")
  }

  @Test func anUnknownProfileIsAUsageErrorListingTheProfiles() throws {
    for command in ["type", "replay", "compile", "bench"] {
      var arguments = [command, "--rules", CLI.rules, "--profile", "windows"]
      if command == "type" { arguments.append("x") }
      if command == "replay" { arguments.append(CLI.rules + "/../Tests/catalogs/android.yaml") }
      if command == "compile" { arguments += ["-o", "/dev/null"] }
      let result = try CLI.run("typingrules", arguments)
      #expect(result.status == 64, "\(command): \(result)")
      #expect(
        result.stderr.hasPrefix("Error: unknown profile 'windows'; available: android, ios\n"),
        "\(command): \(result)")
    }
    let rulecheck = try CLI.run("rulecheck", ["--rules", CLI.rules, "--profile", "windows"])
    #expect(rulecheck.status == 64, "\(rulecheck)")
    #expect(rulecheck.stderr.hasPrefix("Error: unknown profile 'windows'; available: android, ios\n"))
  }

  @Test func theTraceNamesThePackThatPatchedARule() throws {
    let result = try CLI.type("--profile", "android", "--trace", "ab  ")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr.contains(
        "  double-space-full-stop (from base, patched by android (\(CLI.rules)/profiles/android/sentence-end.yaml:"
      ),
      "\(result)")
    #expect(result.stderr.contains("): fired\n"), "\(result)")
  }

  @Test func replayTakesADefaultProfile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let catalog = try folder.write(
      "c.yaml",
      """
      cases:
        - {name: pick, taps: "this{accept this}", field: {autocapitalization: none}, result: "this"}
        - {name: pinned, taps: "this{accept this}", profile: ios, field: {autocapitalization: none}, result: "this "}
      """)
    #expect(try CLI.replay(["--profile", "android", catalog]).stdout.hasSuffix("2 passed, 0 failed\n"))
    #expect(try CLI.replay([catalog]).stdout.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func compileWritesEveryProfileByDefault() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("rules.trul").path
    let result = try CLI.run(
      "typingrules", ["compile", "--rules", CLI.rules, "--locale", "en", "--locale", "fr", "-o", output])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.hasPrefix("wrote 4 packs (en, fr; profiles android, ios) to "), "\(result)")
  }
}
