import Foundation
import PackagePlugin

/// What both plugins need to know about a package graph and a target (this file is linked
/// into each plugin's folder: plugins cannot share a library).
enum PluginPackages {
  /// The name of a target's configuration file, in the target's folder.
  static let configurationName = "typingrules.yaml"

  /// A target's configuration file, if it has one.
  static func configuration(of target: SourceModuleTarget) -> URL? {
    let file = target.directoryURL.appendingPathComponent(configurationName)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// The rules folder a target's packs come from: its own `Rules/` when that is a rules
  /// folder (with `base/pack.yaml`), else the packs that ship with TypingRules.
  static func rulesFolder(of target: SourceModuleTarget, in package: Package) throws -> URL {
    let own = target.directoryURL.appendingPathComponent("Rules")
    return isRulesFolder(own) ? own : try shippedRules(package)
  }

  /// The `Rules/` folder of the TypingRules package in the dependency graph.
  static func shippedRules(_ package: Package) throws -> URL {
    var queue = [package]
    var seen: Set<String> = []
    while !queue.isEmpty {
      let next = queue.removeFirst()
      guard seen.insert(next.id).inserted else { continue }
      let rules = next.directoryURL.appendingPathComponent("Rules")
      if next.displayName == "TypingRules", isRulesFolder(rules) { return rules }
      queue += next.dependencies.map(\.package)
    }
    throw PluginError("the TypingRules package and its Rules/ folder were not found among the dependencies")
  }

  static func isRulesFolder(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("base/pack.yaml").path)
  }
}

/// Why a plugin cannot go on.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
