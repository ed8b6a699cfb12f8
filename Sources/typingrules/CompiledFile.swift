import Foundation
import TypingRules
import TypingRulesYAML

/// `--compiled FILE` on `type` and `replay`: run exactly what ships, the packs of a file
/// written by `typingrules compile`, resolved by locale and profile as the YAML packs are
/// (aliases included).
struct CompiledFile {
  let path: String
  let rules: CompiledRules

  /// Reads and verifies the file; an unreadable or invalid file is `FILE:1:1: error: ...`.
  static func load(_ path: String) -> CompiledFile? {
    guard let data = FileManager.default.contents(atPath: path) else {
      Output.error("\(path):1:1: error: cannot read file [unreadable-file]")
      return nil
    }
    do {
      return CompiledFile(path: path, rules: try CompiledRules(bytes: [UInt8](data)))
    } catch {
      Output.error("\(path):1:1: error: \(error) [compiled-form]")
      return nil
    }
  }

  /// The pack for a locale and profile, as the front end's ``CompiledPack`` (no rule
  /// sources: traces name rules by id).
  func pack(locale: String, profile: String) throws(CompiledFormError) -> CompiledPack {
    let pack = try rules.pack(for: locale, profile: profile)
    return CompiledPack(
      name: pack.tag, program: pack.program, corrections: pack.corrections, profile: pack.profile)
  }

  /// Packs for a case runner: a locale or profile the file lacks is an error at the case.
  func packFor(_ request: CaseRunner.PackRequest) throws(DiagnosticsError) -> CompiledPack {
    do {
      return try pack(locale: request.locale, profile: request.profile)
    } catch {
      throw DiagnosticsError([
        Diagnostic(
          .error, at: request.location ?? SourceLocation(file: path, line: 1, column: 1), "\(path): \(error)",
          check: "unknown-locale")
      ])
    }
  }
}
