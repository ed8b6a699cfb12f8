import Testing
import TypingRules

struct SubstitutionTableTests {
  static let context = AutocorrectionContext(textBefore: "", locale: "en")

  @Test func looksWordsUpWithoutCase() {
    let table = SubstitutionTable(["teh": "the", "Recieve": "receive"])
    #expect(table.correction(for: "teh", context: Self.context) == "the")
    #expect(table.correction(for: "Teh", context: Self.context) == "the")
    #expect(table.correction(for: "TEH", context: Self.context) == "the")
    #expect(table.correction(for: "recieve", context: Self.context) == "receive")
    #expect(table.correction(for: "the", context: Self.context) == nil)
    #expect(table.correction(for: "", context: Self.context) == nil)
  }

  @Test func keysAreStoredLowercased() {
    let table = SubstitutionTable(["TEH": "the", "Adn": "and"])
    #expect(table.entries == ["teh": "the", "adn": "and"])
  }

  @Test func anEmptyTableCorrectsNothing() {
    #expect(SubstitutionTable().entries.isEmpty)
    #expect(SubstitutionTable().correction(for: "teh", context: Self.context) == nil)
  }

  @Test func mergeAddsAndReplacesEntries() {
    var table = SubstitutionTable(["teh": "the", "adn": "and"])
    table.merge(SubstitutionTable(["ADN": "AND!", "wrod": "word"]))
    #expect(table.entries == ["teh": "the", "adn": "AND!", "wrod": "word"])
  }

  @Test func theContextDoesNotChangeTheAnswer() {
    let table = SubstitutionTable(["teh": "the"])
    let other = AutocorrectionContext(textBefore: "Some text ", locale: "is")
    #expect(table.correction(for: "teh", context: other) == "the")
    #expect(other.textBefore == "Some text ")
    #expect(other.locale == "is")
  }

  @Test(
    "matchingCase writes a word in the typed case",
    arguments: [
      ("the", "teh", "the"),
      ("the", "Teh", "The"),
      ("the", "TEH", "THE"),
      ("the", "tEH", "the"),
      ("the", "TEh", "The"),
      ("i", "I", "I"),
      ("I", "i", "I"),
      ("don’t", "DONT", "DON’T"),
      ("McDonald", "mcdonald", "McDonald"),
      ("McDonald", "MCDONALD", "McDonald"),
      ("iPhone", "ipone", "iPhone"),
      ("iPhone", "Ipone", "iPhone"),
      ("iPhone", "IPONE", "iPhone"),
      ("eBay", "Ebay", "eBay"),
      ("NASA", "nasa", "NASA"),
      ("Reykjavík", "REYKJAVIK", "Reykjavík"),
      ("mcdonald", "Mcdonald", "Mcdonald"),
      ("the", "", "the"),
      ("the", "123", "the"),
      ("the", "'T", "The"),
      ("éclair", "Eclair", "Éclair"),
      ("straße", "STRASE", "STRASSE"),
      ("", "Teh", ""),
    ])
  func matchingCase(word: String, typed: String, expected: String) {
    #expect(word.matchingCase(of: typed) == expected)
  }
}
