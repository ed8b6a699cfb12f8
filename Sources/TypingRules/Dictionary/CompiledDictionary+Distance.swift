extension CompiledDictionary {
  /// The weighted edit distance from `typed` (lowercase, as ``key(for:)`` makes it) to
  /// each of `entries` under `model`, or infinity for one longer than a search within
  /// `budget` would go: the rows ``matches(near:budget:model:touches:)`` fills, along each
  /// entry's key alone. For a candidate a search with another model found (the ranking's,
  /// ``DictionaryCorrector/Settings/rankingSlipCost``).
  func distances(
    from typed: String, to entries: [Int], budget: Float, model: ErrorModel, touches: [KeyTouch] = []
  ) -> [Float] {
    let scalars = typed.unicodeScalars.map(\.value)
    guard !scalars.isEmpty, !entries.isEmpty else { return entries.map { _ in .infinity } }
    return bytes.withUnsafeBufferPointer { buffer in
      var search = FuzzySearchState(
        dictionary: self, buffer: buffer, typed: scalars, budget: budget, model: model, touches: touches)
      defer { search.deallocate() }
      return entries.map { entry in
        search.distance(to: String(decoding: key(entry), as: UTF8.self).unicodeScalars.map(\.value))
      }
    }
  }
}

extension FuzzySearchState {
  /// The weighted edit distance from the typed word to `word` (its scalars): the walk's
  /// rows, filled along one word rather than a trie's paths.
  mutating func distance(to word: [UInt32]) -> Float {
    guard word.count <= maxDepth else { return .infinity }
    for (depth, letter) in word.enumerated() {
      let number = letterNumber(letter)
      _ = fillRow(depth + 1, letter: number)
      path[depth] = Int32(truncatingIfNeeded: number)
    }
    return rows[word.count * width + width - 1]
  }
}
