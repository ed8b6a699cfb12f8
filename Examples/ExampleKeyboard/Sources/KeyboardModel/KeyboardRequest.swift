/// What a key asks of the view controller that only the system can do.
public enum KeyboardRequest: Hashable, Sendable {
  /// Switch to the next keyboard: `UIInputViewController.advanceToNextInputMode()`.
  case advanceToNextInputMode
}
