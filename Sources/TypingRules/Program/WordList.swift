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
/// A class, so the engine reads one without copying (and retaining) each of its tables.
final class WordList: Sendable {
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
  /// Hashes (``hash(_:)``) of the forms, the starts and the last runs of those with
  /// spaces, sorted: a token whose hash is not among them is not listed, which the engine
  /// tells without building the token's text (the runs before a token are read only when
  /// it is a last run).
  let formHashes: [UInt64]
  let startHashes: [UInt64]
  let formLastRunHashes: [UInt64]
  let startLastRunHashes: [UInt64]

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
    formHashes = Set(forms.map { Self.hash($0.utf8) }).sorted()
    startHashes = Set(starts.map { Self.hash($0.utf8) }).sorted()
    formLastRunHashes = Set(Self.lastRuns(of: forms).map { Self.hash($0.utf8) }).sorted()
    startLastRunHashes = Set(Self.lastRuns(of: starts).map { Self.hash($0.utf8) }).sorted()
  }

  /// FNV-1a over UTF-8 bytes; ``hash(_:_:)`` continues it a byte at a time.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = hashSeed
    for byte in bytes { hash = Self.hash(hash, byte) }
    return hash
  }

  static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

  @inline(__always)
  static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }

  /// Whether a sorted array of hashes holds `hash` (binary search).
  static func contains(_ hashes: [UInt64], _ hash: UInt64) -> Bool {
    var low = 0
    var high = hashes.count
    while low < high {
      let middle = (low + high) / 2
      if hashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    return low < hashes.count && hashes[low] == hash
  }

  /// The codes (see `PatternCode`) the texts of a set start and end with. The first
  /// characters of a text with spaces are not the token's, so they allow any beginning.
  struct Filter: Sendable {
    var beginnings = CodeSet.none
    var endings = CodeSet.none

    init(_ texts: Set<String>) {
      for text in texts {
        if WordList.isPrintableASCII(text), let first = text.utf8.first, let last = text.utf8.last {
          // Printable ASCII (most entries): its first and last bytes are its characters.
          endings = endings.union(Self.code(ofASCII: last))
          beginnings = beginnings.union(Self.code(ofASCII: first))
          continue
        }
        guard let first = text.first, let last = text.last else { continue }
        endings = endings.union(Self.code(of: last))
        let hasSpace = WordList.mayHaveSpace(text) && text.contains(where: \.isWhitespace)
        beginnings = beginnings.union(hasSpace ? .all : Self.code(of: first))
      }
    }

    private static func code(ofASCII byte: UInt8) -> CodeSet {
      var codes = CodeSet.none
      if byte < 64 { codes.low |= 1 << UInt64(byte) } else { codes.high |= 1 << UInt64(byte - 64) }
      return codes
    }

    private static func code(of character: Character) -> CodeSet {
      var codes = CodeSet.none
      if let byte = character.asciiByte {
        if byte < 64 { codes.low |= 1 << UInt64(byte) } else { codes.high |= 1 << UInt64(byte - 64) }
      } else {
        codes.other = true
        codes.otherWord = true
      }
      return codes
    }
  }

  /// The last runs of the texts that have more than one.
  private static func lastRuns(of texts: Set<String>) -> Set<String> {
    Set(
      texts.compactMap { text in
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

  /// Whether a text is printable ASCII without spaces (one character per byte).
  static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
  }

  /// Whether a text may hold whitespace, read by bytes (asking each character
  /// `isWhitespace` is most of the cost of loading a pack): an ASCII control or space, or
  /// the UTF-8 of one of the other White_Space scalars (U+0085, U+00A0, U+1680,
  /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
  static func mayHaveSpace(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      switch byte {
      case 0...0x20, 0x7F: return true
      case 0xC2:
        if let next = utf8.next(), next == 0x85 || next == 0xA0 { return true }
      case 0xE1:
        if utf8.next() == 0x9A, utf8.next() == 0x80 { return true }
      case 0xE2:
        switch (utf8.next(), utf8.next()) {
        case (0x80, let last?) where last <= 0x8A || last == 0xA8 || last == 0xA9 || last == 0xAF: return true
        case (0x81, 0x9F): return true
        default: break
        }
      case 0xE3:
        if utf8.next() == 0x80, utf8.next() == 0x80 { return true }
      default: break
      }
    }
    return false
  }

  /// The entry written with spaces normalized to one between parts.
  static func normalized(_ entry: String) -> String { parts(of: entry).joined(separator: " ") }

  private static func capitalized(_ text: String) -> String {
    if let byte = text.utf8.first, isPrintableASCII(text) {
      // Printable ASCII: only a lowercase first letter changes, by its byte.
      guard byte >= 0x61, byte <= 0x7A else { return text }
      var bytes = Array(text.utf8)
      bytes[0] = byte - 0x20
      return String(decoding: bytes, as: UTF8.self)
    }
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
