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
      // Printable ASCII without a quote (most patterns) is written as it is.
      if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x27 }) { return "'" + text + "'" }
      var escaped = "'"
      for scalar in text.unicodeScalars {
        switch scalar {
        case "'": escaped += "''"
        case "\n": escaped += "\\n"
        default:
          if scalar.properties.isWhitespace && scalar != " " || scalar.value < 0x20 {
            escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
          } else {
            escaped.unicodeScalars.append(scalar)
          }
        }
      }
      return escaped + "'"
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
