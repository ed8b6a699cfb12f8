/// The keyboard's own user settings (a third-party keyboard cannot read the system's).
///
/// Which settings exist, and their defaults, is data: the program declares them (the base
/// pack declares the catalog format's five, and packs may add more, see
/// ``SettingDefinition``). Here only the values the keyboard sets differ from the defaults.
public struct KeyboardSettings: Hashable, Sendable {
  /// Values set explicitly, by name; a missing name takes the program's default.
  public private(set) var values: [String: SettingValue]

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
