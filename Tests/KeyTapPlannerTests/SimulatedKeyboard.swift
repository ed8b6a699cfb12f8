import KeyTapPlanner
import TypingRules

/// A keyboard on a screen, simulated: planes and a shift key as on iOS, every key tap sent
/// to a real engine on an in-memory field, time that passes only when the recorder waits.
/// Letter keys show capitals while the keyboard is shifted (by the engine or by shift);
/// the numbers plane goes back to the letters after a space or an apostrophe, as on iOS.
final class SimulatedKeyboard: KeyboardSurface {
  let layout: KeyboardLayout
  let document: InMemoryDocument
  let engine: TypingEngine
  private(set) var plane = KeyboardPlane.letters
  private(set) var shiftTapped = false
  private(set) var clock = 0.0
  /// Every key tapped, by label, and every wait.
  private(set) var log: [String] = []
  private(set) var waits: [Double] = []

  init(
    layout: KeyboardLayout = .iOSEnglish, program: RuleProgram, field: FieldTraits = FieldTraits(),
    before: String = "", after: String = "", autocorrector: (any Autocorrector)? = nil
  ) throws {
    self.layout = layout
    document = InMemoryDocument(before: before, after: after)
    engine = try TypingEngine(
      program: program, document: document, field: field, autocorrector: autocorrector)
  }

  private var shifted: Bool { shiftTapped || engine.isShifted }

  /// The labels on screen now.
  var visibleKeys: Set<String> {
    var keys: Set<String> = [layout.shiftLabel, layout.spaceLabel, layout.returnLabel, layout.deleteLabel]
    for (_, label) in layout.planeSwitches[plane] ?? [:] { keys.insert(label) }
    for character in layout.planes[plane] ?? "" {
      keys.insert(plane == .letters && shifted ? character.uppercased() : String(character))
    }
    return keys
  }

  func hasKey(_ label: String) -> Bool { visibleKeys.contains(label) }

  func tapKey(_ label: String) {
    precondition(hasKey(label), "tapped '\(label)', which is not on screen")
    log.append(label)
    if let target = layout.planeSwitches[plane]?.first(where: { $0.value == label })?.key {
      plane = target
      return
    }
    switch label {
    case layout.shiftLabel:
      shiftTapped.toggle()
      return
    case layout.spaceLabel: engine.handle(.space, at: clock)
    case layout.returnLabel: engine.handle(.return, at: clock)
    case layout.deleteLabel: engine.handle(.backspace, at: clock)
    default:
      // The key types what it shows: the engine is told the character, already in its case.
      engine.handle(.character(Character(label)), at: clock)
      shiftTapped = false
    }
    if plane == .numbers, label == layout.spaceLabel || label == "'" { plane = .letters }
  }

  func tapSuggestion(_ word: String) -> Bool {
    log.append("suggestion \(word)")
    engine.handle(.accept(word), at: clock)
    return true
  }

  func tapRevertSuggestion() -> Bool {
    guard engine.lastAutomaticEdit != nil else { return false }
    log.append("revert suggestion")
    engine.handle(.revert, at: clock)
    return true
  }

  func moveCaret(by offset: Int) {
    log.append("caret \(offset)")
    engine.handle(.moveCursor(offset), at: clock)
  }

  func wait(seconds: Double) {
    waits.append(seconds)
    clock += seconds
  }

  func buffer() -> String { document.text }
}
