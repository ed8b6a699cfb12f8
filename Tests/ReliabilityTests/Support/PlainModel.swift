import TypingRules

/// The reference model of what each tap does by itself, with no rule: written from the
/// catalog format and the engine's documented definitions, not from the engine's code, so
/// the invariant suite can compare the two.
///
/// - a character key types the character; while shifted, a lowercase letter types its
///   uppercase form (which may be longer: ß -> SS);
/// - space types " "; return types "\n" in a multi-line field and nothing in a one-line field;
/// - backspace deletes the character (grapheme cluster) before the cursor, if any;
/// - `{accept WORD}` replaces the word at the cursor (its parts before and after the cursor)
///   with WORD in the word's case (see ``word(before:)``, ``word(after:continuing:)`` and
///   ``matchingCase(_:of:)``), capitalized when the word is empty, the keyboard is shifted
///   and WORD is all lowercase;
/// - `{revert}` puts back what the last automatic edit replaced, if the text before the
///   cursor still ends with the replacement (and what it removed after the cursor, after it);
/// - `{left N}` / `{right N}` move the cursor, stopping at the ends of the text.
struct PlainModel: Equatable {
  var before: String
  var after: String

  var text: String { before + after }
  var cursor: Int { before.count }

  /// What a tap types by itself: the text inserted by a character, space or return key.
  static func keyText(_ tap: Tap, shifted: Bool, multiline: Bool) -> String {
    switch tap {
    case .character(let character):
      shifted && character.isLowercase ? character.uppercased() : String(character)
    case .space: " "
    case .return: multiline ? "\n" : ""
    case .text(let text): text
    default: ""
    }
  }

  /// Applies one tap's plain effect. `pending` is the automatic edit a revert would undo;
  /// `allCharacters`: the field capitalizes every character; `locked`: caps lock is on;
  /// `acceptsSuggestions`: `false` in a secure field, which shows no suggestions and ignores
  /// an accept.
  mutating func apply(
    _ tap: Tap, shifted: Bool, multiline: Bool, pending: AutomaticEdit?, allCharacters: Bool = false,
    locked: Bool = false, acceptsSuggestions: Bool = true
  ) {
    switch tap {
    case .character, .space, .return, .text:
      before += Self.keyText(tap, shifted: shifted, multiline: multiline)
    case .backspace:
      if !before.isEmpty { before.removeLast() }
    case .accept(let suggestion):
      guard acceptsSuggestions else { return }
      let head = Self.word(before: before)
      let tail = Self.word(after: after, continuing: !head.isEmpty)
      let word = head + tail
      var replacement = Self.matchingCase(suggestion, of: word)
      if word.isEmpty, shifted, suggestion == suggestion.lowercased(), let first = suggestion.first {
        replacement = first.uppercased() + suggestion.dropFirst()
      }
      // In capitals: in an all-characters field while shifted, or for a word typed in
      // capitals (two letters or more).
      let letters = word.filter(\.isLetter)
      if locked || (shifted && allCharacters) || (letters.count > 1 && letters.allSatisfy(\.isUppercase)) {
        replacement = replacement.uppercased()
      }
      before = String(before.dropLast(head.count)) + replacement
      after = String(after.dropFirst(tail.count))
    case .revert:
      if let pending, before.hasSuffix(pending.replacement) {
        before = String(before.dropLast(pending.replacement.count)) + pending.typed
        after = pending.typedAfterCursor + after
      }
    case .moveCursor(let offset):
      if offset < 0 {
        let moved = min(-offset, before.count)
        after = String(before.suffix(moved)) + after
        before = String(before.dropLast(moved))
      } else {
        let moved = min(offset, after.count)
        before += after.prefix(moved)
        after = String(after.dropFirst(moved))
      }
    case .shift:
      break
    }
  }

  /// What the user typed with a tap, as an automatic edit records it: the key's text for a
  /// character, space or return; a backspace deletes a character; other taps type nothing.
  /// Reverting an automatic edit made by a tap gives the text before the tap with this
  /// applied.
  mutating func applyTyped(_ tap: Tap, shifted: Bool, multiline: Bool) {
    switch tap {
    case .character, .space, .return, .text:
      before += Self.keyText(tap, shifted: shifted, multiline: multiline)
    case .backspace:
      if !before.isEmpty { before.removeLast() }
    default:
      break
    }
  }

  /// Whether a character belongs to a word: an ASCII letter or digit, or outside ASCII a
  /// letter, a number or a combining mark (the pattern language's `\w`).
  static func isWordCharacter(_ character: Character) -> Bool {
    if let ascii = character.asciiValue, character.utf8.count == 1 {
      return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    }
    if character.isLetter || character.isNumber { return true }
    switch character.unicodeScalars.first?.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// The word before the cursor, as the engine's word is documented: word characters and
  /// apostrophes (' and ’) inside the word, read back from the cursor, at most 128
  /// characters; an apostrophe right at the cursor ends it (so "don'" has no word) and
  /// apostrophes at its start are not part of it.
  static func word(before text: String) -> String {
    var characters: [Character] = []
    for character in text.reversed() {
      guard characters.count < 128 else { break }
      let isApostrophe = character == "'" || character == "’"
      guard isWordCharacter(character) || (isApostrophe && !characters.isEmpty) else { break }
      characters.append(character)
    }
    while let last = characters.last, last == "'" || last == "’" { characters.removeLast() }
    return String(characters.reversed())
  }

  /// The word's part after the cursor: word characters and apostrophes inside the word,
  /// read forward, at most 128 characters; apostrophes at its end are not part of it, and
  /// one right at the cursor only when it `continues` a word before the cursor.
  static func word(after text: String, continuing: Bool) -> String {
    var characters: [Character] = []
    for character in text {
      guard characters.count < 128 else { break }
      let isApostrophe = character == "'" || character == "’"
      guard isWordCharacter(character) || (isApostrophe && (continuing || !characters.isEmpty)) else { break }
      characters.append(character)
    }
    while let last = characters.last, last == "'" || last == "’" { characters.removeLast() }
    return String(characters)
  }

  /// `suggestion` in the case of the typed word, if it is written all in lowercase: all
  /// capitals if the word has more than one letter and all are capitals, a capital first
  /// letter if the word's first letter is one, as written otherwise (and when the word has
  /// no letter). A suggestion with capitals of its own (iPhone) is always as written.
  static func matchingCase(_ suggestion: String, of word: String) -> String {
    guard suggestion == suggestion.lowercased() else { return suggestion }
    let letters = word.filter(\.isLetter)
    guard let first = letters.first else { return suggestion }
    if letters.count > 1, letters.allSatisfy(\.isUppercase) { return suggestion.uppercased() }
    if first.isUppercase, let head = suggestion.first { return head.uppercased() + suggestion.dropFirst() }
    return suggestion
  }
}
