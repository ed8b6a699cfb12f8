/// The keyboard's own user settings (a third-party keyboard cannot read the system's).
///
/// Which settings exist, and their defaults, is data: the program declares them (the base
/// pack declares `period-shortcut`, `smart-punctuation`, `auto-capitalization`,
/// `auto-correction`, `end-sentence-threshold`, `suggestion-space` and `backspace-reverts`,
/// and packs may add more). Here only the values the keyboard sets differ from the defaults.
public struct KeyboardSettings: Hashable, Sendable {
  /// Values set explicitly, by name; a missing name takes the program's default.
  public private(set) var values: [String: SettingValue]

  /// Settings with every value at its default.
  public init(_ values: [String: SettingValue] = [:]) { self.values = values }

  /// Sets a value by name (checked against the program when an engine takes the settings).
  public mutating func set(_ name: String, to value: SettingValue) { values[name] = value }

  /// Parses `true`, `false` or a number, as `--setting KEY=VALUE` spells it.
  package static func parseValue(_ text: String) -> SettingValue? {
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    default:
      guard let number = Double(text), number.isFinite else { return nil }
      return .number(number)
    }
  }
}
