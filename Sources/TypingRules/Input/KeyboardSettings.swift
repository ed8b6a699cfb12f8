/// The keyboard's own user settings (a third-party keyboard cannot read the system's).
///
/// The five settings of the catalog format are always there with their defaults; a locale
/// pack may declare more (see ``SettingDefinition``), which rules read the same way.
public struct KeyboardSettings: Hashable, Sendable {
  /// Values set explicitly, by name; a missing name takes the program's default.
  public private(set) var values: [String: SettingValue]

  /// The built-in settings and their defaults, as the catalog format gives them.
  public static let builtIn: [SettingDefinition] = [
    SettingDefinition(
      name: "period-shortcut", defaultValue: .bool(true),
      summary: "The \".\" shortcut: two quick spaces end a sentence."),
    SettingDefinition(
      name: "smart-punctuation", defaultValue: .bool(true),
      summary: "Smart quotes, dashes and ellipsis."),
    SettingDefinition(
      name: "auto-capitalization", defaultValue: .bool(true),
      summary: "Capitalize the first letter of a sentence."),
    SettingDefinition(
      name: "auto-correction", defaultValue: .bool(true),
      summary: "Apply spelling corrections when a word is committed."),
    SettingDefinition(
      name: "end-sentence-threshold", defaultValue: .number(3.0),
      summary: "Seconds within which two space taps count as a double space."),
  ]

  /// Settings with every value at its default.
  public init(_ values: [String: SettingValue] = [:]) { self.values = values }

  /// Sets a value by name (checked against the program when an engine takes the settings).
  public mutating func set(_ name: String, to value: SettingValue) { values[name] = value }

  /// Parses `true`, `false` or a number, as `--setting KEY=VALUE` spells it.
  public static func parseValue(_ text: String) -> SettingValue? {
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    default:
      guard let number = Double(text), number.isFinite else { return nil }
      return .number(number)
    }
  }
}

/// A setting's value: a switch or a number of seconds.
public enum SettingValue: Hashable, Sendable, CustomStringConvertible {
  case bool(Bool)
  case number(Double)

  public var description: String {
    switch self {
    case .bool(let value): String(value)
    case .number(let value): String(value)
    }
  }

  /// The value as a number (a switch is 0 or 1).
  public var number: Double {
    switch self {
    case .bool(let value): value ? 1 : 0
    case .number(let value): value
    }
  }

  /// Whether both values are of the same type.
  public func hasSameType(as other: SettingValue) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.number, .number): true
    default: false
    }
  }
}

/// A setting a program knows: its name, type (from the default) and default value.
public struct SettingDefinition: Hashable, Sendable {
  public var name: String
  public var defaultValue: SettingValue
  public var summary: String

  public init(name: String, defaultValue: SettingValue, summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
  }
}
