import Testing
import TypingRules

struct TokenShapeTests {
  static func shapes(of token: String) -> Set<TokenShape> {
    let characters = Array(token)
    return Set(TokenShape.allCases.filter { $0.matches(characters[...]) })
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
      // A dot between letters is the domain shape, whatever the word.
      ("e.g.", [.domain]),
      ("i.e", [.domain]),
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
      ("1\u{202F}000", [.number]),
      ("\u{0663}\u{0664}", [.number]),
      ("v2.0", []),
      ("hello", []),
      ("@", []),
      ("a@", []),
      ("@a", []),
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

  @Test func aSliceIsReadFromItsOwnBounds() {
    // The shape reads only the slice, not the whole array around it.
    let characters = Array("see www.x.org now")
    #expect(TokenShape.url.matches(characters[4..<13]))
    #expect(!TokenShape.url.matches(characters[0..<3]))
    let number = Array("abc3.14def")
    #expect(TokenShape.number.matches(number[3..<7]))
    #expect(!TokenShape.number.matches(number[2..<7]))
    let email = Array("x@y")
    #expect(!TokenShape.email.matches(email[1..<3]))
    #expect(TokenShape.email.matches(email[0..<3]))
  }

  @Test func rawValuesAreTheRuleSpellings() {
    #expect(TokenShape.allCases.map(\.rawValue) == ["url", "email", "domain", "number"])
  }
}
