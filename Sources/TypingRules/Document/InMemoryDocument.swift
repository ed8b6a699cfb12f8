/// A text field held in memory, for tests, replays, benchmarks and the command line.
///
/// The text before the cursor is a `String` that only grows and shrinks at its end, and
/// the text after the cursor is kept reversed in an array, so an edit or a one-character
/// move at the cursor costs the same in a 1 MB document as in a 10-character one.
///
/// With `contextLimit` set, the contexts it reports are cut to at most that many characters
/// on each side, as iOS does; the document itself keeps everything.
public final class InMemoryDocument: TextDocument {
  // The stored properties are only ever accessed one at a time, from the document's own
  // methods: no run-time exclusivity check (a large share of an edit's cost otherwise).
  @exclusivity(unchecked) private var before: String
  /// The characters after the cursor, last character first.
  @exclusivity(unchecked) private var afterReversed: [Character]
  /// The after-context as a string, rebuilt only when asked for after a change.
  @exclusivity(unchecked) private var afterCache: String?

  /// At most this many characters of context on each side; `nil` reports everything.
  public var contextLimit: Int? {
    didSet {
      edits &+= 1
      unlimited = contextLimit == nil
    }
  }

  /// `contextLimit == nil`, kept apart so that asking costs no exclusivity check.
  @exclusivity(unchecked) private var unlimited: Bool

  /// Edits, cursor moves and context-limit changes so far.
  @exclusivity(unchecked) private var edits = 0

  /// How many characters right after the cursor are selected (the last ones of
  /// `afterReversed`); 0: none.
  @exclusivity(unchecked) private var selectionLength = 0

  /// The number of edits, cursor moves and context-limit changes so far.
  public var changeCount: Int? { edits }

  /// `true` unless a `contextLimit` truncates the contexts.
  public var reportsWholeContextBeforeInput: Bool { unlimited }

  /// Creates a document with `before` text before the cursor and `after` text after it.
  public init(before: String = "", after: String = "", contextLimit: Int? = nil) {
    self.before = before
    self.afterReversed = Array(after.reversed())
    self.contextLimit = contextLimit
    self.unlimited = contextLimit == nil
  }

  /// The whole text, before and after the cursor.
  public var text: String { before + textAfterCursor }

  /// The whole text before the cursor (never truncated).
  public var textBeforeCursor: String { before }

  /// The whole text after the cursor (never truncated).
  public var textAfterCursor: String {
    if let afterCache { return afterCache }
    let built = String(afterReversed.reversed())
    afterCache = built
    return built
  }

  /// The cursor's offset from the start, in characters.
  public var cursorOffset: Int { before.count }

  /// The text before the cursor, or its last `contextLimit` characters.
  public var documentContextBeforeInput: String? {
    guard let contextLimit else { return before }
    return String(before.suffix(contextLimit))
  }

  /// The text after the cursor (after the selection, if any), or its first `contextLimit`
  /// characters.
  public var documentContextAfterInput: String? {
    let unselected = afterReversed.dropLast(selectionLength)
    guard let contextLimit else {
      return selectionLength == 0 ? textAfterCursor : String(unselected.reversed())
    }
    return String(unselected.suffix(contextLimit).reversed())
  }

  /// The selected text (right after the cursor), or `nil` when nothing is selected.
  public var selectedText: String? {
    selectionLength == 0 ? nil : String(afterReversed.suffix(selectionLength).reversed())
  }

  /// Selects the `count` characters before the cursor, as a host does when the user selects
  /// a word: the cursor goes to the selection's start.
  public func selectBefore(_ count: Int) {
    adjustTextPosition(byCharacterOffset: -count)
    selectionLength = min(count, afterReversed.count)
  }

  /// Removes the selected characters, if any.
  private func removeSelection() {
    afterReversed.removeLast(selectionLength)
    afterCache = nil
    selectionLength = 0
  }

  /// Inserts `text` at the cursor, before it, in place of the selection if there is one.
  public func insertText(_ text: String) {
    if selectionLength > 0 { removeSelection() }
    before.append(text)
    edits &+= 1
  }

  /// Deletes the selection if there is one, else the character before the cursor, if any.
  public func deleteBackward() {
    if selectionLength > 0 {
      removeSelection()
    } else if !before.isEmpty {
      before.removeLast()
    }
    edits &+= 1
  }

  /// Moves the cursor by `offset` characters (negative: left), stopping at either end; a
  /// selection collapses first.
  public func adjustTextPosition(byCharacterOffset offset: Int) {
    edits &+= 1
    selectionLength = 0
    if offset < 0 {
      for _ in 0..<offset.magnitude {
        guard let last = before.popLast() else { break }
        afterReversed.append(last)
        afterCache = nil
      }
    } else {
      for _ in 0..<offset.magnitude {
        guard let next = afterReversed.popLast() else { break }
        before.append(next)
        afterCache = nil
      }
    }
  }
}
