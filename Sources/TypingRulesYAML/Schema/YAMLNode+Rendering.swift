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

extension YAMLNode {
  /// Whether two nodes say the same thing: the same scalars (however quoted), sequences and
  /// mappings, wherever they are written. Patches find the condition or action they edit
  /// this way.
  public func says(_ other: YAMLNode) -> Bool {
    switch (kind, other.kind) {
    case (.scalar(let a, _), .scalar(let b, _)):
      return a == b
    case (.sequence(let a), .sequence(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.says($1) }
    case (.mapping(let a), .mapping(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key.says($1.key) && $0.value.says($1.value) }
    default:
      return false
    }
  }
}
