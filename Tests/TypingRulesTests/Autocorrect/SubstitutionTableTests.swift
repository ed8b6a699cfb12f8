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

  /// The table answers "no correction" for most words before hashing a key (a filter over
  /// its ASCII keys); the filter never hides an entry, whatever the case it is typed in.
  @Test func everyEntryIsFoundInEveryCaseAndOtherWordsAreNot() {
    var random = SystemRandomNumberGenerator()
    let letters = Array("abcdefghijklmnopqrstuvwxyz'")
    func word() -> String {
      String((0..<Int.random(in: 1...9, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }
    var entries: [String: String] = [:]
    for _ in 0..<3000 { entries[word()] = "fix" }
    entries["naïve"] = "naive"
    entries["don't"] = "do not"
    let table = SubstitutionTable(entries)
    for key in entries.keys {
      #expect(table.correction(for: key, context: Self.context) == entries[key], "\(key)")
      #expect(table.correction(for: key.uppercased(), context: Self.context) == entries[key], "\(key)")
      #expect(
        table.correction(for: key.prefix(1).uppercased() + key.dropFirst(), context: Self.context)
          == entries[key], "\(key)")
    }
    #expect(table.correction(for: "DON’T", context: Self.context) == "do not")
    for _ in 0..<3000 {
      let other = word()
      #expect(table.correction(for: other, context: Self.context) == entries[other])
    }
    // After a merge, the added entries are found too.
    var merged = table
    merged.merge(SubstitutionTable(["zzzzzzzzzz": "z"]))
    #expect(merged.correction(for: "ZZZZZZZZZZ", context: Self.context) == "z")
  }

  @Test func aTableDoesNotReadTheTextBefore() {
    #expect(!SubstitutionTable().readsTextBefore)
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
