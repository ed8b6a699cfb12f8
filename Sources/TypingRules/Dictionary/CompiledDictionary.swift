/// A locale's word list in its compiled form: surface forms with frequency classes, sorted
/// by their lowercase key, searched in place in the file's bytes (nothing is decoded into
/// strings or tables on load), with the locale's key layout for the error model.
///
/// Layout (integers little-endian): the magic bytes `TRDC`, the format version (UInt32),
/// the payload's length (UInt32) and its FNV-1a checksum (UInt32), then the payload: the
/// locale tag (a UInt8 length and UTF-8), the key layout (a UInt16 length and UTF-8: the
/// letter rows, one a line), the number of entries (UInt32), the length of the entries
/// (UInt32), one UInt32 offset per entry, and the entries. An entry is its key (a UInt8
/// length and the lowercase UTF-8 form, `’` written `'`), its frequency class (UInt8, 0-255,
/// higher is more frequent; 0: valid, never offered), flags (UInt8: 1, a surface form with
/// capitals follows; 2, not a word: a correction follows), then each string flagged (a UInt8
/// length and UTF-8). Entries are sorted by their key's bytes, then by frequency, highest
/// first.
///
/// Loading checks the magic, the version, the checksum, and every entry's bounds,
/// encoding, order and offset, so a damaged or hostile file is a ``DictionaryError`` with
/// the byte where it went wrong, never a crash; lookups then read the bytes directly.
public struct CompiledDictionary: Sendable {
  /// The version of the dictionary format this build writes and reads.
  public static let formatVersion = 1
  static let magic: [UInt8] = Array("TRDC".utf8)
  static let headerSize = 16

  /// The whole file.
  package let bytes: [UInt8]
  /// The locale tag the dictionary was built for.
  public let locale: String
  /// The letter keys' rows the error model reads neighbours from.
  public let layout: KeyLayout
  /// The number of entries.
  public let count: Int
  let offsetsStart: Int
  let entriesStart: Int

  /// The size of the file in bytes (what the dictionary keeps in memory).
  public var byteCount: Int { bytes.count }

  /// Loads and verifies a compiled dictionary.
  public init(bytes: [UInt8]) throws(DictionaryError) {
    guard bytes.count >= 4, Array(bytes[0..<4]) == Self.magic else { throw .notADictionary }
    guard bytes.count >= Self.headerSize else { throw .truncated(offset: bytes.count) }
    let version = Int(Self.uint32(bytes, at: 4))
    guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
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
    try need(8)
    count = Int(Self.uint32(bytes, at: offset))
    let entriesLength = Int(Self.uint32(bytes, at: offset + 4))
    offset += 8
    guard count <= (bytes.count - offset) / 4 else {
      throw .malformed("\(count) entries cannot fit in the file", offset: offset - 8)
    }
    offsetsStart = offset
    entriesStart = offsetsStart + 4 * count
    guard bytes.count - entriesStart == entriesLength else {
      throw .malformed(
        "the entries take \(bytes.count - entriesStart) bytes, the header says \(entriesLength)",
        offset: offsetsStart - 4)
    }
    self.bytes = bytes
    try verifyEntries()
  }

  /// Walks every entry once: each is where its offset says, within the file, in UTF-8,
  /// with known flags, and after the one before it in key order.
  private func verifyEntries() throws(DictionaryError) {
    var position = entriesStart
    var previous = -1
    for index in 0..<count {
      let recorded = entriesStart + Int(Self.uint32(bytes, at: offsetsStart + 4 * index))
      guard recorded == position else {
        throw .malformed(
          "entry \(index) is at byte \(position), its offset says \(recorded)",
          offset: offsetsStart + 4 * index)
      }
      guard position < bytes.count else { throw .truncated(offset: position) }
      let keyLength = Int(bytes[position])
      guard keyLength > 0 else { throw .malformed("entry \(index) has an empty key", offset: position) }
      guard bytes.count - position >= keyLength + 3 else { throw .truncated(offset: position) }
      guard Self.isValidUTF8(bytes, position + 1, keyLength) else {
        throw .malformed("entry \(index)'s key is not UTF-8", offset: position + 1)
      }
      if previous >= 0, compareKeys(previous, position) > 0 {
        throw .malformed("entry \(index) is out of order", offset: position)
      }
      previous = position
      position += 1 + keyLength + 1
      let flags = bytes[position]
      guard flags & ~0b11 == 0 else {
        throw .malformed("entry \(index) has unknown flags \(flags)", offset: position)
      }
      position += 1
      for bit: UInt8 in [1, 2] where flags & bit != 0 {
        guard position < bytes.count else { throw .truncated(offset: position) }
        let length = Int(bytes[position])
        guard length > 0, bytes.count - position - 1 >= length else { throw .truncated(offset: position) }
        guard Self.isValidUTF8(bytes, position + 1, length) else {
          throw .malformed(
            "entry \(index)'s \(bit == 1 ? "surface form" : "correction") is not UTF-8", offset: position + 1)
        }
        position += 1 + length
      }
    }
    guard position == bytes.count else {
      throw .malformed("\(bytes.count - position) bytes after the last entry", offset: position)
    }
  }

  // MARK: - Reading entries

  /// Where entry `index` starts.
  @inline(__always)
  func entryStart(_ index: Int) -> Int {
    entriesStart + Int(Self.uint32(bytes, at: offsetsStart + 4 * index))
  }

  /// The entry's key: its start in ``bytes`` and its length.
  @inline(__always)
  func key(_ index: Int) -> (start: Int, count: Int) {
    let start = entryStart(index)
    return (start + 1, Int(bytes[start]))
  }

  /// The entry's frequency class (0-255).
  public func frequency(_ index: Int) -> Int {
    let start = entryStart(index)
    return Int(bytes[start + 1 + Int(bytes[start])])
  }

  private func flags(_ index: Int) -> (flags: UInt8, next: Int) {
    let start = entryStart(index)
    let position = start + 1 + Int(bytes[start]) + 1
    return (bytes[position], position + 1)
  }

  /// The entry's key: the word in lowercase.
  public func keyText(_ index: Int) -> String {
    let (start, count) = key(index)
    return String(decoding: bytes[start..<(start + count)], as: UTF8.self)
  }

  /// The entry's word as it is written (`I`, `Reykjavík`, `iPhone`, `the`).
  public func word(_ index: Int) -> String {
    let (flags, next) = flags(index)
    guard flags & 1 != 0 else { return keyText(index) }
    return String(decoding: bytes[(next + 1)..<(next + 1 + Int(bytes[next]))], as: UTF8.self)
  }

  /// Whether the entry is a known misspelling (LatinIME's `not_a_word`) rather than a word.
  public func isMisspelling(_ index: Int) -> Bool { flags(index).flags & 2 != 0 }

  /// A misspelling's correction (`alot` -> `a lot`), `nil` for a word.
  public func misspellingCorrection(_ index: Int) -> String? {
    var (flags, next) = flags(index)
    guard flags & 2 != 0 else { return nil }
    if flags & 1 != 0 { next += 1 + Int(bytes[next]) }
    return String(decoding: bytes[(next + 1)..<(next + 1 + Int(bytes[next]))], as: UTF8.self)
  }

  /// Whether the entry's word has capitals of its own.
  func hasCapitals(_ index: Int) -> Bool { flags(index).flags & 1 != 0 }

  // MARK: - Searching

  /// Compares the keys starting (at their length byte) at two positions.
  private func compareKeys(_ first: Int, _ second: Int) -> Int {
    let firstCount = Int(bytes[first])
    let secondCount = Int(bytes[second])
    // Both keys lie within the bytes (checked once here, not per byte).
    precondition(first + firstCount < bytes.count && second + secondCount < bytes.count)
    return bytes.withUnsafeBufferPointer { buffer in
      for index in 0..<min(firstCount, secondCount) {
        let a = buffer[first + 1 + index]
        let b = buffer[second + 1 + index]
        if a != b { return a < b ? -1 : 1 }
      }
      return firstCount - secondCount
    }
  }

  /// Whether two entries have the same key.
  func haveSameKey(_ first: Int, _ second: Int) -> Bool {
    compareKeys(entryStart(first), entryStart(second)) == 0
  }

  /// Compares entry `index`'s key with `key`.
  func compare(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int {
    let (start, count) = self.key(index)
    for position in 0..<min(count, key.count) {
      let a = bytes[start + position]
      let b = key[position]
      if a != b { return a < b ? -1 : 1 }
    }
    return count - key.count
  }

  /// The first entry in `range` whose key is not below `key`.
  func lowerBound(_ key: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if compare(middle, key) < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The entries whose key is `key` (the lowercase form of a word, see ``key(for:)``).
  public func entries(forKey key: String) -> Range<Int> {
    var key = key
    return key.withUTF8 { key in
      let start = lowerBound(key, in: 0..<count)
      var end = start
      while end < count, compare(end, key) == 0 { end += 1 }
      return start..<end
    }
  }

  /// The entries whose key starts with `prefix`.
  public func entries(withPrefix prefix: String) -> Range<Int> {
    var prefix = prefix
    return prefix.withUTF8 { prefix in
      let start = lowerBound(prefix, in: 0..<count)
      var low = start
      var high = count
      // The first entry at or after `start` whose key does not start with `prefix`.
      while low < high {
        let middle = (low + high) / 2
        let (keyStart, keyCount) = key(middle)
        var isPrefixed = keyCount >= prefix.count
        if isPrefixed {
          for index in 0..<prefix.count where bytes[keyStart + index] != prefix[index] {
            isPrefixed = false
            break
          }
        }
        if isPrefixed { low = middle + 1 } else { high = middle }
      }
      return start..<low
    }
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
