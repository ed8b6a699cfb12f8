import Testing

@testable import TypingRules

/// The trie walk of `matches(near:budget:model:)` (pruned rows, tables numbered per letter,
/// the swap test only where a swap can complete, the first-letter anchor) against the plain
/// definition: the weighted edit distance from the typed word to every entry, one full table
/// each, and the anchor as a filter. Same entries, same costs.
struct FuzzySearchReferenceTests {
  static let dictionary: CompiledDictionary = {
    var random = SeededNumbers(seed: 7)
    let alphabet = Array("aeiouyrstlnhkdm'éöá")
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    for (word, frequency) in CompiledDictionaryTests.words {
      builder.add(.init(word: word, frequency: frequency))
    }
    for _ in 0..<400 {
      let length = 1 + Int(random.next() % 9)
      let word = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      builder.add(.init(word: word, frequency: UInt8(random.next() % 256)))
    }
    return try! CompiledDictionary(bytes: builder.build())
  }()

  /// Each entry's key, as scalars.
  static let keys: [[UInt32]] = (0..<dictionary.count).map {
    Array(String(decoding: dictionary.key($0), as: UTF8.self).unicodeScalars.map(\.value))
  }

  /// The plain definition: a full table of the weighted Damerau-Levenshtein distance (a swap
  /// of two adjacent letters), each cost as `ErrorModel` describes it.
  static func distance(from typed: [UInt32], to word: [UInt32], model: ErrorModel, layout: KeyLayout) -> Float
  {
    func position(_ value: UInt32) -> SIMD2<Float>? {
      Unicode.Scalar(value).flatMap { layout.position(of: $0) }
    }
    func near(_ a: UInt32, _ b: UInt32) -> Bool {
      guard let here = position(a), let there = position(b) else { return false }
      return abs(here.x - there.x) <= 1 && abs(here.y - there.y) <= 1
    }
    func substitution(_ typedLetter: UInt32, _ letter: UInt32) -> Float {
      let base = LetterFolding.base(letter)
      var cost: Float
      if typedLetter == letter {
        cost = 0
      } else if base == typedLetter {
        cost = model.missingDiacritic
      } else if base != letter, base == LetterFolding.base(typedLetter) {
        cost = model.wrongDiacritic
      } else {
        cost = near(typedLetter, letter) ? model.neighbourSubstitution : model.substitution
      }
      let typedBase = LetterFolding.base(typedLetter)
      // A marked letter that no group lists is a mark the typist chose: no spelling.
      let listed =
        typedLetter == typedBase
        || model.similarLetters.contains { $0.unicodeScalars.contains { $0.value == typedLetter } }
      // Similar letters count in a typed word of `similarLettersLength` letters or more.
      if cost > model.similarSubstitution, listed, typed.count >= model.similarLettersLength,
        model.similarLetters.contains(where: { group in
          group.unicodeScalars.contains { $0.value == typedBase }
            && group.unicodeScalars.contains { $0.value == base }
        })
      {
        cost = model.similarSubstitution
      }
      return cost
    }
    func omission(_ index: Int) -> Float {
      let letter = word[index]
      if letter == 0x27 || letter == 0x2D || letter == 0x2019 { return model.missingPunctuation }
      return index > 0 && word[index - 1] == letter ? model.missingDouble : model.omission
    }
    func insertion(_ index: Int) -> Float {
      if index > 0, typed[index - 1] == typed[index] { return model.doubledLetter }
      for other in [index - 1, index + 1] where other >= 0 && other < typed.count {
        if near(typed[index], typed[other]) { return model.neighbourInsertion }
      }
      return model.insertion
    }
    var table = [[Float]](repeating: [Float](repeating: 0, count: typed.count + 1), count: word.count + 1)
    for column in 1...max(typed.count, 1) where column <= typed.count {
      table[0][column] = table[0][column - 1] + insertion(column - 1)
    }
    for row in 1...max(word.count, 1) where row <= word.count {
      table[row][0] = table[row - 1][0] + omission(row - 1)
      for column in 1...max(typed.count, 1) where column <= typed.count {
        var cost = table[row - 1][column - 1] + substitution(typed[column - 1], word[row - 1])
        cost = min(cost, table[row - 1][column] + omission(row - 1))
        cost = min(cost, table[row][column - 1] + insertion(column - 1))
        if row >= 2, column >= 2, typed[column - 1] == word[row - 2], typed[column - 2] == word[row - 1],
          word[row - 2] != word[row - 1]
        {
          cost = min(cost, table[row - 2][column - 2] + model.transposition)
        }
        table[row][column] = cost
      }
    }
    return table[word.count][typed.count]
  }

  /// The anchor as a filter: a word's first letter near the typed start (the typed letter
  /// with or without its mark, the second typed letter, a neighbouring key), else a first
  /// letter left out (its second letter the typed first one), or a word of one letter.
  static func isAnchored(_ word: [UInt32], typed: [UInt32], layout: KeyLayout) -> Bool {
    let first = LetterFolding.base(word[0])
    let typedBase = typed.map(LetterFolding.base)
    if first == typedBase[0] || (typed.count > 1 && first == typedBase[1]) { return true }
    if let a = Unicode.Scalar(typed[0]), let b = Unicode.Scalar(word[0]), let here = layout.position(of: a),
      let there = layout.position(of: b), abs(here.x - there.x) <= 1, abs(here.y - there.y) <= 1
    {
      return true
    }
    return word.count == 1 || LetterFolding.base(word[1]) == typedBase[0]
  }

  static func queries() -> [String] {
    var random = SeededNumbers(seed: 11)
    let letters = Array("aeiouyrstlnhkdmqwpé'")
    var result: [String] = []
    for index in 0..<dictionary.count {
      var typed = Array(String(decoding: dictionary.key(index), as: UTF8.self).unicodeScalars)
      for _ in 0..<Int(random.next() % 3) {
        let position = Int(random.next() % UInt64(typed.count + 1))
        let letter = letters[Int(random.next() % UInt64(letters.count))].unicodeScalars.first!
        switch random.next() % 4 {
        case 0 where position < typed.count: typed[position] = letter
        case 1 where position < typed.count && typed.count > 1: typed.remove(at: position)
        case 2 where position + 1 < typed.count: typed.swapAt(position, position + 1)
        default: typed.insert(letter, at: position)
        }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: typed)
      result.append(text)
    }
    return result
  }

  @Test(arguments: [0, 1, 2, 3, 4])
  func theWalkFindsWhatThePlainDefinitionFinds(variant: Int) {
    let dictionary = Self.dictionary
    var model = ErrorModel()
    if variant == 1 { model.anchorsFirstLetter = false }
    if variant == 2 { model.similarLetters = ["aeiouy"] }
    if variant == 3 { model.similarLetters = ["aeiouy", "éö"] }
    if variant == 4 {
      model.similarLetters = ["aeiouy"]
      model.similarLettersLength = 5
    }
    let keys = Self.keys
    var compared = 0
    for (number, query) in Self.queries().enumerated() {
      let typed = query.unicodeScalars.map(\.value)
      let budget: Float = [0.7, 1.1, 1.8][number % 3]
      var expected: [Int: Float] = [:]
      for (index, key) in keys.enumerated() {
        let cost = Self.distance(from: typed, to: key, model: model, layout: dictionary.layout)
        guard cost <= budget else { continue }
        if model.anchorsFirstLetter, !Self.isAnchored(key, typed: typed, layout: dictionary.layout) {
          continue
        }
        expected[index] = cost
      }
      let found = dictionary.matches(near: query, budget: budget, model: model)
      #expect(Set(found.map(\.index)).count == found.count, "\(query): an entry twice")
      let actual = Dictionary(found.map { ($0.index, $0.cost) }, uniquingKeysWith: min)
      #expect(Set(actual.keys) == Set(expected.keys), "\(query) within \(budget)")
      for (index, cost) in expected {
        if let other = actual[index] { #expect(abs(other - cost) < 1e-4, "\(query) -> \(index)") }
      }
      compared += expected.count
    }
    #expect(compared > 500)
  }

  /// The distance along one entry's key (a candidate another model's search found) is the
  /// plain definition's, within the budget and beyond it.
  @Test(arguments: [0, 2, 4])
  func theDistanceToOneWordIsThePlainDefinitions(variant: Int) {
    let dictionary = Self.dictionary
    var model = ErrorModel()
    if variant >= 2 { model.similarLetters = ["aeiouy"] }
    if variant == 4 { model.similarLettersLength = 5 }
    var compared = 0
    for (number, query) in Self.queries().enumerated() {
      let typed = query.unicodeScalars.map(\.value)
      let budget: Float = [0.7, 1.1, 1.8][number % 3]
      let entries = Array(stride(from: number % 7, to: dictionary.count, by: 7))
      let distances = dictionary.distances(from: query, to: entries, budget: budget, model: model)
      for (entry, distance) in zip(entries, distances) {
        let expected = Self.distance(
          from: typed, to: Self.keys[entry], model: model, layout: dictionary.layout)
        if distance.isInfinite {
          // Only a word longer than a search within the budget would go.
          #expect(expected > budget, "\(query) -> \(entry)")
        } else {
          #expect(abs(distance - expected) < 1e-4, "\(query) -> \(entry)")
          compared += 1
        }
      }
    }
    #expect(compared > 500)
  }
}

/// A fixed sequence of numbers (SplitMix64), so the words and queries are the same each run.
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
