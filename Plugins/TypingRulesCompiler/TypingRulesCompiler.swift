import Foundation
import PackagePlugin

/// The build-tool plugin: for a target with a `typingrules.yaml`, lints and compiles rule
/// packs into the resource `TypingRules.trul` at build time (`typingrules compile --lint`),
/// so the target loads it with `Bundle.module`. The packs are the target's own `Rules/`
/// folder when it has one (a whole rules folder: `base/` and `locales/`), else the packs
/// that ship with TypingRules; `typingrules.yaml` lists the locales (Docs/plugins.md).
/// Findings are printed as `file:line:column: error: message`; an error fails the build.
@main
struct TypingRulesCompiler: BuildToolPlugin {
  /// The resource the target gets.
  static let outputName = "TypingRules.trul"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    guard let configuration = PluginPackages.configuration(of: target) else {
      throw PluginError(
        "target '\(target.name)' uses the TypingRulesCompiler plugin but has no \(PluginPackages.configurationName) in \(target.directoryURL.path)"
      )
    }
    let rules = try PluginPackages.rulesFolder(of: target, in: context.package)
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(Self.outputName)
    return [
      .buildCommand(
        displayName: "Checking and compiling rule packs for \(target.name)",
        executable: try context.tool(named: "typingrules").url,
        arguments: [
          "compile", "--lint", "--config", configuration.path, "--rules", rules.path, "-o", output.path,
        ],
        inputFiles: [configuration] + Self.files(under: rules),
        outputFiles: [output])
    ]
  }

  /// Every file under a folder, so that editing any rule file rebuilds the resource.
  static func files(under folder: URL) -> [URL] {
    let keys: [URLResourceKey] = [.isRegularFileKey]
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter {
      (try? $0.resourceValues(forKeys: Set(keys)).isRegularFile) == true
    }.sorted { $0.path < $1.path }
  }
}
