/// A Bloom filter over the ASCII words of a set, ignoring ASCII case and the form of the
/// apostrophe: `excludes(_:)` is `true` only for words certainly not in the set (an ASCII
/// word whose lowercase form, `’` read as `'`, was never added); words with other
/// characters are never excluded. Two bits per word in a
/// table of at least 16 bits per word, so about 1 word in 20 not in the set gets through.
struct ASCIIWordFilter: Sendable {
  private var bits: [UInt64]
  private var mask: UInt64

  /// A filter holding the lowercase forms of the ASCII words of `words`.
  init(words: some Collection<String>) {
    var size = 64
    while size < words.count * 16 { size *= 2 }
    bits = Array(repeating: 0, count: size / 64)
    mask = UInt64(size - 1)
    for word in words {
      if let hash = Self.hash(word) { insert(hash) }
    }
  }

  /// Whether the word is certainly not in the set.
  @inline(__always)
  func excludes(_ word: String) -> Bool {
    guard let hash = Self.hash(word) else { return false }
    let (first, second) = positions(hash)
    return bits[first >> 6] & (1 << UInt64(first & 63)) == 0
      || bits[second >> 6] & (1 << UInt64(second & 63)) == 0
  }

  private mutating func insert(_ hash: UInt64) {
    let (first, second) = positions(hash)
    bits[first >> 6] |= 1 << UInt64(first & 63)
    bits[second >> 6] |= 1 << UInt64(second & 63)
  }

  private func positions(_ hash: UInt64) -> (Int, Int) {
    (Int(truncatingIfNeeded: hash & mask), Int(truncatingIfNeeded: (hash >> 32) & mask))
  }

  /// FNV-1a over the word's bytes with A-Z folded to a-z and the typographic apostrophe
  /// `’` to `'` (as the table's keys are); `nil` for any other character outside ASCII.
  private static func hash(_ word: String) -> UInt64? {
    var word = word
    return word.withUTF8 { bytes -> UInt64? in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var index = 0
      while index < bytes.count {
        var byte = bytes[index]
        if byte >= 0x80 {
          // ’ is E2 80 99.
          guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99
          else { return nil }
          byte = 0x27
          index += 2
        }
        let folded = byte &- 0x41 < 26 ? byte | 0x20 : byte
        hash = (hash ^ UInt64(folded)) &* 0x0000_0100_0000_01B3
        index += 1
      }
      return hash ^ (hash >> 29)
    }
  }
}
