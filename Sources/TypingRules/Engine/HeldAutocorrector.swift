/// An autocorrector in a box of its own (see ``CorrectionQuery``): asking it copies no
/// existential out of the engine state.
final class HeldAutocorrector {
  let autocorrector: any Autocorrector
  init(_ autocorrector: any Autocorrector) { self.autocorrector = autocorrector }

  /// The autocorrector's answer, asked in place (the existential is opened where it is
  /// stored, not copied out first).
  func correction(for word: String, context: AutocorrectionContext) -> String? {
    autocorrector.correction(for: word, context: context)
  }

  /// The autocorrector's words for the suggestion bar, asked in place.
  func suggestions(for word: String, context: AutocorrectionContext, limit: Int) -> [String] {
    autocorrector.suggestions(for: word, context: context, limit: limit)
  }

  /// Whether the autocorrector reads the text before the word, asked in place.
  var readsTextBefore: Bool { autocorrector.readsTextBefore }
}
