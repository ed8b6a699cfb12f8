public import TypingRules

/// The keys a catalog's `defaults` and each case share; a case's values override the
/// defaults key by key (field traits, settings and corrections entry by entry).
public struct CaseOptions: Sendable {
  public var locale: String?
  package var localeLocation: SourceLocation?
  /// The behaviour profile (`ios`, `android`).
  public var profile: String?
  package var profileLocation: SourceLocation?
  public var gap: Double?
  public var field: [(key: FieldTraitKey, value: String)] = []
  package var settings: [(name: String, value: SettingValue, location: SourceLocation)] = []
  public var corrections: [String: String] = [:]
  /// The autocorrector: `table` (the pack's substitution table with `corrections`, the
  /// default) or `dictionary` (the locale's compiled dictionary, see ``CaseRunner/dictionaryFor``).
  public var corrector: String?
  package var correctorLocation: SourceLocation?

  public init() {}

  /// These options with `other`'s on top.
  public func overlaid(with other: CaseOptions) -> CaseOptions {
    var merged = self
    if let locale = other.locale {
      merged.locale = locale
      merged.localeLocation = other.localeLocation
    }
    if let profile = other.profile {
      merged.profile = profile
      merged.profileLocation = other.profileLocation
    }
    if let gap = other.gap { merged.gap = gap }
    if let corrector = other.corrector {
      merged.corrector = corrector
      merged.correctorLocation = other.correctorLocation
    }
    merged.field += other.field
    merged.settings += other.settings
    merged.corrections.merge(other.corrections) { _, new in new }
    return merged
  }

  /// The field traits these options describe.
  public var fieldTraits: FieldTraits {
    var traits = FieldTraits()
    for (key, value) in field { try? traits.set(key, to: value) }
    return traits
  }

  /// The keyboard settings these options describe.
  public var keyboardSettings: KeyboardSettings {
    var result = KeyboardSettings()
    for setting in settings { result.set(setting.name, to: setting.value) }
    return result
  }
}
