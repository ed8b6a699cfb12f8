/// The token lexer: the token at the cursor (the run of non-spaces before it, without the
/// opening brackets and quotes it starts with), the word being typed, and the lexer's
/// classes, all read from the context window. It owns the token it built, valid until the
/// text changes (``invalidate()``); the window is the engine's, passed in.
struct TokenLexer {
  /// The program's tables (the lexer's classes, word lists).
  let code: ProgramTables
  /// The shortcuts taken (see ``Shortcuts``): ``Shortcuts/classAnswers``,
  /// ``Shortcuts/tokenClues``, ``Shortcuts/wordListFilters``.
  let shortcuts: Shortcuts

  private var tokenValid = false
  /// The token's run, its first `tokenCount` entries (later ones are stale, kept so that
  /// building a token writes over them rather than emptying the arrays).
  private var tokenBuffer: [Character] = []
  /// The codes of `tokenBuffer`'s characters (see `PatternCode`), for tests by bytes.
  private var tokenCodes: [UInt16] = []
  private var tokenCount = 0
  /// Whether the token's ASCII characters are written in `tokenBuffer` too.
  private var tokenCharactersComplete = false
  /// The token's `WordList.hash`, once asked for.
  private var tokenHashValue: UInt64?
  private var tokenRange: Range<Int> = 0..<0
  /// How far back the token's run ends (the distance of the space before it, or the edge).
  private var tokenRunEnd = 0

  init(code: ProgramTables, shortcuts: Shortcuts) {
    self.code = code
    self.shortcuts = shortcuts
    tokenBuffer.reserveCapacity(64)
    tokenCodes.reserveCapacity(ProgramLimits.maxToken)
  }

  /// Forgets the token: the text changed.
  @inline(__always)
  mutating func invalidate() { tokenValid = false }

  /// The token at the cursor (see ``TokenShape``), read from the before-context.
  mutating func token(in before: inout ContextWindow) -> ArraySlice<Character> {
    buildToken(in: &before)
    if !tokenCharactersComplete {
      tokenCharactersComplete = true
      for offset in 0..<tokenCount where tokenCodes[offset] < 0x80 {
        tokenBuffer[offset] = before.asciiCharacter(tokenCodes[offset])
      }
    }
    return tokenBuffer[tokenRange]
  }

  /// The token's characters where they are outside ASCII; the entries of ASCII characters
  /// may be stale (read their codes, ``tokenCodeSlice(in:)``).
  mutating func tokenOutsideASCII(in before: inout ContextWindow) -> ArraySlice<Character> {
    buildToken(in: &before)
    return tokenBuffer[tokenRange]
  }

  /// Reads the token's codes (and its characters outside ASCII) from the before-context,
  /// once per state of the text. `run`: the token's run when the caller has just found it
  /// (``tokenRun(in:)``).
  private mutating func buildToken(in before: inout ContextWindow, run: (start: Int, end: Int)? = nil) {
    guard !tokenValid else { return }
    tokenValid = true
    tokenHashValue = nil
    tokenCharactersComplete = false
    tokenCount = 0
    let (start, end) = run ?? tokenRun(in: &before)
    tokenRunEnd = end
    // Read in text order, nearest last.
    var distance = end - 1
    while distance >= start {
      let unit = before.code(at: distance)
      if unit < 0x80 {
        appendToToken(nil, code: unit, in: &before)
      } else if let character = before.character(at: distance) {
        appendToToken(character, code: PatternCode.other, in: &before)
      }
      distance -= 1
    }
    var first = 0
    while first < tokenCount, lexerClass(LexerData.openersKey, contains: end - 1 - first, in: &before) {
      first += 1
    }
    tokenRange = first..<tokenCount
  }

  /// Appends a code to the token and, outside ASCII, its character (an ASCII character is
  /// written only when the buffer grows, and otherwise when ``token(in:)`` asks).
  @inline(__always)
  private mutating func appendToToken(_ character: Character?, code: UInt16, in before: inout ContextWindow) {
    if tokenCount < tokenCodes.count {
      tokenCodes[tokenCount] = code
      if let character { tokenBuffer[tokenCount] = character }
    } else {
      tokenCodes.append(code)
      tokenBuffer.append(character ?? before.asciiCharacter(code))
    }
    tokenCount += 1
  }

  /// Whether the token may have one of the shapes of a `token: {is: ...}` mask (bit i is
  /// `TokenShape.allCases[i]`), from the clues of its run's codes (`TokenShape.Clues`); a
  /// token already built is left to the shapes' own tests. The run found is kept for
  /// building the token.
  mutating func tokenMayHave(shapes mask: UInt32, in before: inout ContextWindow) -> Bool {
    if tokenValid { return true }
    let run = tokenRun(in: &before)
    var clues = TokenShape.Clues()
    for distance in run.start..<max(run.start, run.end) {
      clues.formUnion(.of(before.code(at: distance), last: distance == run.start))
    }
    var shapes = mask
    while shapes != 0 {
      if TokenShape(maskBit: shapes.trailingZeroBitCount).isPossible(with: clues) {
        buildToken(in: &before, run: run)
        return true
      }
      shapes &= shapes &- 1
    }
    return false
  }

  /// The number of characters of the token.
  mutating func tokenLength(in before: inout ContextWindow) -> Int {
    buildToken(in: &before)
    return tokenRange.count
  }

  /// The codes of the token's characters (see `PatternCode`).
  mutating func tokenCodeSlice(in before: inout ContextWindow) -> ArraySlice<UInt16> {
    buildToken(in: &before)
    return tokenCodes[tokenRange]
  }

  /// Where the token's run lies before the cursor: from the distance of its last character
  /// (after any horizontal spaces) to one past its first.
  private mutating func tokenRun(in before: inout ContextWindow) -> (start: Int, end: Int) {
    var distance = 0
    while isHorizontalSpace(at: distance, in: &before) { distance += 1 }
    let start = distance
    while distance - start < ProgramLimits.maxToken, !isWhitespaceOrEnd(at: distance, in: &before) {
      distance += 1
    }
    return (start, distance)
  }

  /// Whether the character at `distance` before the cursor is whitespace but not a line
  /// break (`Character.isWhitespace` and not `isNewline`; ASCII answered from its code).
  @inline(__always)
  private func isHorizontalSpace(at distance: Int, in before: inout ContextWindow) -> Bool {
    if !shortcuts.contains(.classAnswers) {
      guard let character = before.character(at: distance) else { return false }
      return character.isWhitespace && !character.isNewline
    }
    let code = before.code(at: distance)
    if code < 0x80 { return code == 0x20 || code == 0x09 }
    guard code == PatternCode.other else { return false }
    return before.remembered(at: distance, key: LexerData.horizontalSpaceKey) {
      $0.isWhitespace && !$0.isNewline
    }
      ?? false
  }

  /// Whether the character at `distance` before the cursor is whitespace, or there is none.
  @inline(__always)
  private func isWhitespaceOrEnd(at distance: Int, in before: inout ContextWindow) -> Bool {
    if !shortcuts.contains(.classAnswers) { return before.character(at: distance)?.isWhitespace ?? true }
    let code = before.code(at: distance)
    if code < 0x80 { return code == 0x20 || (code >= 0x09 && code <= 0x0D) }
    guard code == PatternCode.other else { return true }
    return before.remembered(at: distance, key: LexerData.whitespaceKey) { $0.isWhitespace } ?? true
  }

  /// `WordList.hash` of the token's text, from its codes where ASCII; once per token.
  mutating func tokenHash(in before: inout ContextWindow) -> UInt64 {
    buildToken(in: &before)
    if let tokenHashValue { return tokenHashValue }
    var hash = WordList.hashSeed
    for offset in tokenRange {
      let unit = tokenCodes[offset]
      if unit < 0x80 {
        hash = WordList.hash(hash, UInt8(truncatingIfNeeded: unit))
      } else {
        for byte in tokenBuffer[offset].utf8 { hash = WordList.hash(hash, byte) }
      }
    }
    tokenHashValue = hash
    return hash
  }

  /// The token at the cursor as a string (what word lists are matched with); ASCII without
  /// building the token's characters into a string first.
  mutating func tokenText(in before: inout ContextWindow) -> String {
    let codes = tokenCodeSlice(in: &before)
    guard codes.allSatisfy({ $0 < 0x80 }) else {
      var text = ""
      for character in token(in: &before) { text.append(character) }
      return text
    }
    return String(unsafeUninitializedCapacity: codes.count) { buffer in
      for (offset, code) in codes.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: code) }
      return codes.count
    }
  }

  /// The token with the `count - 1` runs of non-spaces before it on its line, joined by one
  /// space, without the opening brackets and quotes that start the first run (`(z. B.` →
  /// `z. B.`); nil when the line has fewer runs. Each run is at most ``ProgramLimits/maxToken`` characters.
  mutating func tokenWithRuns(_ count: Int, in before: inout ContextWindow) -> String? {
    guard !token(in: &before).isEmpty else { return nil }
    var characters = Array(tokenBuffer[..<tokenCount].reversed())  // complete after token()
    var distance = tokenRunEnd
    for _ in 1..<count {
      characters.append(" ")
      var gap = 0
      while let character = before.character(at: distance), character.isWhitespace, !character.isNewline {
        distance += 1
        gap += 1
      }
      var length = 0
      while length < ProgramLimits.maxToken, let character = before.character(at: distance),
        !character.isWhitespace
      {
        characters.append(character)
        distance += 1
        length += 1
      }
      guard gap > 0, length > 0 else { return nil }
    }
    characters.reverse()
    var start = 0
    let openers = code.lexer.openers
    while start < characters.count, openers.contains(characters[start]) { start += 1 }
    return String(characters[start...])
  }

  /// Whether the token, alone or with the runs before it, is an entry of a word list (by
  /// index); with `starts`, whether it is the start of an entry with spaces instead.
  mutating func tokenIsListed(_ list: Int, starts: Bool, in before: inout ContextWindow) -> Bool {
    let words = code.wordLists[list]
    let set = starts ? words.starts : words.forms
    if set.isEmpty { return false }
    if !shortcuts.contains(.wordListFilters) {
      // The definition: the token, or it joined with the runs before it, is an entry.
      let token = token(in: &before)
      guard !token.isEmpty else { return false }
      if set.contains(String(token)) { return true }
      for count in stride(from: 2, through: starts ? words.maxParts - 1 : words.maxParts, by: 1) {
        guard let runs = tokenWithRuns(count, in: &before) else { return false }
        if set.contains(runs) { return true }
      }
      return false
    }
    // Every candidate, alone or joined with the runs before it, ends with the token's last
    // character; the token alone also starts with its first: both read as codes, before
    // the token itself is built.
    let filter = starts ? words.startFilter : words.formFilter
    let most = starts ? words.maxParts - 1 : words.maxParts
    var run: (start: Int, end: Int)?
    if !tokenValid {
      let (start, end) = tokenRun(in: &before)
      guard end > start, filter.endings.contains(before.code(at: start)) else { return false }
      // (An opening bracket or quote there is not the token's: it is skipped.)
      let first = before.code(at: end - 1)
      if most < 2, first < 0x80, !lexerClass(LexerData.openersKey, contains: end - 1, in: &before),
        !filter.beginnings.contains(first)
      {
        return false
      }
      run = (start, end)
    }
    buildToken(in: &before, run: run)
    guard !tokenRange.isEmpty else { return false }
    // The token's text is built only when its hash is one of the list's.
    let hash = tokenHash(in: &before)
    if WordList.contains(starts ? words.startHashes : words.formHashes, hash),
      set.contains(tokenText(in: &before))
    {
      return true
    }
    guard most >= 2 else { return false }
    // The token is the last run of a candidate with runs before it; the token's run is
    // taken whole there (with any opening punctuation), so the test applies when it has none.
    if tokenRange.lowerBound == 0,
      !WordList.contains(starts ? words.startLastRunHashes : words.formLastRunHashes, hash)
    {
      return false
    }
    for count in 2...most {
      guard let runs = tokenWithRuns(count, in: &before) else { return false }
      if set.contains(runs) { return true }
    }
    return false
  }

  /// The length in characters of the word being typed: letters, digits, marks and in-word
  /// apostrophes (the pack's, see `LexerData`) right before the cursor; apostrophes at the
  /// word's end too when the pack says so (`LexerData.wordFinalApostrophes`), never at its
  /// start.
  func wordLength(in before: inout ContextWindow) -> Int {
    let finalApostrophes = code.lexer.wordFinalApostrophes
    var length = 0
    while length < ProgramLimits.maxWord {
      let unit = before.code(at: length)
      if unit < 0x80 {
        let byte = UInt8(unit)
        guard
          code.lexer.contains(LexerData.wordKey, ascii: byte)
            || ((length > 0 || finalApostrophes)
              && code.lexer.contains(LexerData.apostrophesKey, ascii: byte))
        else { break }
      } else if unit == PatternCode.other {
        guard
          lexerClass(LexerData.wordKey, contains: length, in: &before)
            || ((length > 0 || finalApostrophes)
              && lexerClass(LexerData.apostrophesKey, contains: length, in: &before))
        else { break }
      } else {
        break
      }
      length += 1
    }
    while length > 0, lexerClass(LexerData.apostrophesKey, contains: length - 1, in: &before) { length -= 1 }
    return length
  }

  /// The length in characters of the word's part after the cursor: letters, digits, marks
  /// and apostrophes inside the word (not at its end), read forward from the cursor; an
  /// apostrophe right after the cursor belongs to the word only if it `continues` one.
  func wordLengthAfter(continuing: Bool, in after: inout ContextReader) -> Int {
    // Nothing after the cursor (the common case): no class is read.
    if after.code(at: 0) == PatternCode.end { return 0 }
    let word = code.lexer.word
    let apostrophes = code.lexer.apostrophes
    var length = 0
    while length < ProgramLimits.maxWord, let character = after.character(at: length) {
      let isApostrophe = apostrophes.contains(character)
      guard word.contains(character) || (isApostrophe && (length > 0 || continuing))
      else { break }
      length += 1
    }
    while length > 0, let last = after.character(at: length - 1), apostrophes.contains(last) { length -= 1 }
    return length
  }

  /// Whether one of the lexer's classes (by its key, see `LexerData`) contains the
  /// character at `distance` before the cursor; answers for characters outside ASCII are
  /// remembered by the context window.
  func lexerClass(_ key: Int32, contains distance: Int, in before: inout ContextWindow) -> Bool {
    if !shortcuts.contains(.classAnswers) {
      guard let character = before.character(at: distance) else { return false }
      return code.lexer.characterClass(key).containsByDefinition(character)
    }
    let unit = before.code(at: distance)
    if unit < 0x80 { return code.lexer.contains(key, ascii: UInt8(unit)) }
    guard unit == PatternCode.other else { return false }
    let classes = code.lexer.classes
    return before.remembered(at: distance, key: key) { classes[Int(-1 - key)].contains($0) } ?? false
  }
}
