/// Typed views of a node. The typing is deliberately strict (YAML 1.2 core-ish): only plain,
/// untagged (or matching `!!` tagged) scalars are read as null, booleans or numbers, and only
/// `true`/`false` are booleans; `yes`, `no`, `on`, `off`, `True` stay strings.
extension YAMLNode {
  private static let coreTagPrefix = "tag:yaml.org,2002:"

  /// The text of a scalar of any style; nil for collections.
  public var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// The scalar's style; nil for collections.
  public var scalarStyle: ScalarStyle? {
    if case .scalar(_, let style) = kind { return style }
    return nil
  }

  /// True for an unquoted, non-block scalar.
  public var isPlainScalar: Bool { scalarStyle == .plain }

  /// The text of a plain scalar that has no tag or the given core tag (`int`, `bool`, ...).
  private func plainText(coreTags: String...) -> String? {
    guard case .scalar(let text, .plain) = kind else { return nil }
    if let tag, !coreTags.contains(where: { tag == Self.coreTagPrefix + $0 }) { return nil }
    return text
  }

  /// A plain `~`, `null`, `Null`, `NULL`, or an empty plain scalar (`key:` with no value).
  public var isNull: Bool {
    guard let text = plainText(coreTags: "null") else { return false }
    switch text {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }

  /// `true` or `false` written plain; nothing else.
  public var bool: Bool? {
    switch plainText(coreTags: "bool") {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// A plain decimal integer (`42`, `-7`, `+3`) that fits in `Int`.
  public var int: Int? {
    guard let text = plainText(coreTags: "int"), Self.isDecimalInteger(text) else { return nil }
    return Int(text)
  }

  /// A plain finite number: an integer or a decimal like `1.5`, `.5`, `2e3`.
  /// `nan`, `inf`, `.inf`, hex and overflow to infinity are rejected.
  public var double: Double? {
    guard let text = plainText(coreTags: "float", "int"), Self.isDecimalNumber(text),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// The items of a sequence; nil otherwise.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = kind { return items }
    return nil
  }

  /// The entries of a mapping, in order, duplicates kept; nil otherwise.
  public var mapping: [Pair]? {
    if case .mapping(let pairs) = kind { return pairs }
    return nil
  }

  /// The value of the first entry whose key is a scalar with this text; nil if none or not a
  /// mapping.
  public subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar == key }?.value
  }

  /// What the node is, for messages like "expected a list, found a string".
  public var kindName: String {
    switch kind {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar:
      if isNull { return "null" }
      if bool != nil { return "a boolean" }
      if int != nil || double != nil { return "a number" }
      return "a string"
    }
  }

  // MARK: - Number syntax

  /// `[-+]?[0-9]+`
  private static func isDecimalInteger(_ text: String) -> Bool {
    var digits = Substring(text)
    if let first = digits.first, first == "-" || first == "+" { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
  private static func isDecimalNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    func digitCount() -> Int {
      let run = rest.prefix(while: \.isASCIIDigit)
      rest = rest.dropFirst(run.count)
      return run.count
    }
    if let first = rest.first, first == "-" || first == "+" { rest = rest.dropFirst() }
    var mantissaDigits = digitCount()
    if rest.first == "." {
      rest = rest.dropFirst()
      mantissaDigits += digitCount()
    }
    guard mantissaDigits > 0 else { return false }
    if let first = rest.first, first == "e" || first == "E" {
      rest = rest.dropFirst()
      if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
      guard digitCount() > 0 else { return false }
    }
    return rest.isEmpty
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
