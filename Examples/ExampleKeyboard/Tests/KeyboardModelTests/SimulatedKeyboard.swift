import KeyTapPlanner
import KeyboardModel
import KeyboardRules
import Testing
import TypingRules

/// The example keyboard on a simulated screen: keys tapped by the label they show now, an
/// in-memory field, and a clock that moves only when the test says (each tap 0.2 s after the
/// last by default). It is also a ``KeyTapPlanner/KeyboardSurface``, so the device
/// recorder's player can type catalog tap strings on it key by key.
final class SimulatedKeyboard: KeyboardSurface {
  let keyboard: Keyboard
  let document: InMemoryDocument
  /// The time of the last tap, in seconds.
  private(set) var clock = 0.0
  /// What the keys asked of the view controller, in order.
  private(set) var requests: [KeyboardRequest] = []
  /// Whether the host reports the keyboard's own edits back after every tap, as
  /// `textDidChange` may on iOS: the controller then calls `hostDidChange(field:)`.
  let echoesEdits: Bool

  /// A keyboard on the compiled `en` pack (with its corrections), over an empty field.
  init(
    layout: Layout = .englishUS, locale: String = "en", field: FieldTraits = FieldTraits(),
    before: String = "", showsGlobeKey: Bool = true, echoesEdits: Bool = false
  ) throws {
    self.echoesEdits = echoesEdits
    let pack = try KeyboardRules.load().pack(for: locale)
    document = InMemoryDocument(before: before)
    let engine = try TypingEngine(
      program: pack.program, document: document, field: field, autocorrector: pack.corrections)
    keyboard = Keyboard(layout: layout, engine: engine, showsGlobeKey: showsGlobeKey)
  }

  /// The labels on screen now, row by row.
  var labels: [[String]] { keyboard.rows.map { $0.map(keyboard.label(of:)) } }

  /// The field's text.
  var text: String { document.text }

  /// The suggestion bar's cells as shown (`“teh”`, `the`), the highlighted one in brackets.
  var bar: [String] { keyboard.suggestions.map { $0.isHighlighted ? "[\($0.title)]" : $0.title } }

  /// Taps the key showing `label`, `gap` seconds after the last tap.
  func tap(_ label: String, after gap: Double = 0.2) {
    clock += gap
    tapKey(label)
  }

  /// Taps keys by their labels, one after another.
  func tap(_ labels: [String], after gap: Double = 0.2) {
    for label in labels { tap(label, after: gap) }
  }

  /// Taps the bar's cell with this title, 0.2 s after the last tap; `false` if none.
  @discardableResult
  func tapSuggestion(titled title: String) -> Bool {
    guard let cell = keyboard.suggestions.first(where: { $0.title == title }) else { return false }
    clock += 0.2
    keyboard.tap(cell.item, at: clock)
    echo()
    return true
  }

  // MARK: KeyboardSurface

  func hasKey(_ label: String) -> Bool { labels.joined().contains(label) }

  func tapKey(_ label: String) {
    guard let key = keyboard.rows.joined().first(where: { keyboard.label(of: $0) == label }) else {
      Issue.record("tapped '\(label)', which is not on screen: \(labels)")
      return
    }
    if let request = keyboard.tap(key, at: clock) { requests.append(request) }
    echo()
  }

  /// The host's echo of the keyboard's own edit, if it sends one.
  private func echo() {
    if echoesEdits { keyboard.hostDidChange(field: keyboard.engine.field) }
  }

  func tapSuggestion(_ word: String) -> Bool {
    guard
      let cell = keyboard.suggestions.first(where: { $0.item.text == word && $0.item.tap == .accept(word) })
    else { return false }
    keyboard.tap(cell.item, at: clock)
    echo()
    return true
  }

  func tapRevertSuggestion() -> Bool {
    guard let cell = keyboard.suggestions.first(where: { $0.item.tap == .revert }) else { return false }
    keyboard.tap(cell.item, at: clock)
    echo()
    return true
  }

  func moveCaret(by offset: Int) {
    // A tap in the text: the host moves the caret and tells the keyboard.
    document.adjustTextPosition(byCharacterOffset: offset)
    keyboard.hostDidChange(field: keyboard.engine.field)
  }

  func wait(seconds: Double) { clock += seconds }

  func buffer() -> String { document.text }
}
