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
  file; default: the rules folder (below).

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
                      (default: the lookup order below).
    --config FILE     Without PATH: check the base pack and the packs of the locales
                      that a compile configuration lists (typingrules.yaml,
                      'locales: [en, fr]'), in the rules folder.
    --verbose         Print the rules folder used and why, on standard error.
    --print-schema pack|rules
                      Print the JSON Schema for packs or rule files (Docs/schema/).
    -h, --help        Show this help.
    --version         Show the versions of the tool, the rule language and the
                      compiled format.

  \(RulesFolder.lookupOrderHelp)

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
    options: ["--format", "--locale", "--profile", "--rules", "--config", "--print-schema"],
    flags: ["--strict", "--no-examples", "--verbose", "--help", "-h", "--version"])
} catch {
  fail(error.message)
}

if arguments.has("--help") || arguments.has("-h") {
  print(usage)
  exit(0)
}
if arguments.has("--version") {
  print(ToolVersion.text(tool: "rulecheck"))
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

// The rules folder: --rules, else the lookup order of RulesFolder.
guard let located = RulesFolder.locate(explicit: arguments.value("--rules")) else {
  FileHandle.standardError.write(Data("rulecheck: \(RulesFolder.notFoundMessage)\n".utf8))
  exit(2)
}
if arguments.has("--verbose") {
  FileHandle.standardError.write(Data("rulecheck: \(located.verboseLine)\n".utf8))
}
let rulesFolder = located.path
let options = Linter.Options(
  rulesFolder: rulesFolder, locale: arguments.value("--locale"),
  runExamples: !arguments.has("--no-examples"), profile: arguments.value("--profile"))
if let profile = options.profile, !PackLibrary(root: rulesFolder).hasProfile(profile) {
  fail(PackLibrary(root: rulesFolder).unknownProfileMessage(profile))
}
var paths = arguments.positional.isEmpty ? [rulesFolder] : arguments.positional
if let configurationPath = arguments.value("--config"), arguments.positional.isEmpty {
  do {
    let configuration = try CompileConfiguration.load(path: configurationPath)
    paths = Linter.packPaths(locales: configuration.locales, in: PackLibrary(root: rulesFolder))
  } catch {
    FileHandle.standardError.write(Data("\(error.rendered)\n".utf8))
    exit(2)
  }
}
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
