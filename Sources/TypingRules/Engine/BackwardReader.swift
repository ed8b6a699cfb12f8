/// Reads a string's characters backward, from a UTF-8 offset toward its start: ASCII byte by
/// byte while that is certainly a whole character, anything else through `String`'s
/// grapheme breaking, so a character is always a whole grapheme cluster.
struct BackwardReader {
  /// One character read: its ASCII byte or ``PatternCode/other``, the character itself when
  /// it is not ASCII, and its UTF-8 length.
  struct Read {
    var code: UInt16
    var character: Character?
    var utf8Length: Int
  }

  private let text: String
  private var index: String.Index

  /// A reader of `text` that starts `utf8Offset` bytes from its start (a character boundary).
  init(_ text: String, endingAt utf8Offset: Int) {
    self.text = text
    index = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
  }

  /// The character before the reader's position, or `nil` at the start of the text.
  /// `nearerIsASCII`: the character after it (toward the cursor) is ASCII, or there is none.
  mutating func next(nearerIsASCII: Bool) -> Read? {
    let utf8 = text.utf8
    guard index > utf8.startIndex else { return nil }
    if nearerIsASCII {
      let position = utf8.index(before: index)
      let byte = utf8[position]
      // Certainly a whole grapheme: ASCII, not CR, and the byte before it is ASCII (or the
      // start) and does not make a CR LF with it.
      if byte < 0x80, byte != 0x0D {
        var whole = true
        if position > utf8.startIndex {
          let previous = utf8[utf8.index(before: position)]
          whole = previous < 0x80 && !(previous == 0x0D && byte == 0x0A)
        }
        if whole {
          index = position
          return Read(code: UInt16(byte), character: nil, utf8Length: 1)
        }
      }
    }
    let start = text.index(before: index)
    let character = text[start]
    let length = utf8.distance(from: start, to: index)
    index = start
    if let byte = character.asciiByte {
      return Read(code: UInt16(byte), character: nil, utf8Length: 1)
    }
    return Read(code: PatternCode.other, character: character, utf8Length: length)
  }
}
