internal import CLibYAML
internal import TypingRules

/// Reads one YAML document into located `YAMLNode`s, using libyaml's event API.
///
/// Safe on any input: size, nesting, node count (alias expansions included) and scalar length
/// are bounded by `YAMLLimits`; bad UTF-8 and control characters are rejected up front; the
/// tree is built iteratively, so deep input cannot overflow the stack.
package enum YAMLParser {
  /// Parses `bytes` (UTF-8, optional BOM) as exactly one YAML document.
  ///
  /// - Returns: the root node, or nil if the stream has no document or an empty one (only
  ///   comments, or a bare `---`).
  /// - Throws: a located `YAMLError`; a second document is an error at its start.
  package static func parse(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLNode? {
    guard bytes.count <= limits.maxBytes else {
      throw .tooLarge(
        bytes: bytes.count, limit: limits.maxBytes,
        location: SourceLocation(file: file, line: 1, column: 1))
    }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    let parser = LibYAMLEventParser(body, file: file, limits: limits)
    try parser.validateInput()
    return try parser.parseSingleDocument()
  }

  /// Parses `text` as exactly one YAML document; see `parse(_:file:limits:)`.
  package static func parse(
    _ text: String, file: String, limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLNode? {
    try parse(Array(text.utf8), file: file, limits: limits)
  }
}

/// Owns a `yaml_parser_t` and a copy of the input it reads, and folds its events into nodes.
/// Single use: one `parseSingleDocument()` call.
final class LibYAMLEventParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let parserReady: Bool
  /// The input libyaml reads from; it keeps a pointer to it, so it lives as long as `parser`.
  private let input: UnsafeMutableBufferPointer<UInt8>
  private let inputCount: Int
  private let file: String
  private let limits: YAMLLimits

  /// A collection whose start event was seen and whose end event was not yet.
  private struct Frame {
    var isMapping: Bool
    var location: SourceLocation
    var tag: String?
    var anchor: String?
    /// Items, or for a mapping keys and values alternating.
    var children: [YAMLNode] = []
    /// Nodes in this subtree, itself included.
    var nodeCount = 1
    /// Collection levels in this subtree, itself included (a scalar has height 0).
    var height = 1
  }

  /// An anchored node, with its size so each alias copy can be charged for it.
  private struct Anchored {
    var node: YAMLNode
    var nodeCount: Int
    var height: Int
  }

  private var stack: [Frame] = []
  private var anchors: [String: Anchored] = [:]
  private var totalNodes = 0
  private var root: YAMLNode?

  init(_ bytes: ArraySlice<UInt8>, file: String, limits: YAMLLimits) {
    self.file = file
    self.limits = limits
    inputCount = bytes.count
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    parser = .allocate(capacity: 1)
    parserReady = yaml_parser_initialize(parser) != 0
    if parserReady {
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(parser, input.baseAddress, inputCount)
    }
  }

  deinit {
    if parserReady { yaml_parser_delete(parser) }
    parser.deallocate()
    input.deallocate()
  }

  private var inputBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: input.baseAddress, count: inputCount)
  }

  /// Rejects what libyaml's reader would reject, but located deterministically (libyaml reads
  /// ahead in chunks and reports only a byte offset).
  func validateInput() throws(YAMLError) {
    switch YAMLTextScan.scan(inputBytes, upTo: inputCount) {
    case .reached(let line, let column): endOfInput = (line, column)
    case .invalidUTF8(let line, let column):
      throw .invalidUTF8(location: SourceLocation(file: file, line: line, column: column))
    case .controlCharacter(let value, let line, let column):
      throw .syntax(
        problem: "control characters are not allowed (found \(YAMLTextScan.codePoint(value)))",
        context: nil, location: SourceLocation(file: file, line: line, column: column),
        contextLocation: nil)
    }
  }

  func parseSingleDocument() throws(YAMLError) -> YAMLNode? {
    guard parserReady else {
      throw .syntax(
        problem: "out of memory", context: nil, location: location(line: 1, column: 1),
        contextLocation: nil)
    }
    var sawDocument = false
    while true {
      var event = yaml_event_t()
      defer { yaml_event_delete(&event) }
      guard yaml_parser_parse(parser, &event) != 0 else { throw libyamlError() }
      let start = location(event.start_mark)
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return root
      case YAML_DOCUMENT_START_EVENT:
        if sawDocument { throw .multipleDocuments(location: start) }
        sawDocument = true
      case YAML_SCALAR_EVENT:
        try scalar(event, at: start)
      case YAML_SEQUENCE_START_EVENT:
        let data = event.data.sequence_start
        try open(isMapping: false, tag: string(data.tag), anchor: string(data.anchor), at: start)
      case YAML_MAPPING_START_EVENT:
        let data = event.data.mapping_start
        try open(isMapping: true, tag: string(data.tag), anchor: string(data.anchor), at: start)
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        close()
      case YAML_ALIAS_EVENT:
        try alias(string(event.data.alias.anchor) ?? "", at: start)
      default:  // stream start, document end
        break
      }
    }
  }

  // MARK: - Events

  private func scalar(_ event: yaml_event_t, at start: SourceLocation) throws(YAMLError) {
    let data = event.data.scalar
    guard data.length <= limits.maxScalarBytes else {
      throw .scalarTooLong(limit: limits.maxScalarBytes, location: start)
    }
    try count(1, at: start)
    let text = String(
      decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
    let style: YAMLNode.ScalarStyle
    switch data.style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: style = .literal
    case YAML_FOLDED_SCALAR_STYLE: style = .folded
    default: style = .plain
    }
    let node = YAMLNode(kind: .scalar(text, style: style), location: start, tag: string(data.tag))
    add(node, nodeCount: 1, height: 0, anchor: string(data.anchor))
  }

  private func open(isMapping: Bool, tag: String?, anchor: String?, at start: SourceLocation)
    throws(YAMLError)
  {
    guard stack.count < limits.maxDepth else {
      throw .tooDeep(limit: limits.maxDepth, location: start)
    }
    try count(1, at: start)
    stack.append(Frame(isMapping: isMapping, location: start, tag: tag, anchor: anchor))
  }

  private func close() {
    guard let frame = stack.popLast() else { return }
    let kind: YAMLNode.Kind
    if frame.isMapping {
      let children = frame.children
      kind = .mapping(
        stride(from: 0, to: children.count - 1, by: 2).map {
          YAMLNode.Pair(key: children[$0], value: children[$0 + 1])
        })
    } else {
      kind = .sequence(frame.children)
    }
    let node = YAMLNode(kind: kind, location: frame.location, tag: frame.tag)
    add(node, nodeCount: frame.nodeCount, height: frame.height, anchor: frame.anchor)
  }

  /// An alias becomes a copy of its anchored node (cheap: the tree is copy-on-write) located
  /// at the alias, and is charged the anchored node's full size and depth.
  private func alias(_ name: String, at start: SourceLocation) throws(YAMLError) {
    guard let anchored = anchors[name] else { throw .undefinedAlias(name, location: start) }
    guard stack.count + anchored.height <= limits.maxDepth else {
      throw .tooDeep(limit: limits.maxDepth, location: start)
    }
    try count(anchored.nodeCount, at: start)
    var node = anchored.node
    node.location = start
    add(node, nodeCount: anchored.nodeCount, height: anchored.height, anchor: nil)
  }

  private func count(_ nodes: Int, at start: SourceLocation) throws(YAMLError) {
    totalNodes += nodes
    guard totalNodes <= limits.maxNodes else {
      throw .tooManyNodes(limit: limits.maxNodes, location: start)
    }
  }

  /// Hands a finished node to its parent collection, or makes it the root.
  private func add(_ node: YAMLNode, nodeCount: Int, height: Int, anchor: String?) {
    if let anchor {
      // A later anchor of the same name replaces the earlier one, as YAML specifies.
      anchors[anchor] = Anchored(node: node, nodeCount: nodeCount, height: height)
    }
    guard !stack.isEmpty else {
      // A document with no content (`---` alone) reads as an empty plain scalar: no root.
      let isEmpty = node.kind == .scalar("", style: .plain) && node.tag == nil && anchor == nil
      root = isEmpty ? nil : node
      return
    }
    let top = stack.count - 1
    stack[top].children.append(node)
    stack[top].nodeCount += nodeCount
    stack[top].height = max(stack[top].height, height + 1)
  }

  // MARK: - libyaml values

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// Where the input ends, as a 1-based (line, column).
  private lazy var endOfInput: (line: Int, column: Int) =
    YAMLTextScan.scan(inputBytes, upTo: inputCount).position

  /// libyaml marks are 0-based, with columns counted in characters. At the end of a file
  /// without a final newline libyaml puts its mark on the next, nonexistent line; such marks
  /// are pulled back to just after the last character.
  private func location(_ mark: yaml_mark_t) -> SourceLocation {
    let (line, column) = (mark.line + 1, mark.column + 1)
    let end = endOfInput
    if line > end.line || (line == end.line && column > end.column) {
      return location(line: end.line, column: end.column)
    }
    return location(line: line, column: column)
  }

  private func libyamlError() -> YAMLError {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "invalid YAML"
    switch state.error {
    case YAML_MEMORY_ERROR:
      return .syntax(
        problem: "out of memory", context: nil, location: location(line: 1, column: 1),
        contextLocation: nil)
    case YAML_READER_ERROR:
      // Only a byte offset is known; `validateInput` should have caught this already.
      let offset = min(state.problem_offset, inputCount)
      let (line, column) = YAMLTextScan.scan(inputBytes, upTo: offset).position
      let value =
        state.problem_value >= 0 ? " (\(YAMLTextScan.codePoint(UInt32(state.problem_value))))" : ""
      return .syntax(
        problem: problem + value, context: nil, location: location(line: line, column: column),
        contextLocation: nil)
    default:
      let context = state.context.map { String(cString: $0) }
      return .syntax(
        problem: problem, context: context, location: location(state.problem_mark),
        contextLocation: context == nil ? nil : location(state.context_mark))
    }
  }
}

/// Walks UTF-8 text the way libyaml's reader and scanner do: rejecting malformed UTF-8 and the
/// characters YAML forbids, and counting lines (LF, CR, CRLF, NEL, LS, PS) and columns (in
/// Unicode scalars).
enum YAMLTextScan {
  enum Result {
    /// The position (1-based) of the byte at the offset asked for.
    case reached(line: Int, column: Int)
    case invalidUTF8(line: Int, column: Int)
    case controlCharacter(UInt32, line: Int, column: Int)

    var position: (line: Int, column: Int) {
      switch self {
      case .reached(let line, let column), .invalidUTF8(let line, let column),
        .controlCharacter(_, let line, let column):
        return (line, column)
      }
    }
  }

  /// Scans `bytes[..<offset]` and stops at the first problem.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, upTo offset: Int) -> Result {
    var line = 1
    var column = 1
    var index = 0
    var afterCR = false
    while index < offset {
      let lead = bytes[index]
      var value: UInt32
      let width: Int
      let minimum: UInt32
      switch lead {
      case 0x00...0x7F: (value, width, minimum) = (UInt32(lead), 1, 0)
      case 0xC0...0xDF: (value, width, minimum) = (UInt32(lead & 0x1F), 2, 0x80)
      case 0xE0...0xEF: (value, width, minimum) = (UInt32(lead & 0x0F), 3, 0x800)
      case 0xF0...0xF7: (value, width, minimum) = (UInt32(lead & 0x07), 4, 0x10000)
      default: return .invalidUTF8(line: line, column: column)
      }
      guard index + width <= bytes.count else { return .invalidUTF8(line: line, column: column) }
      for next in bytes[(index + 1)..<(index + width)] {
        guard next & 0xC0 == 0x80 else { return .invalidUTF8(line: line, column: column) }
        value = value << 6 | UInt32(next & 0x3F)
      }
      guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
        return .invalidUTF8(line: line, column: column)
      }
      guard isAllowed(value) else {
        return .controlCharacter(value, line: line, column: column)
      }
      switch value {
      case 0x0A where afterCR:
        break  // the LF of a CRLF: the CR already broke the line
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        line += 1
        column = 1
      default:
        column += 1
      }
      afterCR = value == 0x0D
      index += width
    }
    return .reached(line: line, column: column)
  }

  /// The characters libyaml's reader accepts (YAML 1.1 printable).
  static func isAllowed(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD,
      0x10000...0x10FFFF:
      return true
    default:
      return false
    }
  }

  /// `U+0000` style.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
