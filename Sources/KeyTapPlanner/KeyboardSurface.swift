/// The keyboard on screen and the field it types into, as a recorder drives them: the thin
/// platform part (XCUITest on a device or simulator) implements it; tests implement it with
/// a simulated keyboard.
public protocol KeyboardSurface {
  /// Whether a key with this accessibility label is on screen now.
  func hasKey(_ label: String) -> Bool
  /// Taps the key with this label.
  func tapKey(_ label: String)
  /// Taps a word in the suggestion bar; `false` if no suggestion has that label.
  func tapSuggestion(_ word: String) -> Bool
  /// Taps the suggestion that offers the verbatim typed word back (after an automatic
  /// edit); `false` if there is none.
  func tapRevertSuggestion() -> Bool
  /// Moves the caret by characters, as the user does by tapping in the text.
  func moveCaret(by offset: Int)
  /// Waits until `seconds` have passed since the last tap (reading the field after a tap
  /// takes some of that time, not more).
  func wait(seconds: Double)
  /// The whole text of the field now.
  func buffer() -> String
}
