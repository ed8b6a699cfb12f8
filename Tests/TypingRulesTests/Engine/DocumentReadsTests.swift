import Testing
import TypingRules

/// How often the engine reads the document's before-context: its own window on that text
/// follows its edits, so a plain tap needs no read when the document can say it did not
/// change, and one read (the check for outside changes) when it cannot.
struct DocumentReadsTests {
  /// An in-memory document that counts context reads and may hide its change count and its
  /// promise of whole contexts, as `UITextDocumentProxy` does.
  final class CountingDocument: TextDocument {
    let inner: InMemoryDocument
    let tells: Bool
    private(set) var beforeReads = 0

    init(before: String, tells: Bool) {
      inner = InMemoryDocument(before: before)
      self.tells = tells
    }

    var documentContextBeforeInput: String? {
      beforeReads += 1
      return inner.documentContextBeforeInput
    }
    var documentContextAfterInput: String? { inner.documentContextAfterInput }
    func insertText(_ text: String) { inner.insertText(text) }
    func deleteBackward() { inner.deleteBackward() }
    func adjustTextPosition(byCharacterOffset offset: Int) {
      inner.adjustTextPosition(byCharacterOffset: offset)
    }
    var changeCount: Int? { tells ? inner.changeCount : nil }
    var reportsWholeContextBeforeInput: Bool { tells && inner.reportsWholeContextBeforeInput }
  }

  /// A program whose after-tap rule reads the text before the cursor on every tap.
  static func program() throws -> RuleProgram {
    var program = TestProgram()
    let start = try program.before("^\\s*")
    program.rule("shift-start", on: .afterTap, when: [start], do: [.shift(true)])
    return try program.build()
  }

  /// Types `count` letters and returns the reads they took.
  static func reads(typing count: Int, tells: Bool) throws -> (reads: Int, text: String) {
    let document = CountingDocument(before: String(repeating: "word ", count: 1_000), tells: tells)
    let engine = try TypingEngine(program: Self.program(), document: document)
    let before = document.beforeReads
    for index in 0..<count { engine.handle(Tap.character("a"), at: Double(index)) }
    return (document.beforeReads - before, document.inner.textBeforeCursor)
  }

  @Test func aPlainTapReadsNothingWhenTheDocumentTellsItsChanges() throws {
    let (reads, text) = try Self.reads(typing: 50, tells: true)
    #expect(reads == 0)
    #expect(text.hasSuffix(" " + String(repeating: "a", count: 50)))
  }

  @Test func aPlainTapReadsTheContextAtMostTwiceOtherwise() throws {
    let (reads, text) = try Self.reads(typing: 50, tells: false)
    #expect(reads <= 100)
    #expect(text.hasSuffix(" " + String(repeating: "a", count: 50)))
  }

  /// The host changes text far from the cursor, keeping its length and the characters
  /// right before the cursor, and does not tell the engine: the change count does.
  @Test func anOutsideEditIsSeenThroughTheChangeCount() throws {
    var program = TestProgram()
    let blankStart = try program.before("^\\s*a*\\s*")
    program.rule("shift-start", on: .afterTap, when: [blankStart], do: [.shift(true)])
    let document = CountingDocument(before: "xaaaa", tells: true)
    let engine = try TypingEngine(program: program.build(), document: document)
    #expect(!engine.isShifted)
    document.inner.adjustTextPosition(byCharacterOffset: -4)
    document.inner.deleteBackward()
    document.inner.insertText(" ")
    document.inner.adjustTextPosition(byCharacterOffset: 4)
    engine.handle(Tap.space, at: 1)
    #expect(document.inner.textBeforeCursor == " aaaa ")
    #expect(engine.isShifted)
  }
}
