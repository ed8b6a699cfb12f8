import Testing
import TypingRulesYAML

@testable import TypingRules

/// The over-estimates derived from the shipped packs' classes (pattern items, triggers,
/// `key` conditions, the lexer's), checked against every Unicode scalar: a class said to
/// hold nothing outside ASCII holds nothing there, a class said to hold no word character
/// outside ASCII holds none, and every class's ASCII bits match its definition.
struct ShippedClassSweepTests {
  /// Every distinct class of every shipped pack with every profile, the lexer's included.
  static let classes: [CharacterClass] = Fixtures.withLibrary { library in
    var seen = Set<CharacterClass>()
    for profile in library.availableProfiles {
      for pack in library.availablePacks {
        guard let compiled = try? library.load(pack: pack, profile: profile) else { continue }
        let code = compiled.program.code
        seen.formUnion(code.classes)
        seen.formUnion([code.lexer.word, code.lexer.apostrophes, code.lexer.openers])
      }
    }
    return Array(seen)
  }

  /// Every scalar outside ASCII, as a character (surrogates are no scalars).
  static let scalars: [Character] = (UInt32(0x80)...0x10FFFF).compactMap { value in
    Unicode.Scalar(value).map(Character.init)
  }
  static let wordScalars = scalars.filter { CharacterClass.belongs($0, toAnyOf: .word) }

  @Test("the shipped packs' classes' over-estimates hold for every scalar")
  func overEstimates() {
    let classes = Self.classes
    #expect(classes.count > 20)
    for characterClass in classes {
      for byte in UInt8(0)..<128 {
        #expect(
          characterClass.contains(ascii: byte)
            == characterClass.containsByDefinition(Character(Unicode.Scalar(byte))),
          "\(characterClass) byte \(byte)")
      }
    }
    // A plain list holds a character when it lists one equal to it: one set (which hashes
    // canonical equivalents alike) answers for all the lists at once.
    let lists = classes.filter(\.isPlainList)
    let listed = Set(lists.flatMap(\.characters))
    for character in Self.scalars where listed.contains(character) {
      for list in lists where list.characters.contains(character) {
        if !list.mayContainNonASCII { Issue.record("\(list) holds \(character) outside ASCII, unawares") }
        if !list.mayContainNonASCIIWord, CharacterClass.belongs(character, toAnyOf: .word) {
          Issue.record("\(list) holds the word character \(character) outside ASCII, unawares")
        }
      }
    }
    for characterClass in classes where !characterClass.isPlainList && !characterClass.mayContainNonASCIIWord
    {
      if let inside = Self.wordScalars.first(where: characterClass.containsByDefinition) {
        Issue.record("\(characterClass) holds the word character \(inside) outside ASCII, unawares")
      }
    }
  }
}
