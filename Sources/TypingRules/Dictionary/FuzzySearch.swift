extension CompiledDictionary {
  /// A dictionary word near a typed word.
  public struct Match: Sendable, Hashable {
    /// The entry's index.
    public var index: Int
    /// The weighted edit distance from the typed word.
    public var cost: Float
  }

  /// The entries within `budget` weighted edits of `typed` (lowercase, as ``key(for:)``
  /// makes it), at most one match per entry, in key order. A depth-first walk of the trie
  /// the sorted keys form (the words sharing a prefix are a contiguous range), one row of
  /// the edit-distance table per letter, pruned as soon as a row's minimum exceeds the
  /// budget.
  public func matches(near typed: String, budget: Float, model: ErrorModel = ErrorModel()) -> [Match] {
    let scalars = typed.unicodeScalars.map(\.value)
    guard !scalars.isEmpty, count > 0 else { return [] }
    return bytes.withUnsafeBufferPointer { buffer in
      var search = FuzzySearchState(
        dictionary: self, buffer: buffer, typed: scalars, budget: budget, model: model)
      search.walk(low: 0, high: count, byteDepth: 0, depth: 0)
      return search.matches
    }
  }
}

/// The state of one ``CompiledDictionary/matches(near:budget:model:)`` walk.
struct FuzzySearchState {
  let dictionary: CompiledDictionary
  let buffer: UnsafeBufferPointer<UInt8>
  let typed: [UInt32]
  let typedBase: [UInt32]
  let typedPositions: [SIMD2<Float>?]
  /// What each typed letter costs as a letter too many.
  var insertionCosts: [Float] = []
  let budget: Float
  let model: ErrorModel
  let width: Int
  let maxDepth: Int
  let offsetsStart: Int
  let entriesStart: Int
  /// One row per depth, `width` costs each.
  var rows: [Float]
  /// The dictionary scalar at each depth.
  var path: [UInt32]
  /// Each row's smallest cost.
  var rowMinimum: [Float]
  var matches: [CompiledDictionary.Match] = []
  /// The substitution costs of the letters met so far, `typed.count` each.
  var substitutions: [Float] = []
  /// Where each ASCII letter's costs start in ``substitutions`` (-1: not yet computed).
  var asciiSubstitutionRows = [Int](repeating: -1, count: 128)
  /// The same for other letters.
  var otherSubstitutionRows: [UInt32: Int] = [:]
  /// Under a first letter far from the typed one: only the typed first letter may follow.
  var onlyLeftOutFirst = false

  init(
    dictionary: CompiledDictionary, buffer: UnsafeBufferPointer<UInt8>, typed: [UInt32], budget: Float,
    model: ErrorModel
  ) {
    self.dictionary = dictionary
    self.buffer = buffer
    self.typed = typed
    typedBase = typed.map(LetterFolding.base)
    typedPositions = typed.map { value in Unicode.Scalar(value).flatMap { dictionary.layout.position(of: $0) }
    }
    self.budget = budget
    self.model = model
    offsetsStart = dictionary.offsetsStart
    entriesStart = dictionary.entriesStart
    width = typed.count + 1
    let cheapest = min(model.omission, model.missingDouble, model.missingPunctuation)
    maxDepth = typed.count + Int(budget / max(cheapest, 0.05)) + 1
    rows = [Float](repeating: 0, count: width * (maxDepth + 1))
    path = [UInt32](repeating: 0, count: maxDepth + 1)
    rowMinimum = [Float](repeating: 0, count: maxDepth + 1)
    insertionCosts = (0..<typed.count).map { insertionCost(at: $0) }
    // Row 0: typed letters all extra.
    for column in 1..<width {
      rows[column] = rows[column - 1] + insertionCosts[column - 1]
    }
  }

  /// What the typed letter at `position` costs as a letter too many.
  func insertionCost(at position: Int) -> Float {
    let letter = typed[position]
    if position > 0, typed[position - 1] == letter { return model.doubledLetter }
    if let here = typedPositions[position] {
      for other in [position - 1, position + 1] where other >= 0 && other < typed.count {
        if let there = typedPositions[other] {
          let delta = here - there
          if abs(delta.x) <= 1, abs(delta.y) <= 1 { return model.neighbourInsertion }
        }
      }
    }
    return model.insertion
  }

  /// What the dictionary letter costs when the typed word lacks it.
  func omissionCost(_ letter: UInt32, previous: UInt32?) -> Float {
    if letter == 0x27 || letter == 0x2D || letter == 0x2019 { return model.missingPunctuation }
    if letter == previous { return model.missingDouble }
    return model.omission
  }

  /// What typing `typed[position]` for the dictionary letter costs.
  @inline(__always)
  func substitutionCost(at position: Int, for letter: UInt32, base: UInt32, letterPosition: SIMD2<Float>?)
    -> Float
  {
    let typedLetter = typed[position]
    if typedLetter == letter { return 0 }
    if base == typedLetter { return model.missingDiacritic }
    // Another mark on the same letter; a mark typed where the word has none is no slip.
    if base != letter, base == typedBase[position] { return model.wrongDiacritic }
    if let here = typedPositions[position], let there = letterPosition {
      let delta = here - there
      if abs(delta.x) <= 1, abs(delta.y) <= 1 { return model.neighbourSubstitution }
    }
    return model.substitution
  }

  /// Where entry `index` starts.
  @inline(__always)
  func entryStart(_ index: Int) -> Int {
    entriesStart
      + Int(
        UInt32(
          littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(
            fromByteOffset: offsetsStart + 4 * index, as: UInt32.self)))
  }

  /// Visits the entries in `low..<high`, which share the key prefix of `byteDepth` bytes
  /// (`depth` scalars) whose row is at `depth`.
  mutating func walk(low: Int, high: Int, byteDepth: Int, depth: Int) {
    var index = low
    // Keys that end here sort first.
    while index < high, Int(buffer[entryStart(index)]) == byteDepth {
      let cost = rows[depth * width + width - 1]
      if depth > 0, cost <= budget { matches.append(.init(index: index, cost: cost)) }
      index += 1
    }
    guard depth < maxDepth else { return }
    while index < high {
      let groupStart = index
      let keyStart = entryStart(index) + 1
      let (scalar, length) = decode(at: keyStart + byteDepth)
      // The end of the group of keys that continue with this scalar: galloping from its
      // start (most groups are small), then a binary search.
      var groupLow = index + 1
      var step = 1
      var groupHigh = high
      while groupLow < high {
        let probe = min(index + step, high - 1)
        if continues(probe, byteDepth: byteDepth, with: keyStart + byteDepth, length: length) {
          groupLow = probe + 1
          step *= 2
        } else {
          groupHigh = probe
          break
        }
      }
      while groupLow < groupHigh {
        let middle = (groupLow + groupHigh) / 2
        if continues(middle, byteDepth: byteDepth, with: keyStart + byteDepth, length: length) {
          groupLow = middle + 1
        } else {
          groupHigh = middle
        }
      }
      let groupEnd = groupLow
      index = groupEnd
      // A word's first key is rarely missed by more than a neighbour: a first letter that
      // is neither the typed one (with or without its mark), nor its neighbour, nor the
      // second typed letter (a letter too many, a swap) is searched only as a letter left
      // out, with the typed first letter next.
      if depth == 1, onlyLeftOutFirst, LetterFolding.base(scalar) != typedBase[0] { continue }
      if fillRow(depth + 1, letter: scalar) {
        path[depth] = scalar
        if depth == 0 { onlyLeftOutFirst = model.anchorsFirstLetter && !isNearFirst(scalar) }
        walk(low: groupStart, high: groupEnd, byteDepth: byteDepth + length, depth: depth + 1)
      }
    }
  }

  /// Whether a word's first letter is near the typed word's start: the typed first letter
  /// (or it with another mark), a neighbouring key, or the second typed letter.
  func isNearFirst(_ letter: UInt32) -> Bool {
    let base = LetterFolding.base(letter)
    if base == typedBase[0] || (typed.count > 1 && base == typedBase[1]) { return true }
    guard let here = typedPositions[0], let scalar = Unicode.Scalar(letter),
      let there = dictionary.layout.position(of: scalar)
    else { return false }
    let delta = here - there
    return abs(delta.x) <= 1 && abs(delta.y) <= 1
  }

  /// Whether entry `index`'s key continues at `byteDepth` with the `length` bytes at `source`.
  @inline(__always)
  func continues(_ index: Int, byteDepth: Int, with source: Int, length: Int) -> Bool {
    let start = entryStart(index)
    guard Int(buffer[start]) >= byteDepth + length else { return false }
    for offset in 0..<length where buffer[start + 1 + byteDepth + offset] != buffer[source + offset] {
      return false
    }
    return true
  }

  /// The scalar whose UTF-8 starts at `position` (the keys were checked on load).
  @inline(__always)
  func decode(at position: Int) -> (UInt32, Int) {
    let lead = buffer[position]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length { value = value << 6 | UInt32(buffer[position + offset] & 0x3F) }
    return (value, length)
  }

  /// Computes the row at `depth` for the dictionary letter `letter`; whether any cell is
  /// within the budget (else the walk stops there).
  /// Where the substitution costs of each typed letter for the dictionary letter start in
  /// ``substitutions`` (computed once per letter and walk: a walk meets few letters).
  @inline(__always)
  mutating func substitutionRow(for letter: UInt32) -> Int {
    if letter < 128, asciiSubstitutionRows[Int(letter)] >= 0 { return asciiSubstitutionRows[Int(letter)] }
    if letter >= 128, let start = otherSubstitutionRows[letter] { return start }
    let start = substitutions.count
    let letterPosition = Unicode.Scalar(letter).flatMap { dictionary.layout.position(of: $0) }
    let base = LetterFolding.base(letter)
    for position in 0..<typed.count {
      substitutions.append(
        substitutionCost(at: position, for: letter, base: base, letterPosition: letterPosition))
    }
    if letter < 128 {
      asciiSubstitutionRows[Int(letter)] = start
    } else {
      otherSubstitutionRows[letter] = start
    }
    return start
  }

  mutating func fillRow(_ depth: Int, letter: UInt32) -> Bool {
    let previous = depth >= 2 ? path[depth - 2] : nil
    let row = depth * width
    let above = (depth - 1) * width
    let substitutionStart = substitutionRow(for: letter)
    let omission = omissionCost(letter, previous: previous)
    rows[row] = rows[above] + omission
    var smallest = rows[row]
    for column in 1..<width {
      var cost = rows[above + column - 1] + substitutions[substitutionStart + column - 1]
      cost = min(cost, rows[above + column] + omission)
      cost = min(cost, rows[row + column - 1] + insertionCosts[column - 1])
      if column >= 2, let previous, typed[column - 1] == previous, typed[column - 2] == letter,
        previous != letter
      {
        cost = min(cost, rows[(depth - 2) * width + column - 2] + model.transposition)
      }
      rows[row + column] = cost
      smallest = min(smallest, cost)
    }
    rowMinimum[depth] = smallest
    // A swap completes one letter later from the row above: keep walking while it can.
    return smallest <= budget || rowMinimum[depth - 1] + model.transposition <= budget
  }
}
