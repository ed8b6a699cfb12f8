/// The data a locale pack declares (quotes, separators, terminators, abbreviations ...),
/// by dotted key: `quotes.primary.open`, `numbers.decimal`, `abbreviations`.
///
/// Rules reference keys (`$locale.apostrophe`, `<sentence-terminators>`), and the front end
/// checks them against the documented schema. The core reads a few keys itself: the
/// lexer's (`apostrophe`, `opening-punctuation`, `sentence-openers`, the `numbers` marks,
/// `word-final-apostrophes`; see `LexerData`) and `case-policy` (`CasePolicy`).
package struct LocaleData: Hashable, Sendable {
  /// One locale value.
  package enum Value: Hashable, Sendable {
    /// A string (a quote, a separator).
    case string(String)
    /// A list of strings (terminators, abbreviations).
    case list([String])
    /// A switch.
    case bool(Bool)
    /// A number.
    case number(Double)

    /// The value as text: a list's items joined, so a pattern's `<key>` sees every character.
    package var text: String? {
      switch self {
      case .string(let value): value
      case .list(let values): values.joined()
      case .bool, .number: nil
      }
    }
  }

  /// The BCP 47 tag of the pack (`en`, `is`, `fr-CA`).
  package var tag: String
  /// The values by dotted key.
  package var values: [String: Value]

  /// The data of the pack `tag`.
  package init(tag: String, values: [String: Value] = [:]) {
    self.tag = tag
    self.values = values
  }

  /// The value of a dotted key, if the pack declares it.
  package subscript(key: String) -> Value? { values[key] }
}
