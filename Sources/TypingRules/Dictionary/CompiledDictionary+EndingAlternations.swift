/// The ending alternations: pairs of word endings that many of the dictionary's stems take
/// both of (English `s` and `ed`: `walks`, `walked`; Norwegian `a` and `en`: `bila`,
/// `bilen`). A typed word that is a stem the dictionary has a form of, with an ending that
/// alternates with that form's (`kollegaer`: `kollega` + `er`), is probably an inflection
/// the dictionary lacks; one that is not (`tekstmeldin`, `journalistre`) is probably a
/// slip (see ``DictionaryCorrector/Settings/unknownFormLength``).
extension CompiledDictionary {
  /// The longest ending of an alternation, in scalars.
  static let longestEnding = 3
  /// The shortest stem an ending is taken from, in scalars.
  static let shortestStem = 3

  /// An ending's number: its scalars' values, 21 bits each, the first highest, missing
  /// scalars 0 (the empty ending is 0).
  @inline(__always)
  static func ending(_ scalars: some Collection<UInt32>) -> UInt64 {
    var values: (UInt32, UInt32, UInt32) = (0, 0, 0)
    for (position, value) in scalars.prefix(longestEnding).enumerated() {
      switch position {
      case 0: values.0 = value
      case 1: values.1 = value
      default: values.2 = value
      }
    }
    return triple(values.0, values.1, values.2)
  }

  /// The scalars of an ending's number.
  static func scalars(ofEnding ending: UInt64) -> [UInt32] {
    scalarValues(ofEnding: ending).filter { $0 != 0 }
  }

  /// The three 21-bit values of an ending's number, missing scalars 0.
  static func scalarValues(ofEnding ending: UInt64) -> [UInt32] {
    [42, 21, 0].map { UInt32(truncatingIfNeeded: (ending >> UInt64($0)) & 0x1F_FFFF) }
  }

  /// Whether the key (lowercase, as ``key(for:)`` makes it) is a stem of at least three
  /// scalars plus an ending of at most three that alternates with the ending of a word the
  /// dictionary offers (``isOffered(_:)``) of that stem (`walking`: `walk` + `ing`,
  /// where `walks` is a word and `ing` alternates with `s`). Always `false` for a
  /// dictionary that stores no alternations.
  public func isFormOfKnownStem(_ key: String) -> Bool {
    let scalars = key.unicodeScalars.map(\.value)
    guard alternationCount > 0, scalars.count >= Self.shortestStem else { return false }
    for endingLength in 0...min(Self.longestEnding, scalars.count - Self.shortestStem) {
      let stem = scalars[..<(scalars.count - endingLength)]
      guard let typed = endingIndex(Self.ending(scalars[stem.endIndex...])) else { continue }
      var found = false
      forEachAlternative(ofEnding: typed) { alternative in
        var form = ""
        form.unicodeScalars.append(contentsOf: stem.compactMap(Unicode.Scalar.init))
        form.unicodeScalars.append(
          contentsOf: Self.scalars(ofEnding: alternative).compactMap(Unicode.Scalar.init))
        found = hasOfferedWord(forKey: form)
        return !found
      }
      if found { return true }
    }
    return false
  }

  /// The index of the ending among the stored ones.
  func endingIndex(_ ending: UInt64) -> Int? {
    index(of: ending, inSortedAt: endingsStart, count: endingCount)
  }

  /// Calls `body` with each ending that alternates with the one at `index`, the most common
  /// first, until it returns `false`.
  func forEachAlternative(ofEnding index: Int, _ body: (UInt64) -> Bool) {
    // The first alternation of the ending: a binary search of the sorted pairs.
    var low = 0
    var high = alternationCount
    while low < high {
      let middle = (low + high) / 2
      if alternation(middle).ending < index { low = middle + 1 } else { high = middle }
    }
    var position = low
    while position < alternationCount {
      let (ending, alternative) = alternation(position)
      guard ending == index, alternative < endingCount else { return }
      guard body(uint64(at: endingsStart + 8 * alternative)) else { return }
      position += 1
    }
  }

  /// The alternation at `index`: the numbers of its two endings.
  @inline(__always)
  func alternation(_ index: Int) -> (ending: Int, alternative: Int) {
    let offset = alternationsStart + 4 * index
    return (
      Int(bytes[offset]) | Int(bytes[offset + 1]) << 8, Int(bytes[offset + 2]) | Int(bytes[offset + 3]) << 8
    )
  }

  /// Checks that the endings are in ascending order, each of at most three scalars (missing
  /// ones last), and that the alternations are grouped by ending, each between two distinct
  /// stored endings and listed once.
  func verifyEndingAlternations() throws(DictionaryError) {
    try verifyAscendingTriples(at: endingsStart, count: endingCount, named: "ending")
    for index in 0..<endingCount {
      let offset = endingsStart + 8 * index
      let values = Self.scalarValues(ofEnding: uint64(at: offset))
      guard (values[0] != 0 || values[1] == 0) && (values[1] != 0 || values[2] == 0) else {
        throw .malformed("ending \(index) is not of scalars", offset: offset)
      }
    }
    var seen: Set<Int> = []
    var group = -1
    for index in 0..<alternationCount {
      let offset = alternationsStart + 4 * index
      let (ending, alternative) = alternation(index)
      guard ending < endingCount, alternative < endingCount, ending != alternative else {
        throw .malformed("alternation \(index) is not between two endings", offset: offset)
      }
      if ending != group {
        guard ending > group else { throw .malformed("alternation \(index) is out of order", offset: offset) }
        group = ending
        seen.removeAll(keepingCapacity: true)
      }
      guard seen.insert(alternative).inserted else {
        throw .malformed("alternation \(index) is listed twice", offset: offset)
      }
    }
  }
}

extension DictionaryBuilder {
  /// The ending alternations section of these keys (each key's scalars; `isWord`: whether
  /// an offered word, not only a misspelling or a class-0 word, has it): the alternations
  /// that at least `minimumStems` stems take both endings of, at most `perEnding` for each ending (the most common), and
  /// the numbers of endings and of alternations.
  static func endingAlternations(
    keys: [[UInt32]], isWord: [Bool], minimumStems: Int, perEnding: Int
  ) -> (bytes: [UInt8], endingCount: Int, alternationCount: Int) {
    let alternatives = stemCounts(keys: keys, isWord: isWord, minimumStems: minimumStems)
    // The endings kept, in ascending order, and each one's alternatives, the most common first.
    let endingOfNumber = alternatives.endings
    var kept: [Int32: [Int32]] = [:]
    var used: Set<UInt64> = []
    for (ending, list) in alternatives.pairs {
      let best = list.sorted {
        ($0.stems, endingOfNumber[$1.ending]!) > ($1.stems, endingOfNumber[$0.ending]!)
      }
      .prefix(perEnding).map(\.ending)
      kept[ending] = best
      used.insert(endingOfNumber[ending]!)
      for alternative in best { used.insert(endingOfNumber[alternative]!) }
    }
    let sortedEndings = used.sorted()
    guard sortedEndings.count <= Int(UInt16.max) + 1 else { return ([], 0, 0) }
    let index = Dictionary(uniqueKeysWithValues: sortedEndings.enumerated().map { ($0.element, $0.offset) })
    var bytes: [UInt8] = []
    for ending in sortedEndings {
      append(UInt32(truncatingIfNeeded: ending), to: &bytes)
      append(UInt32(truncatingIfNeeded: ending >> 32), to: &bytes)
    }
    var alternationCount = 0
    for (ending, list) in kept.sorted(by: {
      index[endingOfNumber[$0.key]!]! < index[endingOfNumber[$1.key]!]!
    }) {
      let first = UInt16(index[endingOfNumber[ending]!]!)
      for alternative in list {
        let second = UInt16(index[endingOfNumber[alternative]!]!)
        bytes += [UInt8(first & 0xFF), UInt8(first >> 8), UInt8(second & 0xFF), UInt8(second >> 8)]
        alternationCount += 1
      }
    }
    return (bytes, sortedEndings.count, alternationCount)
  }

  /// Every ending of the word keys (numbered; `endings`: each number's ending) and, for
  /// each, the endings at least `minimumStems` stems take along with it and how many.
  ///
  /// The keys are in order, so the words of a stem are a contiguous run: a stem's group
  /// (the endings of the words that are it plus at most three scalars) is complete when a
  /// key no longer starts with it. No stem is hashed, and only endings that enough stems
  /// take are paired.
  private static func stemCounts(keys: [[UInt32]], isWord: [Bool], minimumStems: Int) -> (
    endings: [Int32: UInt64], pairs: [Int32: [(ending: Int32, stems: Int32)]]
  ) {
    let longest = CompiledDictionary.longestEnding
    let shortest = CompiledDictionary.shortestStem
    var numbers: [UInt64: Int32] = [:]
    // Each word key's endings by their length (-1 where the stem would be too short).
    var endingsOfKey: [Int32] = []
    var words: [Int] = []
    for (index, key) in keys.enumerated() where isWord[index] {
      words.append(index)
      for length in 0...longest {
        guard key.count - length >= shortest else {
          endingsOfKey.append(-1)
          continue
        }
        let ending = CompiledDictionary.ending(key[(key.count - length)...])
        let number = numbers[ending] ?? Int32(numbers.count)
        numbers[ending] = number
        endingsOfKey.append(number)
      }
    }
    /// Calls `body` with the endings of each stem that takes two or more.
    func forEachStem(_ body: ([Int32]) -> Void) {
      var groups: [[Int32]] = Array(repeating: [], count: 257)
      var open: [Int] = []
      var previous: [UInt32] = []
      for (word, index) in words.enumerated() {
        let key = keys[index]
        var common = 0
        while common < min(key.count, previous.count), key[common] == previous[common] { common += 1 }
        open.removeAll { length in
          guard length > common else { return false }
          if groups[length].count > 1 { body(groups[length]) }
          groups[length].removeAll(keepingCapacity: true)
          return true
        }
        for length in 0...longest where endingsOfKey[(longest + 1) * word + length] >= 0 {
          let stem = key.count - length
          if groups[stem].isEmpty { open.append(stem) }
          groups[stem].append(endingsOfKey[(longest + 1) * word + length])
        }
        previous = key
      }
      for length in open where groups[length].count > 1 { body(groups[length]) }
    }
    // How many stems take each ending along with another; only endings enough stems take
    // can be in a pair enough stems take.
    var stemsOfEnding = [Int32](repeating: 0, count: numbers.count)
    forEachStem { for ending in $0 { stemsOfEnding[Int(ending)] += 1 } }
    let frequent = stemsOfEnding.indices.filter { stemsOfEnding[$0] >= minimumStems }
    var dense = [Int](repeating: -1, count: numbers.count)
    for (position, ending) in frequent.enumerated() { dense[ending] = position }
    var pairCounts: [Int: Int32] = [:]
    forEachStem { endings in
      let common = endings.compactMap { dense[Int($0)] >= 0 ? dense[Int($0)] : nil }
      for first in common {
        for second in common where second != first {
          pairCounts[first * frequent.count + second, default: 0] += 1
        }
      }
    }
    var pairs: [Int32: [(ending: Int32, stems: Int32)]] = [:]
    for (pair, count) in pairCounts where count >= minimumStems {
      let first = Int32(frequent[pair / frequent.count])
      pairs[first, default: []].append((Int32(frequent[pair % frequent.count]), count))
    }
    return (Dictionary(uniqueKeysWithValues: numbers.map { ($0.value, $0.key) }), pairs)
  }
}
