/// What the engine asks when a rule commits a word (`correct-word`, `has-correction`): the
/// engine never invents spellings itself.
public protocol Autocorrector: Sendable {
  /// The correction for a word, or `nil` to keep it. The engine restores the typed case.
  func correction(for word: String, context: AutocorrectionContext) -> String?
}
