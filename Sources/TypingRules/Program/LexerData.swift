/// The characters the engine's token and word lexers take from the pack's locale data,
/// resolved once when the program is made:
///
/// - the token skips leading `opening-punctuation` and `sentence-openers` (`„esim.` and
///   `¿Qué` lex as `esim.` and `Qué`);
/// - a word goes on through the pack's `apostrophe` between letters (`don’t`, `м’ята`), and
///   through the typewriter apostrophe `'` (what a field with smart punctuation off keeps);
///   with `word-final-apostrophes: true` also at its end (`didn'`, `tgis'`), as LatinIME
///   composes a word with its connectors;
/// - a number's separators are `numbers.decimal`, `numbers.grouping` and
///   `numbers.separators` (time, date and phone separators such as `:` `/` `-`).
///
/// A program whose locale data lacks a key lexes without those characters.
package struct LexerData: Hashable, Sendable {
  /// `\w`, the pack's in-word apostrophes and its openers, by key (`classes[-1 - key]`):
  /// the context window remembers its answers for characters outside ASCII under these
  /// negative keys (the program's own classes use their index).
  private(set) var classes = [CharacterClass.word, CharacterClass(), CharacterClass()]
  static let wordKey: Int32 = -1
  static let apostrophesKey: Int32 = -2
  static let openersKey: Int32 = -3
  /// Keys for the engine's own tests of characters outside ASCII (whitespace, horizontal
  /// whitespace), remembered the same way.
  static let whitespaceKey: Int32 = -4
  static let horizontalSpaceKey: Int32 = -5

  /// `\w` (letters, digits, marks), held here so the engine reads it without a global.
  var word: CharacterClass { characterClass(Self.wordKey) }
  /// Characters inside a word besides letters, digits and marks.
  var apostrophes: CharacterClass { characterClass(Self.apostrophesKey) }
  /// Characters the token skips at its start.
  var openers: CharacterClass { characterClass(Self.openersKey) }
  /// Characters allowed once between digits of a number.
  private(set) var numberSeparators = CharacterClass()
  /// Whether apostrophes at the end of a word belong to it (`word-final-apostrophes`):
  /// `didn'` is a word of five characters, not `didn` and a closing quote.
  private(set) var wordFinalApostrophes = false
  /// The ASCII characters of the classes with a key (word, apostrophes, openers), read as
  /// bits: testing an ASCII character copies no class.
  private(set) var asciiSets: (ProgramTables.ASCIISet, ProgramTables.ASCIISet, ProgramTables.ASCIISet) = (
    ProgramTables.ASCIISet(CharacterClass.word), ProgramTables.ASCIISet(low: 0, high: 0),
    ProgramTables.ASCIISet(low: 0, high: 0)
  )

  package init() {}

  package init(locale: LocaleData) {
    func text(_ key: String) -> String { locale[key]?.text ?? "" }
    classes[Int(-1 - Self.apostrophesKey)] = CharacterClass(Set(text("apostrophe") + "'").sorted())
    classes[Int(-1 - Self.openersKey)] = CharacterClass(
      Set(text("opening-punctuation") + text("sentence-openers")).sorted())
    asciiSets = (
      ProgramTables.ASCIISet(classes[0]), ProgramTables.ASCIISet(classes[1]),
      ProgramTables.ASCIISet(classes[2])
    )
    numberSeparators = CharacterClass(
      Set(text("numbers.decimal") + text("numbers.grouping") + text("numbers.separators")).sorted())
    if case .bool(let value)? = locale["word-final-apostrophes"] { wordFinalApostrophes = value }
  }

  /// The class with a key (see ``classes``).
  func characterClass(_ key: Int32) -> CharacterClass { classes[Int(-1 - key)] }

  /// Whether the class with a key (word, apostrophes or openers) contains an ASCII byte.
  @inline(__always)
  func contains(_ key: Int32, ascii byte: UInt8) -> Bool {
    switch key {
    case Self.wordKey: asciiSets.0.contains(byte)
    case Self.apostrophesKey: asciiSets.1.contains(byte)
    default: asciiSets.2.contains(byte)
    }
  }

  package static func == (lhs: LexerData, rhs: LexerData) -> Bool {
    lhs.classes == rhs.classes && lhs.numberSeparators == rhs.numberSeparators
      && lhs.wordFinalApostrophes == rhs.wordFinalApostrophes
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(classes)
    hasher.combine(numberSeparators)
    hasher.combine(wordFinalApostrophes)
  }
}
