/// The letter triples: every run of three scalars in the dictionary's keys, with the number
/// of words that have it. A typed word with a triple that no word, or very few, of the
/// language has (`rposentpoeng`: `\0rp`) is a slip, not a word the dictionary lacks: its
/// inflections and compounds are made of the language's usual letter runs.
extension CompiledDictionary {
  /// The scalar that stands for a key's start and end in a triple.
  static let keyBoundary: UInt32 = 0

  /// A triple's number: the three scalars' values, 21 bits each, the first highest.
  @inline(__always)
  static func triple(_ first: UInt32, _ second: UInt32, _ third: UInt32) -> UInt64 {
    UInt64(first) << 42 | UInt64(second) << 21 | UInt64(third)
  }

  /// Calls `body` with each of the key's triples, in order (repeats included): the key's
  /// start and end count as ``keyBoundary``.
  @inline(__always)
  static func forEachTriple(ofKey key: some Sequence<Unicode.Scalar>, _ body: (UInt64) -> Void) {
    var first = keyBoundary
    var second = keyBoundary
    var seen = 0
    for scalar in key {
      if seen >= 1 { body(triple(first, second, scalar.value)) }
      first = second
      second = scalar.value
      seen += 1
    }
    if seen == 1 {
      body(triple(keyBoundary, second, keyBoundary))
    } else if seen > 1 {
      body(triple(first, second, keyBoundary))
    }
  }

  /// In how many of the dictionary's words (as keys, at most 255) the triple occurs: a
  /// binary search of the sorted triples.
  func wordCount(ofTriple triple: UInt64) -> Int {
    guard let index = index(of: triple, inSortedAt: triplesStart, count: tripleCount) else { return 0 }
    return Int(bytes[triplesStart + 8 * tripleCount + index])
  }

  /// The index of `value` among `count` ascending UInt64s from `start`: a binary search.
  func index(of value: UInt64, inSortedAt start: Int, count: Int) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let found = uint64(at: start + 8 * middle)
      if found == value { return middle }
      if found < value { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The fewest of the dictionary's words that any letter triple of the key occurs in: 0
  /// when one occurs in none (English `thw`: no word ends in `hw`).
  public func rarestTripleCount(ofKey key: String) -> Int {
    var fewest = Int.max
    Self.forEachTriple(ofKey: key.unicodeScalars) { fewest = min(fewest, wordCount(ofTriple: $0)) }
    return fewest == Int.max ? 0 : fewest
  }

  @inline(__always)
  func uint64(at offset: Int) -> UInt64 {
    UInt64(Self.uint32(bytes, at: offset)) | UInt64(Self.uint32(bytes, at: offset + 4)) << 32
  }

  /// Checks that the triples are in ascending order, each of three scalars (or the key
  /// boundary), and that each occurs in at least one word.
  func verifyLetterTriples() throws(DictionaryError) {
    try verifyAscendingTriples(at: triplesStart, count: tripleCount, named: "letter triple")
    for index in 0..<tripleCount where bytes[triplesStart + 8 * tripleCount + index] == 0 {
      throw .malformed(
        "letter triple \(index) occurs in no word", offset: triplesStart + 8 * tripleCount + index)
    }
  }

  /// Checks that `count` UInt64s from `start` are in ascending order, each three 21-bit
  /// scalar values (0 allowed), naming each `what` and its index in an error.
  func verifyAscendingTriples(at start: Int, count: Int, named what: String) throws(DictionaryError) {
    var previous: UInt64?
    for index in 0..<count {
      let offset = start + 8 * index
      let triple = uint64(at: offset)
      if let previous, previous >= triple {
        throw .malformed("\(what) \(index) is out of order", offset: offset)
      }
      previous = triple
      for shift in [42, 21, 0] as [UInt64] {
        let value = UInt32(truncatingIfNeeded: (triple >> shift) & 0x1F_FFFF)
        guard triple >> 63 == 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
          throw .malformed("\(what) \(index) is not of scalars", offset: offset)
        }
      }
    }
  }
}

extension DictionaryBuilder {
  /// The letter triples section of these keys (each key's scalars, in key order; `isWord`:
  /// whether an offered word, not only a misspelling or a class-0 word, has it) and the
  /// number of triples.
  static func letterTriples(keys: [[UInt32]], isWord: [Bool]) -> (bytes: [UInt8], count: Int) {
    var counts: [UInt64: Int] = [:]
    var ofKey: Set<UInt64> = []
    for (key, isWord) in zip(keys, isWord) where isWord {
      ofKey.removeAll(keepingCapacity: true)
      CompiledDictionary.forEachTriple(ofKey: key.compactMap(Unicode.Scalar.init)) { ofKey.insert($0) }
      for triple in ofKey { counts[triple, default: 0] += 1 }
    }
    let sorted = counts.keys.sorted()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(9 * sorted.count)
    for triple in sorted {
      append(UInt32(truncatingIfNeeded: triple), to: &bytes)
      append(UInt32(truncatingIfNeeded: triple >> 32), to: &bytes)
    }
    for triple in sorted { bytes.append(UInt8(min(counts[triple]!, 255))) }
    return (bytes, sorted.count)
  }
}
