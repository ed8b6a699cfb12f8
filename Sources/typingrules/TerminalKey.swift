/// A key press read from a terminal in raw mode, decoded from its bytes (UTF-8 text,
/// control characters and the escape sequences of cursor keys).
enum TerminalKey: Equatable {
  case text(Character)
  case enter
  case backspace
  case tab
  /// Shift-Tab.
  case backTab
  case left, right, up, down, home, end
  case escape
  /// Ctrl and a letter (`control("r")` is Ctrl-R).
  case control(Character)
  /// A sequence this program gives no meaning.
  case unknown

  /// Decodes the bytes of one read; a multi-byte character or escape sequence split across
  /// reads is rare enough in a terminal to be dropped as `unknown`.
  static func decode(_ bytes: [UInt8]) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = escapeSequence(bytes, at: index)
        keys.append(key)
        index += length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x09: keys.append(.tab)
      case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
      case 0x00..<0x20: keys.append(.unknown)
      case 0x20..<0x80: keys.append(.text(Character(Unicode.Scalar(byte))))
      default:
        // A UTF-8 sequence: its length from the lead byte.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        let end = min(bytes.count, index + length)
        if let scalar = String(validating: bytes[index..<end], as: UTF8.self) {
          for character in scalar { keys.append(.text(character)) }
        } else {
          keys.append(.unknown)
        }
        index = end
        continue
      }
      index += 1
    }
    return keys
  }

  /// An escape sequence at `start` (`ESC [ D`, `ESC O H`, `ESC [ 1 ~` ...), or a lone Escape.
  private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (TerminalKey, Int) {
    guard start + 1 < bytes.count,
      bytes[start + 1] == UInt8(ascii: "[") || bytes[start + 1] == UInt8(ascii: "O")
    else { return (.escape, 1) }
    // Parameters (digits and ';') then one final byte.
    var index = start + 2
    var parameters = ""
    while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x3F {
      parameters.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    guard index < bytes.count else { return (.unknown, bytes.count - start) }
    let final = Character(Unicode.Scalar(bytes[index]))
    let length = index - start + 1
    switch final {
    case "A": return (.up, length)
    case "B": return (.down, length)
    case "C": return (.right, length)
    case "D": return (.left, length)
    case "H": return (.home, length)
    case "F": return (.end, length)
    case "Z": return (.backTab, length)
    case "~":
      switch parameters {
      case "1", "7": return (.home, length)
      case "4", "8": return (.end, length)
      default: return (.unknown, length)
      }
    default: return (.unknown, length)
    }
  }
}
