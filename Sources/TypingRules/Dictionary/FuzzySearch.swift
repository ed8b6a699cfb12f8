extension CompiledDictionary {
  /// A dictionary word near a typed word.
  public struct Match: Sendable, Hashable {
    /// The entry's index.
    public var index: Int
    /// The weighted edit distance from the typed word.
    public var cost: Float
  }

  /// The entries within `budget` weighted edits of `typed` (lowercase, as ``key(for:)``
  /// makes it), at most one match per entry, in key order. A depth-first walk of the trie,
  /// one row of the edit-distance table per letter, pruned as soon as a row's minimum
  /// exceeds the budget.
  ///
  /// With `touches` (one per typed letter, see ``KeyTouch``), a letter typed with a known
  /// touch point costs, as another letter, by the touch's distance from that letter's key:
  /// ``ErrorModel/neighbourSubstitution`` at one key's distance (a touch at the centre of
  /// the neighbouring key), less nearer, more farther, at most
  /// ``ErrorModel/substitution``.
  public func matches(
    near typed: String, budget: Float, model: ErrorModel = ErrorModel(), touches: [KeyTouch] = []
  ) -> [Match] {
    let scalars = typed.unicodeScalars.map(\.value)
    guard !scalars.isEmpty, count > 0 else { return [] }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let root = TrieNode.read(buffer, at: trieStart, end: buffer.count, isRoot: true) else {
        return []
      }
      var search = FuzzySearchState(
        dictionary: self, buffer: buffer, typed: scalars, budget: budget, model: model, touches: touches)
      search.walk(root, index: 0, depth: 0)
      return search.matches
    }
  }
}

/// The state of one ``CompiledDictionary/matches(near:budget:model:touches:)`` walk.
struct FuzzySearchState {
  let dictionary: CompiledDictionary
  let buffer: UnsafeBufferPointer<UInt8>
  let typed: [UInt32]
  let typedBase: [UInt32]
  let typedPositions: [SIMD2<Float>?]
  /// Where each typed letter was touched, if known.
  let touchPoints: [SIMD2<Float>?]
  /// What each typed letter costs as a letter too many.
  var insertionCosts: [Float] = []
  let budget: Float
  let model: ErrorModel
  let width: Int
  let maxDepth: Int
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
    model: ErrorModel, touches: [KeyTouch] = []
  ) {
    self.dictionary = dictionary
    self.buffer = buffer
    self.typed = typed
    typedBase = typed.map(LetterFolding.base)
    typedPositions = typed.map { value in Unicode.Scalar(value).flatMap { dictionary.layout.position(of: $0) }
    }
    // The touches count only when they are the typed word's letters.
    let matching =
      touches.count == typed.count
      && zip(touches, typed).allSatisfy { touch, letter in
        touch.key.lowercased().unicodeScalars.first?.value == letter
      }
    touchPoints = matching ? touches.map(\.point) : typed.map { _ in nil }
    self.budget = budget
    self.model = model
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
    if let touch = touchPoints[position], let there = letterPosition {
      let delta = touch - there
      let distance = (delta * delta).sum().squareRoot()
      return min(model.substitution, model.neighbourSubstitution * (0.5 + distance) / 1.5)
    }
    if let here = typedPositions[position], let there = letterPosition {
      let delta = here - there
      if abs(delta.x) <= 1, abs(delta.y) <= 1 { return model.neighbourSubstitution }
    }
    return model.substitution
  }

  /// Visits `node`, whose entries are numbered from `index` and whose label continues the
  /// path at `depth` scalars, and its subtree.
  mutating func walk(_ node: TrieNode, index: Int, depth: Int) {
    var depth = depth
    var position = node.labelStart
    let labelEnd = node.labelStart + node.labelLength
    while position < labelEnd {
      guard depth < maxDepth else { return }
      let (scalar, length) = TrieNode.decode(buffer, at: position, end: labelEnd)
      position += length
      // A word's first key is rarely missed by more than a neighbour: a first letter that
      // is neither the typed one (with or without its mark), nor its neighbour, nor the
      // second typed letter (a letter too many, a swap) is searched only as a letter left
      // out, with the typed first letter next.
      if depth == 1, onlyLeftOutFirst, LetterFolding.base(scalar) != typedBase[0] { return }
      guard fillRow(depth + 1, letter: scalar) else { return }
      path[depth] = scalar
      if depth == 0 { onlyLeftOutFirst = model.anchorsFirstLetter && !isNearFirst(scalar) }
      depth += 1
    }
    // Keys that end here sort first.
    if depth > 0, node.entryCount > 0, index < dictionary.count {
      let cost = rows[depth * width + width - 1]
      if cost <= budget {
        for entry in index..<min(index + node.entryCount, dictionary.count) {
          matches.append(.init(index: entry, cost: cost))
        }
      }
    }
    guard depth < maxDepth else { return }
    var child = node.childrenStart
    var childIndex = index + node.entryCount
    while let next = TrieNode.read(buffer, at: child, end: node.end) {
      walk(next, index: childIndex, depth: depth)
      childIndex += next.subtreeEntryCount
      child = next.end
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
