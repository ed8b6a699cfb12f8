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
  }

  /// The runs of non-spaces of an entry (`z. B.` → `z.`, `B.`).
  static func parts(of entry: String) -> [Substring] {
    entry.split(whereSeparator: { $0.isWhitespace })
  }

  /// The entry written with spaces normalized to one between parts.
  static func normalized(_ entry: String) -> String { parts(of: entry).joined(separator: " ") }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
