extension YAMLNode {
  /// A one-entry mapping as `key: value` (how conditions and actions read), else ``flowText``.
  public var entryText: String {
    if case .mapping(let pairs) = kind, pairs.count == 1 {
      return "\(pairs[0].key.flowText): \(pairs[0].value.flowText)"
    }
    return flowText
  }

  /// The node in compact flow style, for traces and messages: `before: ' $'`.
  public var flowText: String {
    switch kind {
    case .scalar(let text, let style):
      if style == .plain { return text }
      let escaped = text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "'": return "''"
        case "\n": return "\\n"
        default:
          return scalar.properties.isWhitespace && scalar != " " || scalar.value < 0x20
            ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
      }.joined()
      return "'\(escaped)'"
    case .sequence(let items):
      return "[" + items.map(\.flowText).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      return "{" + pairs.map { "\($0.key.flowText): \($0.value.flowText)" }.joined(separator: ", ") + "}"
    }
  }
}
