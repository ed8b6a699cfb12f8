/// What the engine asks when a rule commits a word (`correct-word`, `has-correction`): the
/// engine never invents spellings itself.
public protocol Autocorrector: Sendable {
  /// The correction for a word, or `nil` to keep it. The engine restores the typed case.
  func correction(for word: String, context: AutocorrectionContext) -> String?
}

/// What an autocorrector is told about the word being committed.
public struct AutocorrectionContext: Sendable {
  /// Up to 64 characters of text before the word (fewer if the document's context is
  /// truncated). It shares the context's storage: copy it (`String(textBefore)`) to keep it.
  public var textBefore: Substring
  /// The locale pack's tag.
  public var locale: String

  public init(textBefore: Substring, locale: String) {
    self.textBefore = textBefore
    self.locale = locale
  }
}
