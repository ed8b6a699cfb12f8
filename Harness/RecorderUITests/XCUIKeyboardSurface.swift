import KeyTapPlanner
import TypingRules
import XCTest

/// The keyboard on screen through XCUITest: keys found by their accessibility labels in
/// the keyboard (or, for keyboards whose keys are not grouped as one, anywhere in the
/// app), the field read from the host's mirror label. Only lookups and taps live here; what
/// to tap is decided by ``KeyTapPlayer``.
final class XCUIKeyboardSurface: KeyboardSurface {
  private let app: XCUIApplication
  private var lastTap = Date()

  init(app: XCUIApplication) { self.app = app }

  private func element(labelled label: String) -> XCUIElement? {
    let predicate = NSPredicate(format: "label == %@", label)
    let inKeyboard = app.keyboards.firstMatch.descendants(matching: .any).matching(predicate).firstMatch
    if inKeyboard.exists { return inKeyboard }
    let anywhere = app.descendants(matching: .any).matching(predicate).firstMatch
    return anywhere.exists ? anywhere : nil
  }

  func hasKey(_ label: String) -> Bool { element(labelled: label) != nil }

  func tapKey(_ label: String) {
    element(labelled: label)?.tap()
    lastTap = Date()
  }

  func tapSuggestion(_ word: String) -> Bool {
    // The suggestion bar shows a word as it is, or the verbatim typed word in quotes.
    guard let suggestion = element(labelled: word) ?? element(labelled: "“\(word)”") else { return false }
    suggestion.tap()
    lastTap = Date()
    return true
  }

  func tapRevertSuggestion() -> Bool {
    let quoted = NSPredicate(format: "label BEGINSWITH %@ AND label ENDSWITH %@", "“", "”")
    let suggestion = app.keyboards.firstMatch.descendants(matching: .any).matching(quoted).firstMatch
    guard suggestion.exists else { return false }
    suggestion.tap()
    lastTap = Date()
    return true
  }

  func moveCaret(by offset: Int) {
    let button = app.buttons[offset < 0 ? "caret left" : "caret right"]
    for _ in 0..<abs(offset) { button.tap() }
    lastTap = Date()
  }

  func wait(seconds: Double) {
    let remaining = seconds - Date().timeIntervalSince(lastTap)
    if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
  }

  /// The mirror's value once it has stopped changing for 60 ms (at most 1 s after the tap):
  /// the keyboard's edit reaches the field asynchronously.
  func buffer() -> String {
    let mirror = app.staticTexts["mirror"]
    var last = mirror.value as? String ?? ""
    var stableSince = Date()
    let deadline = lastTap.addingTimeInterval(1)
    while Date() < deadline, Date().timeIntervalSince(stableSince) < 0.06 {
      Thread.sleep(forTimeInterval: 0.02)
      let now = mirror.value as? String ?? ""
      if now != last {
        last = now
        stableSince = Date()
      }
    }
    return last
  }
}
