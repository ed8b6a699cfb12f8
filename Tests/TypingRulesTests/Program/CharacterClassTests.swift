import Testing

@testable import TypingRules

struct CharacterClassTests {
  typealias Named = CharacterClass.Named

  /// Every named class except `.any`, with its pattern escape for readable failures.
  static let classes: [(String, Named)] = [
    ("\\w", .word), ("\\a", .letter), ("\\d", .digit), ("\\s", .whitespace),
    ("\\h", .horizontalSpace), ("\\n", .newline), ("\\p", .punctuation), ("\\u", .uppercase),
    ("\\l", .lowercase), ("\\o", .symbol),
  ]

  /// Characters and the named classes each belongs to.
  static let table: [(Character, Named)] = [
    // ASCII
    ("a", [.word, .letter, .lowercase]),
    ("Z", [.word, .letter, .uppercase]),
    ("5", [.word, .digit]),
    (" ", [.whitespace, .horizontalSpace]),
    ("\t", [.whitespace, .horizontalSpace]),
    ("\n", [.whitespace, .newline]),
    ("\r", [.whitespace, .newline]),
    ("\r\n", [.whitespace, .newline]),
    (",", [.punctuation]),
    (".", [.punctuation]),
    ("'", [.punctuation]),
    ("_", [.punctuation]),
    ("@", [.punctuation]),
    ("$", []),
    ("+", []),
    ("<", []),
    ("`", []),
    // Beyond ASCII
    ("é", [.word, .letter, .lowercase]),
    ("e\u{301}", [.word, .letter, .lowercase]),
    ("ß", [.word, .letter, .lowercase]),
    ("Ж", [.word, .letter, .uppercase]),
    ("ж", [.word, .letter, .lowercase]),
    ("Ω", [.word, .letter, .uppercase]),
    ("中", [.word, .letter]),
    ("\u{0663}", [.word, .digit]),  // ARABIC-INDIC DIGIT THREE
    ("\u{FF15}", [.word, .digit]),  // FULLWIDTH DIGIT FIVE
    ("½", [.word]),
    ("²", [.word]),
    ("\u{0301}", [.word]),  // a combining mark on its own
    ("\u{202F}", [.whitespace, .horizontalSpace]),  // NARROW NO-BREAK SPACE
    ("\u{00A0}", [.whitespace, .horizontalSpace]),  // NO-BREAK SPACE
    ("\u{2028}", [.whitespace, .newline]),  // LINE SEPARATOR
    ("¿", [.punctuation]),
    ("…", [.punctuation]),
    ("«", [.punctuation]),
    ("’", [.punctuation]),
    ("—", [.punctuation]),
    ("€", []),
    ("👍🏽", [.symbol]),
    ("😇", [.symbol]),
    ("©", [.symbol]),
    ("°", [.symbol]),
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    var character: Character
    var escape: String
    var named: Named
    var expected: Bool
    var testDescription: String {
      "\(escape) \(expected ? "contains" : "excludes") U+"
        + character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(
          separator: " U+")
    }
  }

  static let cases: [Case] = table.flatMap { character, memberships in
    classes.map { escape, named in
      Case(character: character, escape: escape, named: named, expected: memberships.contains(named))
    }
  }

  @Test("named classes", arguments: cases)
  func namedClass(_ item: Case) {
    #expect(CharacterClass(named: item.named).contains(item.character) == item.expected)
  }

  @Test("the complement of a named class", arguments: cases)
  func complement(_ item: Case) {
    #expect(CharacterClass(namedComplement: item.named).contains(item.character) == !item.expected)
  }

  @Test("any matches every character", arguments: table.map(\.0))
  func any(character: Character) {
    #expect(CharacterClass(named: .any).contains(character))
    #expect(!CharacterClass(named: .any, negated: true).contains(character))
  }

  @Test func severalNamedClassesMatchAnyOfThem() {
    let digitsOrSpace = CharacterClass(named: [.digit, .horizontalSpace])
    #expect(digitsOrSpace.contains("4"))
    #expect(digitsOrSpace.contains("\u{202F}"))
    #expect(!digitsOrSpace.contains("x"))
    #expect(!digitsOrSpace.contains("\n"))
  }

  @Test func severalComplementsMatchWhatFallsOutsideAnyOfThem() {
    // [\S\D]: not whitespace, or not a digit: every character, since none is both.
    let notSpaceOrNotDigit = CharacterClass(namedComplement: [.whitespace, .digit])
    for character: Character in ["a", "1", " ", "\n", "é"] {
      #expect(notSpaceOrNotDigit.contains(character))
    }
    // [\W\L]: not a word character, or not lowercase.
    let notWordOrNotLower = CharacterClass(namedComplement: [.word, .lowercase])
    #expect(!notWordOrNotLower.contains("a"))
    #expect(notWordOrNotLower.contains("A"))
    #expect(notWordOrNotLower.contains(" "))
  }

  /// Rule guards tell a word character outside ASCII from other characters outside ASCII
  /// by `mayContainNonASCIIWord`: a class that says `false` must hold no such character.
  @Test func aClassWithoutWordCharactersOutsideASCIISaysSo() {
    let words: [Character] = ["é", "e\u{301}", "п", "Ω", "ß", "中", "٣", "\u{0301}", "ǅ", "ⅷ"]
    let classes: [CharacterClass] = [
      CharacterClass("“”‘’«»"), CharacterClass(named: [.horizontalSpace]),
      CharacterClass(named: [.punctuation]),
      CharacterClass(named: [.symbol, .whitespace]), CharacterClass(["é", "—"]),
      CharacterClass(named: [.word]),
      CharacterClass(named: [.lowercase]), CharacterClass(ranges: [0x400...0x4FF]),
      CharacterClass(namedComplement: [.word]), CharacterClass(characters: ["“"], negated: true),
      CharacterClass(named: [.digit]), CharacterClass(named: [.any]),
    ]
    for characterClass in classes where !characterClass.mayContainNonASCIIWord {
      for character in words { #expect(!characterClass.contains(character), "\(character)") }
    }
    #expect(!CharacterClass("“”‘’«»").mayContainNonASCIIWord)
    #expect(!CharacterClass(named: [.horizontalSpace, .punctuation]).mayContainNonASCIIWord)
    #expect(CharacterClass(["é", "—"]).mayContainNonASCIIWord)
    #expect(CharacterClass(named: [.digit]).mayContainNonASCIIWord)
  }

  @Test func explicitCharacters() {
    let quotes = CharacterClass("\"'«»")
    #expect(quotes.contains("«"))
    #expect(quotes.contains("'"))
    #expect(!quotes.contains("“"))
    #expect(quotes.characters == ["\"", "'", "«", "»"])
    // Characters compare as whole grapheme clusters (canonically equivalent forms are equal).
    let accented = CharacterClass(["é"])
    #expect(accented.contains("e\u{301}"))
    #expect(!accented.contains("e"))
  }

  @Test func rangesMatchTheFirstScalar() {
    let latin1 = CharacterClass(ranges: [0xC0...0xFF])
    #expect(latin1.contains("é"))
    #expect(latin1.contains("ß"))
    #expect(!latin1.contains("e"))
    #expect(!latin1.contains("Ж"))
    let lowercaseASCII = CharacterClass(ranges: [0x61...0x7A])
    #expect(lowercaseASCII.contains("q"))
    // A decomposed "é" starts with the scalar "e".
    #expect(lowercaseASCII.contains("e\u{301}"))
    #expect(!lowercaseASCII.contains("Q"))
  }

  @Test func negationFlipsEverything() {
    let notVowelOrDigit = CharacterClass(characters: ["a", "e"], named: .digit, negated: true)
    #expect(!notVowelOrDigit.contains("a"))
    #expect(!notVowelOrDigit.contains("7"))
    #expect(!notVowelOrDigit.contains("\u{0663}"))
    #expect(notVowelOrDigit.contains("b"))
    #expect(notVowelOrDigit.contains(" "))
  }

  @Test func anEmptyClassMatchesNothingAndItsNegationEverything() {
    #expect(!CharacterClass().contains("a"))
    #expect(!CharacterClass().contains(" "))
    #expect(CharacterClass(negated: true).contains("a"))
    #expect(CharacterClass(negated: true).contains("👍🏽"))
  }

  @Test func aClassCombinesItsParts() {
    let mixed = CharacterClass(characters: ["!"], ranges: [0x30...0x32], named: .uppercase)
    for character: Character in ["!", "0", "2", "A", "Ж"] { #expect(mixed.contains(character)) }
    for character: Character in ["3", "a", "?", " "] { #expect(!mixed.contains(character)) }
  }
}
