/// The traits of the text field being typed into: the mirror of `UITextInputTraits`,
/// with the catalog format's names and defaults.
///
/// Rules read traits by name (`field: {keyboard: [url, email]}`), so every trait is also
/// reachable through ``FieldTraitKey`` as a small value index.
public struct FieldTraits: Hashable, Sendable {
  /// `keyboardType`.
  public enum Keyboard: String, CaseIterable, Sendable {
    case `default`, ascii, url, email, number, decimal, phone, twitter
    case webSearch = "web-search"
  }
  /// `autocapitalizationType`.
  public enum Autocapitalization: String, CaseIterable, Sendable {
    case none, words, sentences
    case allCharacters = "all-characters"
  }
  /// The three-way switch of `autocorrectionType`, `smartQuotesType` and friends.
  public enum Switch: String, CaseIterable, Sendable {
    case `default`, yes, no
  }
  /// `textContentType`, reduced to what changes typing (`code` is our own addition).
  public enum Content: String, CaseIterable, Sendable {
    case none, url, email, password, code
  }

  public var keyboard: Keyboard = .default
  public var autocapitalization: Autocapitalization = .sentences
  public var autocorrection: Switch = .default
  public var smartQuotes: Switch = .default
  public var smartDashes: Switch = .default
  public var smartInsertDelete: Switch = .default
  /// `isSecureTextEntry`.
  public var secure = false
  public var content: Content = .none
  /// Whether return inserts a newline (a text view) or ends editing (a text field).
  public var multiline = true

  /// A field with the catalog format's defaults.
  public init() {}
}

/// The name of one field trait, and the values it can take, in the catalog format's spelling.
public enum FieldTraitKey: String, CaseIterable, Sendable {
  case keyboard
  case autocapitalization
  case autocorrection
  case smartQuotes = "smart-quotes"
  case smartDashes = "smart-dashes"
  case smartInsertDelete = "smart-insert-delete"
  case secure
  case content
  case multiline

  /// Every value the trait accepts, in a fixed order (a value's index is its position).
  public var values: [String] {
    switch self {
    case .keyboard: FieldTraits.Keyboard.allCases.map(\.rawValue)
    case .autocapitalization: FieldTraits.Autocapitalization.allCases.map(\.rawValue)
    case .autocorrection, .smartQuotes, .smartDashes, .smartInsertDelete:
      FieldTraits.Switch.allCases.map(\.rawValue)
    case .content: FieldTraits.Content.allCases.map(\.rawValue)
    case .secure, .multiline: ["false", "true"]
    }
  }
}

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

/// A field trait or value that does not exist.
public enum FieldTraitError: Error, Hashable, Sendable {
  case unknownTrait(String)
  case unknownValue(FieldTraitKey, String)

  public var message: String {
    switch self {
    case .unknownTrait(let name):
      "unknown field trait '\(name)'; expected one of "
        + FieldTraitKey.allCases.map(\.rawValue).joined(separator: ", ")
    case .unknownValue(let key, let value):
      "'\(value)' is not a value of field trait '\(key.rawValue)'; expected one of "
        + key.values.joined(separator: ", ")
    }
  }
}
