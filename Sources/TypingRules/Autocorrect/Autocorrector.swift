/// What the engine asks when a rule commits a word (`correct-word`, `has-correction`): the
/// engine never invents spellings itself.
public protocol Autocorrector: Sendable {
  /// The correction for a word, or `nil` to keep it. The engine restores the typed case.
  func correction(for word: String, context: AutocorrectionContext) -> String?

  /// Whether ``correction(for:context:)`` reads the context's
  /// ``AutocorrectionContext/textBefore``; when `false`, the engine passes an empty one and
  /// saves cutting it from the document on every committed word. `true` unless an
  /// autocorrector says otherwise.
  var readsTextBefore: Bool { get }

  /// Up to `limit` words to offer in the suggestion bar for `word` (the word being typed,
  /// or the one the next delimiter commits), best first. Completions of a partial word
  /// belong here too. The engine adds the verbatim typed word itself and restores the typed
  /// case; it never asks in a secure field. The default offers the correction, if any.
  func suggestions(for word: String, context: AutocorrectionContext, limit: Int) -> [String]
}

extension Autocorrector {
  /// An autocorrector reads the text before the word unless it says otherwise.
  public var readsTextBefore: Bool { true }

  /// The correction, if there is one and `limit` allows it.
  public func suggestions(for word: String, context: AutocorrectionContext, limit: Int) -> [String] {
    guard limit > 0, let correction = correction(for: word, context: context) else { return [] }
    return [correction]
  }
}
