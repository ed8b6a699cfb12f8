/// What an autocorrector is told about the word being committed.
public struct AutocorrectionContext: Sendable {
  /// Up to 64 characters of text before the word (fewer if the document's context is
  /// truncated). It shares the context's storage: copy it (`String(textBefore)`) to keep it.
  public var textBefore: Substring
  /// The locale pack's tag.
  public var locale: String
  /// The word's letters as tapped, one per letter in order, when the keyboard knows them
  /// (empty: unknown; a list that does not match the word is ignored).
  public var touches: [KeyTouch]

  /// The context of a word: the text before it, the pack's locale tag and, optionally, the
  /// taps that typed it.
  public init(textBefore: Substring, locale: String, touches: [KeyTouch] = []) {
    self.textBefore = textBefore
    self.locale = locale
    self.touches = touches
  }
}
