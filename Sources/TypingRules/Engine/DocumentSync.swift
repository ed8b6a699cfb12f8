/// Document synchronisation: what the engine left in the document after the last event
/// (the characters right before the cursor, the document's change count), so that text
/// changed by other means is noticed, and an echo of the engine's own edits is not taken
/// for one. It reads the document's context; the context window it checks is the engine's,
/// passed in.
struct DocumentSync {
  /// How many characters before the cursor the engine remembers between events, to notice
  /// text changed by other means (the host app, a tap elsewhere in the text).
  static let tailLength = 4

  /// The codes of the characters right before the cursor after the last event, 16 bits
  /// each, the nearest in the low bits.
  private var tail: UInt64 = 0
  private var tailCount = 0
  /// The document's ``TextDocument/changeCount`` after the last event.
  private var changeCount: Int?
  /// The UTF-8 length of the before-context after the last event, if the window knew it;
  /// compared only for a document that reports whole contexts (of another, the length says
  /// nothing: its context is cut).
  private var contextUTF8: Int?
  /// Whether the host may have selected text since the last event (the document changed by
  /// other means, or cannot tell): the next tap asks.
  var mayHaveSelection = false

  /// Remembers the characters right before the cursor (as the context window codes them)
  /// and the document's change count, at the end of an event.
  mutating func remember(_ before: inout ContextWindow, of document: TextDocument) {
    tailCount = 0
    tail = 0
    for distance in 0..<Self.tailLength {
      let code = before.code(at: distance)
      if code == PatternCode.end { break }
      tail |= UInt64(code) << (16 * UInt64(distance))
      tailCount += 1
    }
    changeCount = document.changeCount
    contextUTF8 = before.knownContextUTF8
  }

  /// Whether `text` (the document's before-context) ends with the characters the engine
  /// left before the cursor after the last event.
  private func tailMatches(_ text: String) -> Bool {
    var reader = BackwardReader(text, endingAt: text.utf8.count)
    var nearerIsASCII = true
    for distance in 0...min(tailCount, Self.tailLength - 1) {
      let code = reader.next(nearerIsASCII: nearerIsASCII)?.code ?? PatternCode.end
      let remembered =
        distance == tailCount ? PatternCode.end : UInt16(truncatingIfNeeded: tail >> (16 * UInt64(distance)))
      if code != remembered { return false }
      nearerIsASCII = code < 0x80
    }
    return true
  }

  /// In step with `document` from now on, with nothing selected: a dry run of the engine
  /// on a copy of the context (``EngineCore/dryRun(on:with:)``).
  mutating func startDryRun(on document: TextDocument) {
    changeCount = document.changeCount
    contextUTF8 = nil
    mayHaveSelection = false
  }

  /// Compares the document with what the engine left after the last event: nothing to do
  /// if its ``TextDocument/changeCount`` is unchanged; otherwise it reads the context once
  /// and compares the characters right before the cursor (and, when the document does not
  /// count changes, the context's length).
  /// Returns whether those characters differ (text changed by other means: a safety net; a
  /// host tells the engine with ``TypingEngine/documentDidChange()``). If anything differs,
  /// the context window starts again from the context just read. (A document that
  /// truncates its context reports another length than the window expects: the window is
  /// then compared with the text, byte by byte, ``ContextWindow/resync(with:)``.)
  mutating func check(_ document: TextDocument, _ before: inout ContextWindow) -> Bool {
    let count = document.changeCount
    if let count, count == changeCount { return false }
    // Changed by other means, or cannot tell: the host may also have selected text.
    mayHaveSelection = true
    let text = document.documentContextBeforeInput ?? ""
    let changed = !tailMatches(text)
    // A document that counts its changes has said the text changed: the window starts
    // again from the text just read (not read twice).
    if changed || count != nil
      || !(before.matches(utf8Count: text.utf8.count) || before.resync(with: text))
    {
      before.reload(from: text)
    }
    return changed
  }

  /// Whether a change the host reports is an echo of the engine's own edits (a host that
  /// reports every `insertText` back): the document's change count is the one the last
  /// event left, or, when it cannot tell, the text before the cursor ends with the
  /// characters the engine left there (and, for a document that reports whole contexts,
  /// has the length it had), and nothing is selected. The answer does not depend on what
  /// the context window holds, so the reference mode gives the same; a window not in step
  /// with the text is read again.
  mutating func isEchoOfOwnEdits(_ document: TextDocument, _ before: inout ContextWindow) -> Bool {
    let count = document.changeCount
    if let count, count == changeCount { return true }
    if let selected = document.selectedText, !selected.isEmpty { return false }
    let text = document.documentContextBeforeInput ?? ""
    guard tailMatches(text) else { return false }
    if document.reportsWholeContextBeforeInput, let contextUTF8, text.utf8.count != contextUTF8 {
      return false
    }
    if !before.matches(utf8Count: text.utf8.count) { before.reload(from: text) }
    changeCount = count
    return true
  }
}
