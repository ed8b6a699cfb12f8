import Foundation
import TypingRulesYAML

/// `rulecheck`: lints rule files, locale packs and rules folders. The checks live in
/// TypingRulesYAML (`Lint/`); this only reads the command line and prints.
///
/// Exit status: 0 no errors (warnings alone do not fail), 1 errors (`--strict`: or
/// warnings), 2 a path could not be read, 64 a bad command line.

let usage = """
  USAGE: rulecheck [options] [PATH...]

  Checks TypingRules rule files, locale packs and rules folders: YAML syntax, schema,
  references, duplicate ids, extends cycles, rules that can never fire, locale data, and
  every rule's examples. PATH is a rules folder, a pack folder (or its pack.yaml) or a rule
  file; default: Rules/.

  OPTIONS:
    --format FORMAT   gnu (default, on standard error), json, github or sarif (on standard
                      output).
    --strict          Warnings fail too (exit status 1).
    --no-examples     Do not run the rules' examples.
    --locale TAG      Check only this locale's pack of a rules folder; a rule file that no
                      pack lists is checked with this pack (default: en).
    --profile NAME    Compose each locale pack with this behaviour profile only
                      (default: every profile of the rules folder).
    --rules DIR       The rules folder that packs and rule files outside one extend
                      (default: the package's Rules/).
    --print-schema pack|rules
                      Print the JSON Schema for packs or rule files (Docs/schema/).
    -h, --help        Show this help.
    --version         Show the version.

  Exit status: 0 no errors, 1 errors found (with --strict: or warnings), 2 a file could
  not be read, 64 a bad command line. See Docs/rulecheck.md.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Error: \(message)\n\n\(usage)\n".utf8))
  exit(64)
}

let arguments: CommandLineArguments
do {
  arguments = try CommandLineArguments(
    Array(CommandLine.arguments.dropFirst()),
    options: ["--format", "--locale", "--profile", "--rules", "--print-schema"],
    flags: ["--strict", "--no-examples", "--help", "-h", "--version"])
} catch {
  fail(error.message)
}

if arguments.has("--help") || arguments.has("-h") {
  print(usage)
  exit(0)
}
if arguments.has("--version") {
  print("rulecheck \(Linter.version)")
  exit(0)
}
if let which = arguments.value("--print-schema") {
  guard let schema = EditorSchema.schema(named: which) else {
    fail("--print-schema takes pack or rules, found '\(which)'")
  }
  print(schema.rendered())
  exit(0)
}
let formatName = arguments.value("--format") ?? "gnu"
guard let format = LintFormat(rawValue: formatName) else {
  fail("--format takes gnu, json, github or sarif, found '\(formatName)'")
}
if let locale = arguments.value("--locale"), locale.isEmpty {
  fail("--locale needs a tag, like en or de-CH")
}

// The rules folder: --rules, $TYPINGRULES_RULES, Rules/ here (kept relative, so paths in
// diagnostics stay short), else the package's.
let fromEnvironment = ProcessInfo.processInfo.environment["TYPINGRULES_RULES"] ?? ""
let rulesFolder =
  arguments.value("--rules")
  ?? (fromEnvironment.isEmpty && FileManager.default.fileExists(atPath: "Rules/base/pack.yaml")
    ? "Rules" : RulesFolder.locate(explicit: nil))
let options = Linter.Options(
  rulesFolder: rulesFolder, locale: arguments.value("--locale"),
  runExamples: !arguments.has("--no-examples"), profile: arguments.value("--profile"))
if let profile = options.profile, !PackLibrary(root: rulesFolder).hasProfile(profile) {
  fail(PackLibrary(root: rulesFolder).unknownProfileMessage(profile))
}
let paths = arguments.positional.isEmpty ? [rulesFolder] : arguments.positional
let report = Linter(options: options).lint(paths)

switch format {
case .gnu:
  let colour = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  FileHandle.standardError.write(Data(GNUFormat(colour: colour).render(report).utf8))
case .json:
  FileHandle.standardOutput.write(Data(JSONFormat.render(report).utf8))
case .github:
  FileHandle.standardOutput.write(Data(GitHubFormat.render(report).utf8))
case .sarif:
  FileHandle.standardOutput.write(Data(SARIFFormat.render(report).utf8))
}
exit(report.exitStatus(strict: arguments.has("--strict")))
