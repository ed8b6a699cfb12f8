/// A setting the program does not know, or a value of the wrong type.
public enum SettingsError: Error, Hashable, Sendable {
  /// The program declares no setting of this name; `known` are those it declares.
  case unknownSetting(String, known: [String])
  /// The value's type is not the setting's (that of `expected`, its default).
  case wrongType(String, expected: SettingValue)
  /// The value is of the right type but not allowed (a negative time, say).
  case outOfRange(String, SettingValue)

  /// The error in words, with the names that would do.
  public var message: String {
    switch self {
    case .unknownSetting(let name, let known):
      known.isEmpty
        ? "unknown setting '\(name)'; the rules declare no settings"
        : "unknown setting '\(name)'; expected one of \(known.joined(separator: ", "))"
    case .wrongType(let name, let expected):
      switch expected {
      case .bool: "setting '\(name)' takes true or false"
      case .number: "setting '\(name)' takes a number"
      }
    case .outOfRange(let name, let value): "setting '\(name)' cannot be \(value)"
    }
  }
}
