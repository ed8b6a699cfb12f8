import Testing

@testable import TypingRules

/// The dictionary's letter triples against their plain definition: every run of three
/// scalars (a key's start and end counting as scalar 0) counted over the keys of the
/// dictionary's words, read back by enumerating its entries.
struct LetterTriplesTests {
  /// The triples of a key, written out: `\0` + the key + `\0`, every window of three.
  static func plainTriples(of key: String) -> Set<UInt64> {
    let scalars = [0] + key.unicodeScalars.map(\.value) + [0]
    guard scalars.count >= 3 else { return [] }
    return Set(
      (0...(scalars.count - 3)).map {
        CompiledDictionary.triple(scalars[$0], scalars[$0 + 1], scalars[$0 + 2])
      })
  }

  /// A dictionary of random words (with marks, apostrophes, capitals, a misspelling, a key
  /// that only a misspelling has and words of class 0): each triple's count is the number of
  /// offered word keys that have it, capped at 255; a triple no such key has counts 0.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func countsEqualThePlainDefinition(seed: UInt64) throws {
    var random = SeededNumbers(seed: seed)
    let letters = Array("aabcdeeefghiijklmnoopqrstuuvwxyzáöß'")
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    for _ in 0..<(seed == 3 ? 2_000 : 400) {
      let length = 1 + Int(random.next() % 9)
      var word = String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
      if random.next() % 7 == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
      builder.add(.init(word: word, frequency: UInt8(random.next() % 256)))
    }
    builder.add(.init(word: "zzqx", frequency: 0, correction: "zz"))
    builder.add(.init(word: "qqjx", frequency: 0))  // class 0: valid, counts for nothing
    let dictionary = try CompiledDictionary(bytes: builder.build())
    try dictionary.verify()

    var plain: [UInt64: Int] = [:]
    var keys: Set<String> = []
    for index in 0..<dictionary.count where dictionary.isOffered(index) {
      keys.insert(dictionary.keyText(index))
    }
    for key in keys {
      for triple in Self.plainTriples(of: key) { plain[triple, default: 0] += 1 }
    }
    #expect(dictionary.tripleCount == plain.count)
    for (triple, count) in plain { #expect(dictionary.wordCount(ofTriple: triple) == min(count, 255)) }
    // Triples of random strings, most of which no word has; and the misspelling's own.
    var queried = 0
    for _ in 0..<2_000 {
      let length = 1 + Int(random.next() % 6)
      let key = String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
      let counts = Self.plainTriples(of: key).map { min(plain[$0] ?? 0, 255) }
      #expect(dictionary.rarestTripleCount(ofKey: key) == counts.min() ?? 0, "\(key)")
      queried += counts.filter { $0 == 0 }.count
    }
    #expect(queried > 100)
    #expect(
      dictionary.wordCount(ofTriple: CompiledDictionary.triple(0x71, 0x71, 0x6A)) == plain[
        CompiledDictionary.triple(0x71, 0x71, 0x6A)] ?? 0)
    #expect(
      dictionary.wordCount(ofTriple: CompiledDictionary.triple(0x7A, 0x7A, 0x71)) == plain[
        CompiledDictionary.triple(0x7A, 0x7A, 0x71)] ?? 0)
  }

  /// `forEachTriple` gives the windows in order, repeats included.
  @Test func triplesOfAKey() {
    var seen: [UInt64] = []
    CompiledDictionary.forEachTriple(ofKey: "aaa".unicodeScalars) { seen.append($0) }
    let a: UInt32 = 0x61
    #expect(
      seen == [
        CompiledDictionary.triple(0, a, a), CompiledDictionary.triple(a, a, a),
        CompiledDictionary.triple(a, a, 0),
      ])
    seen = []
    CompiledDictionary.forEachTriple(ofKey: "a".unicodeScalars) { seen.append($0) }
    #expect(seen == [CompiledDictionary.triple(0, a, 0)])
    seen = []
    CompiledDictionary.forEachTriple(ofKey: "".unicodeScalars) { seen.append($0) }
    #expect(seen.isEmpty)
  }

  /// A triples section out of order, of a non-scalar, or counting no word is rejected by
  /// `verify()` with its offset; one longer than the file, on load.
  @Test func rejectsBadTriples() throws {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    builder.add(.init(word: "ab", frequency: 1))
    builder.add(.init(word: "cd", frequency: 1))
    let bytes = builder.build()
    let dictionary = try CompiledDictionary(bytes: bytes)
    #expect(dictionary.tripleCount == 4)
    let start = dictionary.triplesStart

    var swapped = bytes
    for byte in 0..<8 { swapped.swapAt(start + byte, start + 8 + byte) }
    CompiledDictionaryTests.fixChecksum(&swapped)
    #expect(throws: DictionaryError.malformed("letter triple 1 is out of order", offset: start + 8)) {
      try CompiledDictionary(bytes: swapped).verify()
    }

    var surrogate = bytes
    let last = start + 8 * 3
    for (byte, value) in [0x00, 0xD8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x7F].enumerated() {
      surrogate[last + byte] = UInt8(value)
    }
    CompiledDictionaryTests.fixChecksum(&surrogate)
    #expect(throws: DictionaryError.malformed("letter triple 3 is not of scalars", offset: last)) {
      try CompiledDictionary(bytes: surrogate).verify()
    }

    var uncounted = bytes
    uncounted[start + 8 * 4 + 2] = 0
    CompiledDictionaryTests.fixChecksum(&uncounted)
    #expect(throws: DictionaryError.malformed("letter triple 2 occurs in no word", offset: start + 8 * 4 + 2))
    {
      try CompiledDictionary(bytes: uncounted).verify()
    }

    // The header's count of triples (the fifth of the seven counts before the entry table)
    // one too many: the sections no longer fit the file.
    var counted = bytes
    let tripleCountOffset = dictionary.entriesStart - 12
    counted[tripleCountOffset] += 1
    CompiledDictionaryTests.fixChecksum(&counted)
    #expect(throws: DictionaryError.self) { try CompiledDictionary(bytes: counted) }
  }
}

/// A fixed sequence of numbers (SplitMix64), so the words are the same each run.
private struct SeededNumbers {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
