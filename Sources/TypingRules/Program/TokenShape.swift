/// What the token at the cursor looks like, for escape hatches: `token: {is: [url, email]}`.
///
/// The token is the last run of non-whitespace characters before the cursor (after any
/// spaces right before it), without leading opening brackets or quotes.
package enum TokenShape: String, CaseIterable, Sendable {
  /// Contains `://`, or starts with `www.`.
  case url
  /// Has an `@` with something on each side.
  case email
  /// A `word.word` shape: a dot between a letter or digit and a letter (`example.com`).
  case domain
  /// Digits, optionally signed (`+`, `-`, `−`), with single separators between digits;
  /// a trailing separator is allowed (`21.`). The separators are the pack's (see
  /// `LexerData`): with the English pack `3.14`, `1,000`, `10:30`, `555-1234`, `1.2.3`.
  case number

  /// Whether a token has this shape, with the pack's number separators.
  package func matches(_ token: ArraySlice<Character>, lexer: LexerData) -> Bool {
    let codes = token.map { $0.asciiByte.map(UInt16.init) ?? PatternCode.other }
    return matches(token, codes: codes[...], lexer: lexer)
  }

  /// Whether a token has this shape; `codes` are its characters' codes (the ASCII byte, or
  /// `PatternCode.other`), one per character, so ASCII is tested by bytes.
  func matches(_ token: ArraySlice<Character>, codes: ArraySlice<UInt16>, lexer: LexerData) -> Bool {
    let token = ShapeToken(characters: token, codes: codes)
    switch self {
    case .url: return Self.isURL(token)
    case .email: return Self.isEmail(token)
    case .domain: return Self.isDomain(token)
    case .number: return Self.isNumber(token, separators: lexer.numberSeparators)
    }
  }

  /// A token's characters and codes, indexed from 0.
  private struct ShapeToken {
    let characters: ArraySlice<Character>
    let codes: ArraySlice<UInt16>
    var count: Int { codes.count }
    subscript(code index: Int) -> UInt16 { codes[codes.startIndex + index] }
    subscript(character index: Int) -> Character { characters[characters.startIndex + index] }

    func isLetter(_ index: Int) -> Bool {
      let code = self[code: index]
      if code < 0x80 { return (code | 0x20) &- 0x61 < 26 }
      return self[character: index].isLetter
    }

    func isLetterOrNumber(_ index: Int) -> Bool {
      let code = self[code: index]
      if code < 0x80 { return (code | 0x20) &- 0x61 < 26 || code &- 0x30 < 10 }
      let character = self[character: index]
      return character.isLetter || character.isNumber
    }

    func isDigit(_ index: Int) -> Bool {
      let code = self[code: index]
      if code < 0x80 { return code &- 0x30 < 10 }
      return CharacterClass.belongs(self[character: index], toAnyOf: .digit)
    }
  }

  private static func isURL(_ token: ShapeToken) -> Bool {
    var index = 0
    while index + 2 < token.count {
      if token[code: index] == 0x3A, token[code: index + 1] == 0x2F, token[code: index + 2] == 0x2F {
        return true
      }
      index += 1
    }
    guard token.count > 4 else { return false }
    // `www.`, in any case.
    return token[code: 0] | 0x20 == 0x77 && token[code: 1] | 0x20 == 0x77 && token[code: 2] | 0x20 == 0x77
      && token[code: 3] == 0x2E
  }

  private static func isEmail(_ token: ShapeToken) -> Bool {
    guard let at = token.codes.firstIndex(of: 0x40) else { return false }
    return at > token.codes.startIndex && at < token.codes.endIndex - 1
  }

  private static func isDomain(_ token: ShapeToken) -> Bool {
    var index = 1
    while index + 1 < token.count {
      if token[code: index] == 0x2E, token.isLetterOrNumber(index - 1), token.isLetter(index + 1) {
        return true
      }
      index += 1
    }
    return false
  }

  private static func isNumber(_ token: ShapeToken, separators: CharacterClass) -> Bool {
    var index = 0
    if index < token.count,
      token[code: index] == 0x2B || token[code: index] == 0x2D
        || (token[code: index] == PatternCode.other && token[character: index] == "−")
    {
      index += 1
    }
    guard index < token.count, token.isDigit(index) else { return false }
    var previousWasDigit = false
    while index < token.count {
      if token.isDigit(index) {
        previousWasDigit = true
      } else if previousWasDigit,
        token[code: index] < 0x80
          ? separators.contains(ascii: UInt8(token[code: index]))
          : separators.contains(token[character: index])
      {
        previousWasDigit = false
      } else {
        return false
      }
      index += 1
    }
    return true
  }
}
