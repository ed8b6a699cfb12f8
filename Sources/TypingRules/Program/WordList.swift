/// A word list as `token: {in: ...}` and `token: {starts: ...}` read it, built once from
/// the list's entries.
///
/// An entry matches as written, or with its first letter capitalized (a sentence may start
/// with it: `E.g.` for `e.g.`); case is otherwise significant, so `Test.` in a list does
/// not match `test.`. An entry with spaces inside (`z. B.`, `т. е.`, `EE. UU.`) is one unit
/// of several runs: it matches the token together with the runs before it on the line,
/// whatever horizontal spaces separate them, and also written without the spaces (`z.B.`).
/// Its leading parts (`z.` of `z. B.`, `i. d.` of `i. d. R.`) are the entry's start, which
/// `starts` tests, as written only: a capitalized start (`D.`) is as likely an initial.
struct WordList: Sendable {
  /// Every form an entry matches in: as written, capitalized, and without inner spaces.
  let forms: Set<String>
  /// The leading parts of the entries with spaces, as written.
  let starts: Set<String>
  /// The most runs an entry spans (1 when no entry has a space).
  let maxParts: Int
  /// The first and last characters of the forms and of the starts: a token that starts or
  /// ends otherwise is in neither, which two bit tests tell (most tokens asked about are
  /// not listed).
  let formFilter: Filter
  let startFilter: Filter
  /// The last runs of the forms and of the starts with spaces: the runs before a token are
  /// read only when the token is one of these.
  let formLastRuns: Set<String>
  let startLastRuns: Set<String>

  init(entries: some Sequence<String>) {
    var forms = Set<String>()
    var starts = Set<String>()
    var maxParts = 1
    for entry in entries {
      let parts = Self.parts(of: entry)
      guard !parts.isEmpty else { continue }
      let written = parts.joined(separator: " ")
      forms.insert(written)
      forms.insert(Self.capitalized(written))
      if parts.count > 1 {
        let joined = parts.joined()
        forms.insert(joined)
        forms.insert(Self.capitalized(joined))
        for count in 1..<parts.count { starts.insert(parts.prefix(count).joined(separator: " ")) }
      }
      maxParts = max(maxParts, parts.count)
    }
    self.forms = forms
    self.starts = starts
    self.maxParts = maxParts
    formFilter = Filter(forms)
    startFilter = Filter(starts)
    formLastRuns = Self.lastRuns(of: forms)
    startLastRuns = Self.lastRuns(of: starts)
  }

  /// The codes (see `PatternCode`) the texts of a set start and end with. The first
  /// characters of a text with spaces are not the token's, so they allow any beginning.
  struct Filter: Sendable {
    var beginnings = CodeSet.none
    var endings = CodeSet.none

    init(_ texts: Set<String>) {
      for text in texts {
        guard let first = text.first, let last = text.last else { continue }
        endings = endings.union(Self.code(of: last))
        let hasSpace = WordList.mayHaveSpace(text) && text.contains(where: \.isWhitespace)
        beginnings = beginnings.union(hasSpace ? .all : Self.code(of: first))
      }
    }

    private static func code(of character: Character) -> CodeSet {
      var codes = CodeSet.none
      if let byte = character.asciiByte {
        if byte < 64 { codes.low |= 1 << UInt64(byte) } else { codes.high |= 1 << UInt64(byte - 64) }
      } else {
        codes.other = true
      }
      return codes
    }
  }

  /// The last runs of the texts that have more than one.
  private static func lastRuns(of texts: Set<String>) -> Set<String> {
    Set(texts.compactMap { text in
      guard mayHaveSpace(text) else { return nil }
      let parts = Self.parts(of: text)
      return parts.count > 1 ? String(parts[parts.count - 1]) : nil
    })
  }

  /// The runs of non-spaces of an entry (`z. B.` → `z.`, `B.`).
  static func parts(of entry: String) -> [Substring] {
    if !mayHaveSpace(entry) { return entry.isEmpty ? [] : [entry[...]] }
    return entry.split(whereSeparator: { $0.isWhitespace })
  }

  /// Whether a text may hold whitespace: `false` for printable ASCII without spaces, read
  /// by bytes (asking each character `isWhitespace` is most of the cost of loading a pack).
  static func mayHaveSpace(_ text: String) -> Bool {
    text.utf8.contains { $0 <= 0x20 || $0 >= 0x7F }
  }

  /// The entry written with spaces normalized to one between parts.
  static func normalized(_ entry: String) -> String { parts(of: entry).joined(separator: " ") }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
