import Testing

@testable import TypingRules

/// The over-estimates the engine's shortcuts rest on, checked against every Unicode scalar
/// rather than picked characters: which named classes may hold a word character outside
/// ASCII (rule guards tell such characters apart from others), and the precomputed ASCII
/// bits of every named class, its complement and its negation.
struct CharacterClassSweepTests {
  /// Every named class alone.
  static let named: [CharacterClass.Named] = (0..<11).map { CharacterClass.Named(rawValue: 1 << $0) }

  /// Every scalar outside ASCII, as a character (surrogates are no scalars).
  static let scalars: [Character] = (UInt32(0x80)...0x10FFFF).compactMap { value in
    Unicode.Scalar(value).map(Character.init)
  }

  @Test("a named class that holds a word character outside ASCII says it may")
  func wordCharactersOutsideASCII() {
    var missed: [String: Character] = [:]
    for character in Self.scalars where CharacterClass.belongs(character, toAnyOf: .word) {
      for named in Self.named where CharacterClass.belongs(character, toAnyOf: named) {
        if !CharacterClass(named: named).mayContainNonASCIIWord, missed[String(named.rawValue)] == nil {
          missed[String(named.rawValue)] = character
        }
      }
    }
    #expect(missed.isEmpty, "classes (by bit) holding a word character outside ASCII unawares: \(missed)")
    // The case that was missed: U+24B6 CIRCLED LATIN CAPITAL LETTER A is both.
    #expect(CharacterClass(named: .symbol).mayContainNonASCIIWord)
  }

  @Test("the named classes said to hold no word character outside ASCII hold none")
  func namedWithoutWords() {
    let classes = Self.named.filter { CharacterClass.namedWithoutNonASCIIWords.contains($0) }
    #expect(!classes.isEmpty)
    for character in Self.scalars where CharacterClass.belongs(character, toAnyOf: .word) {
      for named in classes where CharacterClass.belongs(character, toAnyOf: named) {
        Issue.record(
          "U+\(String(character.unicodeScalars.first!.value, radix: 16)) is a word character in \(named)")
      }
    }
  }

  @Test("the ASCII characters equal to a character outside ASCII are listed")
  func canonicalEquivalents() {
    let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
    var found = Set<Character>()
    for character in Self.scalars
    where character.unicodeScalars.first!.properties.canonicalCombiningClass == .notReordered {
      if let equal = ascii.first(where: { $0 == character }) { found.insert(equal) }
    }
    #expect(found == CharacterClass.asciiWithEquivalentsOutsideASCII)
    // A class listing one of them says it may hold a character outside ASCII, and does.
    let semicolon = CharacterClass([";"])
    #expect(semicolon.mayContainNonASCII && semicolon.containsByDefinition("\u{37E}"))
  }

  @Test("the ASCII bits of every named class, complement and negation match the definition")
  func asciiBits() {
    for named in Self.named {
      for characterClass in [
        CharacterClass(named: named), CharacterClass(namedComplement: named),
        CharacterClass(named: named, negated: true), CharacterClass(namedComplement: named, negated: true),
      ] {
        for byte in UInt8(0)..<128 {
          let character = Character(Unicode.Scalar(byte))
          #expect(
            characterClass.contains(ascii: byte) == characterClass.containsByDefinition(character),
            "\(characterClass) on byte \(byte)")
        }
      }
    }
  }
}
