/// What ``PatternSubject/code(at:)`` answers besides an ASCII byte.
enum PatternCode {
  /// A character outside ASCII (or CR LF): ask ``PatternSubject/character(at:)``.
  static let other: UInt16 = 0x100
  /// Past the text.
  static let end: UInt16 = 0x101
  /// A word character outside ASCII: never reported by a subject; the engine's rule guards
  /// (`RuleGuard`) tell it from other characters outside ASCII.
  static let otherWord: UInt16 = 0x102
}

/// Text a pattern runs over, read outward from an anchor (the cursor, or a token's edge).
protocol PatternSubject {
  /// The ASCII byte at `distance` when the character there is ASCII, else
  /// ``PatternCode/other`` or ``PatternCode/end``.
  mutating func code(at distance: Int) -> UInt16
  /// The character at `distance` from the anchor (0 is adjacent), or `nil` past the text.
  mutating func character(at distance: Int) -> Character?
  /// Whether `distance` is the true edge of the text (the start or end of the field).
  mutating func isEdge(at distance: Int) -> Bool
  /// Whether the character at `distance` (not ASCII) is in a class (by index) of a
  /// program's `classes`.
  mutating func character(at distance: Int, isIn characterClass: Int32, classes: [CharacterClass]) -> Bool
  /// How many characters from `distance` outward are ASCII and in `set`, at most `limit`;
  /// it may stop early (at a character outside ASCII, or where the subject would have to
  /// read more), and the caller goes on character by character from there.
  mutating func asciiRun(from distance: Int, limit: Int, in set: ProgramTables.ASCIISet) -> Int
  /// Which of the tracked classes (`ProgramTables.trackedClasses`, by bit) hold the
  /// character at `distance` (not ASCII); every bit set when the subject does not tell.
  mutating func trackedMembership(at distance: Int, trackedClasses: [Int32], classes: [CharacterClass])
    -> UInt64
}

extension PatternSubject {
  mutating func character(at distance: Int, isIn characterClass: Int32, classes: [CharacterClass]) -> Bool {
    guard let character = character(at: distance) else { return false }
    return classes[Int(characterClass)].contains(character)
  }
}

extension PatternSubject {
  mutating func asciiRun(from distance: Int, limit: Int, in set: ProgramTables.ASCIISet) -> Int { 0 }

  mutating func trackedMembership(at distance: Int, trackedClasses: [Int32], classes: [CharacterClass])
    -> UInt64
  {
    .max
  }
}
