/// A locale's word list in its compiled form: a trie of lowercase keys with each word's
/// frequency class, walked in place in the file's bytes (nothing is decoded into strings or
/// tables on load), with the locale's key layout for the error model.
///
/// Layout (integers little-endian): the magic bytes `TRDC`, the format version (UInt32),
/// the payload's length (UInt32) and its FNV-1a checksum (UInt32), then the payload: the
/// locale tag (a UInt8 length and UTF-8), the key layout (a UInt16 length and UTF-8: the
/// letter rows, one a line), the number of entries, the trie's length, the number of side
/// records, the side data's length, the number of letter triples, the number of endings and
/// the number of ending alternations (UInt32 each), then the entry table, the side index,
/// the side data, the letter triples, the endings, the ending alternations and the trie.
///
/// Entries are numbered in key order (lowercase UTF-8, `’` written `'`; a key's entries
/// the most frequent first). The entry table has two bytes per entry: the frequency class
/// (0-255, higher is more frequent; 0: valid, never offered) and flags (see
/// `EntryFlags`). A surface form that is not the key capitalized or in capitals, and a
/// misspelling's correction, are side records: the index holds (entry, offset) pairs by
/// entry, UInt32 each; the data, at the offset, the surface form and then the correction,
/// each as flagged (a UInt8 length and UTF-8).
///
/// The letter triples are every run of three scalars in the words' keys, the start and the
/// end of a key counting as scalar 0 (`the`: `\0th`, `the`, `he\0`): first the triples in
/// ascending order, a UInt64 each (the scalars' values in bits 42-62, 21-41 and 0-20), then
/// a byte each: in how many keys of words (not of misspellings) the triple occurs, at most
/// 255. They tell a slip from a word the dictionary lacks (see
/// ``DictionaryCorrector/Settings/rareTripleWords``).
///
/// The endings are word endings of at most three scalars, in ascending order, a UInt64 each
/// (as a triple, missing scalars 0; the empty ending is 0); the ending alternations are
/// pairs of them (UInt16 numbers each) that many stems take both of, grouped by the first,
/// the most common first. They tell an inflection the dictionary lacks from a slip (see
/// ``isFormOfKnownStem(_:)``).
///
/// The trie is a Patricia trie in depth-first order, a node followed by its children
/// (which start with distinct scalars, in byte order). A node: a byte with the label's
/// length in bits 0-4 (31: a byte follows with it), the number of entries ending here in
/// bits 5-6 (3: a LEB128 count follows), and bit 7 set when it has children (then two
/// LEB128 numbers follow: the children's length in bytes and their number of entries);
/// then the label (UTF-8, at least one scalar except at the root) and the children. A
/// subtree is a contiguous range of bytes and of entries, so offsets only point forward.
///
/// Loading checks the magic, the version, the checksum and the sections' lengths, not the
/// entries, so it costs one pass of the checksum; every walk checks its reads against the
/// bounds of the node it is in, so a file that passes the checksum but is malformed (a
/// hostile one) gives wrong answers at worst, never a crash or a hang. ``verify()`` checks
/// the whole structure (`compile-dictionary` runs it on what it writes).
public struct CompiledDictionary: Sendable {
  /// The version of the dictionary format this build writes and reads.
  public static let formatVersion = 4
  static let magic: [UInt8] = Array("TRDC".utf8)
  static let headerSize = 16

  /// The whole file.
  package let bytes: [UInt8]
  /// The locale tag the dictionary was built for.
  public let locale: String
  /// The letter keys' rows the error model reads neighbours from: the layout compiled into
  /// the file, or the one a keyboard sets (the pack's, ``RuleProgram/keyLayout``).
  public var layout: KeyLayout
  /// The number of entries.
  public let count: Int
  let entriesStart: Int
  let sideIndexStart: Int
  let sideCount: Int
  let sideDataStart: Int
  let triplesStart: Int
  let tripleCount: Int
  let endingsStart: Int
  let endingCount: Int
  let alternationsStart: Int
  let alternationCount: Int
  let trieStart: Int

  /// The size of the file in bytes (what the dictionary keeps in memory).
  public var byteCount: Int { bytes.count }

  /// Loads a compiled dictionary, checking its header, checksum and sections.
  public init(bytes: [UInt8]) throws(DictionaryError) {
    guard bytes.count >= 4, Array(bytes[0..<4]) == Self.magic else { throw .notADictionary }
    guard bytes.count >= 8 else { throw .truncated(offset: bytes.count) }
    let version = Int(Self.uint32(bytes, at: 4))
    guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
    guard bytes.count >= Self.headerSize else { throw .truncated(offset: bytes.count) }
    let length = Int(Self.uint32(bytes, at: 8))
    guard bytes.count - Self.headerSize >= length else { throw .truncated(offset: bytes.count) }
    guard bytes.count - Self.headerSize == length else {
      throw .malformed(
        "\(bytes.count - Self.headerSize - length) unexpected bytes after the payload",
        offset: Self.headerSize + length)
    }
    let expected = Self.uint32(bytes, at: 12)
    let found = Self.checksum(bytes[Self.headerSize...])
    guard expected == found else { throw .checksumMismatch(expected: expected, found: found) }

    var offset = Self.headerSize
    func need(_ count: Int) throws(DictionaryError) {
      guard bytes.count - offset >= count else { throw .truncated(offset: offset) }
    }
    func text(_ count: Int, _ what: String) throws(DictionaryError) -> String {
      try need(count)
      guard Self.isValidUTF8(bytes, offset, count) else {
        throw .malformed("\(what) is not UTF-8", offset: offset)
      }
      defer { offset += count }
      return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }
    try need(1)
    let localeLength = Int(bytes[offset])
    offset += 1
    locale = try text(localeLength, "the locale tag")
    try need(2)
    let layoutLength = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    offset += 2
    let layoutOffset = offset
    let layoutText = try text(layoutLength, "the layout")
    do {
      layout = try KeyLayout(rows: layoutText)
    } catch {
      throw .malformed("bad layout: \(error)", offset: layoutOffset)
    }
    try need(28)
    let countsOffset = offset
    count = Int(Self.uint32(bytes, at: offset))
    let trieLength = Int(Self.uint32(bytes, at: offset + 4))
    sideCount = Int(Self.uint32(bytes, at: offset + 8))
    let sideDataLength = Int(Self.uint32(bytes, at: offset + 12))
    tripleCount = Int(Self.uint32(bytes, at: offset + 16))
    endingCount = Int(Self.uint32(bytes, at: offset + 20))
    alternationCount = Int(Self.uint32(bytes, at: offset + 24))
    offset += 28
    // Each at most 2^32: the sum cannot overflow.
    let sections =
      2 * count + 8 * sideCount + sideDataLength + 9 * tripleCount + 8 * endingCount + 4 * alternationCount
      + trieLength
    guard sections == bytes.count - offset else {
      throw .malformed(
        "the sections take \(sections) bytes, the file has \(bytes.count - offset) after the header",
        offset: countsOffset)
    }
    guard trieLength > 0 else { throw .malformed("the trie is empty", offset: countsOffset + 4) }
    entriesStart = offset
    sideIndexStart = entriesStart + 2 * count
    sideDataStart = sideIndexStart + 8 * sideCount
    triplesStart = sideDataStart + sideDataLength
    endingsStart = triplesStart + 9 * tripleCount
    alternationsStart = endingsStart + 8 * endingCount
    trieStart = alternationsStart + 4 * alternationCount
    self.bytes = bytes
  }

  // MARK: - Reading entries

  /// What an entry's flags byte says.
  struct EntryFlags: OptionSet {
    let rawValue: UInt8
    /// The word is its key with the first letter capitalized (`Reykjavík`).
    static let capitalized = EntryFlags(rawValue: 1)
    /// The word is its key in capitals (`NASA`).
    static let capitals = EntryFlags(rawValue: 2)
    /// The word's surface form is a side record (`iPhone`).
    static let surface = EntryFlags(rawValue: 4)
    /// A known misspelling rather than a word: its correction is a side record.
    static let misspelling = EntryFlags(rawValue: 8)
    /// The entry has the key of the entry before it.
    static let sameKey = EntryFlags(rawValue: 16)
    static let known: EntryFlags = [.capitalized, .capitals, .surface, .misspelling, .sameKey]
  }

  /// The entry's flags (none for an index outside the table).
  @inline(__always)
  func flags(_ index: Int) -> EntryFlags {
    guard index >= 0, index < count else { return [] }
    return EntryFlags(rawValue: bytes[entriesStart + 2 * index + 1])
  }

  /// The entry's frequency class (0-255).
  public func frequency(_ index: Int) -> Int {
    guard index >= 0, index < count else { return 0 }
    return Int(bytes[entriesStart + 2 * index])
  }

  /// The entry's key: the word in lowercase.
  public func keyText(_ index: Int) -> String { String(decoding: key(index), as: UTF8.self) }

  /// The entry's word as it is written (`I`, `Reykjavík`, `iPhone`, `the`).
  public func word(_ index: Int) -> String {
    let flags = flags(index)
    if flags.contains(.surface), let surface = sideString(index, second: false) { return surface }
    let key = keyText(index)
    if flags.contains(.capitals) { return key.uppercased() }
    if flags.contains(.capitalized), let first = key.first { return first.uppercased() + key.dropFirst() }
    return key
  }

  /// Whether the entry is a known misspelling (LatinIME's `not_a_word`) rather than a word.
  public func isMisspelling(_ index: Int) -> Bool { flags(index).contains(.misspelling) }

  /// Whether the corrector may write the entry: a word above class 0 (a word of class 0, a
  /// loanword or an older spelling, is valid as typed but never offered, and no part of the
  /// language's letter triples, ending alternations or compounds).
  public func isOffered(_ index: Int) -> Bool { frequency(index) > 0 && !isMisspelling(index) }

  /// Whether an entry of the key (lowercase, as ``key(for:)`` makes it) is offered
  /// (``isOffered(_:)``).
  public func hasOfferedWord(forKey key: String) -> Bool { entries(forKey: key).contains(where: isOffered) }

  /// A misspelling's correction (`alot` -> `a lot`), `nil` for a word.
  public func misspellingCorrection(_ index: Int) -> String? {
    guard flags(index).contains(.misspelling) else { return nil }
    return sideString(index, second: flags(index).contains(.surface))
  }

  /// Whether the entry's word has capitals of its own.
  func hasCapitals(_ index: Int) -> Bool {
    !flags(index).isDisjoint(with: [.capitalized, .capitals, .surface])
  }

  /// Whether two entries have the same key.
  func haveSameKey(_ first: Int, _ second: Int) -> Bool {
    let (low, high) = first <= second ? (first, second) : (second, first)
    guard low >= 0, high < count else { return false }
    for index in (low + 1)..<(high + 1) where !flags(index).contains(.sameKey) { return false }
    return true
  }

  /// The first or second string of an entry's side record, `nil` if it has none or the
  /// record is out of bounds.
  private func sideString(_ index: Int, second: Bool) -> String? {
    var low = 0
    var high = sideCount
    while low < high {
      let middle = (low + high) / 2
      let entry = Int(Self.uint32(bytes, at: sideIndexStart + 8 * middle))
      if entry == index {
        var position = sideDataStart + Int(Self.uint32(bytes, at: sideIndexStart + 8 * middle + 4))
        for step in 0..<(second ? 2 : 1) {
          guard position >= sideDataStart, position < triplesStart else { return nil }
          let length = Int(bytes[position])
          guard triplesStart - position - 1 >= length else { return nil }
          if step == (second ? 1 : 0) {
            return String(decoding: bytes[(position + 1)..<(position + 1 + length)], as: UTF8.self)
          }
          position += 1 + length
        }
        return nil
      }
      if entry < index { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The lookup key of a word: lowercase, the typographic apostrophe made straight.
  public static func key(for word: String) -> String {
    var key = ""
    for character in word.lowercased() { key.append(character == "’" ? "'" : character) }
    return key
  }

  // MARK: - Bytes

  @inline(__always)
  static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
      | UInt32(bytes[offset + 3]) << 24
  }

  /// 32-bit FNV-1a, as the compiled packs use.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      var hash: UInt32 = 0x811C_9DC5
      for byte in buffer {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
      }
      return hash
    }
  }

  /// Whether `count` bytes from `offset` are well-formed UTF-8.
  static func isValidUTF8(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Bool {
    guard offset >= 0, count >= 0, bytes.count - offset >= count else { return false }
    return bytes.withUnsafeBufferPointer { isValidUTF8($0, offset, count) }
  }

  /// ``isValidUTF8(_:_:_:)`` over a buffer the range lies in.
  private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ count: Int) -> Bool {
    var index = offset
    let end = offset + count
    while index < end {
      let lead = bytes[index]
      let length: Int
      var minimum: UInt32
      var scalar: UInt32
      switch lead {
      case 0x00..<0x80:
        index += 1
        continue
      case 0xC2..<0xE0: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
      case 0xE0..<0xF0: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
      case 0xF0..<0xF5: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
      default: return false
      }
      guard end - index >= length else { return false }
      for continuation in 1..<length {
        let byte = bytes[index + continuation]
        guard byte & 0xC0 == 0x80 else { return false }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      minimum = scalar < minimum ? 0 : minimum
      guard minimum != 0, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return false }
      index += length
    }
    return true
  }
}
