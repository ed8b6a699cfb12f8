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

  /// Whether the autocorrector reads the text before the word, asked in place.
  var readsTextBefore: Bool { autocorrector.readsTextBefore }
}
