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
