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
    bytes[4] = 2
    #expect(throws: DictionaryError.unsupportedVersion(2)) { try CompiledDictionary(bytes: bytes) }
    #expect(DictionaryError.unsupportedVersion(2).description.contains("newer"))
    bytes[4] = 0
    #expect(DictionaryError.unsupportedVersion(0).description.contains("older"))
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
          let dictionary = try CompiledDictionary(bytes: hostile)
          _ = dictionary.matches(near: "teh", budget: 2)
          _ = dictionary.entries(withPrefix: "t")
          _ = DictionaryCorrector(dictionary: dictionary).suggestions(
            for: "helo", context: AutocorrectionContext(textBefore: "", locale: "xx"), limit: 3)
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

  @Test func rejectsOutOfOrderEntries() throws {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    builder.add(.init(word: "ab", frequency: 1))
    builder.add(.init(word: "ac", frequency: 1))
    var bytes = builder.build()
    let a = try #require(bytes.lastIndex(of: UInt8(ascii: "c")))
    bytes[a] = UInt8(ascii: "a")
    Self.fixChecksum(&bytes)
    #expect(throws: DictionaryError.malformed("entry 1 is out of order", offset: a - 2)) {
      try CompiledDictionary(bytes: bytes)
    }
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
