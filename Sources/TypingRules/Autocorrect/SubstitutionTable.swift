/// An autocorrector that looks typed words up in a substitution table (`teh` -> `the`).
///
/// Lookup ignores case and the form of the apostrophe (`'` and `’` are the same), so a
/// table written with straight apostrophes matches words typed with smart punctuation on;
/// the engine re-applies the typed case to the result.
public struct SubstitutionTable: Autocorrector, Hashable, Sendable {
  /// Corrections by lowercased typed word.
  public private(set) var entries: [String: String] {
    didSet { filter = ASCIIWordFilter(words: entries.keys) }
  }
  /// Answers "not in the table" for most ASCII words without building a key or hashing a
  /// string (most words typed are spelt right).
  private var filter = ASCIIWordFilter(words: [String]())

  /// A table of corrections by typed word (`["teh": "the"]`).
  public init(_ entries: [String: String] = [:]) {
    var keyed: [String: String] = [:]
    for (typo, fix) in entries { keyed[Self.key(typo)] = fix }
    self.entries = keyed
    filter = ASCIIWordFilter(words: keyed.keys)
  }

  /// Adds or replaces entries (a catalog's `corrections:` over a pack's table).
  public mutating func merge(_ other: SubstitutionTable) {
    entries.merge(other.entries) { _, new in new }
  }

  /// The table's correction for the word, whatever its case; the context is not used.
  public func correction(for word: String, context: AutocorrectionContext) -> String? {
    if filter.excludes(word) { return nil }
    return entries[Self.key(word)]
  }

  /// A table looks at the word alone.
  public var readsTextBefore: Bool { false }

  /// Tables are equal when their entries are.
  public static func == (lhs: SubstitutionTable, rhs: SubstitutionTable) -> Bool {
    lhs.entries == rhs.entries
  }

  /// Hashes the entries (the filter follows from them).
  public func hash(into hasher: inout Hasher) { hasher.combine(entries) }

  /// The lookup key of a word: lowercased, with the typographic apostrophe made straight.
  static func key(_ word: String) -> String {
    let lowered = word.lowercased()
    // 0xE2 leads the UTF-8 of "’": without it there is nothing to replace.
    guard lowered.utf8.contains(0xE2), lowered.contains("’") else { return lowered }
    var key = ""
    for character in lowered { key.append(character == "’" ? "'" : character) }
    return key
  }
}
