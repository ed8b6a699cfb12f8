import Foundation
import PackagePlugin

/// `swift package rulecheck [--target NAME]... [rulecheck options] [PATH...]`: runs
/// `rulecheck` in the package's folder (see `rulecheck --help` for its options). With a
/// PATH it checks that path. Without one it checks, for each target with a
/// `typingrules.yaml` (or only the `--target` ones), the packs the TypingRulesCompiler
/// plugin compiles for it: its locales in its own `Rules/` or in the shipped packs; in a
/// package where no target has one, rulecheck's default rules folder. Fails when rulecheck
/// does (errors; with `--strict` warnings too).
@main
struct RulecheckCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let passed = extractor.remainingArguments
    var targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
    if !targetNames.isEmpty {
      let unknown = targetNames.filter { name in !targets.contains { $0.name == name } }
      guard unknown.isEmpty else { throw PluginError("no target named \(unknown.joined(separator: ", "))") }
      targets = targets.filter { targetNames.contains($0.name) }
    }
    var runs: [[String]] = []
    if !Self.hasPath(passed) {
      for target in targets {
        guard let configuration = PluginPackages.configuration(of: target) else { continue }
        let rules = try PluginPackages.rulesFolder(of: target, in: context.package)
        runs.append(passed + ["--rules", rules.path, "--config", configuration.path])
      }
      if !targetNames.isEmpty && runs.isEmpty {
        throw PluginError(
          "no \(PluginPackages.configurationName) in the targets \(targetNames.joined(separator: ", "))")
      }
    }
    if runs.isEmpty { runs = [passed] }
    let tool = try context.tool(named: "rulecheck").url
    for arguments in runs {
      let process = Process()
      process.executableURL = tool
      process.arguments = arguments
      process.currentDirectoryURL = context.package.directoryURL
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw PluginError(
          "rulecheck \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
      }
    }
  }

  /// Whether the arguments name a path: an argument that is neither an option nor the
  /// value of one of rulecheck's options that take one.
  static func hasPath(_ arguments: [String]) -> Bool {
    let takingValues: Set<String> = ["--format", "--locale", "--rules", "--config", "--print-schema"]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.count }
      if takingValues.contains(argument) {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") { return true }
      index += 1
    }
    return false
  }
}
