import TypingRules

/// The benchmark's yardstick: three behaviours of the `en` pack (the double-space full
/// stop, sentence capitals and smart double quotes) written by hand in Swift, editing the
/// same document type through the same three calls. A keyboard cannot do these behaviours
/// for less, so `engine_over_reference` says how far the rule engine is from the limit.
///
/// This is benchmark code and lives in the bench executable only: the engine never
/// special-cases a behaviour.
struct ReferenceKeyboard {
  let document: InMemoryDocument
  /// Seconds within which two space taps end a sentence.
  let threshold: Double
  /// The text before the cursor as this keyboard typed it, nearest last (it starts with an
  /// empty document, so it always knows).
  private var recent: [Unicode.Scalar] = []
  private var lastSpace = -Double.infinity
  /// Whether the next lowercase letter is typed as a capital.
  private(set) var isShifted = true

  /// Keeps `recent` bounded: past this many scalars the oldest half is dropped.
  private static let memory = 4096

  init(document: InMemoryDocument, threshold: Double) {
    self.document = document
    self.threshold = threshold
    recent.reserveCapacity(Self.memory + 64)
  }

  mutating func handle(_ tap: Tap, at time: Double) {
    switch tap {
    case .character(let character):
      if character == "\"" {
        type(opensQuote() ? "\u{201C}" : "\u{201D}")
      } else if isShifted, character.isLowercase, let scalar = character.unicodeScalars.first,
        scalar.isASCII
      {
        type(Unicode.Scalar(UInt8(scalar.value) - 0x20))
      } else {
        for scalar in character.unicodeScalars { type(scalar) }
      }
    case .space:
      if time - lastSpace <= threshold, endsWordThenSpaces() {
        while recent.last == " " {
          document.deleteBackward()
          recent.removeLast()
        }
        type(".")
      }
      type(" ")
      lastSpace = time
    case .backspace:
      document.deleteBackward()
      _ = recent.popLast()
    case .return:
      type("\n")
    case .accept(let word):
      while let last = recent.last, last.properties.isAlphabetic || ("0"..."9").contains(last) {
        document.deleteBackward()
        recent.removeLast()
      }
      document.insertText(word)
      recent.append(contentsOf: word.unicodeScalars)
      type(" ")
    case .text(let text):
      for scalar in text.unicodeScalars { type(scalar) }
    case .revert, .moveCursor, .shift:
      break
    }
    isShifted = startsSentence()
  }

  private mutating func type(_ scalar: Unicode.Scalar) {
    document.insertText(String(Character(scalar)))
    if recent.count >= Self.memory { recent.removeFirst(Self.memory / 2) }
    recent.append(scalar)
  }

  private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  private static func isOpening(_ scalar: Unicode.Scalar) -> Bool {
    "([{\"'\u{201C}\u{2018}\u{AB}\u{2039}\u{201E}\u{201A}".unicodeScalars.contains(scalar)
  }

  private static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
    ")]}\"'\u{201D}\u{2019}\u{BB}\u{203A}".unicodeScalars.contains(scalar)
  }

  private static func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "!" || scalar == "?"
  }

  /// A straight double quote opens at the start of the text or after a space or an opener.
  private func opensQuote() -> Bool {
    guard let last = recent.last else { return true }
    return last.properties.isWhitespace || Self.isOpening(last)
  }

  /// The text ends with a word (or a closer after one) and spaces, not after a terminator.
  private func endsWordThenSpaces() -> Bool {
    var index = recent.count - 1
    guard index >= 0, recent[index] == " " else { return false }
    while index >= 0, recent[index] == " " { index -= 1 }
    guard index >= 0, Self.isWord(recent[index]) || Self.isClosing(recent[index]) else { return false }
    while index >= 0, Self.isClosing(recent[index]) { index -= 1 }
    return index < 0 || !Self.isTerminator(recent[index])
  }

  /// At the start of the text or of a line, or after a terminator and a space (openers and
  /// closers looked through).
  private func startsSentence() -> Bool {
    var index = recent.count - 1
    while index >= 0, Self.isOpening(recent[index]) { index -= 1 }
    if index < 0 || recent[index] == "\n" { return true }
    guard recent[index] == " " else { return false }
    while index >= 0, recent[index] == " " { index -= 1 }
    if index < 0 || recent[index] == "\n" { return true }
    while index >= 0, Self.isClosing(recent[index]) { index -= 1 }
    return index >= 0 && Self.isTerminator(recent[index])
  }
}
