import Testing
import TypingRules

struct TokenShapeTests {
  /// The base pack's lexing data: `.` `,` decimal and grouping, `:` `/` `-` separators.
  static let lexer = LexerData(locale: .testLocale)

  static func shapes(of token: String) -> Set<TokenShape> {
    let characters = Array(token)
    return Set(TokenShape.allCases.filter { $0.matches(characters[...], lexer: Self.lexer) })
  }

  @Test(
    "shapes of tokens",
    arguments: [
      ("www.example.com", [TokenShape.url, .domain]),
      ("WWW.Example.com", [.url, .domain]),
      ("https://x.org", [.url, .domain]),
      ("ftp://files", [.url]),
      ("http://", [.url]),
      ("me@x.is", [.email, .domain]),
      ("a@b", [.email]),
      ("example.com", [.domain]),
      ("x.org", [.domain]),
      ("3d.io", [.domain]),
      // A dot between letters is the domain shape, unless the token is an initialism:
      // letters in groups of one or two, every group as long as the others.
      ("e.g.", []),
      ("i.e", []),
      ("U.S.A.", []),
      ("U.S.A", []),
      ("EE.UU.", []),
      ("a.C.", []),
      ("p.n.e.", []),
      ("н.э.", []),
      ("U.S.A.)", []),
      ("t.co", [.domain]),
      ("x.ai", [.domain]),
      ("Ph.D.", [.domain]),
      ("U.S.com", [.domain]),
      ("a.b1", [.domain]),
      ("3.14", [.number]),
      ("1,000", [.number]),
      ("1,000,000.5", [.number]),
      ("10:30", [.number]),
      ("21.", [.number]),
      ("555-1234", [.number]),
      ("1.2.3", [.number]),
      ("12/05/2024", [.number]),
      ("-5", [.number]),
      ("+354", [.number]),
      ("−2", [.number]),
      ("7", [.number]),
      ("\u{0663}\u{0664}", [.number]),
      ("v2.0", []),
      ("hello", []),
      ("@", []),
      ("a@", []),
      ("@a", [.handle]),
      // A handle: `@` first, then a letter, digit or `_`; a tag: `#` first, then a run of
      // letters, digits and `_` holding a letter.
      ("@teh", [.handle]),
      ("@user.name", [.handle, .domain]),
      ("@42", [.handle]),
      ("@_x", [.handle]),
      ("@tëh", [.handle]),
      ("@пётр", [.handle]),
      ("@teh.", [.handle]),
      ("@.", []),
      ("@@", []),
      ("a@b.c", [.email, .domain]),
      ("#tgis", [.tag]),
      ("#2024goals", [.tag]),
      ("#привет", [.tag]),
      ("#_a", [.tag]),
      ("#tgis!", [.tag]),
      ("#1", []),
      ("#1.", []),
      ("#_", []),
      ("#", []),
      ("##a", []),
      ("a#b", []),
      ("www.", []),
      ("www", []),
      ("end.", []),
      ("end.next", [.domain]),
      ("1..2", []),
      (".5", []),
      ("-", []),
      ("1-", [.number]),
      ("1a", []),
      ("3.x", [.domain]),
      ("", []),
    ] as [(String, Set<TokenShape>)])
  func shapes(token: String, expected: Set<TokenShape>) {
    #expect(Self.shapes(of: token) == expected)
  }

  /// The engine answers `token: {is: [shape]}` from the codes before the cursor when they
  /// rule a shape out (no token built), else by the shape's test: both must agree with the
  /// definition, on the listed tokens and on random ones, with an opening quote or bracket
  /// before some (which is not the token's).
  @Test("the engine's token conditions agree with the shapes", arguments: TokenShape.allCases)
  func engineConditionsAgree(shape: TokenShape) throws {
    var program = TestProgram()
    let condition = program.predicate(.token(.shape([shape])))
    program.rule("shaped", on: .space, when: [condition], do: [.swallow, program.insert("#")])
    let built = try program.build()
    var random = PatternTests.SplitMix(seed: UInt64(shape.hashValue & 0xFFFF) &+ 5)
    let alphabet = Array("aw1.@:/-−٣,x#_é")
    var tokens = [
      "www.example.com", "me@x.is", "a@b", "example.com", "e.g.", "U.S.A.", "t.co", "end.", "3.14", "21.",
      "−2", "٣٤", "hello",
      "www.", "@", "a@", "(www.x.com", "“me@x.is", "end.next", "http://", "1-", "@teh", "(@teh", "#tgis",
      "“#tgis", "#1", "@.", "@user.name",
    ]
    for _ in 0..<200 {
      tokens.append(String((0..<(1 + random.next(7))).map { _ in alphabet[random.next(alphabet.count)] }))
    }
    for token in tokens {
      let opener = token.first.map { "(“".contains($0) } ?? false
      let expected = Self.shapes(of: opener ? String(token.dropFirst()) : token).contains(shape)
      let field = try Field(built, before: "x " + token)
      field.engine.tracer = nil
      field.tap(.space)
      #expect(field.text.hasSuffix("#") == expected, "\(shape) of \(token)")
    }
  }

  /// A number's separators are the pack's: French groups with a narrow no-break space,
  /// Swiss German with ’; neither is a separator with the base pack's data.
  @Test func numberSeparatorsComeFromThePack() {
    func lexer(grouping: String) -> LexerData {
      LexerData(
        locale: LocaleData(
          tag: "xx", values: ["numbers.decimal": .string(","), "numbers.grouping": .string(grouping)]))
    }
    let french = Array("1\u{202F}000")
    let swiss = Array("1’000")
    #expect(TokenShape.number.matches(french[...], lexer: lexer(grouping: "\u{202F}")))
    #expect(!TokenShape.number.matches(french[...], lexer: Self.lexer))
    #expect(TokenShape.number.matches(swiss[...], lexer: lexer(grouping: "’")))
    #expect(!TokenShape.number.matches(swiss[...], lexer: Self.lexer))
    // Without `numbers.separators`, a time is not a number.
    #expect(!TokenShape.number.matches(Array("10:30")[...], lexer: lexer(grouping: ".")))
  }

  @Test func aSliceIsReadFromItsOwnBounds() {
    // The shape reads only the slice, not the whole array around it.
    let characters = Array("see www.x.org now")
    #expect(TokenShape.url.matches(characters[4..<13], lexer: Self.lexer))
    #expect(!TokenShape.url.matches(characters[0..<3], lexer: Self.lexer))
    let number = Array("abc3.14def")
    #expect(TokenShape.number.matches(number[3..<7], lexer: Self.lexer))
    #expect(!TokenShape.number.matches(number[2..<7], lexer: Self.lexer))
    let email = Array("x@y")
    #expect(!TokenShape.email.matches(email[1..<3], lexer: Self.lexer))
    #expect(TokenShape.email.matches(email[0..<3], lexer: Self.lexer))
  }

  /// The engine reads a `token: {is: ...}` mask bit by bit: bit i is `allCases[i]`, which
  /// `Instruction.tokenShape` writes.
  @Test func maskBitsAreTheCasesInOrder() {
    #expect(TokenShape.allCases.indices.map { TokenShape(maskBit: $0) } == TokenShape.allCases)
  }

  @Test func rawValuesAreTheRuleSpellings() {
    #expect(TokenShape.allCases.map(\.rawValue) == ["url", "email", "domain", "number", "handle", "tag"])
  }
}
