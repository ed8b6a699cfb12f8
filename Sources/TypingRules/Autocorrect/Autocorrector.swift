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
}

extension Autocorrector {
  /// An autocorrector reads the text before the word unless it says otherwise.
  public var readsTextBefore: Bool { true }
}
