import Testing

@testable import TypingRules

/// The dictionary's ending alternations against their plain definition: over the keys of
/// its words, every stem of at least three scalars with an ending of at most three, and the
/// pairs of endings that enough stems take both of.
struct EndingAlternationsTests {
  /// Words made of stems and endings, some stems with only some endings (and a misspelling
  /// and words of class 0, which count for nothing).
  static func sampleBuilder(minimumStems: Int, perEnding: Int) -> DictionaryBuilder {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    builder.alternationStems = minimumStems
    builder.alternationsPerEnding = perEnding
    let stems = ["walk", "talk", "jump", "play", "look", "kör", "bil", "stad", "hus", "gå"]
    let endings = ["", "s", "ed", "ing", "en", "a", "er", "ene", "ö"]
    for (stemNumber, stem) in stems.enumerated() {
      for (endingNumber, ending) in endings.enumerated() where (stemNumber * 7 + endingNumber * 3) % 5 != 0 {
        builder.add(.init(word: stem + ending, frequency: UInt8(40 + endingNumber)))
      }
    }
    builder.add(.init(word: "walkes", frequency: 0, correction: "walks"))
    // Words of class 0 (valid, never offered): no model of the language's endings.
    for stem in stems { builder.add(.init(word: stem + "zy", frequency: 0)) }
    return builder
  }

  /// Each ending's alternations, counted plainly.
  static func plainAlternations(of dictionary: CompiledDictionary) -> [[UInt32]: [[UInt32]: Int]] {
    var keys: Set<[UInt32]> = []
    for index in 0..<dictionary.count where dictionary.isOffered(index) {
      keys.insert(dictionary.keyText(index).unicodeScalars.map(\.value))
    }
    var endingsOfStem: [[UInt32]: Set<[UInt32]>] = [:]
    for key in keys {
      for length in 0...3 where key.count - length >= 3 {
        endingsOfStem[Array(key.dropLast(length)), default: []].insert(Array(key.suffix(length)))
      }
    }
    var counts: [[UInt32]: [[UInt32]: Int]] = [:]
    for endings in endingsOfStem.values {
      for first in endings {
        for second in endings where second != first { counts[first, default: [:]][second, default: 0] += 1 }
      }
    }
    return counts
  }

  /// The stored alternations are those that at least `minimumStems` stems take, the most
  /// common first, at most `perEnding` of each ending; `isFormOfKnownStem` is its plain
  /// definition over every stem and ending the sample has and some it has not.
  @Test(arguments: [(1, 100), (2, 100), (3, 2)])
  func alternationsEqualThePlainDefinition(minimumStems: Int, perEnding: Int) throws {
    let dictionary = try CompiledDictionary(
      bytes: Self.sampleBuilder(minimumStems: minimumStems, perEnding: perEnding).build())
    try dictionary.verify()
    let plain = Self.plainAlternations(of: dictionary)
    var stored: [[UInt32]: [[UInt32]]] = [:]
    for index in 0..<dictionary.alternationCount {
      let (ending, alternative) = dictionary.alternation(index)
      let of = CompiledDictionary.scalars(
        ofEnding: dictionary.uint64(at: dictionary.endingsStart + 8 * ending))
      stored[of, default: []].append(
        CompiledDictionary.scalars(ofEnding: dictionary.uint64(at: dictionary.endingsStart + 8 * alternative))
      )
    }
    var expected: [[UInt32]: [[UInt32]]] = [:]
    for (ending, alternatives) in plain {
      let kept = alternatives.filter { $0.value >= minimumStems }
      guard !kept.isEmpty else { continue }
      let ordered = kept.sorted {
        $0.value != $1.value
          ? $0.value > $1.value
          : CompiledDictionary.ending($0.key) < CompiledDictionary.ending($1.key)
      }
      expected[ending] = ordered.prefix(perEnding).map(\.key)
    }
    #expect(stored == expected)
    #expect(!stored.isEmpty)

    // Every stem and ending of the sample, and others, as typed keys.
    func isForm(_ key: [UInt32]) -> Bool {
      for length in 0...3 where key.count - length >= 3 {
        let stem = Array(key.dropLast(length))
        for alternative in expected[Array(key.suffix(length))] ?? [] {
          let form = String(String.UnicodeScalarView((stem + alternative).compactMap(Unicode.Scalar.init)))
          if dictionary.entries(forKey: form).contains(where: dictionary.isOffered) {
            return true
          }
        }
      }
      return false
    }
    var forms = 0
    for stem in [
      "walk", "talk", "jump", "play", "look", "kör", "bil", "stad", "hus", "gå", "wal", "zzz", "runn",
    ] {
      for ending in ["", "s", "ed", "ing", "en", "a", "er", "ene", "ö", "de", "x", "ings", "ör"] {
        let key = (stem + ending).unicodeScalars.map(\.value)
        let typed = stem + ending
        #expect(dictionary.isFormOfKnownStem(typed) == isForm(key), "\(typed)")
        if isForm(key) { forms += 1 }
      }
    }
    #expect(forms > 20)
  }

  /// A dictionary whose stems share too few endings stores none, and tells no form.
  @Test func fewStemsStoreNothing() throws {
    let dictionary = try CompiledDictionary(
      bytes: Self.sampleBuilder(minimumStems: 1_000, perEnding: 12).build())
    try dictionary.verify()
    #expect(dictionary.endingCount == 0 && dictionary.alternationCount == 0)
    #expect(!dictionary.isFormOfKnownStem("walks"))
  }

  /// Endings out of order or not of scalars, and alternations out of order, between
  /// endings the file lacks, of an ending with itself or listed twice, are rejected by
  /// `verify()` with their offset; counts larger than the file, on load.
  @Test func rejectsBadAlternations() throws {
    let bytes = Self.sampleBuilder(minimumStems: 3, perEnding: 100).build()
    let dictionary = try CompiledDictionary(bytes: bytes)
    #expect(dictionary.endingCount >= 3 && dictionary.alternationCount >= 3)
    let endings = dictionary.endingsStart
    let alternations = dictionary.alternationsStart

    func rejected(_ change: (inout [UInt8]) -> Void, _ message: String, at offset: Int) {
      var changed = bytes
      change(&changed)
      CompiledDictionaryTests.fixChecksum(&changed)
      #expect(throws: DictionaryError.malformed(message, offset: offset)) {
        try CompiledDictionary(bytes: changed).verify()
      }
    }
    rejected(
      { for byte in 0..<8 { $0.swapAt(endings + byte, endings + 8 + byte) } }, "ending 1 is out of order",
      at: endings + 8)
    // A surrogate as the last ending's first scalar.
    let last = endings + 8 * (dictionary.endingCount - 1)
    let surrogate: UInt64 = 0xD800 << 42
    rejected(
      { for byte in 0..<8 { $0[last + byte] = UInt8(truncatingIfNeeded: surrogate >> UInt64(8 * byte)) } },
      "ending \(dictionary.endingCount - 1) is not of scalars", at: last)
    rejected(
      {
        $0[alternations] = 0xFF
        $0[alternations + 1] = 0xFF
      }, "alternation 0 is not between two endings",
      at: alternations)
    rejected(
      {
        $0[alternations + 2] = $0[alternations]
        $0[alternations + 3] = $0[alternations + 1]
      },
      "alternation 0 is not between two endings", at: alternations)
    rejected(
      { for byte in 0..<4 { $0[alternations + 4 + byte] = $0[alternations + byte] } },
      "alternation 1 is listed twice", at: alternations + 4)
    let lastAlternation = alternations + 4 * (dictionary.alternationCount - 1)
    rejected(
      {
        $0[lastAlternation] = 0
        $0[lastAlternation + 1] = 0
        $0[lastAlternation + 2] = 1
        $0[lastAlternation + 3] = 0
      },
      "alternation \(dictionary.alternationCount - 1) is out of order", at: lastAlternation)

    // The header's count of alternations (the last count before the entry table) one too
    // many: the sections no longer fit the file.
    var counted = bytes
    counted[dictionary.entriesStart - 4] += 1
    CompiledDictionaryTests.fixChecksum(&counted)
    #expect(throws: DictionaryError.self) { try CompiledDictionary(bytes: counted) }
  }
}
