/// What the suggestion bar shows (``SuggestionBar``), worked out by the rules: each
/// question is a dry run of the engine on a copy of the document's context, so the bar says
/// exactly what the taps would do.
extension EngineCore {
  /// The suggestion bar for the text at the cursor, at most `limit` items.
  mutating func suggestionBar(limit: Int, parts: DryRunParts) -> SuggestionBar {
    guard limit > 0 else { return .empty }
    let textBefore = document.documentContextBeforeInput ?? ""
    let textAfter = document.documentContextAfterInput ?? ""
    func copy() -> EngineCore {
      self.dryRun(on: InMemoryDocument(before: textBefore, after: textAfter), with: parts)
    }

    // The `suggest` rules (none in a secure field, by default).
    var probe = copy()
    guard probe.offersSuggestions() else { return .empty }
    let length = probe.wordLength()
    let tail = probe.wordLengthAfter(continuing: length > 0)
    var word = probe.before.text(ofNearest: length)
    if tail > 0 { word += String(textAfter.prefix(tail)) }
    let range = -length..<tail

    var items: [SuggestionBar.Item] = []
    func offer(_ text: String, _ kind: SuggestionBar.Kind, _ tap: Tap? = nil) {
      guard !text.isEmpty, items.count < limit, !items.contains(where: { $0.text == text }) else { return }
      items.append(.init(text: text, kind: kind, tap: tap ?? .accept(text)))
    }

    // Back at the end of a word a revert tap would restore (a corrected word): its typed
    // spelling first.
    if length > 0, tail == 0 {
      var revert = copy()
      revert.edits.revertsInEvent = 0
      revert.handle(.revert, at: state.now)
      if revert.edits.revertsInEvent > 0 {
        offer(revert.before.text(ofNearest: revert.wordLength()), .restore, .revert)
      }
    }

    // The correction a space would commit now.
    var correction: String?
    if length > 0 {
      var space = copy()
      space.handle(.space, at: state.now)
      if let edit = space.lastAutomaticEdit, edit.replacementWord != edit.typedWord,
        !edit.replacementWord.isEmpty
      {
        correction = edit.replacementWord
      }
    }
    guard !word.isEmpty else {
      return SuggestionBar(word: word, wordRange: range, correction: nil, items: items)
    }
    offer(word, .verbatim)
    if let correction { offer(correction, .correction) }

    // The autocorrector's words, in the case they would be inserted.
    if items.count < limit, let held = corrections.held {
      let context = AutocorrectionContext(
        textBefore: Self.text(before: length, in: textBefore), locale: program.locale.tag,
        touches: tail == 0 ? touches.last(length) : [])
      for candidate in held.suggestions(for: word, context: context, limit: limit) {
        var cased = code.casePolicy.apply(candidate, typed: word)
        if writesInCapitals(typed: word) { cased = cased.uppercased() }
        offer(cased, .candidate)
      }
    }
    return SuggestionBar(word: word, wordRange: range, correction: correction, items: items)
  }

  /// The up to ``CorrectionQuery/contextLength`` characters of `text` before its last `length`
  /// characters (the text before the word at the cursor).
  private static func text(before length: Int, in text: String) -> Substring {
    let wordStart =
      text.index(text.endIndex, offsetBy: -length, limitedBy: text.startIndex) ?? text.startIndex
    let reach = CorrectionQuery.contextLength
    let start = text.index(wordStart, offsetBy: -reach, limitedBy: text.startIndex) ?? text.startIndex
    return text[start..<wordStart]
  }
}
