/// An autocorrector that looks typed words up in a substitution table (`teh` -> `the`).
///
/// Lookup ignores case and the form of the apostrophe (`'` and `’` are the same), so a
/// table written with straight apostrophes matches words typed with smart punctuation on;
/// the engine re-applies the typed case to the result.
public struct SubstitutionTable: Autocorrector, Hashable, Sendable {
  /// Corrections by lowercased typed word.
  public private(set) var entries: [String: String]

  /// A table of corrections by typed word (`["teh": "the"]`).
  public init(_ entries: [String: String] = [:]) {
    self.entries = [:]
    for (typo, fix) in entries { self.entries[Self.key(typo)] = fix }
  }

  /// Adds or replaces entries (a catalog's `corrections:` over a pack's table).
  public mutating func merge(_ other: SubstitutionTable) {
    entries.merge(other.entries) { _, new in new }
  }

  /// The table's correction for the word, whatever its case; the context is not used.
  public func correction(for word: String, context: AutocorrectionContext) -> String? {
    entries[Self.key(word)]
  }

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
