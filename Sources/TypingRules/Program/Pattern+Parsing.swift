extension Pattern {
  /// Which way a pattern reads from the cursor.
  package enum Direction: Sendable {
    /// Text ending at the cursor (`before:` conditions, `delete-before:` actions).
    case backward
    /// Text starting at the cursor or a token's start (`after:`, token `matches:`).
    case forward
  }

  /// Compiles pattern source. `localeSet` resolves `<key>` to the characters of a locale
  /// value; errors carry the 1-based offset (in characters) in the source.
  package init(
    parsing source: String, direction: Direction,
    localeSet: @escaping (String) -> String?
  ) throws(PatternError) {
    var parser = PatternParser(source: Array(source), localeSet: localeSet)
    var (items, startAnchor, endAnchor) = try parser.parse()
    switch direction {
    case .backward:
      if endAnchor { throw .misplacedAnchor("$", offset: source.count) }
      items.reverse()
      self.anchoredAtEdge = startAnchor
    case .forward:
      if startAnchor { throw .misplacedAnchor("^", offset: 1) }
      self.anchoredAtEdge = endAnchor
    }
    self.items = items
    self.source = source
  }
}

/// A mistake in a pattern; `offset` is the 1-based character offset in the pattern.
package enum PatternError: Error, Hashable, Sendable {
  /// The pattern is empty.
  case empty
  /// A character that cannot stand there unescaped (groups and alternation included).
  case unexpected(Character, offset: Int)
  /// A `\` before a character that has no escape.
  case unknownEscape(Character, offset: Int)
  /// A `[` with no `]`.
  case unclosedSet(offset: Int)
  /// `<key>` names no locale value.
  case unknownLocaleSet(String, offset: Int)
  /// A quantifier that is not ?, *, +, {n}, {n,} or {n,m} with n <= m <= 256.
  case badQuantifier(offset: Int)
  /// `^` not at the start of a pattern read backward from the cursor, or `$` not at the end
  /// of one read forward.
  case misplacedAnchor(String, offset: Int)
  /// More items than a pattern may have.
  case tooManyItems(limit: Int)

  /// The 1-based character offset of the problem in the pattern.
  package var offset: Int {
    switch self {
    case .empty, .tooManyItems: 1
    case .unexpected(_, let offset), .unknownEscape(_, let offset), .unclosedSet(let offset),
      .unknownLocaleSet(_, let offset), .badQuantifier(let offset),
      .misplacedAnchor(_, let offset):
      offset
    }
  }

  /// The error in words.
  package var message: String {
    switch self {
    case .empty: "a pattern cannot be empty"
    case .unexpected(let character, _):
      character == "(" || character == ")" || character == "|"
        ? "'\(character)': patterns have no groups or alternation; give a list of patterns instead"
        : "unexpected '\(character)' in pattern; escape it with '\\'"
    case .unknownEscape(let character, _):
      "unknown escape '\\\(character)'; expected one of \\w \\W \\a \\d \\D \\s \\S \\h \\n \\p \\u \\l \\o \\x{HEX} or an escaped symbol"
    case .unclosedSet: "'[' is not closed"
    case .unknownLocaleSet(let name, _): "unknown locale key '<\(name)>' in pattern"
    case .badQuantifier: "bad quantifier; expected ?, *, +, {n}, {n,} or {n,m} with n <= m <= 256"
    case .misplacedAnchor(let anchor, _):
      anchor == "^"
        ? "'^' (start of text) is only allowed at the start of a pattern read backward from the cursor"
        : "'$' (end of text) is only allowed at the end of a pattern read forward from the cursor"
    case .tooManyItems(let limit): "a pattern may have at most \(limit) items"
    }
  }
}

/// Turns pattern source into items, left to right.
private struct PatternParser {
  let source: [Character]
  let localeSet: (String) -> String?
  var position = 0

  init(source: [Character], localeSet: @escaping (String) -> String?) {
    self.source = source
    self.localeSet = localeSet
  }

  mutating func parse() throws(PatternError) -> ([Pattern.Item], Bool, Bool) {
    if source.isEmpty { throw .empty }
    var items: [Pattern.Item] = []
    var startAnchor = false
    var endAnchor = false
    if source.first == "^" {
      startAnchor = true
      position = 1
    }
    while position < source.count {
      let character = source[position]
      if character == "$" {
        guard position == source.count - 1 else { throw .misplacedAnchor("$", offset: position + 1) }
        endAnchor = true
        position += 1
        break
      }
      let characters = try atom()
      let (min, max) = try quantifier()
      items.append(Pattern.Item(characters: characters, min: min, max: max))
      if items.count > Pattern.maxItems { throw .tooManyItems(limit: Pattern.maxItems) }
    }
    return (items, startAnchor, endAnchor)
  }

  private mutating func atom() throws(PatternError) -> CharacterClass {
    let character = source[position]
    let offset = position + 1
    position += 1
    switch character {
    case ".": return CharacterClass(named: .any)
    case "\\": return try escape(inSet: false)
    case "[": return try set(offset: offset)
    case "<": return CharacterClass(try localeCharacters(offset: offset))
    case "(", ")", "|", "*", "+", "?", "{", "}", "]", "^":
      throw .unexpected(character, offset: offset)
    default: return CharacterClass([character])
    }
  }

  private mutating func localeCharacters(offset: Int) throws(PatternError) -> [Character] {
    guard let close = source[position...].firstIndex(of: ">") else {
      throw .unexpected("<", offset: offset)
    }
    let name = String(source[position..<close])
    position = close + 1
    guard let value = localeSet(name) else { throw .unknownLocaleSet(name, offset: offset) }
    return Array(value)
  }

  private mutating func escape(inSet: Bool) throws(PatternError) -> CharacterClass {
    guard position < source.count else { throw .unknownEscape(" ", offset: position) }
    let character = source[position]
    let offset = position
    position += 1
    switch character {
    case "w": return CharacterClass(named: .word)
    case "W": return CharacterClass(namedComplement: .word)
    case "a": return CharacterClass(named: .letter)
    case "d": return CharacterClass(named: .digit)
    case "D": return CharacterClass(namedComplement: .digit)
    case "s": return CharacterClass(named: .whitespace)
    case "S": return CharacterClass(namedComplement: .whitespace)
    case "h": return CharacterClass(named: .horizontalSpace)
    case "n": return CharacterClass(named: .newline)
    case "p": return CharacterClass(named: .punctuation)
    case "u": return CharacterClass(named: .uppercase)
    case "l": return CharacterClass(named: .lowercase)
    case "o": return CharacterClass(named: .symbol)
    case "t": return CharacterClass(["\t"])
    case "x":
      guard position < source.count, source[position] == "{",
        let close = source[position...].firstIndex(of: "}"),
        let value = UInt32(String(source[(position + 1)..<close]), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw .unknownEscape("x", offset: offset) }
      position = close + 1
      return CharacterClass([Character(scalar)])
    default:
      if character.isLetter || character.isNumber {
        throw .unknownEscape(character, offset: offset)
      }
      return CharacterClass([character])
    }
  }

  private mutating func set(offset: Int) throws(PatternError) -> CharacterClass {
    var characters: [Character] = []
    var ranges: [ClosedRange<UInt32>] = []
    var named: CharacterClass.Named = []
    var complement: CharacterClass.Named = []
    var negated = false
    if position < source.count, source[position] == "^" {
      negated = true
      position += 1
    }
    var first = true
    while true {
      guard position < source.count else { throw .unclosedSet(offset: offset) }
      let character = source[position]
      if character == "]" && !first {
        position += 1
        return CharacterClass(
          characters: characters, ranges: ranges, named: named, namedComplement: complement,
          negated: negated)
      }
      first = false
      let memberOffset = position + 1
      position += 1
      // A member: one character (literal or escaped), maybe the low end of a range.
      var single: Character?
      switch character {
      case "\\":
        let escaped = try escape(inSet: true)
        if escaped.characters.count == 1, escaped.named.isEmpty, escaped.namedComplement.isEmpty {
          single = escaped.characters[0]
        } else {
          characters += escaped.characters
          named.formUnion(escaped.named)
          complement.formUnion(escaped.namedComplement)
        }
      case "<":
        characters += try localeCharacters(offset: memberOffset)
      default:
        single = character
      }
      guard let low = single else { continue }
      guard position + 1 < source.count, source[position] == "-", source[position + 1] != "]" else {
        characters.append(low)
        continue
      }
      let dashOffset = position + 1
      position += 1
      let high: Character
      if source[position] == "\\" {
        position += 1
        let escaped = try escape(inSet: true)
        guard escaped.characters.count == 1, escaped.named.isEmpty, escaped.namedComplement.isEmpty else {
          throw .unexpected("-", offset: dashOffset)
        }
        high = escaped.characters[0]
      } else {
        high = source[position]
        position += 1
      }
      guard let lowScalar = low.unicodeScalars.first, let highScalar = high.unicodeScalars.first,
        lowScalar.value <= highScalar.value
      else { throw .unexpected("-", offset: dashOffset) }
      ranges.append(lowScalar.value...highScalar.value)
    }
  }

  private mutating func quantifier() throws(PatternError) -> (UInt16, UInt16) {
    guard position < source.count else { return (1, 1) }
    switch source[position] {
    case "?":
      position += 1
      return (0, 1)
    case "*":
      position += 1
      return (0, Pattern.maxRun)
    case "+":
      position += 1
      return (1, Pattern.maxRun)
    case "{":
      let offset = position + 1
      guard let close = source[position...].firstIndex(of: "}") else {
        throw .badQuantifier(offset: offset)
      }
      let body = String(source[(position + 1)..<close])
      position = close + 1
      let parts = body.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= 2, let low = UInt16(parts[0]), low <= Pattern.maxRun else {
        throw .badQuantifier(offset: offset)
      }
      if parts.count == 1 { return (low, low) }
      if parts[1].isEmpty { return (low, Pattern.maxRun) }
      guard let high = UInt16(parts[1]), high >= low, high <= Pattern.maxRun else {
        throw .badQuantifier(offset: offset)
      }
      return (low, high)
    default:
      return (1, 1)
    }
  }
}
