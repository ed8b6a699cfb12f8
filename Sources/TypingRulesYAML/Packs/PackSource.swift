package import TypingRules

/// A locale pack as written: its `pack.yaml` and the rule files it lists, checked for
/// shape but not yet compiled (references resolve only once the `extends` chain is known).
public struct PackSource: Sendable {
  /// The pack's name: `base`, or a BCP 47 tag.
  public var name: String
  /// The `pack.yaml` file.
  public var file: String
  package var location: SourceLocation
  public var summary: String?
  /// The pack this one extends, and where it says so.
  package var extends: (name: String, location: SourceLocation)?
  /// Locale values by dotted key, with their places.
  public var locale: [String: LocaleEntry] = [:]
  /// Settings the pack declares.
  package var settings: [SettingDefinition] = []
  /// Rule ids to remove from what the pack inherits.
  package var disable: [(id: String, location: SourceLocation)] = []
  /// The pack's own rules in file order.
  package var rules: [RuleSource] = []
  /// Autocorrection table entries (typed -> fix), from `corrections:` files.
  public var corrections: [String: String] = [:]
  /// Patches of inherited rules (`- patch: ID` items), in file order; they apply after the
  /// pack's own rules are merged.
  public var patches: [RulePatch] = []
  /// A locale pack, a behaviour profile (`profiles/NAME/`), or a profile's overlay for one
  /// locale (`profiles/NAME/locales/TAG/`).
  public var role: Role = .locale
  /// The files `pack.yaml` lists (rule and corrections files), as paths, in order.
  public var files: [String] = []

  public enum Role: Sendable, Hashable {
    case locale
    case profile
    /// The overlay of a profile (its name) for the locale pack of the same name.
    case overlay(profile: String)
  }
}
