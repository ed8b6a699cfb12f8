extension FieldTraits {
  /// The index of a trait's current value in ``FieldTraitKey/values``.
  public func valueIndex(of key: FieldTraitKey) -> Int {
    switch key {
    case .keyboard: Keyboard.allCases.firstIndex(of: keyboard)!
    case .autocapitalization: Autocapitalization.allCases.firstIndex(of: autocapitalization)!
    case .autocorrection: Switch.allCases.firstIndex(of: autocorrection)!
    case .smartQuotes: Switch.allCases.firstIndex(of: smartQuotes)!
    case .smartDashes: Switch.allCases.firstIndex(of: smartDashes)!
    case .smartInsertDelete: Switch.allCases.firstIndex(of: smartInsertDelete)!
    case .secure: secure ? 1 : 0
    case .content: Content.allCases.firstIndex(of: content)!
    case .multiline: multiline ? 1 : 0
    }
  }

  /// A trait's current value, spelled as in the catalog format.
  public func value(of key: FieldTraitKey) -> String { key.values[valueIndex(of: key)] }

  /// Sets a trait from its catalog spelling; unknown values are an error that lists the valid ones.
  public mutating func set(_ key: FieldTraitKey, to value: String) throws(FieldTraitError) {
    switch key {
    case .keyboard: keyboard = try Self.parse(value, key)
    case .autocapitalization: autocapitalization = try Self.parse(value, key)
    case .autocorrection: autocorrection = try Self.parse(value, key)
    case .smartQuotes: smartQuotes = try Self.parse(value, key)
    case .smartDashes: smartDashes = try Self.parse(value, key)
    case .smartInsertDelete: smartInsertDelete = try Self.parse(value, key)
    case .content: content = try Self.parse(value, key)
    case .secure: secure = try Self.parseBool(value, key)
    case .multiline: multiline = try Self.parseBool(value, key)
    }
  }

  /// Sets a trait by name, as `--field KEY=VALUE` and catalogs spell it.
  public mutating func set(_ name: String, to value: String) throws(FieldTraitError) {
    guard let key = FieldTraitKey(rawValue: name) else { throw .unknownTrait(name) }
    try set(key, to: value)
  }

  private static func parse<T: RawRepresentable<String>>(
    _ value: String, _ key: FieldTraitKey
  ) throws(FieldTraitError) -> T {
    guard let parsed = T(rawValue: value) else { throw .unknownValue(key, value) }
    return parsed
  }

  private static func parseBool(_ value: String, _ key: FieldTraitKey) throws(FieldTraitError)
    -> Bool
  {
    switch value {
    case "true": return true
    case "false": return false
    default: throw .unknownValue(key, value)
    }
  }
}
