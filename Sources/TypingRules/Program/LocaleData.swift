/// The data a locale pack declares (quotes, separators, terminators, abbreviations ...),
/// by dotted key: `quotes.primary.open`, `numbers.decimal`, `abbreviations`.
///
/// The core gives no key a meaning: rules reference keys (`$locale.apostrophe`,
/// `<sentence-terminators>`), and the front end checks them against the documented schema.
public struct LocaleData: Hashable, Sendable {
  /// One locale value.
  public enum Value: Hashable, Sendable {
    case string(String)
    case list([String])
    case bool(Bool)
    case number(Double)

    /// The value as text: a list's items joined, so a pattern's `<key>` sees every character.
    public var text: String? {
      switch self {
      case .string(let value): value
      case .list(let values): values.joined()
      case .bool, .number: nil
      }
    }
  }

  /// The BCP 47 tag of the pack (`en`, `is`, `fr-CA`).
  public var tag: String
  /// The values by dotted key.
  public var values: [String: Value]

  public init(tag: String, values: [String: Value] = [:]) {
    self.tag = tag
    self.values = values
  }

  public subscript(key: String) -> Value? { values[key] }
}
