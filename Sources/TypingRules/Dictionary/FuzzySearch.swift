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
      defer { search.deallocate() }
      search.walk(root, index: 0, depth: 0)
      return search.matches
    }
  }
}

/// The state of one ``CompiledDictionary/matches(near:budget:model:touches:)`` walk. Its
/// tables are raw memory, allocated once per walk (the row loop runs once per letter of
/// every node visited, so bounds and uniqueness checks there cost): call ``deallocate()``
/// when done.
struct FuzzySearchState {
  let dictionary: CompiledDictionary
  let buffer: UnsafeBufferPointer<UInt8>
  let typed: [UInt32]
  let typedBase: [UInt32]
  /// The group of ``ErrorModel/similarLetters`` each typed letter's base is in (-1: none,
  /// or a marked letter no group lists).
  let typedGroups: [Int]
  let typedPositions: [SIMD2<Float>?]
  /// Where each typed letter was touched, if known.
  let touchPoints: [SIMD2<Float>?]
  let budget: Float
  let model: ErrorModel
  /// The number of typed letters.
  let length: Int
  let width: Int
  let maxDepth: Int
  let entryCount: Int
  /// The typed letters (`length`).
  let typedLetters: UnsafeMutablePointer<UInt32>
  /// What each typed letter costs as a letter too many (`length`).
  let insertionCosts: UnsafeMutablePointer<Float>
  /// One row per depth, `width` costs each.
  let rows: UnsafeMutablePointer<Float>
  /// The letter number (see ``letterNumber(_:)``) at each depth.
  let path: UnsafeMutablePointer<Int32>
  /// Each row's smallest cost.
  let rowMinimum: UnsafeMutablePointer<Float>
  /// The number of each scalar below ``directLetters`` met so far, -1 if none yet.
  let directNumbers: UnsafeMutablePointer<Int32>
  /// Scalars below this are numbered through ``directNumbers`` (Latin and Cyrillic).
  static let directLetters = 0x500
  /// The same for other scalars.
  var otherNumbers: [UInt32: Int32] = [:]
  var matches: [CompiledDictionary.Match] = []
  /// The letters met so far, by number, and for each: its base letter, where its key is
  /// (if the layout has it), which typed letters it is (a bit per position, for words of
  /// at most 64 letters), what it costs left out (alone and after itself), and what typing
  /// each typed letter for it costs (`length` each, in ``substitutions``).
  var letterCapacity: Int
  var letterCount = 0
  var letters: UnsafeMutablePointer<UInt32>
  var bases: UnsafeMutablePointer<UInt32>
  var letterPositions: UnsafeMutablePointer<SIMD2<Float>?>
  var typedMasks: UnsafeMutablePointer<UInt64>
  var omissions: UnsafeMutablePointer<Float>
  var doubleOmissions: UnsafeMutablePointer<Float>
  var substitutions: UnsafeMutablePointer<Float>
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
    let groups =
      typed.count < model.similarLettersLength
      ? [] : model.similarLetters.map { Set($0.unicodeScalars.map(\.value)) }
    // A marked letter that no group lists is a mark the typist chose (`é` in English
    // `Cécile`), not a spelling of one letter for another.
    typedGroups = zip(typed, typedBase).map { letter, base in
      guard letter == base || groups.contains(where: { $0.contains(letter) }) else { return -1 }
      return groups.firstIndex { $0.contains(base) } ?? -1
    }
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
    length = typed.count
    width = typed.count + 1
    entryCount = dictionary.count
    let cheapest = min(model.omission, model.missingDouble, model.missingPunctuation)
    maxDepth = typed.count + Int(budget / max(cheapest, 0.05)) + 1
    typedLetters = .allocate(capacity: length)
    typedLetters.initialize(from: typed, count: length)
    insertionCosts = .allocate(capacity: length)
    rows = .allocate(capacity: width * (maxDepth + 1))
    rows.initialize(repeating: 0, count: width * (maxDepth + 1))
    path = .allocate(capacity: maxDepth + 1)
    path.initialize(repeating: 0, count: maxDepth + 1)
    rowMinimum = .allocate(capacity: maxDepth + 1)
    rowMinimum.initialize(repeating: 0, count: maxDepth + 1)
    directNumbers = .allocate(capacity: Self.directLetters)
    directNumbers.initialize(repeating: -1, count: Self.directLetters)
    letterCapacity = 64
    letters = .allocate(capacity: letterCapacity)
    bases = .allocate(capacity: letterCapacity)
    letterPositions = .allocate(capacity: letterCapacity)
    typedMasks = .allocate(capacity: letterCapacity)
    omissions = .allocate(capacity: letterCapacity)
    doubleOmissions = .allocate(capacity: letterCapacity)
    substitutions = .allocate(capacity: letterCapacity * length)
    for position in 0..<length {
      insertionCosts[position] = insertionCost(at: position)
    }
    // Row 0: typed letters all extra.
    for column in 1..<width {
      rows[column] = rows[column - 1] + insertionCosts[column - 1]
    }
  }

  /// Frees the walk's tables.
  func deallocate() {
    typedLetters.deallocate()
    insertionCosts.deallocate()
    rows.deallocate()
    path.deallocate()
    rowMinimum.deallocate()
    directNumbers.deallocate()
    letters.deallocate()
    bases.deallocate()
    letterPositions.deallocate()
    typedMasks.deallocate()
    omissions.deallocate()
    doubleOmissions.deallocate()
    substitutions.deallocate()
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
    let cost = slipCost(at: position, for: letter, base: base, letterPosition: letterPosition)
    // One letter of a group written for another: a spelling, not a slip.
    let group = typedGroups[position]
    guard group >= 0, cost > model.similarSubstitution,
      model.similarLetters[group].unicodeScalars.contains(where: { $0.value == base })
    else { return cost }
    return model.similarSubstitution
  }

  /// What typing `typed[position]` for the dictionary letter costs as a slip.
  @inline(__always)
  func slipCost(at position: Int, for letter: UInt32, base: UInt32, letterPosition: SIMD2<Float>?)
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
      let number = letterNumber(scalar)
      // A word's first key is rarely missed by more than a neighbour: a first letter that
      // is neither the typed one (with or without its mark), nor its neighbour, nor the
      // second typed letter (a letter too many, a swap) is searched only as a letter left
      // out, with the typed first letter next.
      if depth == 1, onlyLeftOutFirst, bases[number] != typedBase[0] { return }
      guard fillRow(depth + 1, letter: number) else { return }
      path[depth] = Int32(truncatingIfNeeded: number)
      if depth == 0 { onlyLeftOutFirst = model.anchorsFirstLetter && !isNearFirst(number) }
      depth += 1
    }
    // Keys that end here sort first.
    if depth > 0, node.entryCount > 0, index < entryCount {
      let cost = rows[depth * width + width - 1]
      if cost <= budget {
        for entry in index..<min(index + node.entryCount, entryCount) {
          matches.append(.init(index: entry, cost: cost))
        }
      }
    }
    guard depth < maxDepth else { return }
    var child = node.childrenStart
    var childIndex = index + node.entryCount
    var next = node
    while TrieNode.read(buffer, at: child, end: node.end, into: &next) {
      walk(next, index: childIndex, depth: depth)
      childIndex += next.subtreeEntryCount
      child = next.end
    }
  }

  /// Whether a word's first letter (by number) is near the typed word's start: the typed
  /// first letter (or it with another mark), a neighbouring key, or the second typed letter.
  func isNearFirst(_ number: Int) -> Bool {
    let base = bases[number]
    if base == typedBase[0] || (typed.count > 1 && base == typedBase[1]) { return true }
    guard let here = typedPositions[0], let there = letterPositions[number] else { return false }
    let delta = here - there
    return abs(delta.x) <= 1 && abs(delta.y) <= 1
  }

  /// The number of a dictionary letter in the walk's letter tables, which are filled the
  /// first time the walk meets it (a walk meets few letters).
  @inline(__always)
  mutating func letterNumber(_ letter: UInt32) -> Int {
    if letter < Self.directLetters {
      let number = directNumbers[Int(letter)]
      if number >= 0 { return Int(number) }
    } else if let number = otherNumbers[letter] {
      return Int(number)
    }
    return addLetter(letter)
  }

  /// Numbers a letter met for the first time and fills its tables.
  mutating func addLetter(_ letter: UInt32) -> Int {
    if letterCount == letterCapacity { growLetters() }
    let number = letterCount
    letterCount += 1
    if letter < Self.directLetters {
      directNumbers[Int(letter)] = Int32(number)
    } else {
      otherNumbers[letter] = Int32(number)
    }
    let letterPosition = Unicode.Scalar(letter).flatMap { dictionary.layout.position(of: $0) }
    let base = LetterFolding.base(letter)
    letters[number] = letter
    bases[number] = base
    (letterPositions + number).initialize(to: letterPosition)
    omissions[number] = omissionCost(letter, previous: nil)
    doubleOmissions[number] = omissionCost(letter, previous: letter)
    var mask: UInt64 = 0
    let costs = substitutions + number * length
    for position in 0..<length {
      costs[position] = substitutionCost(
        at: position, for: letter, base: base, letterPosition: letterPosition)
      if position < 64, typed[position] == letter { mask |= 1 << UInt64(position) }
    }
    typedMasks[number] = mask
    return number
  }

  /// Doubles the capacity of the letter tables.
  mutating func growLetters() {
    let capacity = letterCapacity * 2
    func grown<T>(_ old: UnsafeMutablePointer<T>, _ count: Int) -> UnsafeMutablePointer<T> {
      let new = UnsafeMutablePointer<T>.allocate(capacity: capacity * count)
      new.moveInitialize(from: old, count: letterCount * count)
      old.deallocate()
      return new
    }
    letters = grown(letters, 1)
    bases = grown(bases, 1)
    letterPositions = grown(letterPositions, 1)
    typedMasks = grown(typedMasks, 1)
    omissions = grown(omissions, 1)
    doubleOmissions = grown(doubleOmissions, 1)
    substitutions = grown(substitutions, length)
    letterCapacity = capacity
  }

  /// Computes the row at `depth` for the dictionary letter numbered `letter`; whether the
  /// walk goes on below it: whether any cell is within the budget, or a swap can still
  /// complete from the row above.
  @inline(__always)
  mutating func fillRow(_ depth: Int, letter: Int) -> Bool {
    let row = rows + depth * width
    let above = row - width
    let costs = substitutions + letter * length
    var omission = omissions[letter]
    // Whether some column completes a swap of this letter and the one before it.
    var swaps = false
    var previous = 0
    if depth >= 2 {
      previous = Int(path[depth - 2])
      if previous == letter {
        omission = doubleOmissions[letter]
      } else {
        swaps = length > 64 || typedMasks[previous] & typedMasks[letter] << 1 != 0
      }
    }
    var left = above[0] + omission
    row[0] = left
    var smallest = left
    if swaps {
      let twoAbove = above - width
      let transposition = model.transposition
      let previousLetter = letters[previous]
      let thisLetter = letters[letter]
      for column in 1..<width {
        var cost = above[column - 1] + costs[column - 1]
        cost = min(cost, above[column] + omission)
        cost = min(cost, left + insertionCosts[column - 1])
        if column >= 2, typedLetters[column - 1] == previousLetter, typedLetters[column - 2] == thisLetter {
          cost = min(cost, twoAbove[column - 2] + transposition)
        }
        row[column] = cost
        left = cost
        smallest = min(smallest, cost)
      }
    } else {
      for column in 1..<width {
        var cost = above[column - 1] + costs[column - 1]
        cost = min(cost, above[column] + omission)
        cost = min(cost, left + insertionCosts[column - 1])
        row[column] = cost
        left = cost
        smallest = min(smallest, cost)
      }
    }
    rowMinimum[depth] = smallest
    // A swap completes one letter later from the row above: keep walking while it can.
    return smallest <= budget || rowMinimum[depth - 1] + model.transposition <= budget
  }
}
