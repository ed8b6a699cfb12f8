import Testing
import TypingRules

/// Pattern parsing (public ``Pattern`` values and ``PatternError``s) and matching. Matching
/// is internal to the engine, so it is observed through a one-rule program: a `before`
/// pattern also drives a `delete-before` action, which shows how many characters matched.
struct PatternTests {
  static let locale = LocaleData(
    tag: "test",
    values: [
      "terminators": .string(".!?"),
      "quotes": .list(["«", "»"]),
      "empty": .string(""),
      "flag": .bool(true),
    ])

  static func localeSet(_ key: String) -> String? { locale[key]?.text }

  static func parse(_ source: String, _ direction: Pattern.Direction = .backward) throws -> Pattern {
    try Pattern(parsing: source, direction: direction, localeSet: localeSet)
  }

  /// How many characters a backward pattern matches at the end of `text`, or `nil`.
  static func backwardMatch(_ source: String, in text: String) throws -> Int? {
    var program = TestProgram(locale: locale)
    let condition = try program.before(source)
    let pattern = try program.backwardPattern(source)
    program.rule("match", on: .space, when: [condition], do: [.deleteBefore(pattern)])
    let field = try Field(program.build(), before: text)
    field.tap(.space)
    guard field.fired == ["match"] else {
      #expect(field.text == text + " ")
      return nil
    }
    return text.count - field.text.count
  }

  /// Whether a forward pattern matches the text after the cursor.
  static func forwardMatches(_ source: String, in text: String) throws -> Bool {
    var program = TestProgram(locale: locale)
    let condition = try program.after(source)
    program.rule("match", on: .space, when: [condition], do: [.swallow])
    let field = try Field(program.build(), after: text)
    field.tap(.space)
    return field.fired == ["match"]
  }

  // MARK: - Matching against a plain backtracking matcher

  /// What a backward pattern matches at the end of `text`, by the definition: items from
  /// the cursor outward, each as many times as it can (at most `max`), giving back one at a
  /// time until the rest matches; an anchored pattern must reach the start of the text.
  static func plainMatch(_ pattern: Pattern, in text: String) -> Int? {
    let characters = Array(text.reversed())
    func match(_ index: Int, _ position: Int) -> Int? {
      if index == pattern.items.count {
        return !pattern.anchoredAtEdge || position == characters.count ? position : nil
      }
      let item = pattern.items[index]
      var count = 0
      while count < Int(item.max), position + count < characters.count,
        item.characters.contains(characters[position + count])
      {
        count += 1
      }
      if count < Int(item.min) { return nil }
      while true {
        if let end = match(index + 1, position + count) { return end }
        if count == Int(item.min) { return nil }
        count -= 1
      }
    }
    return match(0, 0)
  }

  /// Random patterns and texts over a few characters (quotes, spaces, a line break, letters)
  /// match as the definition says: the engine's shortcuts (runs read in bulk, no
  /// backtracking into a run the next item cannot start in) change nothing.
  @Test("the matcher agrees with plain backtracking", arguments: 0..<4)
  func matcherAgreesWithPlainBacktracking(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
    let atoms = [
      "a", "b", " ", "‘", "’", "\\n", "[ab]", "[^a]", "[^‘’\\n]", "\\s", "\\S", "\\w", "[‘’]", "[^\\s‘]", ".",
    ]
    let quantifiers = ["", "", "?", "*", "+", "{1,3}", "{0,2}"]
    let alphabet = Array("ab ‘’\nx.")
    for _ in 0..<150 {
      var source = random.next(4) == 0 ? "^" : ""
      for _ in 0...random.next(4) {
        source += atoms[random.next(atoms.count)] + quantifiers[random.next(quantifiers.count)]
      }
      let pattern = try Self.parse(source)
      for _ in 0..<6 {
        let text = String((0..<random.next(13)).map { _ in alphabet[random.next(alphabet.count)] })
        let expected = Self.plainMatch(pattern, in: text)
        let actual = try Self.backwardMatch(source, in: text)
        #expect(actual == expected, "pattern \(source) on \(text.debugDescription)")
      }
    }
  }

  /// A small seeded generator, so a failure can be replayed.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  // MARK: - Parsing

  @Test func aBackwardPatternKeepsItsItemsFromTheCursorOutward() throws {
    let pattern = try Self.parse("ab+c?")
    #expect(pattern.source == "ab+c?")
    #expect(pattern.items.count == 3)
    #expect(pattern.items.map(\.min) == [0, 1, 1])
    #expect(pattern.items.map(\.max) == [1, Pattern.maxRun, 1])
    #expect(pattern.items[0].characters.contains("c"))
    #expect(pattern.items[2].characters.contains("a"))
    #expect(!pattern.anchoredAtEdge)
  }

  @Test func aForwardPatternKeepsItsItemsInWrittenOrder() throws {
    let pattern = try Self.parse("ab+c?", .forward)
    #expect(pattern.items.map(\.min) == [1, 1, 0])
    #expect(pattern.items[0].characters.contains("a"))
    #expect(pattern.items[2].characters.contains("c"))
  }

  @Test(
    "quantifiers",
    arguments: [
      ("a", UInt16(1), UInt16(1)),
      ("a?", 0, 1),
      ("a*", 0, Pattern.maxRun),
      ("a+", 1, Pattern.maxRun),
      ("a{3}", 3, 3),
      ("a{0}", 0, 0),
      ("a{2,}", 2, Pattern.maxRun),
      ("a{2,5}", 2, 5),
      ("a{256}", 256, 256),
      ("a{0,256}", 0, 256),
    ])
  func quantifier(source: String, min: UInt16, max: UInt16) throws {
    let item = try #require(try Self.parse(source).items.first)
    #expect(item.min == min)
    #expect(item.max == max)
  }

  @Test func anchors() throws {
    #expect(try Self.parse("^a").anchoredAtEdge)
    #expect(try Self.parse("a$", .forward).anchoredAtEdge)
    #expect(try !Self.parse("a").anchoredAtEdge)
    #expect(try !Self.parse("a", .forward).anchoredAtEdge)
    #expect(try Self.parse("^a").items.count == 1)
  }

  @Test func setsWithRangesAndNegation() throws {
    let set = try #require(try Self.parse("[a-cx\\d]").items.first?.characters)
    for character: Character in ["a", "b", "c", "x", "7", "٣"] { #expect(set.contains(character)) }
    for character: Character in ["d", "w", " ", "-"] { #expect(!set.contains(character)) }

    let negated = try #require(try Self.parse("[^a-c]").items.first?.characters)
    #expect(negated.negated)
    #expect(!negated.contains("b"))
    #expect(negated.contains("d"))
    #expect(negated.contains(" "))
  }

  @Test func setSpecialPositions() throws {
    // ']' first in a set and '-' last are literal.
    let bracket = try #require(try Self.parse("[]a]").items.first?.characters)
    #expect(bracket.contains("]"))
    #expect(bracket.contains("a"))
    let dash = try #require(try Self.parse("[a-]").items.first?.characters)
    #expect(dash.contains("-"))
    #expect(dash.contains("a"))
    #expect(!dash.contains("b"))
    // A negated set may start with a literal ']'.
    let notBracket = try #require(try Self.parse("[^]]").items.first?.characters)
    #expect(!notBracket.contains("]"))
    #expect(notBracket.contains("a"))
  }

  @Test(
    "escapes",
    arguments: [
      ("\\.", Character("."), true), ("\\.", "a", false),
      ("\\*", "*", true), ("\\[", "[", true), ("\\\\", "\\", true), ("\\$", "$", true),
      ("\\w", "a", true), ("\\w", "_", false), ("\\W", "_", true), ("\\W", "a", false),
      ("\\a", "é", true), ("\\a", "1", false),
      ("\\d", "5", true), ("\\D", "5", false), ("\\D", "x", true),
      ("\\s", "\n", true), ("\\S", " ", false), ("\\S", "x", true),
      ("\\h", " ", true), ("\\h", "\n", false),
      ("\\n", "\n", true), ("\\n", " ", false),
      ("\\p", ",", true), ("\\p", "a", false),
      ("\\u", "A", true), ("\\u", "a", false),
      ("\\l", "a", true), ("\\l", "A", false),
      ("\\t", "\t", true), ("\\t", " ", false),
      ("\\x{202F}", "\u{202F}", true), ("\\x{202F}", " ", false),
      ("\\x{41}", "A", true), ("\\x{1F600}", "😀", true),
      (".", "\n", true), (".", "👍🏽", true),
    ])
  func escape(source: String, character: Character, matches: Bool) throws {
    let item = try #require(try Self.parse(source).items.first)
    #expect(item.characters.contains(character) == matches)
  }

  @Test func localeSetsResolveThroughTheClosure() throws {
    var asked: [String] = []
    let pattern = try Pattern(
      parsing: "[<terminators>]<quotes>", direction: .forward,
      localeSet: { key in
        asked.append(key)
        return Self.localeSet(key)
      })
    #expect(asked == ["terminators", "quotes"])
    #expect(pattern.items.count == 2)
    for character: Character in [".", "!", "?"] { #expect(pattern.items[0].characters.contains(character)) }
    #expect(!pattern.items[0].characters.contains(","))
    #expect(pattern.items[1].characters.contains("«"))
    #expect(pattern.items[1].characters.contains("»"))
    #expect(!pattern.items[1].characters.contains("\""))
  }

  /// Docs/rules.md, "Patterns": `[\x{2018}-\x{201F}]` is a range.
  @Test func aRangeBetweenEscapedCharacters() throws {
    let quotes = try #require(try Self.parse("[\\x{2018}-\\x{201F}]").items.first?.characters)
    #expect(quotes.contains("\u{2018}"))
    #expect(quotes.contains("\u{201F}"))
    #expect(quotes.contains("“"))
    #expect(quotes.contains("’"))
    #expect(!quotes.contains("-"))
    let lower = try #require(try Self.parse("[a-\\x{7A}]").items.first?.characters)
    #expect(lower.contains("m"))
    #expect(!lower.contains("A"))
  }

  @Test func anEmptyLocaleSetMatchesNothing() throws {
    let item = try #require(try Self.parse("<empty>").items.first)
    #expect(!item.characters.contains("a"))
    #expect(!item.characters.contains(" "))
  }

  // MARK: - Errors

  @Test(
    "errors carry the 1-based offset",
    arguments: [
      ("", Pattern.Direction.backward, PatternError.empty),
      ("(a)", .backward, .unexpected("(", offset: 1)),
      ("ab)", .backward, .unexpected(")", offset: 3)),
      ("a|b", .forward, .unexpected("|", offset: 2)),
      ("*a", .backward, .unexpected("*", offset: 1)),
      ("a+*", .backward, .unexpected("*", offset: 3)),
      ("a?+", .backward, .unexpected("+", offset: 3)),
      ("}", .backward, .unexpected("}", offset: 1)),
      ("a]", .backward, .unexpected("]", offset: 2)),
      ("a^", .backward, .unexpected("^", offset: 2)),
      ("<open", .backward, .unexpected("<", offset: 1)),
      ("[z-a]", .backward, .unexpected("-", offset: 3)),
      ("\\q", .backward, .unknownEscape("q", offset: 1)),
      ("ab\\9", .backward, .unknownEscape("9", offset: 3)),
      ("ab\\Z", .backward, .unknownEscape("Z", offset: 3)),
      ("a\\", .backward, .unknownEscape(" ", offset: 2)),
      ("\\x41", .backward, .unknownEscape("x", offset: 1)),
      ("\\x{zz}", .backward, .unknownEscape("x", offset: 1)),
      ("a\\x{110000}", .backward, .unknownEscape("x", offset: 2)),
      ("\\x{41", .backward, .unknownEscape("x", offset: 1)),
      ("[\\q]", .backward, .unknownEscape("q", offset: 2)),
      ("[abc", .backward, .unclosedSet(offset: 1)),
      ("x[", .backward, .unclosedSet(offset: 2)),
      ("[]", .backward, .unclosedSet(offset: 1)),
      ("<nope>", .backward, .unknownLocaleSet("nope", offset: 1)),
      ("a[<nope>]", .backward, .unknownLocaleSet("nope", offset: 3)),
      ("<>", .backward, .unknownLocaleSet("", offset: 1)),
      ("a{", .backward, .badQuantifier(offset: 2)),
      ("a{3,1}", .backward, .badQuantifier(offset: 2)),
      ("a{257}", .backward, .badQuantifier(offset: 2)),
      ("a{1,257}", .backward, .badQuantifier(offset: 2)),
      ("a{x}", .backward, .badQuantifier(offset: 2)),
      ("a{,3}", .backward, .badQuantifier(offset: 2)),
      ("ab{1,2,3}", .backward, .badQuantifier(offset: 3)),
      ("a$", .backward, .misplacedAnchor("$", offset: 2)),
      ("^a", .forward, .misplacedAnchor("^", offset: 1)),
      ("a$b", .forward, .misplacedAnchor("$", offset: 2)),
      (String(repeating: "a", count: 65), .backward, .tooManyItems(limit: 64)),
    ])
  func error(source: String, direction: Pattern.Direction, expected: PatternError) {
    #expect(throws: expected) {
      try Pattern(parsing: source, direction: direction, localeSet: Self.localeSet)
    }
  }

  @Test func sixtyFourItemsAreAllowed() throws {
    #expect(try Self.parse(String(repeating: "a", count: 64)).items.count == 64)
    #expect(try Self.parse(String(repeating: "a?", count: 64)).items.count == 64)
  }

  @Test func errorOffsets() {
    #expect(PatternError.empty.offset == 1)
    #expect(PatternError.tooManyItems(limit: 64).offset == 1)
    #expect(PatternError.unexpected("(", offset: 4).offset == 4)
    #expect(PatternError.unknownEscape("q", offset: 5).offset == 5)
    #expect(PatternError.unclosedSet(offset: 6).offset == 6)
    #expect(PatternError.unknownLocaleSet("x", offset: 7).offset == 7)
    #expect(PatternError.badQuantifier(offset: 8).offset == 8)
    #expect(PatternError.misplacedAnchor("$", offset: 9).offset == 9)
  }

  @Test(
    "error messages",
    arguments: [
      (PatternError.empty, "a pattern cannot be empty"),
      (
        .unexpected("(", offset: 1),
        "'(': patterns have no groups or alternation; give a list of patterns instead"
      ),
      (.unexpected("*", offset: 1), "unexpected '*' in pattern; escape it with '\\'"),
      (.unclosedSet(offset: 1), "'[' is not closed"),
      (.unknownLocaleSet("nope", offset: 1), "unknown locale key '<nope>' in pattern"),
      (.tooManyItems(limit: 64), "a pattern may have at most 64 items"),
      (
        .misplacedAnchor("^", offset: 1),
        "'^' (start of text) is only allowed at the start of a pattern read backward from the cursor"
      ),
      (
        .misplacedAnchor("$", offset: 1),
        "'$' (end of text) is only allowed at the end of a pattern read forward from the cursor"
      ),
    ])
  func message(error: PatternError, message: String) {
    #expect(error.message == message)
  }

  @Test func quantifierAndEscapeMessagesListWhatIsAllowed() {
    #expect(PatternError.badQuantifier(offset: 1).message.contains("{n,m}"))
    #expect(PatternError.unknownEscape("q", offset: 1).message.hasPrefix("unknown escape '\\q'"))
    #expect(PatternError.unknownEscape("q", offset: 1).message.contains("\\x{HEX}"))
  }

  // MARK: - Matching backward (text ending at the cursor)

  @Test(
    "matching backward",
    arguments: [
      ("ab", "xab", 2 as Int?), ("ab", "xba", nil), ("ab", "", nil),
      ("a", "ba", 1), ("a", "ab", nil),
      ("a+", "baaa", 3), ("a+", "b", nil),
      ("a*", "bbb", 0), ("a*", "", 0), ("a*", "baa", 2),
      ("a?b", "ab", 2), ("a?b", "cb", 1),
      ("a{2}", "aaa", 2), ("a{2}", "a", nil),
      ("a{2,}", "baaaa", 4), ("a{1,2}", "aaa", 2), ("a{0}b", "ab", 1),
      // Greedy with backtracking: the run gives back what the next item needs.
      ("[a-z]+a", "banana", 6), ("a*a", "aaa", 3), ("\\w+ +", "Hi word  ", 6),
      ("x\\s*\\s*y", "xy", 2), ("x\\s*\\s*y", "x z y", nil), ("y\\s*\\s*", "y  ", 3),
      // Anchors: '^' is the start of the text.
      ("^a+", "aaa", 3), ("^a+", "baaa", nil), ("^\\s*", "", 0), ("^\\s*", "  ", 2),
      ("^\\s*", "x ", nil),
      // Sets, ranges and negation.
      ("[abc]", "xb", 1), ("[a-c]+", "xcab", 3), ("[^a-c]", "ad", 1), ("[^a-c]", "da", nil),
      ("[.!?] +", "Hi!  ", 3), ("[\\w)] +", "(word) ", 2),
      // Escapes and '.'.
      ("\\.", "end.", 1), ("\\.", "end!", nil), (".", "x\n", 1), (".+", "abc", 3),
      ("\\d+", "abc123", 3), ("\\D", "1a", 1), ("\\n\\h*", "a\n  ", 3), ("\\n\\h*", "a  ", nil),
      ("\\x{202F}\\d", "1\u{202F}5", 2), ("\\x{202F}", "1 ", nil),
      // Locale sets.
      ("[<terminators>] ", "Hi? ", 2), ("[<terminators>] ", "Hi, ", nil), ("<quotes>\\w+", "«mot", 4),
      // CR LF is one character; its CR alone is not.
      ("\\n", "a\r\n", 1), ("a\\n", "a\r\n", 2), ("\\x{D}", "a\r\n", nil), (".", "ab\r\n", 1),
      ("\\w\\n", "ab\r\n", 2),
      // Grapheme clusters are one character each.
      ("\\a+", "x e\u{301}👍🏽", nil), (".\\a", "👍🏽é", 2), ("\\w+", "café", 4),
    ])
  func backward(source: String, text: String, length: Int?) throws {
    #expect(try Self.backwardMatch(source, in: text) == length)
  }

  // MARK: - Matching forward (text starting at the cursor)

  @Test(
    "matching forward",
    arguments: [
      ("ab", "abc", true), ("b", "abc", false), ("ab", "", false),
      ("ab$", "ab", true), ("ab$", "abc", false), ("\\s*$", "   ", true), ("\\s*$", "  x", false),
      ("\\s*$", "", true), ("$", "", true), ("$", "x", false),
      ("a*b", "aaab", true), ("a*b", "aaac", false), ("a{2}b", "aab", true), ("a{3}b", "aab", false),
      ("[<terminators>]", "!x", true), ("[^<terminators>]", "!x", false),
      ("\\w+\\.\\w+", "example.com", true), ("\\x{202F}", "\u{202F}%", true),
      ("\\n$", "\r\n", true), ("\\x{D}", "\r\nx", false), ("\\d", "٣", true), ("\\u", "Ж", true),
      ("\\l", "ß", true),
    ])
  func forward(source: String, text: String, matches: Bool) throws {
    #expect(try Self.forwardMatches(source, in: text) == matches)
  }

  // MARK: - Step budget

  @Test func aPathologicalForwardPatternReturnsWithoutAMatch() throws {
    let spaces = String(repeating: " ", count: 300)
    #expect(try !Self.forwardMatches("\\s*\\s*\\s*\\s*\\s*\\s*x", in: spaces))
  }

  @Test func aPathologicalBackwardPatternReturnsWithoutAMatch() throws {
    let spaces = String(repeating: " ", count: 300)
    #expect(try Self.backwardMatch("x\\s*\\s*\\s*\\s*\\s*\\s*", in: spaces) == nil)
  }

  /// Docs/rules.md, "Limits": nothing is read more than 1024 characters from the cursor.
  @Test func nothingIsReadMoreThan1024CharactersFromTheCursor() throws {
    let text = "x" + String(repeating: "a", count: 1_100)
    let reach = String(repeating: ".{256}", count: 3)
    // "x" is 1101 characters from the cursor: out of reach.
    #expect(try Self.backwardMatch("x" + reach + ".{256}.{256}", in: text) == nil)
    // Characters 1024 and nearer are in reach.
    #expect(try Self.backwardMatch("a" + reach + ".{255}", in: text) == 1024)
    #expect(try Self.backwardMatch("a" + reach + ".{256}", in: text) == nil)
  }

  @Test func aRunStopsAtMaxRunCharacters() throws {
    let long = String(repeating: "a", count: 300)
    #expect(try Self.backwardMatch("a+", in: long) == Int(Pattern.maxRun))
    #expect(try Self.backwardMatch("^a+", in: long) == nil)
  }
}
