import Testing

@testable import TypingRules

/// The corrector's ranking (`rankedCandidates`: the model's words within the budget,
/// ordered by the ranking's costs, computed only for the words that may come first)
/// against the plain definition: every entry's distance under the model and under the
/// ranking's model, one full table each, every candidate ranked.
struct RankingReferenceTests {
  @Test(arguments: [1, 2, 3, 5])
  func theRankingIsThePlainDefinitions(limit: Int) {
    let dictionary = FuzzySearchReferenceTests.dictionary
    var settings = DictionaryCorrector.Settings()
    settings.rankingFrequencyWeight = 1.5
    settings.rankingSlipCost = 0.55
    let corrector = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let keys = FuzzySearchReferenceTests.keys
    var compared = 0
    for (number, query) in FuzzySearchReferenceTests.queries().enumerated() {
      let typed = query.unicodeScalars.map(\.value)
      let budget: Float = [0.7, 1.1, 1.8][number % 3]
      // One candidate per key (the first entry: the most frequent), never class 0 or a
      // known misspelling, anchored at the first letter as the search is.
      var plain: [(word: String, cost: Float, rankingScore: Float)] = []
      var seen: Set<[UInt32]> = []
      for (index, key) in keys.enumerated() where seen.insert(key).inserted {
        let frequency = dictionary.frequency(index)
        guard frequency > 0, !dictionary.isMisspelling(index),
          FuzzySearchReferenceTests.isAnchored(key, typed: typed, layout: dictionary.layout)
        else { continue }
        let cost = FuzzySearchReferenceTests.distance(
          from: typed, to: key, model: settings.model, layout: dictionary.layout)
        guard cost <= budget else { continue }
        let rankingCost = FuzzySearchReferenceTests.distance(
          from: typed, to: key, model: settings.rankingModel, layout: dictionary.layout)
        plain.append(
          (
            dictionary.word(index), cost,
            DictionaryCorrector.Settings.score(rankingCost, frequency: frequency, weight: 1.5)
          ))
      }
      plain.sort { $0.rankingScore < $1.rankingScore }
      let ranked = corrector.rankedCandidates(forKey: query, limit: limit, budget: budget)
      #expect(ranked.count == min(limit, plain.count), "\(query) within \(budget)")
      // The same scores in the same order (words of equal scores may come in either).
      for (candidate, expected) in zip(ranked, plain) {
        #expect(abs(candidate.rankingScore - expected.rankingScore) < 1e-4, "\(query): \(candidate.word)")
        let own = plain.first { $0.word == candidate.word }
        #expect(
          own.map {
            abs($0.cost - candidate.cost) < 1e-4 && abs($0.rankingScore - candidate.rankingScore) < 1e-4
          } == true, "\(query): \(candidate.word)")
        compared += 1
      }
    }
    #expect(compared > 200)
  }
}
