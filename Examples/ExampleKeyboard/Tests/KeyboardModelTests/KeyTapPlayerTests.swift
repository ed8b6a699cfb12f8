import KeyTapPlanner
import KeyboardModel
import Testing
import TypingRules

/// The device recorder's player types catalog tap strings on the example keyboard, key by
/// key with a human rhythm, as it does on the system keyboard: the keyboard's labels, planes,
/// shift key and bar are enough to type them.
@Suite struct KeyTapPlayerTests {
  /// Plays a tap string on a fresh keyboard; the field's text after each tap.
  static func play(_ taps: String, before: String = "", echoesEdits: Bool = false) throws -> [String] {
    let keyboard = try SimulatedKeyboard(before: before, echoesEdits: echoesEdits)
    var player = KeyTapPlayer(layout: KeyboardLayout(Layout.englishUS))
    return try player.play(TapScript(parsing: taps), on: keyboard)
  }

  @Test func doubleSpaceEndsTheSentenceAndTheNextWordIsCapitalized() throws {
    #expect(try Self.play("hello  world").last == "Hello. World")
  }

  @Test func charactersOnOtherPlanesAreReachedThroughThePlaneKeys() throws {
    #expect(try Self.play("ok, 3# a").last == "Ok, 3# a")
  }

  @Test func theUsersShiftCancelsTheAutomaticOne() throws {
    #expect(try Self.play("{shift}iPhone").last == "iPhone")
  }

  @Test func correctionsAreCommittedAndAcceptedFromTheBar() throws {
    #expect(try Self.play("so teh ", before: "").last == "So the ")
    #expect(try Self.play("so teh{accept the}").last == "So the ")
  }

  @Test func theTypedWordIsRestoredFromTheBar() throws {
    #expect(try Self.play("so teh {bs}{revert}").last == "So teh")
  }

  @Test func aWordTheBarDoesNotOfferIsAnError() throws {
    #expect(throws: KeyTapError.noSuggestion("zebra", tapIndex: 2)) { try Self.play("wo{accept zebra}") }
  }

  /// A host that reports every edit of the keyboard back (`textDidChange` after
  /// `insertText`) changes nothing: the engine knows its own edits and keeps the
  /// double-space window, the shift state and the corrected word.
  @Test(arguments: [
    "hello  world", "{shift}iPhone", "so teh ", "so teh {bs}{revert}", "a{shift}{shift}bc{shift}d",
  ])
  func theHostsEchoOfEveryEditChangesNothing(taps: String) throws {
    #expect(try Self.play(taps, echoesEdits: true) == (try Self.play(taps)))
  }
}
