import Testing

@testable import TypingRules

/// The compiled dictionary: lookups in place, and every damaged or hostile file rejected
/// with a located error, never a crash.
struct CompiledDictionaryTests {
  static let words: [(String, UInt8)] = [
    ("the", 222), ("then", 180), ("there", 190), ("they", 195), ("this", 200), ("I", 196),
    ("Reykjavík", 120), ("don't", 170), ("letter", 150), ("letters", 130), ("hello", 160),
    ("help", 170), ("US", 0), ("us", 180), ("café", 110), ("æði", 90),
  ]

  static func sampleBytes(locale: String = "xx") -> [UInt8] {
    var builder = DictionaryBuilder(locale: locale, layout: .qwerty)
    for (word, frequency) in words { builder.add(.init(word: word, frequency: frequency)) }
    builder.add(.init(word: "alot", frequency: 0, correction: "a lot"))
    return builder.build()
  }

  static func fixChecksum(_ bytes: inout [UInt8]) {
    let checksum = CompiledDictionary.checksum(bytes[CompiledDictionary.headerSize...])
    for byte in 0..<4 { bytes[12 + byte] = UInt8((checksum >> (8 * UInt32(byte))) & 0xFF) }
  }

  @Test func looksUpWordsInPlace() throws {
    let dictionary = try CompiledDictionary(bytes: Self.sampleBytes())
    #expect(dictionary.locale == "xx")
    #expect(dictionary.layout == .qwerty)
    #expect(dictionary.count == Self.words.count + 1)
    let the = dictionary.entries(forKey: "the")
    #expect(the.count == 1)
    #expect(dictionary.frequency(the.lowerBound) == 222)
    #expect(dictionary.word(dictionary.entries(forKey: "reykjavík").lowerBound) == "Reykjavík")
    #expect(dictionary.entries(forKey: "us").map(dictionary.word) == ["us", "US"])
    #expect(dictionary.entries(forKey: "teh").isEmpty)
    #expect(dictionary.entries(withPrefix: "the").map(dictionary.word) == ["the", "then", "there", "they"])
    let alot = dictionary.entries(forKey: "alot")
    #expect(dictionary.isMisspelling(alot.lowerBound))
    #expect(dictionary.misspellingCorrection(alot.lowerBound) == "a lot")
  }

  /// Every entry reads back as it was added: word, frequency, misspelling, key order.
  @Test func readsBackEveryEntry() throws {
    let dictionary = try CompiledDictionary(bytes: Self.sampleBytes())
    try dictionary.verify()
    var expected = Self.words.map { (CompiledDictionary.key(for: $0.0), $0.1, $0.0) }
    expected.append(("alot", 0, "alot"))
    expected.sort { ($0.0.utf8.lexicographicallyPrecedes($1.0.utf8)) || ($0.0 == $1.0 && $0.1 > $1.1) }
    #expect((0..<dictionary.count).map(dictionary.word) == expected.map(\.2))
    #expect((0..<dictionary.count).map(dictionary.frequency) == expected.map { Int($0.1) })
    #expect((0..<dictionary.count).map(dictionary.keyText) == expected.map(\.0))
    for (index, entry) in expected.enumerated() {
      #expect(dictionary.entries(forKey: entry.0).contains(index))
      #expect(dictionary.hasCapitals(index) == (entry.2 != entry.0))
    }
    let us = dictionary.entries(forKey: "us")
    #expect(dictionary.haveSameKey(us.lowerBound, us.upperBound - 1))
    #expect(!dictionary.haveSameKey(us.lowerBound - 1, us.lowerBound))
    #expect(dictionary.entries(withPrefix: "").count == dictionary.count)
    #expect(dictionary.entries(withPrefix: "re").map(dictionary.word) == ["Reykjavík"])
    #expect(dictionary.entries(withPrefix: "æ").map(dictionary.word) == ["æði"])
    #expect(dictionary.entries(withPrefix: "thx").isEmpty)
    #expect(dictionary.entries(forKey: "th").isEmpty)
  }

  /// Surface forms that are neither the key capitalized nor in capitals are side records.
  @Test func keepsSurfaceFormsOfEveryKind() throws {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    let words = ["iPhone", "NASA", "Paris", "McDonald’s", "straße", "STRASSE", "Ísland"]
    for word in words { builder.add(.init(word: word, frequency: 100)) }
    builder.add(.init(word: "dont", frequency: 0, correction: "don't"))
    builder.add(.init(word: "Dont", frequency: 0, correction: "Don't"))
    let dictionary = try CompiledDictionary(bytes: builder.build())
    try dictionary.verify()
    for word in words {
      let entries = dictionary.entries(forKey: CompiledDictionary.key(for: word))
      #expect(entries.map(dictionary.word).contains(word))
    }
    #expect(
      dictionary.entries(forKey: "dont").compactMap(dictionary.misspellingCorrection).sorted() == [
        "Don't", "don't",
      ])
  }

  @Test func findsWordsWithinTheBudget() throws {
    let dictionary = try CompiledDictionary(bytes: Self.sampleBytes())
    func near(_ typed: String, _ budget: Float = 1.0) -> [String: Float] {
      Dictionary(
        dictionary.matches(near: typed, budget: budget).map { (dictionary.word($0.index), $0.cost) },
        uniquingKeysWith: min)
    }
    let model = ErrorModel()
    #expect(near("teh")["the"] == model.transposition)
    #expect(near("leter")["letter"] == model.missingDouble)
    #expect(near("letterr")["letter"] == model.doubledLetter)
    #expect(near("cafe")["café"] == model.missingDiacritic)
    #expect(near("adi")["æði"] == nil)
    #expect(near("dont")["don't"] == model.missingPunctuation)
    #expect(near("hwllo")["hello"] == model.neighbourSubstitution)
    #expect(near("hqllo")["hello"] == nil || near("hqllo")["hello"]! >= model.substitution)
    #expect(near("xyzzy", 2).isEmpty)
  }

  @Test func rejectsWhatIsNotADictionary() {
    #expect(throws: DictionaryError.notADictionary) { try CompiledDictionary(bytes: []) }
    #expect(throws: DictionaryError.notADictionary) { try CompiledDictionary(bytes: Array("TRUL....".utf8)) }
    #expect(throws: DictionaryError.truncated(offset: 6)) {
      try CompiledDictionary(bytes: Array("TRDC\u{1}\u{0}".utf8))
    }
  }

  @Test func rejectsAnotherVersion() {
    var bytes = Self.sampleBytes()
    bytes[4] = 5
    #expect(throws: DictionaryError.unsupportedVersion(5)) { try CompiledDictionary(bytes: bytes) }
    #expect(DictionaryError.unsupportedVersion(5).description.contains("newer"))
    // A version 3 file (no ending alternations) names both versions.
    bytes[4] = 3
    #expect(throws: DictionaryError.unsupportedVersion(3)) { try CompiledDictionary(bytes: bytes) }
    let message = DictionaryError.unsupportedVersion(3).description
    #expect(message.contains("older") && message.contains("version 3") && message.contains("version 4"))
  }

  @Test func rejectsEveryTruncation() {
    let bytes = Self.sampleBytes()
    for length in 0..<bytes.count {
      #expect(throws: DictionaryError.self) { try CompiledDictionary(bytes: Array(bytes[0..<length])) }
    }
  }

  @Test func rejectsACorruptByte() throws {
    let bytes = Self.sampleBytes()
    for offset in CompiledDictionary.headerSize..<bytes.count {
      var corrupt = bytes
      corrupt[offset] ^= 0x5A
      #expect(throws: DictionaryError.self) { try CompiledDictionary(bytes: corrupt) }
    }
  }

  /// With the checksum fixed up, every single-byte change is still either a valid
  /// dictionary (then searching it does not crash) or a located error.
  @Test func survivesHostileBytesWithAValidChecksum() {
    let bytes = Self.sampleBytes()
    var rejected = 0
    for offset in CompiledDictionary.headerSize..<bytes.count {
      for value: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xC3, 0xFF] where bytes[offset] != value {
        var hostile = bytes
        hostile[offset] = value
        Self.fixChecksum(&hostile)
        do {
          // Walked before it is verified, as a keyboard does (loading checks only the
          // header, the checksum and the sections).
          let dictionary = try CompiledDictionary(bytes: hostile)
          Self.exercise(dictionary)
          try dictionary.verify()
        } catch {
          rejected += 1
          switch error {
          case .truncated(let at), .malformed(_, let at): #expect(at >= 0 && at <= hostile.count)
          default: break
          }
        }
      }
    }
    #expect(rejected > 0)
  }

  /// Every read a keyboard makes of a dictionary.
  static func exercise(_ dictionary: CompiledDictionary) {
    _ = dictionary.matches(near: "teh", budget: 2)
    _ = dictionary.matches(near: "hello", budget: 2.5)
    _ = dictionary.entries(withPrefix: "t")
    _ = dictionary.entries(forKey: "reykjavík")
    for index in 0..<min(dictionary.count, 64) {
      _ = dictionary.word(index)
      _ = dictionary.misspellingCorrection(index)
      _ = dictionary.haveSameKey(max(index - 1, 0), index)
    }
    let context = AutocorrectionContext(textBefore: "", locale: "xx")
    let corrector = DictionaryCorrector(dictionary: dictionary)
    _ = corrector.suggestions(for: "helo", context: context, limit: 3)
    _ = corrector.suggestions(for: "th", context: context, limit: 3)
    _ = corrector.correction(for: "alot", context: context)
    _ = dictionary.rarestTripleCount(ofKey: "thw")
    var sure = DictionaryCorrector.Settings()
    sure.rareTripleWords = 3
    sure.longWordLength = 6
    let sureSlips = DictionaryCorrector(dictionary: dictionary, settings: sure)
    _ = sureSlips.correction(for: "hrllo", context: context)
    _ = sureSlips.correction(for: "md", context: context)
    _ = sureSlips.correction(for: "lettrrs", context: context)
  }

  @Test func verifiesWhatItBuilds() throws {
    try CompiledDictionary(bytes: Self.sampleBytes()).verify()
  }

  @Test func rejectsOutOfOrderNodes() throws {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    builder.add(.init(word: "ab", frequency: 1))
    builder.add(.init(word: "ac", frequency: 1))
    var bytes = builder.build()
    let c = try #require(bytes.lastIndex(of: UInt8(ascii: "c")))
    bytes[c] = UInt8(ascii: "a")
    Self.fixChecksum(&bytes)
    let dictionary = try CompiledDictionary(bytes: bytes)
    #expect(throws: DictionaryError.malformed("a node is out of order", offset: c - 1)) {
      try dictionary.verify()
    }
  }

  /// Trie nodes whose sizes point past their parent, or nest deeper than any key, are
  /// read as ending there: no read out of bounds, no endless walk.
  @Test func walksHostileTriesSafely() throws {
    let bytes = Self.sampleBytes()
    let dictionary = try CompiledDictionary(bytes: bytes)
    // A chain of nodes as deep as the file allows, each one child, one entry.
    var chain: [UInt8] = []
    for _ in 0..<5000 { chain = [0x81 | 0x80 | 0x20] + Self.leb128(chain.count) + [1, 0x61] + chain }
    var hostile = Array(bytes[..<dictionary.trieStart]) + chain
    let payloadLength = hostile.count - CompiledDictionary.headerSize
    for byte in 0..<4 { hostile[8 + byte] = UInt8((payloadLength >> (8 * byte)) & 0xFF) }
    // The trie's length: the second of the seven counts before the entry table.
    let lengthAt = dictionary.entriesStart - 24
    for byte in 0..<4 { hostile[lengthAt + byte] = UInt8((chain.count >> (8 * byte)) & 0xFF) }
    Self.fixChecksum(&hostile)
    let deep = try CompiledDictionary(bytes: hostile)
    Self.exercise(deep)
    #expect(deep.matches(near: String(repeating: "a", count: 300), budget: 1).count <= deep.count)
    #expect(throws: DictionaryError.self) { try deep.verify() }
  }

  static func leb128(_ value: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    TrieEncoder.leb128(value, to: &bytes)
    return bytes
  }

  @Test func rejectsALayoutThatRepeatsAKey() {
    #expect(throws: KeyLayout.Error.repeatedKey("a", row: 2)) { try KeyLayout(rows: "qwa\nasd") }
    #expect(KeyLayout.qwerty.areNeighbours("q", "w"))
    #expect(KeyLayout.qwerty.areNeighbours("s", "x"))
    #expect(!KeyLayout.qwerty.areNeighbours("q", "p"))
  }

  @Test func readsLatinIMEWordLists() throws {
    let text = """
      dictionary=main:en_us,locale=en_US,version=54
       word=the,f=222,flags=,originalFreq=222
       word=alot,f=0,not_a_word=true
        shortcut=a lot,f=whitelist
       word=ill,f=120,flags=,originalFreq=120
        shortcut=I'll,f=whitelist

      """
    let entries = try DictionarySource.latinIME(text[...])
    #expect(
      entries == [
        .init(word: "the", frequency: 222), .init(word: "alot", frequency: 0, correction: "a lot"),
        .init(word: "ill", frequency: 120),
      ])
    #expect(throws: DictionarySource.Error(line: 2, message: "'x' has no frequency class 0-255")) {
      try DictionarySource.latinIME("h\n word=x,f=300\n")
    }
    #expect(
      try DictionarySource.tabSeparated("# c\nReykjavík\t120\n") == [.init(word: "Reykjavík", frequency: 120)]
    )
  }
}
