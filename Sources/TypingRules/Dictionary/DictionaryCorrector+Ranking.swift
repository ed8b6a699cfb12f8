extension DictionaryCorrector {
  /// A word the search found, with what ranks it.
  typealias Ranked = (index: Int, cost: Float, rankingScore: Float, frequency: Int)

  /// The best `limit` candidates for the typed key within `budget` (the search's for its
  /// length by default): the words the error model puts within the budget, at most one per
  /// key, never a word of class 0 or a known misspelling, ranked by the ranking's score
  /// (``Settings/rankingFrequencyWeight``, ``Settings/rankingSlipCost``), each with the
  /// model's cost and score for the confidences.
  func rankedCandidates(
    forKey key: String, limit: Int, budget: Float? = nil, touches: [KeyTouch] = []
  ) -> [Candidate] {
    let length = key.unicodeScalars.count
    let budget = budget ?? settings.budget(forLength: length)
    let matches = dictionary.matches(near: key, budget: budget, model: settings.model, touches: touches)
    var ranked: [Ranked] = []
    ranked.reserveCapacity(matches.count)
    var previous = -1
    for match in matches {
      // Entries of one key are adjacent, the most frequent first: keep the first.
      defer { previous = match.index }
      if previous >= 0, dictionary.haveSameKey(previous, match.index) { continue }
      let frequency = dictionary.frequency(match.index)
      guard frequency > 0, !dictionary.isMisspelling(match.index) else { continue }
      let rankingScore = Settings.score(
        match.cost, frequency: frequency, weight: settings.rankingFrequencyWeight)
      ranked.append((match.index, match.cost, rankingScore, frequency))
    }
    sortByRanking(&ranked)
    if settings.rankingModel != settings.model {
      rerank(&ranked, forKey: key, limit: limit, budget: budget, touches: touches)
    }
    return ranked.prefix(limit).map {
      Candidate(
        word: dictionary.word($0.index), cost: $0.cost,
        score: Settings.score($0.cost, frequency: $0.frequency, weight: settings.frequencyWeight),
        rankingScore: $0.rankingScore, frequency: $0.frequency)
    }
  }

  /// Ties go to the more frequent word, then the first in the dictionary's order: any
  /// search that finds two candidates ranks them alike.
  func sortByRanking(_ ranked: inout [Ranked]) {
    ranked.sort {
      ($0.rankingScore, -$0.frequency, $0.index) < ($1.rankingScore, -$1.frequency, $1.index)
    }
  }

  /// Ranks `ranked` (sorted by the model's costs) by the ranking model's
  /// (``Settings/rankingSlipCost``), exactly for the words that may be among the first
  /// `limit`. The ranking's cost of a word is at most the model's and at least
  /// ``Settings/rankingCostRatio`` of it: a word whose least possible score is past the
  /// `limit`-th score by the model's costs cannot come before it, and is left as it is.
  func rerank(_ ranked: inout [Ranked], forKey key: String, limit: Int, budget: Float, touches: [KeyTouch]) {
    guard limit > 0, !ranked.isEmpty else { return }
    let bound = ranked.count >= limit ? ranked[limit - 1].rankingScore : .infinity
    // Each word's least possible score (a little less, for rounding) against the bound.
    let reduction = 1 - settings.rankingCostRatio
    let open = ranked.indices.filter { ranked[$0].rankingScore - reduction * ranked[$0].cost - 1e-4 <= bound }
    let costs = dictionary.distances(
      from: key, to: open.map { ranked[$0].index }, budget: budget, model: settings.rankingModel,
      touches: touches)
    for (position, cost) in zip(open, costs) {
      ranked[position].rankingScore = Settings.score(
        cost, frequency: ranked[position].frequency, weight: settings.rankingFrequencyWeight)
    }
    sortByRanking(&ranked)
  }
}
