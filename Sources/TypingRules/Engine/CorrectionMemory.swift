/// The words the rules corrected in a field (`correct-word`), each with its typed spelling
/// and the characters that preceded it: when the cursor comes back to the end of such a
/// word (a backspace over the space after it, or over the words typed since), the
/// `corrected-word` condition holds and `restore-word` puts the typed spelling back, as the
/// system keyboard offers the typed word again. Small and bounded: the latest
/// ``capacity`` corrections; a correction is recognised by its text and what precedes it,
/// so edits elsewhere in the field do not confuse it.
struct CorrectionMemory {
  /// One correction.
  struct Entry: Equatable {
    /// The word as typed.
    var typed: String
    /// The word the rules wrote in its place.
    var corrected: String
    /// Up to ``CorrectionMemory/precedingLength`` characters before the word, nearest first.
    var preceding: [Character]
  }

  /// How many corrections are remembered.
  static let capacity = 8
  /// How many characters before a corrected word identify its place.
  static let precedingLength = 12

  /// The corrections, oldest first.
  private(set) var entries: [Entry] = []

  /// Remembers a correction (forgetting the oldest past ``capacity``).
  mutating func remember(_ entry: Entry) {
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(entry)
  }

  /// Forgets one correction (it was restored).
  mutating func forget(at index: Int) { entries.remove(at: index) }

  /// Forgets every correction (another field).
  mutating func removeAll() { entries.removeAll() }
}
