import Foundation
import Testing

/// `typingrules` itself: its commands, help and usage errors.
@Suite(.timeLimit(.minutes(20)))
struct CommandTests {
  /// The commands the main usage lists.
  static func commands() throws -> [String] {
    let usage = try CLI.typingrules("--help").stdout
    let section = try #require(usage.components(separatedBy: "COMMANDS:").dropFirst().first)
    // The lines after "COMMANDS:" up to the first blank line, each "  NAME  Summary".
    let commands = section.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    try #require(!commands.isEmpty, "no commands listed in:\n\(usage)")
    return commands
  }

  @Test(arguments: ["--help", "-h", "help"])
  func mainHelp(flag: String) throws {
    let result = try CLI.typingrules(flag)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("USAGE: typingrules <command>"), "\(result)")
    #expect(result.stderr == "")
  }

  @Test func theMainUsageListsTypeAndReplay() throws {
    let commands = try Self.commands()
    #expect(commands.contains("type"), "\(commands)")
    #expect(commands.contains("replay"), "\(commands)")
  }

  @Test func everyCommandHasHelp() throws {
    for command in try Self.commands() {
      for flag in ["--help", "-h"] {
        let result = try CLI.run("typingrules", [command, flag])
        #expect(result.status == 0, "\(command) \(flag): \(result)")
        #expect(result.stdout.hasPrefix("USAGE: typingrules \(command)"), "\(command) \(flag): \(result)")
        #expect(result.stderr == "", "\(command) \(flag): \(result)")
      }
    }
  }

  @Test func helpWinsOverOtherArguments() throws {
    let result = try CLI.run("typingrules", ["type", "--help", "a{bogus}"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("USAGE: typingrules type"))
  }

  @Test func version() throws {
    let result = try CLI.typingrules("--version")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.fullyMatches(
        #"typingrules \d+\.\d+\.\d+\nrule language version \d+\ncompiled format version \d+\n"#),
      "\(result)")
  }

  @Test func anUnknownCommandExits64() throws {
    let result = try CLI.typingrules("frobnicate")
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: unknown command 'frobnicate'"), "\(result)")
    #expect(result.stderr.contains("USAGE: typingrules <command>"), "\(result)")
  }

  @Test func noCommandExits64() throws {
    let result = try CLI.run("typingrules", [])
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: missing command"), "\(result)")
    #expect(result.stderr.contains("USAGE: typingrules <command>"), "\(result)")
  }
}
