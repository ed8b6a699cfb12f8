/// A set of characters a pattern item or a trigger matches: explicit characters, scalar
/// ranges and named classes (`\w`, `\d`, `\s` ...), optionally negated.
package struct CharacterClass: Hashable, Sendable {
  /// The named classes of the pattern language, as bits.
  package struct Named: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `\w`: a letter, a digit or a combining mark.
    package static let word = Named(rawValue: 1 << 0)
    /// `\a`: a letter.
    package static let letter = Named(rawValue: 1 << 1)
    /// `\d`: a decimal digit.
    package static let digit = Named(rawValue: 1 << 2)
    /// `\s`: any whitespace, newlines included.
    package static let whitespace = Named(rawValue: 1 << 3)
    /// `\h`: horizontal whitespace (space, tab, no-break spaces).
    package static let horizontalSpace = Named(rawValue: 1 << 4)
    /// `\n`: a line break.
    package static let newline = Named(rawValue: 1 << 5)
    /// `\p`: punctuation.
    package static let punctuation = Named(rawValue: 1 << 6)
    /// `\u`: an uppercase letter.
    package static let uppercase = Named(rawValue: 1 << 7)
    /// `\l`: a lowercase letter.
    package static let lowercase = Named(rawValue: 1 << 8)
    /// `.`: any character.
    package static let any = Named(rawValue: 1 << 9)
    /// `\o`: a symbol of Unicode's "other symbol" category (emoji, ©, °, ™).
    package static let symbol = Named(rawValue: 1 << 10)
  }

  /// Characters matched one by one.
  package private(set) var characters: [Character] = []
  /// Ranges of Unicode scalars, matched against a character's first scalar.
  package private(set) var ranges: [ClosedRange<UInt32>] = []
  /// Named classes a character may belong to.
  package private(set) var named: Named = []
  /// Named classes a character may fall outside of (`\W`, `\S`, `\D`).
  package private(set) var namedComplement: Named = []
  /// Whether the whole class is negated (`[^...]`).
  package private(set) var negated = false

  /// Membership of the 128 ASCII characters, precomputed: the common case is one bit test.
  private var asciiLow: UInt64 = 0
  private var asciiHigh: UInt64 = 0

  private static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// Each named class's ASCII members, computed once.
  private static let namedASCII: [(Named, UInt64, UInt64)] = (0..<11).map { bit in
    let named = Named(rawValue: 1 << UInt16(bit))
    var low: UInt64 = 0
    var high: UInt64 = 0
    for byte in 0..<128 where belongs(asciiCharacters[byte], toAnyOf: named) {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
    return (named, low, high)
  }

  private mutating func updateASCII() {
    var low: UInt64 = 0
    var high: UInt64 = 0
    func add(_ byte: UInt32) {
      if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }
    for character in characters where character.utf8.count == 1 {
      if let byte = character.asciiValue { add(UInt32(byte)) }
    }
    for range in ranges where range.lowerBound < 128 {
      for byte in range.lowerBound...min(range.upperBound, 127) { add(byte) }
    }
    for (class_, classLow, classHigh) in Self.namedASCII {
      if named.contains(class_) {
        low |= classLow
        high |= classHigh
      }
    }
    if !namedComplement.isEmpty {
      // In the complement of every listed class (a character outside all of them).
      var insideLow: UInt64 = .max
      var insideHigh: UInt64 = .max
      for (class_, classLow, classHigh) in Self.namedASCII where namedComplement.contains(class_) {
        insideLow &= classLow
        insideHigh &= classHigh
      }
      low |= ~insideLow
      high |= ~insideHigh
    }
    asciiLow = negated ? ~low : low
    asciiHigh = negated ? ~high : high
  }

  /// Which ASCII characters the class matches, as bits (byte `b` is bit `b` of `low` below
  /// 64, bit `b - 64` of `high` above).
  var asciiBits: (low: UInt64, high: UInt64) { (asciiLow, asciiHigh) }

  /// Whether the class matches an ASCII character, by its byte.
  @inline(__always)
  package func contains(ascii byte: UInt8) -> Bool {
    byte < 64 ? asciiLow & (1 << UInt64(byte)) != 0 : asciiHigh & (1 << UInt64(byte &- 64)) != 0
  }

  /// The union of these characters, scalar ranges, named classes and characters outside the
  /// classes of `namedComplement` (`\W`, `\D` ...); its complement when `negated` is set.
  package init(
    characters: [Character] = [], ranges: [ClosedRange<UInt32>] = [], named: Named = [],
    namedComplement: Named = [], negated: Bool = false
  ) {
    self.characters = characters
    self.ranges = ranges
    self.named = named
    self.namedComplement = namedComplement
    self.negated = negated
    updateASCII()
  }

  /// `\\w`, shared.
  static let word = CharacterClass(named: .word)

  /// This class with more members (a pattern set being parsed).
  func adding(
    characters more: [Character] = [], ranges moreRanges: [ClosedRange<UInt32>] = [],
    named moreNamed: Named = [], namedComplement moreComplement: Named = []
  ) -> CharacterClass {
    CharacterClass(
      characters: characters + more, ranges: ranges + moreRanges, named: named.union(moreNamed),
      namedComplement: namedComplement.union(moreComplement), negated: negated)
  }

  /// A class of exactly these characters.
  package init(_ characters: some Sequence<Character>) {
    self.characters = Array(characters)
    updateASCII()
  }

  /// Whether the class matches a character.
  @inline(__always)
  package func contains(_ character: Character) -> Bool {
    if let byte = character.asciiByte { return contains(ascii: byte) }
    return contains(slowly: character)
  }

  private func contains(slowly character: Character) -> Bool {
    matchesPositively(character) != negated
  }

  /// Whether the class matches a character, by its definition alone: no precomputed ASCII
  /// bits (the reference mode, and the tests that hold those bits to it).
  package func containsByDefinition(_ character: Character) -> Bool {
    contains(slowly: character)
  }

  private func matchesPositively(_ character: Character) -> Bool {
    if !characters.isEmpty, characters.contains(character) { return true }
    if !ranges.isEmpty, let scalar = character.unicodeScalars.first {
      for range in ranges where range.contains(scalar.value) { return true }
    }
    if !named.isEmpty, Self.belongs(character, toAnyOf: named) { return true }
    if !namedComplement.isEmpty, !Self.belongs(character, toAllOf: namedComplement) {
      return true
    }
    return false
  }

  /// Whether the class can match nothing but what `characters` lists (used to index triggers).
  var isPlainList: Bool { ranges.isEmpty && named.isEmpty && namedComplement.isEmpty && !negated }

  /// Whether the class may contain a character outside ASCII (an over-estimate: a negated
  /// or named class always may).
  var mayContainNonASCII: Bool {
    !isPlainList
      || characters.contains {
        $0.utf8.count != 1 || $0.asciiValue == nil || Self.asciiWithEquivalentsOutsideASCII.contains($0)
      }
  }

  /// The ASCII characters that a character outside ASCII equals (`Character` compares by
  /// canonical equivalence): U+037E GREEK QUESTION MARK is `;`, U+1FEF GREEK VARIA is
  /// `` ` ``, U+212A KELVIN SIGN is `K`. A class that lists one of them holds that character
  /// too. `CharacterClassSweepTests` checks the list against every Unicode scalar.
  package static let asciiWithEquivalentsOutsideASCII: Set<Character> = [";", "`", "K"]

  /// Whether the class may contain a word character (`\w`) outside ASCII (an over-estimate:
  /// a negated class, a complement, a range past ASCII always may; of the named classes only
  /// whitespace and punctuation never hold one, which `CharacterClassSweepTests` checks
  /// against every Unicode scalar).
  var mayContainNonASCIIWord: Bool {
    if negated || !namedComplement.isEmpty { return true }
    if !named.isSubset(of: Self.namedWithoutNonASCIIWords) { return true }
    if ranges.contains(where: { $0.upperBound >= 0x80 }) { return true }
    return characters.contains {
      $0.asciiValue == nil && !Self.isPunctuationOrSpace($0) && Self.belongs($0, toAnyOf: .word)
    }
  }

  /// The named classes that hold no word character outside ASCII.
  package static let namedWithoutNonASCIIWords: Named = [
    .whitespace, .horizontalSpace, .newline, .punctuation,
  ]

  /// Whether a character's first scalar is punctuation or a separator (general categories
  /// P* and Z*), which no word character is: one property lookup that settles the listed
  /// quotes, dashes and spaces of a pack.
  private static func isPunctuationOrSpace(_ character: Character) -> Bool {
    switch character.unicodeScalars.first?.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .spaceSeparator, .lineSeparator, .paragraphSeparator:
      return true
    default: return false
    }
  }

  static func belongs(_ character: Character, toAnyOf classes: Named) -> Bool {
    if classes.contains(.any) { return true }
    if let ascii = character.asciiValue { return asciiBelongs(ascii, toAnyOf: classes) }
    if classes.contains(.word), character.isLetter || character.isNumber || isMark(character) {
      return true
    }
    if classes.contains(.letter), character.isLetter { return true }
    if classes.contains(.digit), character.isWholeNumber, character.isNumber,
      character.unicodeScalars.first?.properties.numericType == .decimal
    {
      return true
    }
    if classes.contains(.whitespace), character.isWhitespace { return true }
    if classes.contains(.horizontalSpace), character.isWhitespace, !character.isNewline {
      return true
    }
    if classes.contains(.newline), character.isNewline { return true }
    if classes.contains(.punctuation), character.isPunctuation { return true }
    if classes.contains(.uppercase), character.isUppercase { return true }
    if classes.contains(.lowercase), character.isLowercase { return true }
    if classes.contains(.symbol), character.unicodeScalars.first?.properties.generalCategory == .otherSymbol {
      return true
    }
    return false
  }

  private static func belongs(_ character: Character, toAllOf classes: Named) -> Bool {
    var remaining = classes.rawValue
    while remaining != 0 {
      let bit = remaining & (~remaining &+ 1)
      if !belongs(character, toAnyOf: Named(rawValue: bit)) { return false }
      remaining &= ~bit
    }
    return true
  }

  private static func isMark(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  @inline(__always)
  private static func asciiBelongs(_ byte: UInt8, toAnyOf classes: Named) -> Bool {
    let isUpper = byte >= 0x41 && byte <= 0x5A
    let isLower = byte >= 0x61 && byte <= 0x7A
    let isDigit = byte >= 0x30 && byte <= 0x39
    if classes.contains(.word), isUpper || isLower || isDigit { return true }
    if classes.contains(.letter), isUpper || isLower { return true }
    if classes.contains(.digit), isDigit { return true }
    let isNewline = byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    if classes.contains(.whitespace), byte == 0x20 || byte == 0x09 || isNewline { return true }
    if classes.contains(.horizontalSpace), byte == 0x20 || byte == 0x09 { return true }
    if classes.contains(.newline), isNewline { return true }
    if classes.contains(.punctuation) {
      switch byte {
      case 0x21...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F,
        0x7B, 0x7D:
        return true
      default: break
      }
    }
    if classes.contains(.uppercase), isUpper { return true }
    if classes.contains(.lowercase), isLower { return true }
    return false
  }
}
