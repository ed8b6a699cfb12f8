import Foundation

/// A corpus for `typingrules evaluate`: one paragraph of correctly written text per line,
/// with optional gold sentence starts from a side file (Docs/evaluate.md).
struct EvaluateCorpus {
  /// One paragraph and where it came from.
  struct Paragraph {
    /// 1-based line in the corpus file.
    var line: Int
    var text: String
    /// Where sentences start, in Unicode scalars from the start of the line (nil: none given).
    var sentenceStarts: [Int]?
  }

  var path: String
  var paragraphs: [Paragraph]
  /// The side file the sentence starts came from, if any.
  var metaPath: String?

  /// An error that names a place: `file:line:column: error: message`.
  struct LoadError: Error {
    var rendered: String
    init(_ path: String, line: Int, column: Int, _ message: String) {
      rendered = "\(path):\(line):\(column): error: \(message)"
    }
  }

  /// The side file of `path`: `X.meta.tsv` beside `X.txt` (or `X.txt.meta.tsv`).
  static func metaPath(for path: String) -> String? {
    var candidates = [path + ".meta.tsv"]
    if path.hasSuffix(".txt") { candidates.insert(String(path.dropLast(4)) + ".meta.tsv", at: 0) }
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The locale a corpus file names by its file name (`de.txt`, `pt-BR.txt`).
  static func localeTag(of path: String) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return String(name.split(separator: ".", maxSplits: 1).first ?? Substring(name))
  }

  /// Reads a corpus file and its side file; an unreadable file or a byte sequence that is
  /// not UTF-8 is a located error.
  static func load(path: String, metaPath: String?) throws(LoadError) -> EvaluateCorpus {
    let lines = try readLines(path)
    var paragraphs: [Paragraph] = []
    for (index, text) in lines.enumerated() where !(index == lines.count - 1 && text.isEmpty) {
      paragraphs.append(Paragraph(line: index + 1, text: text, sentenceStarts: nil))
    }
    guard let metaPath else { return EvaluateCorpus(path: path, paragraphs: paragraphs, metaPath: nil) }
    let metaLines = try readLines(metaPath)
    var row = 0
    var lastRowLine = 1
    for (index, line) in metaLines.enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      lastRowLine = index + 1
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 4 else {
        throw LoadError(
          metaPath, line: index + 1, column: 1,
          "expected at least 4 tab-separated fields (treebank, split, first_sent_id, sentence_starts), found \(fields.count)"
        )
      }
      guard row < paragraphs.count else {
        throw LoadError(
          metaPath, line: index + 1, column: 1,
          "more rows than \(path) has paragraphs (\(paragraphs.count))")
      }
      var starts: [Int] = []
      let column = fields[0..<3].reduce(1) { $0 + $1.count + 1 }
      for part in fields[3].split(separator: ",") {
        guard let offset = Int(part), offset >= 0 else {
          throw LoadError(
            metaPath, line: index + 1, column: column,
            "sentence_starts takes comma-separated offsets, found '\(fields[3])'")
        }
        starts.append(offset)
      }
      paragraphs[row].sentenceStarts = starts
      row += 1
    }
    guard row == paragraphs.count else {
      throw LoadError(
        metaPath, line: lastRowLine, column: 1,
        "\(row) rows for the \(paragraphs.count) paragraphs of \(path)")
    }
    return EvaluateCorpus(path: path, paragraphs: paragraphs, metaPath: metaPath)
  }

  /// The lines of a UTF-8 file (LF or CRLF line ends).
  private static func readLines(_ path: String) throws(LoadError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
      let data = FileManager.default.contents(atPath: path)
    else {
      throw LoadError(path, line: 1, column: 1, "cannot read file")
    }
    let bytes = [UInt8](data)
    if let (line, column) = firstInvalidUTF8(bytes) {
      throw LoadError(path, line: line, column: column, "file is not valid UTF-8")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
  }

  /// The line and column (in Unicode scalars, 1-based) of the first byte that is not
  /// UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int)? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: return nil
      case .error: return (line, column)
      }
    }
  }
}
