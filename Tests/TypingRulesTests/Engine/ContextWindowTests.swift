import Testing

@testable import TypingRules

/// The engine's window on the text before the cursor answers exactly what a fresh read of
/// the document's context answers, whatever edits it followed.
struct ContextWindowTests {
  /// Pieces of text whose joins form one grapheme cluster or not: combining marks, CR LF,
  /// regional indicators, emoji with modifiers and joiners, plain ASCII.
  static let pieces = [
    "a", "b ", ". ", "word", "e", "\u{301}", "\r", "\n", "\r\n", "🇮", "🇸", "👍", "\u{1F3FD}", "\u{200D}",
    "👩", "“", "x\u{301}y", " ", "\u{0600}", "1", "п", "Ω", "и\u{306}", "\u{0483}", "ё", "\u{037A}",
  ]

  /// What a window that has read nothing yet answers, for every distance up to `depth`.
  static func fresh(_ document: TextDocument, depth: Int) -> [String] {
    var window = ContextWindow()
    window.document = document
    return describe(&window, depth: depth)
  }

  static func describe(_ window: inout ContextWindow, depth: Int) -> [String] {
    (0...depth).map { distance in
      let code = window.code(at: distance)
      let character = window.character(at: distance).map { String($0).unicodeScalars.map(\.value) } ?? []
      return "\(distance): \(code) \(character) edge=\(window.isEdge(at: distance))"
    }
  }

  @Test(arguments: [nil, 0, 3, 40] as [Int?])
  func followsEveryEditLikeAFreshRead(contextLimit: Int?) {
    var random = Lehmer(seed: 7)
    let document = InMemoryDocument(before: "start 🇮🇸 e\u{301}", contextLimit: contextLimit)
    var window = ContextWindow()
    window.document = document
    for step in 0..<2_000 {
      if random.next(3) == 0 {
        document.deleteBackward()
        window.didDeleteBackward()
      } else {
        let piece = Self.pieces[random.next(Self.pieces.count)]
        document.insertText(piece)
        window.didInsert(piece)
      }
      // Sometimes several edits go by before the next read.
      guard random.next(2) == 0 else { continue }
      let depth = random.next(12)
      let kept = Self.describe(&window, depth: depth)
      #expect(
        kept == Self.fresh(document, depth: depth),
        "step \(step): \(document.textBeforeCursor.unicodeScalars.suffix(12).map(\.value))")
    }
  }

  /// The scalars the window appends without grapheme breaking stand alone by Unicode's own
  /// rules: between any two of them there is a boundary, and one after any character
  /// starts a new one (Swift's `Character` breaking is the reference).
  @Test func standaloneScalarsBreakFromTheirNeighbours() {
    let standalone = (UInt32(0)..<0x3000).filter(ContextWindow.standsAlone)
    let neighbours: [Character] = ["a", " ", "é", "п", "Ω", "“", "—", "\u{00A0}", "«"]
    for value in standalone {
      let scalar = String(Unicode.Scalar(value)!)
      for neighbour in neighbours {
        #expect((String(neighbour) + scalar).count == 2, "U+\(String(value, radix: 16)) after \(neighbour)")
        #expect((scalar + String(neighbour)).count == 2, "U+\(String(value, radix: 16)) before \(neighbour)")
      }
    }
  }

  /// A set that holds every printable character is read as the stretch the ring recorded:
  /// never longer than the text's run, and as long as it while the window holds it.
  @Test func aPrintableRunIsReadInOneStep() {
    let printable = ProgramTables.ASCIISet(low: 0xFFFF_FFFF_0000_0000, high: 0x7FFF_FFFF_FFFF_FFFF)
    let document = InMemoryDocument(before: "“" + String(repeating: "a b", count: 100))
    var window = ContextWindow()
    window.document = document
    #expect(window.asciiRun(from: 0, limit: 1000, in: printable) <= 300)
    _ = window.code(at: 400)
    #expect(window.asciiRun(from: 0, limit: 1000, in: printable) == 300)
    #expect(window.asciiRun(from: 10, limit: 50, in: printable) == 50)
    for piece in ["x", "\t", "y", "é", "z"] {
      document.insertText(piece)
      window.didInsert(piece)
    }
    #expect(window.asciiRun(from: 0, limit: 1000, in: printable) == 1)
    #expect(window.asciiRun(from: 1, limit: 1000, in: printable) == 0)
    #expect(window.asciiRun(from: 2, limit: 1000, in: printable) == 1)
    #expect(window.asciiRun(from: 4, limit: 1000, in: printable) == 301)
  }

  @Test func readsPastItsCharactersFromTheDocument() {
    let text = String(repeating: "ab\u{301}c d👍🏽 ", count: 400)
    let document = InMemoryDocument(before: text)
    var window = ContextWindow()
    window.document = document
    _ = window.code(at: 0)
    for _ in 0..<30 {
      document.deleteBackward()
      window.didDeleteBackward()
    }
    let kept = Self.describe(&window, depth: 1_030)
    #expect(kept == Self.fresh(document, depth: 1_030))
  }

  @Test func looksNoFurtherThanTheLimit() {
    let exact = InMemoryDocument(before: String(repeating: "x", count: ContextWindow.lookLimit))
    var window = ContextWindow()
    window.document = exact
    let last = window.code(at: ContextWindow.lookLimit - 1)
    let beyond = window.code(at: ContextWindow.lookLimit)
    let edge = window.isEdge(at: ContextWindow.lookLimit)
    #expect(last == UInt16(UInt8(ascii: "x")))
    #expect(beyond == PatternCode.end)
    #expect(!edge)
    let shorter = InMemoryDocument(before: String(repeating: "x", count: ContextWindow.lookLimit - 1))
    window = ContextWindow()
    window.document = shorter
    let shorterEdge = window.isEdge(at: ContextWindow.lookLimit - 1)
    #expect(shorterEdge)
  }

  @Test func keepsTheNearestCharactersWhenFull() {
    let document = InMemoryDocument()
    var window = ContextWindow()
    window.document = document
    _ = window.code(at: 0)
    for index in 0..<(ContextWindow.capacity + 500) {
      let piece = index % 7 == 0 ? "é" : "k"
      document.insertText(piece)
      window.didInsert(piece)
    }
    #expect(window.count == ContextWindow.capacity)
    let kept = Self.describe(&window, depth: 1_030)
    #expect(kept == Self.fresh(document, depth: 1_030))
  }

  @Test func anOutsideEditOfTheSameLengthIsReadAgainAfterInvalidation() {
    let document = InMemoryDocument(before: "abc")
    var window = ContextWindow()
    window.document = document
    let first = window.character(at: 0)
    #expect(first == "c")
    document.deleteBackward()
    document.insertText("x")
    window.invalidate()
    let second = window.character(at: 0)
    #expect(second == "x")
  }

  @Test func theNearestTextComesBackAsAString() {
    let document = InMemoryDocument(before: "say héllo wörld")
    var window = ContextWindow()
    window.document = document
    let texts = [5, 3, 100, 15].map { window.text(ofNearest: $0) }
    #expect(texts == ["wörld", "rld", "", "say héllo wörld"])
    let length = window.utf8Length(ofNearest: 5)
    #expect(length == 6)
  }
}

/// A small deterministic generator for the tests above.
struct Lehmer {
  private var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

  mutating func next(_ bound: Int) -> Int {
    state = state &* 0xDA94_2042_E4DD_58B5
    return Int((state >> 33) % UInt64(bound))
  }
}
