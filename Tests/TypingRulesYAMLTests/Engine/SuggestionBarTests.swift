import Testing
import TypingRules
import TypingRulesYAML

/// The suggestion bar on the shipped packs: what a keyboard shows after each tap, worked
/// out by dry runs of the rules (`EngineCore+Suggestions.swift`).
struct SuggestionBarTests {
  /// An autocorrector with words to offer: a table's correction, then completions.
  struct Offering: Autocorrector {
    var table = SubstitutionTable(["teh": "the", "recieve": "receive"])
    var words = ["hello", "help", "helmet", "the", "then", "there"]
    func correction(for word: String, context: AutocorrectionContext) -> String? {
      table.correction(for: word, context: context)
    }
    func suggestions(for word: String, context: AutocorrectionContext, limit: Int) -> [String] {
      let key = word.lowercased()
      var offered = correction(for: word, context: context).map { [$0] } ?? []
      offered += words.filter { $0.hasPrefix(key) && $0 != key }
      return Array(offered.prefix(limit))
    }
  }

  /// A field with the en pack and `Offering`, typed into tap by tap.
  final class Keyboard {
    let document: InMemoryDocument
    let engine: TypingEngine
    var clock = 0.0

    init(locale: String = "en", field: FieldTraits = FieldTraits(), before: String = "", after: String = "")
      throws
    {
      let pack = try Fixtures.withLibrary { try $0.load(locale: locale) }
      document = InMemoryDocument(before: before, after: after)
      engine = try TypingEngine(
        program: pack.program, document: document, field: field, autocorrector: Offering())
    }

    func type(_ taps: String) throws {
      for step in try TapScript(parsing: taps).steps {
        guard case .tap(let tap) = step else { continue }
        clock += 0.2
        engine.handle(tap, at: clock)
      }
    }

    /// The bar's items as `kind:text`.
    var bar: [String] { engine.suggestionBar().items.map { "\($0.kind):\($0.text)" } }
  }

  @Test func aPendingCorrectionComesAfterTheVerbatimWord() throws {
    let keyboard = try Keyboard()
    try keyboard.type("teh")
    let bar = keyboard.engine.suggestionBar()
    #expect(bar.word == "Teh")
    #expect(bar.wordRange == -3..<0)
    #expect(bar.correction == "The")
    #expect(keyboard.bar == ["verbatim:Teh", "correction:The"])
    #expect(bar.items[0].tap == .accept("Teh"))
  }

  @Test func acceptingTheVerbatimWordKeepsIt() throws {
    let keyboard = try Keyboard()
    try keyboard.type("teh")
    keyboard.engine.handle(keyboard.engine.suggestionBar().items[0].tap, at: 1)
    #expect(keyboard.document.text == "Teh ")
  }

  @Test func completionsWhileAWordIsTyped() throws {
    let keyboard = try Keyboard()
    try keyboard.type("I said hel")
    #expect(keyboard.bar == ["verbatim:hel", "candidate:hello", "candidate:help"])
    #expect(keyboard.engine.suggestionBar().correction == nil)
  }

  @Test func candidatesComeInTheCaseTheyWouldBeInserted() throws {
    let keyboard = try Keyboard()
    try keyboard.type("HEL")
    #expect(keyboard.bar == ["verbatim:HEL", "candidate:HELLO", "candidate:HELP"])
  }

  @Test func theWordAroundTheCursorAndItsRange() throws {
    let keyboard = try Keyboard(after: "p me")
    try keyboard.type("I said hel")
    let bar = keyboard.engine.suggestionBar()
    #expect(bar.word == "help")
    #expect(bar.wordRange == -3..<1)
  }

  @Test func nothingBetweenWords() throws {
    let keyboard = try Keyboard()
    try keyboard.type("hello ")
    #expect(keyboard.engine.suggestionBar().isEmpty)
  }

  @Test func noCorrectionWhereTheRulesWouldNotMakeOne() throws {
    // In a URL field, and in a word the user reverted, a space commits no correction.
    var url = FieldTraits()
    url.keyboard = .url
    let inURL = try Keyboard(field: url)
    try inURL.type("teh")
    #expect(inURL.engine.suggestionBar().correction == nil)
    let reverted = try Keyboard()
    try reverted.type("teh {revert}{bs}")
    #expect(reverted.document.text == "Teh")
    #expect(reverted.engine.suggestionBar().correction == nil)
  }

  @Test func nothingInASecureField() throws {
    var secure = FieldTraits()
    secure.secure = true
    let keyboard = try Keyboard(field: secure)
    try keyboard.type("teh")
    #expect(keyboard.engine.suggestionBar() == .empty)
    try keyboard.type("{accept the}")
    #expect(keyboard.document.text == "teh")
  }

  @Test func backspacingIntoACorrectedWordOffersTheTypedWordAgain() throws {
    let keyboard = try Keyboard()
    try keyboard.type("I saw teh {bs}")
    #expect(keyboard.document.text == "I saw the")
    let bar = keyboard.engine.suggestionBar()
    #expect(bar.items.first == SuggestionBar.Item(text: "teh", kind: .restore, tap: .revert))
    keyboard.engine.handle(.revert, at: keyboard.clock + 1)
    #expect(keyboard.document.text == "I saw teh")
    // Kept as typed where it stands.
    try keyboard.type(" ")
    #expect(keyboard.document.text == "I saw teh ")
  }

  @Test func afterDeletingTheNextWordBackToIt() throws {
    let keyboard = try Keyboard()
    try keyboard.type("I saw teh cat{bs}{bs}{bs}{bs}")
    #expect(keyboard.document.text == "I saw the")
    #expect(keyboard.bar.first == "restore:teh")
    #expect(keyboard.engine.revertLastEdit())
    #expect(keyboard.document.text == "I saw teh")
  }

  @Test func onlyWhereTheCorrectionWasMade() throws {
    // The same word elsewhere, never corrected, offers nothing to restore.
    let keyboard = try Keyboard()
    try keyboard.type("teh cat and the")
    #expect(keyboard.document.text == "The cat and the")
    #expect(keyboard.bar.first == "verbatim:the")
    #expect(!keyboard.engine.revertLastEdit())
    // A word typed after it closes nothing: back at the corrected word, it is offered.
    try keyboard.type("{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}")
    #expect(keyboard.document.text == "The")
    #expect(keyboard.bar.first == "restore:Teh")
  }

  @Test func askingChangesNothing() throws {
    let keyboard = try Keyboard()
    try keyboard.type("word teh")
    let before = (keyboard.document.text, keyboard.engine.shiftState, keyboard.engine.lastAutomaticEdit)
    _ = keyboard.engine.suggestionBar()
    _ = keyboard.engine.suggestionBar(limit: 5)
    #expect(keyboard.document.text == before.0)
    #expect(keyboard.engine.shiftState == before.1)
    #expect(keyboard.engine.lastAutomaticEdit == before.2)
    // The next taps do what they would have done.
    try keyboard.type(" ")
    #expect(keyboard.document.text == "Word the ")
  }

  @Test func asManyItemsAsAsked() throws {
    let keyboard = try Keyboard()
    try keyboard.type("teh")
    #expect(keyboard.engine.suggestionBar(limit: 1).items.map(\.text) == ["Teh"])
    #expect(keyboard.engine.suggestionBar(limit: 0) == .empty)
  }
}
