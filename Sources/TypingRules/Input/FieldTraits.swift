/// The traits of the text field being typed into: the mirror of `UITextInputTraits`,
/// with the catalog format's names and defaults.
///
/// Rules read traits by name (`field: {keyboard: [url, email]}`), so every trait is also
/// reachable through ``FieldTraitKey`` as a small value index.
public struct FieldTraits: Hashable, Sendable {
  /// `keyboardType`.
  public enum Keyboard: String, CaseIterable, Sendable {
    /// The standard keyboard.
    case `default`
    /// The ASCII-capable keyboard.
    case ascii
    /// The URL keyboard (`/` and `.com` keys).
    case url
    /// The e-mail address keyboard (`@` and `.` keys).
    case email
    /// The number pad.
    case number
    /// The number pad with a decimal point.
    case decimal
    /// The phone pad.
    case phone
    /// The keyboard for social posts (`@` and `#` keys).
    case twitter
    /// The web search keyboard (a Go key).
    case webSearch = "web-search"
  }
  /// `autocapitalizationType`.
  public enum Autocapitalization: String, CaseIterable, Sendable {
    /// No automatic capitals.
    case none
    /// The first letter of every word.
    case words
    /// The first letter of every sentence (the default).
    case sentences
    /// Every letter.
    case allCharacters = "all-characters"
  }
  /// The three-way switch of `autocorrectionType`, `smartQuotesType` and friends.
  public enum Switch: String, CaseIterable, Sendable {
    /// The field leaves it to the keyboard (on, unless a setting turns it off).
    case `default`
    /// The field asks for it.
    case yes
    /// The field turns it off.
    case no
  }
  /// `textContentType`, reduced to what changes typing (`code` is our own addition).
  public enum Content: String, CaseIterable, Sendable {
    /// Ordinary text.
    case none
    /// A URL.
    case url
    /// An e-mail address.
    case email
    /// A password (typing stays verbatim).
    case password
    /// Source code (typing stays verbatim).
    case code
  }

  /// `keyboardType`.
  public var keyboard: Keyboard = .default
  /// `autocapitalizationType`.
  public var autocapitalization: Autocapitalization = .sentences
  /// `autocorrectionType`.
  public var autocorrection: Switch = .default
  /// `smartQuotesType`.
  public var smartQuotes: Switch = .default
  /// `smartDashesType` (the dash and the ellipsis).
  public var smartDashes: Switch = .default
  /// `smartInsertDeleteType` (the automatic space around suggestions).
  public var smartInsertDelete: Switch = .default
  /// `isSecureTextEntry`.
  public var secure = false
  /// `textContentType`, reduced to what changes typing.
  public var content: Content = .none
  /// Whether return inserts a newline (a text view) or ends editing (a text field).
  public var multiline = true

  /// A field with the catalog format's defaults.
  public init() {}
}
