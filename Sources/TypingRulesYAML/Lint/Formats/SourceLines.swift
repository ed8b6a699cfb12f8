import Foundation

/// Re-reads source files to show a diagnostic's line with a caret under its column.
///
/// Lines break where libyaml breaks them (LF, CR, CRLF, NEL, LS, PS) and columns count
/// Unicode scalars, so the caret lands where the location says. Control characters show
/// as U+FFFD (one scalar each, so the caret stays aligned); long lines show a window
/// around the column.
public final class SourceLines {
  /// Files larger than this are not re-read for excerpts.
  public static let maxBytes = 16 * 1_048_576
  /// Lines longer than this many scalars are cut to a window around the column.
  public static let maxWidth = 160

  private var files: [String: [String]?] = [:]

  public init() {}

  /// The source line and the caret line for a place, or nil if the file cannot be read.
  public func excerpt(file: String, line: Int, column: Int) -> (source: String, caret: String)? {
    guard let lines = lines(of: file), line >= 1, line <= lines.count else { return nil }
    var scalars = Array(lines[line - 1].unicodeScalars)
    var caretIndex = max(0, column - 1)
    var prefix = ""
    var suffix = ""
    if scalars.count > Self.maxWidth {
      let start = max(0, min(caretIndex - Self.maxWidth / 2, scalars.count - Self.maxWidth))
      let end = min(scalars.count, start + Self.maxWidth)
      if start > 0 { prefix = "..." }
      if end < scalars.count { suffix = "..." }
      scalars = Array(scalars[start..<end])
      caretIndex = caretIndex - start + prefix.count
    }
    var source = prefix
    for scalar in scalars {
      let isControl = scalar.value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(scalar.value)
      source.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
    }
    source += suffix
    let shown = Array(source.unicodeScalars)
    var caret = ""
    for index in 0..<caretIndex {
      caret += index < shown.count && shown[index] == "\t" ? "\t" : " "
    }
    return (source, caret + "^")
  }

  private func lines(of file: String) -> [String]? {
    if let cached = files[file] { return cached }
    var result: [String]?
    let attributes = try? FileManager.default.attributesOfItem(atPath: file)
    if attributes?[.type] as? FileAttributeType == .typeRegular,
      let size = attributes?[.size] as? Int, size <= Self.maxBytes,
      let data = FileManager.default.contents(atPath: file)
    {
      var bytes = [UInt8](data)
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      result = Self.split(String(decoding: bytes, as: UTF8.self))
    }
    files[file] = result
    return result
  }

  /// Splits text into lines the way libyaml counts them.
  static func split(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && afterCR {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      switch scalar.value {
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        lines.append(String(current))
        current = String.UnicodeScalarView()
      default:
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines
  }
}
