/// A setting the program does not know, or a value of the wrong type.
public enum SettingsError: Error, Hashable, Sendable {
  case unknownSetting(String, known: [String])
  case wrongType(String, expected: SettingValue)
  case outOfRange(String, SettingValue)

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
