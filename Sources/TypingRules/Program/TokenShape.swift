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
    switch self {
    case .url: return Self.isURL(token)
    case .email: return Self.isEmail(token)
    case .domain: return Self.isDomain(token)
    case .number: return Self.isNumber(token, separators: lexer.numberSeparators)
    }
  }

  private static func isURL(_ token: ArraySlice<Character>) -> Bool {
    var index = token.startIndex
    while index + 2 < token.endIndex {
      if token[index] == ":" && token[index + 1] == "/" && token[index + 2] == "/" { return true }
      index += 1
    }
    guard token.count > 4 else { return false }
    return zip(token.prefix(4), "www.").allSatisfy { typed, expected in typed.lowercased() == String(expected)
    }
  }

  private static func isEmail(_ token: ArraySlice<Character>) -> Bool {
    guard let at = token.firstIndex(of: "@") else { return false }
    return at > token.startIndex && at < token.endIndex - 1
  }

  private static func isDomain(_ token: ArraySlice<Character>) -> Bool {
    var index = token.startIndex + 1
    while index + 1 < token.endIndex {
      let previous = token[index - 1]
      if token[index] == ".", previous.isLetter || previous.isNumber, token[index + 1].isLetter {
        return true
      }
      index += 1
    }
    return false
  }

  private static func isNumber(_ token: ArraySlice<Character>, separators: CharacterClass) -> Bool {
    var index = token.startIndex
    if index < token.endIndex, token[index] == "+" || token[index] == "-" || token[index] == "−" {
      index += 1
    }
    guard index < token.endIndex, isDigit(token[index]) else { return false }
    var previousWasDigit = false
    while index < token.endIndex {
      let character = token[index]
      if isDigit(character) {
        previousWasDigit = true
      } else if separators.contains(character), previousWasDigit {
        previousWasDigit = false
      } else {
        return false
      }
      index += 1
    }
    return true
  }

  private static func isDigit(_ character: Character) -> Bool {
    CharacterClass.belongs(character, toAnyOf: .digit)
  }
}
