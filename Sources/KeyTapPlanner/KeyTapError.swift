public import TypingRules

/// Why a case could not be played on a keyboard.
public enum KeyTapError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No plane of the layout has a key for the character (accented letters on a long press
  /// are not played).
  case noKey(Character, tapIndex: Int)
  /// The key for a character, or a switch key, is not on screen where the layout says.
  case keyNotFound(String, tapIndex: Int)
  /// The suggestion bar does not offer the word.
  case noSuggestion(String, tapIndex: Int)
  /// Nothing to revert was offered.
  case noRevertSuggestion(tapIndex: Int)
  /// A host change (`{paste}`, `{echo}`, `{select}`) is the host app's, not a key's.
  case hostChange(HostChange, tapIndex: Int)

  public var description: String {
    switch self {
    case .noKey(let character, let index):
      "tap \(index + 1): no key of the layout types '\(character)' (long-press characters are not played)"
    case .keyNotFound(let label, let index): "tap \(index + 1): no key labelled '\(label)' on screen"
    case .noSuggestion(let word, let index): "tap \(index + 1): the suggestion bar does not offer '\(word)'"
    case .noRevertSuggestion(let index): "tap \(index + 1): no suggestion offers the typed word back"
    case .hostChange(let change, let index):
      "before tap \(index + 1): \(TapSyntax.write(TapScript(steps: [.host(change)]))) is a change by the host app, which a keyboard cannot play"
    }
  }
}
