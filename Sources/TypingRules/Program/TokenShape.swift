/// What the token at the cursor looks like, for escape hatches:
/// `token: {is: [url, email, handle]}`.
///
/// The token is the last run of non-whitespace characters before the cursor (after any
/// spaces right before it), without leading opening brackets or quotes.
package enum TokenShape: String, CaseIterable, Sendable {
  /// Contains `://`, or starts with `www.`.
  case url
  /// Has an `@` with something on each side.
  case email
  /// A `word.word` shape: a dot between a letter or digit and a letter (`example.com`),
  /// not an initialism (`U.S.A.`, `EE.UU.`: letters in groups of one or two, all as long).
  case domain
  /// Digits, optionally signed (`+`, `-`, `−`), with single separators between digits;
  /// a trailing separator is allowed (`21.`). The separators are the pack's (see
  /// `LexerData`): with the English pack `3.14`, `1,000`, `10:30`, `555-1234`, `1.2.3`.
  case number
  /// A handle: an `@` first, then a letter, digit or `_` (`@teh`, `@user.name`, `@42`; not
  /// `@`, `@.`).
  case handle
  /// A tag: a `#` first, then a run of letters, digits and `_` that holds a letter
  /// (`#tgis`, `#2024goals`; not `#1`, `#`).
  case tag

  /// The shape of bit `bit` of a `token: {is: ...}` mask (bit i is `allCases[i]`).
  package init(maskBit bit: Int) {
    switch bit {
    case 0: self = .url
    case 1: self = .email
    case 2: self = .domain
    case 3: self = .number
    case 4: self = .handle
    default: self = .tag
    }
  }

  /// What a quick look at a token's characters (by their codes, before the token is built)
  /// tells about its shapes: which of the characters a shape cannot do without it holds.
  struct Clues: OptionSet {
    let rawValue: UInt8
    /// An `@` (an e-mail address has one).
    static let at = Clues(rawValue: 1)
    /// A `:` (`://` in a URL).
    static let colon = Clues(rawValue: 2)
    /// A `.` before the last character (`www.` and a domain's dot are followed by more).
    static let innerDot = Clues(rawValue: 4)
    /// An ASCII digit (a number has a digit).
    static let digit = Clues(rawValue: 8)
    /// A character outside ASCII (a digit or sign of another script).
    static let other = Clues(rawValue: 16)
    /// A `#` (a tag starts with one).
    static let hash = Clues(rawValue: 32)

    /// The clues of a character's code (see `PatternCode`); `last`: it ends the token.
    static func of(_ code: UInt16, last: Bool) -> Clues {
      switch code {
      case 0x40: .at
      case 0x23: .hash
      case 0x3A: .colon
      case 0x2E: last ? [] : .innerDot
      case 0x30...0x39: .digit
      case 0x80...: .other
      default: []
      }
    }
  }

  /// Whether a token with these clues may have this shape (`false`: it cannot).
  func isPossible(with clues: Clues) -> Bool {
    switch self {
    case .url: !clues.isDisjoint(with: [.colon, .innerDot])
    case .email: clues.contains(.at)
    case .domain: clues.contains(.innerDot)
    case .number: !clues.isDisjoint(with: [.digit, .other])
    case .handle: clues.contains(.at)
    case .tag: clues.contains(.hash)
    }
  }

  /// Whether a token has this shape, with the pack's number separators.
  package func matches(_ token: ArraySlice<Character>, lexer: LexerData) -> Bool {
    let codes = token.map { $0.asciiByte.map(UInt16.init) ?? PatternCode.other }
    return matches(token, codes: codes[...], separators: lexer.numberSeparators)
  }

  /// Whether a token has this shape; `codes` are its characters' codes (the ASCII byte, or
  /// `PatternCode.other`), one per character, so ASCII is tested by bytes.
  func matches(
    _ token: ArraySlice<Character>, codes: ArraySlice<UInt16>, separators: borrowing CharacterClass
  ) -> Bool {
    switch self {
    case .url: return Self.isURL(codes)
    case .email: return Self.isEmail(codes)
    case .domain: return Self.isDomain(token, codes)
    case .number: return Self.isNumber(token, codes, separators: separators)
    case .handle: return Self.nameRun(after: 0x40, token, codes).map { $0.length > 0 } ?? false
    case .tag: return Self.nameRun(after: 0x23, token, codes)?.hasLetter ?? false
    }
  }

  /// The run of letters, digits and `_` right after the token's first character when that
  /// is `sigil` (`@`, `#`): its length and whether it holds a letter; `nil` when the token
  /// does not start with `sigil`.
  private static func nameRun(
    after sigil: UInt16, _ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>
  )
    -> (length: Int, hasLetter: Bool)?
  {
    guard let first = codes.first, first == sigil else { return nil }
    var index = 1
    var hasLetter = false
    while index < codes.count {
      if isLetter(token, codes, index) {
        hasLetter = true
      } else if codes[codes.startIndex + index] != 0x5F, !isLetterOrNumber(token, codes, index) {
        break
      }
      index += 1
    }
    return (index - 1, hasLetter)
  }

  private static func isLetter(_ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>, _ index: Int)
    -> Bool
  {
    let code = codes[codes.startIndex + index]
    if code < 0x80 { return (code | 0x20) &- 0x61 < 26 }
    return token[token.startIndex + index].isLetter
  }

  private static func isLetterOrNumber(
    _ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>, _ index: Int
  ) -> Bool {
    let code = codes[codes.startIndex + index]
    if code < 0x80 { return (code | 0x20) &- 0x61 < 26 || code &- 0x30 < 10 }
    let character = token[token.startIndex + index]
    return character.isLetter || character.isNumber
  }

  private static func isDigit(_ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>, _ index: Int)
    -> Bool
  {
    let code = codes[codes.startIndex + index]
    if code < 0x80 { return code &- 0x30 < 10 }
    return CharacterClass.belongs(token[token.startIndex + index], toAnyOf: .digit)
  }

  private static func isURL(_ codes: ArraySlice<UInt16>) -> Bool {
    var index = codes.startIndex
    while index + 2 < codes.endIndex {
      if codes[index] == 0x3A, codes[index + 1] == 0x2F, codes[index + 2] == 0x2F { return true }
      index += 1
    }
    guard codes.count > 4 else { return false }
    // `www.`, in any case.
    let start = codes.startIndex
    return codes[start] | 0x20 == 0x77 && codes[start + 1] | 0x20 == 0x77 && codes[start + 2] | 0x20 == 0x77
      && codes[start + 3] == 0x2E
  }

  private static func isEmail(_ codes: ArraySlice<UInt16>) -> Bool {
    guard let at = codes.firstIndex(of: 0x40) else { return false }
    return at > codes.startIndex && at < codes.endIndex - 1
  }

  private static func isDomain(_ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>) -> Bool {
    if isInitialism(token, codes) { return false }
    var index = 1
    while index + 1 < codes.count {
      if codes[codes.startIndex + index] == 0x2E, isLetterOrNumber(token, codes, index - 1),
        isLetter(token, codes, index + 1)
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Letters in groups of one or two joined by periods, every group as long as the others
  /// (`U.S.A.`, `EE.UU.`, `p.n.e.`, `a.C.`, `н.э.`, with or without the last period, closing
  /// punctuation after it allowed): written like a domain, but an abbreviation, which
  /// ends sentences and takes the full stop like any word. `t.co` and `x.ai` (groups of
  /// different lengths) stay domains.
  private static func isInitialism(_ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>) -> Bool {
    var groupLength = 0
    var firstGroupLength = 0
    var groups = 0
    var endedWithPeriod = false
    for index in 0..<codes.count {
      if codes[codes.startIndex + index] == 0x2E {
        guard groupLength > 0, firstGroupLength == 0 || groupLength == firstGroupLength else { return false }
        if firstGroupLength == 0 { firstGroupLength = groupLength }
        groups += 1
        groupLength = 0
        endedWithPeriod = true
      } else if isLetter(token, codes, index) {
        // Letters after closing punctuation: not an initialism.
        guard !(endedWithPeriod && groupLength < 0) else { return false }
        groupLength += 1
        guard groupLength <= 2 else { return false }
        endedWithPeriod = false
      } else if endedWithPeriod, groups > 0, !token[token.startIndex + index].isNumber {
        // Closing punctuation after the last period (U.S.A.) or U.S.A.").
        groupLength = -1
      } else {
        return false
      }
    }
    if groupLength > 0 {
      guard groupLength == firstGroupLength else { return false }
      groups += 1
    }
    return groups >= 2
  }

  private static func isNumber(
    _ token: ArraySlice<Character>, _ codes: ArraySlice<UInt16>, separators: borrowing CharacterClass
  ) -> Bool {
    func code(_ index: Int) -> UInt16 { codes[codes.startIndex + index] }
    var index = 0
    if index < codes.count,
      code(index) == 0x2B || code(index) == 0x2D
        || (code(index) == PatternCode.other && token[token.startIndex + index] == "−")
    {
      index += 1
    }
    guard index < codes.count, isDigit(token, codes, index) else { return false }
    var previousWasDigit = false
    while index < codes.count {
      if isDigit(token, codes, index) {
        previousWasDigit = true
      } else if previousWasDigit,
        code(index) < 0x80
          ? separators.contains(ascii: UInt8(code(index)))
          : separators.contains(token[token.startIndex + index])
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
