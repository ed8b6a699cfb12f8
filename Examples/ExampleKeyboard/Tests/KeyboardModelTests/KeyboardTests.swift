import KeyboardModel
import Testing
import TypingRules

/// The example keyboard, tapped key by key on a simulated screen: what the keys show, what
/// the shift key and the suggestion bar show, and what reaches the field.
@Suite struct KeyboardTests {
  // MARK: Planes and keys

  @Test func theLettersPlaneIsLaidOutAsOnIOS() throws {
    var field = FieldTraits()
    field.autocapitalization = .none
    let keyboard = try SimulatedKeyboard(field: field)
    #expect(
      keyboard.labels == [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
        ["shift", "z", "x", "c", "v", "b", "n", "m", "delete"],
        ["123", "next keyboard", "space", "return"],
      ])
  }

  @Test func planeKeysSwitchPlanesAndSpaceBringsTheLettersBack() throws {
    let keyboard = try SimulatedKeyboard()
    keyboard.tap("123")
    #expect(keyboard.keyboard.plane == .numbers)
    #expect(keyboard.labels[0] == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
    #expect(keyboard.labels[2] == ["#+=", ".", ",", "?", "!", "'", "delete"])
    keyboard.tap("#+=")
    #expect(keyboard.labels[0].contains("{"))
    #expect(keyboard.labels[3] == ["ABC", "next keyboard", "space", "return"])
    keyboard.tap(["123", "4", "2"])
    // Space on the numbers plane goes back to the letters, as on iOS.
    keyboard.tap("space")
    #expect(keyboard.keyboard.plane == .letters)
    #expect(keyboard.text == "42 ")
  }

  @Test func withoutTheGlobeKeyTheBottomRowHasNone() throws {
    let keyboard = try SimulatedKeyboard(showsGlobeKey: false)
    #expect(keyboard.labels.last == ["123", "space", "return"])
  }

  @Test func theGlobeKeyAsksForTheNextKeyboardAndTypesNothing() throws {
    let keyboard = try SimulatedKeyboard()
    keyboard.tap(["H", "i", "next keyboard"])
    #expect(keyboard.requests == [.advanceToNextInputMode])
    #expect(keyboard.text == "Hi")
  }

  @Test func returnAndDeleteGoThroughTheEngine() throws {
    let keyboard = try SimulatedKeyboard()
    keyboard.tap(["H", "i", "return", "O", "k", "delete"])
    #expect(keyboard.text == "Hi\nO")
  }

  @Test func otherLayoutsAreData() throws {
    let keyboard = try SimulatedKeyboard(layout: .frenchAZERTY, locale: "fr")
    #expect(keyboard.labels[0].first == "A")
    #expect(keyboard.labels[1].last == "M")
    keyboard.tap(["Z", "u", "t", "espace"])
    #expect(keyboard.text == "Zut ")
    #expect(
      Layout.germanQWERTZ.rows(of: .letters)[2] == [.shift] + "yxcvbnm".map { .character($0) } + [.backspace])
  }

  // MARK: The shift key

  @Test func atASentenceStartTheShiftKeyIsAutomaticAndTheLettersAreCapitals() throws {
    let keyboard = try SimulatedKeyboard()
    #expect(keyboard.keyboard.shiftKey == .automatic)
    #expect(keyboard.labels[0].first == "Q")
    keyboard.tap("H")
    // Inside the word: unshifted, lowercase letters.
    #expect(keyboard.keyboard.shiftKey == .off)
    #expect(keyboard.labels[0].first == "q")
    keyboard.tap(["i", "123", "."])
    #expect(keyboard.text == "Hi.")
    keyboard.tap("space")
    #expect(keyboard.keyboard.plane == .letters)
    #expect(keyboard.keyboard.shiftKey == .automatic)
  }

  @Test func aTapOnAnAutomaticShiftCancelsItForTheNextLetter() throws {
    let keyboard = try SimulatedKeyboard()
    keyboard.tap("shift")
    #expect(keyboard.keyboard.shiftKey == .off)
    #expect(keyboard.labels[0].first == "q")
    keyboard.tap("i")
    // A tap while off shifts the next letter only.
    keyboard.tap("shift")
    #expect(keyboard.keyboard.shiftKey == .on)
    #expect(keyboard.labels[0].first == "Q")
    keyboard.tap(["P", "h"])
    #expect(keyboard.keyboard.shiftKey == .off)
    keyboard.tap(["o", "n", "e"])
    #expect(keyboard.text == "iPhone")
  }

  @Test func aDoubleTapLocksCapitalsUntilShiftIsTappedAgain() throws {
    let keyboard = try SimulatedKeyboard(before: "ok ")
    #expect(keyboard.keyboard.shiftKey == .off)
    keyboard.tap("shift")
    keyboard.tap("shift", after: 0.15)
    #expect(keyboard.keyboard.shiftKey == .locked)
    keyboard.tap(["N", "A", "S", "A", "space", "G", "O"])
    #expect(keyboard.keyboard.shiftKey == .locked)
    #expect(keyboard.labels[1].first == "A")
    keyboard.tap("shift")
    #expect(keyboard.keyboard.shiftKey == .off)
    keyboard.tap("o")
    #expect(keyboard.text == "ok NASA GOo")
  }

  @Test func twoSlowTapsOnShiftDoNotLock() throws {
    let keyboard = try SimulatedKeyboard(before: "ok ")
    keyboard.tap("shift")
    #expect(keyboard.keyboard.shiftKey == .on)
    keyboard.tap("shift", after: 1)
    #expect(keyboard.keyboard.shiftKey == .off)
  }

  @Test func theShiftKeyHasThreeLooksBesideOff() {
    #expect(ShiftKeyLook(.off).symbolName == "shift")
    #expect(ShiftKeyLook(.automatic) == .automatic && !ShiftKeyLook.automatic.isHighlighted)
    #expect(ShiftKeyLook(.manual) == .on && ShiftKeyLook.on.isHighlighted)
    #expect(ShiftKeyLook(.locked).symbolName == "capslock.fill")
  }

  // MARK: The suggestion bar

  @Test func aMisspelledWordShowsItselfVerbatimAndTheCorrectionHighlighted() throws {
    let keyboard = try SimulatedKeyboard(before: "so ")
    keyboard.tap(["t", "e", "h"])
    let bar = keyboard.keyboard.suggestionBar
    #expect(bar.word == "teh")
    #expect(bar.wordRange == -3..<0)
    #expect(bar.correction == "the")
    #expect(Array(keyboard.bar.prefix(2)) == ["“teh”", "[the]"])
    // Space commits the correction.
    keyboard.tap("space")
    #expect(keyboard.text == "so the ")
  }

  @Test func tappingTheVerbatimWordKeepsIt() throws {
    let keyboard = try SimulatedKeyboard(before: "so ")
    keyboard.tap(["t", "e", "h"])
    #expect(keyboard.tapSuggestion(titled: "“teh”"))
    // Accepted with its automatic space, and not corrected.
    #expect(keyboard.text == "so teh ")
    #expect(keyboard.bar.isEmpty)
  }

  @Test func tappingTheCorrectionAcceptsIt() throws {
    let keyboard = try SimulatedKeyboard(before: "so ")
    keyboard.tap(["t", "e", "h"])
    #expect(keyboard.tapSuggestion(titled: "the"))
    #expect(keyboard.text == "so the ")
  }

  @Test func backspacingIntoACorrectedWordOffersTheTypedWordBack() throws {
    let keyboard = try SimulatedKeyboard(before: "so ")
    keyboard.tap(["t", "e", "h", "space", "delete"])
    #expect(keyboard.text == "so the")
    // The typed word comes first, in quotes; its tap is the revert.
    let restore = try #require(keyboard.keyboard.suggestions.first)
    #expect(restore.item.kind == .restore && restore.item.tap == .revert)
    #expect(restore.title == "“teh”")
    keyboard.keyboard.tap(restore.item, at: keyboard.clock + 0.2)
    #expect(keyboard.text == "so teh")
  }

  @Test func aSecureFieldShowsNoBarAndCorrectsNothing() throws {
    var field = FieldTraits()
    field.secure = true
    let keyboard = try SimulatedKeyboard(field: field, before: "so ")
    keyboard.tap(["t", "e", "h"])
    #expect(keyboard.keyboard.suggestionBar.isEmpty)
    #expect(keyboard.bar.isEmpty)
    keyboard.tap("space")
    #expect(keyboard.text == "so teh ")
  }

  @Test func betweenWordsTheBarIsEmpty() throws {
    let keyboard = try SimulatedKeyboard()
    #expect(keyboard.keyboard.suggestionBar.word == "")
    #expect(keyboard.bar.isEmpty)
  }

  @Test func aWordWithNoCorrectionHighlightsNothing() throws {
    let keyboard = try SimulatedKeyboard(before: "so ")
    keyboard.tap(["w", "o", "r"])
    #expect(keyboard.keyboard.suggestionBar.word == "wor")
    #expect(keyboard.keyboard.suggestionBar.correction == nil)
    #expect(!keyboard.keyboard.suggestions.contains { $0.isHighlighted })
    keyboard.tap("space")
    #expect(keyboard.text == "so wor ")
  }

  // MARK: Host changes

  @Test func theEchoOfTheKeyboardsOwnEditKeepsTheShiftAndTheBar() throws {
    let keyboard = try SimulatedKeyboard(before: "so ")
    keyboard.tap("shift")
    keyboard.keyboard.hostDidChange(field: keyboard.keyboard.engine.field)
    #expect(keyboard.keyboard.shiftKey == .on)
    keyboard.tap(["T", "e", "h"])
    keyboard.keyboard.hostDidChange(field: keyboard.keyboard.engine.field)
    #expect(keyboard.keyboard.suggestionBar.correction == "The")
  }

  @Test func aRealChangeByTheHostIsReadAgain() throws {
    let keyboard = try SimulatedKeyboard(before: "so")
    #expect(keyboard.keyboard.shiftKey == .off)
    // The user pastes the end of a sentence: the host inserts it and tells the keyboard.
    keyboard.document.insertText(". ")
    keyboard.keyboard.hostDidChange(field: keyboard.keyboard.engine.field)
    #expect(keyboard.keyboard.shiftKey == .automatic)
    // A field that does not capitalize: the letters are lowercase.
    var field = FieldTraits()
    field.autocapitalization = .none
    keyboard.keyboard.hostDidChange(field: field)
    #expect(keyboard.keyboard.shiftKey == .off)
    #expect(keyboard.labels[0].first == "q")
  }
}
