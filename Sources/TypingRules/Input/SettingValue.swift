/// A setting's value: a switch or a number of seconds.
public enum SettingValue: Hashable, Sendable, CustomStringConvertible {
  /// A switch.
  case bool(Bool)
  /// A number (seconds, for thresholds).
  case number(Double)

  public var description: String {
    switch self {
    case .bool(let value): String(value)
    case .number(let value): String(value)
    }
  }

  /// The value as a number (a switch is 0 or 1).
  package var number: Double {
    switch self {
    case .bool(let value): value ? 1 : 0
    case .number(let value): value
    }
  }

  /// Whether both values are of the same type.
  package func hasSameType(as other: SettingValue) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.number, .number): true
    default: false
    }
  }
}
