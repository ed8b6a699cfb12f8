/// What the engine asks when a rule commits a word (`correct-word`, `has-correction`): the
/// engine never invents spellings itself.
public protocol Autocorrector: Sendable {
  /// The correction for a word, or `nil` to keep it. The engine restores the typed case.
  func correction(for word: String, context: AutocorrectionContext) -> String?
}

/// What an autocorrector is told about the word being committed.
public struct AutocorrectionContext: Sendable {
  /// The text before the word, as far as the engine reads (possibly truncated).
  public var textBefore: String
  /// The locale pack's tag.
  public var locale: String

  public init(textBefore: String, locale: String) {
    self.textBefore = textBefore
    self.locale = locale
  }
}
