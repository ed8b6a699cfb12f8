import Foundation
import TypingRules
import TypingRulesYAML

/// The shipped packs under `Rules/`, compiled once for every test of the target.
enum Packs {
  /// The package's root folder (this file is `Tests/ReliabilityTests/Support/Packs.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let rulesRoot = packageRoot.appendingPathComponent("Rules").path
  static let catalogsFolder = packageRoot.appendingPathComponent("Tests/catalogs").path

  /// One compiled locale pack: its program and its correction table.
  struct Pack: @unchecked Sendable {
    var tag: String
    var program: RuleProgram
    var corrections: SubstitutionTable
  }

  /// Every locale pack, by tag (base is not a locale: every locale extends it).
  static let all: [String: Pack] = {
    let library = PackLibrary(root: rulesRoot)
    var packs: [String: Pack] = [:]
    for tag in library.availablePacks where tag != "base" {
      do {
        let compiled = try library.load(pack: tag)
        packs[tag] = Pack(tag: tag, program: compiled.program, corrections: compiled.corrections)
      } catch {
        fatalError(
          "the shipped pack '\(tag)' does not compile:\n\((error as? DiagnosticsError)?.rendered ?? "\(error)")"
        )
      }
    }
    return packs
  }()

  /// The packs as the generator sees them, sorted by tag.
  static var infos: [TapGenerator.PackInfo] {
    all.keys.sorted().map { TapGenerator.PackInfo(tag: $0, settings: all[$0]!.program.settings) }
  }
}
