/// What an autocorrector is told about the word being committed.
public struct AutocorrectionContext: Sendable {
  /// Up to 64 characters of text before the word (fewer if the document's context is
  /// truncated). It shares the context's storage: copy it (`String(textBefore)`) to keep it.
  public var textBefore: Substring
  /// The locale pack's tag.
  public var locale: String

  /// The context of a word: the text before it and the pack's locale tag.
  public init(textBefore: Substring, locale: String) {
    self.textBefore = textBefore
    self.locale = locale
  }
}
