/// Text made safe and visible in an HTML page: markup characters escaped, and the
/// characters a reader cannot see (no-break and narrow no-break spaces, other unusual spaces,
/// format characters, trailing spaces, newlines, tabs) written as small labelled marks, so
/// two buffers that differ only by such a character look different.
enum HTMLText {
  /// Escapes `&`, `<`, `>` and `"` (safe in element content and in quoted attributes).
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Short labels and names of the invisible characters a buffer commonly holds; any other
  /// invisible character is shown by its code point.
  private static let names: [UInt32: (label: String, name: String)] = [
    0x00A0: ("nbsp", "no-break space U+00A0"),
    0x202F: ("nnbsp", "narrow no-break space U+202F"),
    0x2009: ("thin", "thin space U+2009"),
    0x200A: ("hair", "hair space U+200A"),
    0x2007: ("fig", "figure space U+2007"),
    0x2002: ("en", "en space U+2002"),
    0x2003: ("em", "em space U+2003"),
    0x200B: ("zwsp", "zero-width space U+200B"),
    0x200C: ("zwnj", "zero-width non-joiner U+200C"),
    0x200D: ("zwj", "zero-width joiner U+200D"),
    0x2060: ("wj", "word joiner U+2060"),
    0x00AD: ("shy", "soft hyphen U+00AD"),
    0xFEFF: ("bom", "zero-width no-break space U+FEFF"),
  ]

  /// A buffer as the content of a table cell (to be shown with `white-space: pre-wrap`).
  static func buffer(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    // Spaces at the end of the buffer or of a line are marked; others are plain spaces.
    var trailing = [Bool](repeating: false, count: scalars.count)
    var atEnd = true
    for index in scalars.indices.reversed() {
      let scalar = scalars[index]
      if scalar == "\n" {
        atEnd = true
      } else if scalar == " " {
        trailing[index] = atEnd
      } else {
        atEnd = false
      }
    }
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case " " where trailing[index]:
        result += mark("sp", "␣", "trailing space")
      case "\n":
        result += mark("nl", "⏎", "newline") + "\n"
      case "\t":
        result += mark("tab", "⇥", "tab")
      default:
        if let known = names[scalar.value] {
          result += mark(known.label, known.label, known.name)
        } else if isInvisible(scalar) {
          let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
          result += mark("other", code, "invisible character \(code)")
        } else {
          result += escape(String(scalar))
        }
      }
    }
    return result
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || (scalar.properties.isWhitespace && scalar != " ")
      || scalar.properties.generalCategory == .format
  }

  private static func mark(_ kind: String, _ label: String, _ title: String) -> String {
    "<span class=\"ch \(kind)\" title=\"\(title)\">\(label)</span>"
  }
}
