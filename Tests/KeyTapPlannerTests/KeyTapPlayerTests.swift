import Foundation
import KeyTapPlanner
import Testing
import TypingRules
import TypingRulesYAML

/// The device recorder's logic, against a simulated iOS keyboard driven by the real engine.
@Suite struct KeyTapPlayerTests {
  static let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Rules").path

  static func english() throws -> CompiledPack { try PackLibrary(root: rules).load(locale: "en") }

  /// Plays a tap string; the simulated keyboard and the buffers.
  static func play(_ taps: String, field: FieldTraits = FieldTraits()) throws -> (SimulatedKeyboard, [String])
  {
    let pack = try english()
    let keyboard = try SimulatedKeyboard(program: pack.program, field: field, autocorrector: pack.corrections)
    var player = KeyTapPlayer()
    let buffers = try player.play(TapScript(parsing: taps), on: keyboard)
    return (keyboard, buffers)
  }

  @Test func lettersAreTappedAsLabelledAndTheAutoShiftIsTheKeyboards() throws {
    let (keyboard, buffers) = try Self.play("hi")
    // The field starts a sentence: the keyboard shows capitals, the first key is "H".
    #expect(keyboard.log == ["H", "i"])
    #expect(buffers == ["H", "Hi"])
  }

  @Test func anUppercaseLetterIsAShiftedTap() throws {
    let (keyboard, buffers) = try Self.play("iPad")
    #expect(keyboard.log == ["I", "shift", "P", "a", "d"])
    #expect(buffers.last == "IPad")
  }

  @Test func charactersOnOtherPlanesSwitchPlanes() throws {
    let (keyboard, buffers) = try Self.play("ok, 3# a")
    #expect(
      // The space bar is on every plane; the numbers plane goes back to the letters after a
      // space (as on iOS), the symbols plane does not.
      keyboard.log == ["O", "k", "more", ",", "space", "more", "3", "symbols", "#", "space", "more", "a"],
      "\(keyboard.log)")
    #expect(buffers.last == "Ok, 3# a")
  }

  @Test func spaceReturnDeleteSuggestionsCursorAndRevertByTheirLabels() throws {
    let (keyboard, buffers) = try Self.play("teh {revert}{bs}{return}wor{accept world}{left 2}")
    #expect(
      keyboard.log == [
        "T", "e", "h", "space", "revert suggestion", "delete", "Return", "W", "o", "r", "suggestion world",
        "caret -2",
      ], "\(keyboard.log)")
    #expect(buffers[3] == "The ")
    #expect(buffers[4] == "Teh ")
    #expect(buffers.last == "Teh\nWorld ")
  }

  @Test func humanCadenceBetweenTapsAndTheCatalogsPausesOnTop() throws {
    let (keyboard, _) = try Self.play("ab{pause 3.5}c, d")
    // Six catalog taps but seven key taps (the plane switch for ','), so six gaps.
    #expect(keyboard.waits.count == 6, "\(keyboard.waits)")
    let paused = keyboard.waits.filter { $0 > 1 }
    #expect(paused.count == 1)
    #expect(paused.allSatisfy { $0 >= 3.5 + 0.18 && $0 <= 3.5 + 0.25 })
    #expect(keyboard.waits.filter { $0 < 1 }.allSatisfy { $0 >= 0.18 && $0 <= 0.25 })
  }

  @Test func theSameSeedGivesTheSameRhythm() {
    var first = HumanCadence(seed: 7)
    var second = HumanCadence(seed: 7)
    let a = (0..<50).map { _ in first.next() }
    #expect(a == (0..<50).map { _ in second.next() })
    #expect(Set(a).count > 40)
  }

  @Test func aCharacterWithNoKeyIsAnErrorAtItsTap() throws {
    #expect(throws: KeyTapError.noKey("é", tapIndex: 2)) { try Self.play("caé") }
    #expect(throws: KeyTapError.noRevertSuggestion(tapIndex: 1)) { try Self.play("a{revert}") }
  }

  @Test func routesBetweenPlanes() {
    let layout = KeyboardLayout.iOSEnglish
    #expect(layout.route(from: .letters, to: .symbols) == ["more", "symbols"])
    #expect(layout.route(from: .symbols, to: .letters) == ["more"])
    #expect(layout.route(from: .numbers, to: .numbers) == [])
    #expect(layout.planes(for: "?") == [.numbers, .symbols])
    #expect(layout.planes(for: "Q") == [.letters])
    #expect(layout.planes(for: "é").isEmpty)
  }
}
