import Foundation
import TypingRules

/// The keyboard's text behaviours: the packs the build compiled into `TypingRules.trul`,
/// loaded once from this module's bundle and shared by every field.
public enum KeyboardRules {
  /// Why the rules could not be loaded.
  public enum LoadError: Error, Equatable {
    /// The build did not put `TypingRules.trul` into the bundle.
    case missingResource
    /// The file is not a compiled file this version of TypingRules loads.
    case invalid(CompiledFormError)
  }

  /// The compiled packs in this module's bundle.
  public static func load() throws(LoadError) -> CompiledRules {
    guard let url = Bundle.module.url(forResource: "TypingRules", withExtension: "trul"),
      let data = try? Data(contentsOf: url)
    else { throw .missingResource }
    do {
      return try CompiledRules(bytes: [UInt8](data))
    } catch {
      throw .invalid(error)
    }
  }

  /// An engine for one field, with the pack for `locale` (falling back by dropping
  /// subtags, `en-AU` -> `en`) and its autocorrection table.
  public static func engine(
    for locale: String, rules: CompiledRules, document: TextDocument, field: FieldTraits = FieldTraits()
  ) throws -> TypingEngine {
    let pack = try rules.pack(for: locale)
    return try TypingEngine(
      program: pack.program, document: document, field: field, autocorrector: pack.corrections)
  }
}
