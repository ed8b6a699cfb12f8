internal import TypingRules

/// Reads YAML nodes against a schema, reporting every mismatch to a sink with its place:
/// wrong types, unknown keys (with a did-you-mean), duplicate keys (with a note at the
/// first), missing required keys. Readers return `nil` after reporting, so callers go on
/// and find more mistakes in one pass.
public struct SchemaReader {
  public let sink: DiagnosticSink

  public init(sink: DiagnosticSink) { self.sink = sink }

  /// A mapping's entries by key, after checking for duplicates and unknown keys.
  public struct Fields {
    public let node: YAMLNode
    public let entries: [String: YAMLNode.Pair]
    let reader: SchemaReader
    let what: String

    public subscript(key: String) -> YAMLNode? { entries[key]?.value }

    /// The value of a required key; reports it missing at the mapping's start.
    public func require(_ key: String) -> YAMLNode? {
      if let value = self[key] { return value }
      reader.sink.error("\(what) is missing required key '\(key)'", at: node.location, check: "missing-key")
      return nil
    }

    /// The keys in source order.
    public var orderedKeys: [String] {
      (node.mapping ?? []).compactMap(\.key.scalar)
    }
  }

  /// Reads a mapping whose keys must be among `allowed`.
  public func fields(_ node: YAMLNode, allowed: [String], what: String) -> Fields? {
    guard let pairs = mapping(node, what: what) else { return nil }
    var entries: [String: YAMLNode.Pair] = [:]
    for pair in pairs {
      guard let key = pair.key.scalar else {
        sink.error(
          "\(what) keys must be strings, found \(pair.key.kindName)", at: pair.key.location,
          check: "wrong-type")
        continue
      }
      if let first = entries[key] {
        sink.error(
          "duplicate key '\(key)' in \(what)", at: pair.key.location, check: "duplicate-key",
          notes: [Diagnostic.Note(location: first.key.location, message: "'\(key)' first given here")])
        continue
      }
      guard allowed.contains(key) else {
        sink.error(
          "unknown key '\(key)' in \(what)\(Self.suggestion(for: key, among: allowed))",
          at: pair.key.location, check: "unknown-key")
        continue
      }
      entries[key] = pair
    }
    return Fields(node: node, entries: entries, reader: self, what: what)
  }

  /// A mapping's pairs, duplicates reported.
  public func mapping(_ node: YAMLNode, what: String) -> [YAMLNode.Pair]? {
    guard let pairs = node.mapping else {
      typeError(node, expected: "a mapping", what: what)
      return nil
    }
    var seen: [String: SourceLocation] = [:]
    var result: [YAMLNode.Pair] = []
    for pair in pairs {
      if let key = pair.key.scalar, let first = seen[key] {
        sink.error(
          "duplicate key '\(key)' in \(what)", at: pair.key.location, check: "duplicate-key",
          notes: [Diagnostic.Note(location: first, message: "'\(key)' first given here")])
        continue
      }
      if let key = pair.key.scalar { seen[key] = pair.key.location }
      result.append(pair)
    }
    return result
  }

  public func sequence(_ node: YAMLNode, what: String) -> [YAMLNode]? {
    guard let items = node.sequence else {
      typeError(node, expected: "a list", what: what)
      return nil
    }
    return items
  }

  /// A string: any scalar that is not null (quoted or plain; `no` stays the string "no").
  public func string(_ node: YAMLNode, what: String) -> String? {
    guard let text = node.scalar, !node.isNull else {
      typeError(node, expected: "a string", what: what)
      return nil
    }
    return text
  }

  /// A non-empty string.
  public func nonEmptyString(_ node: YAMLNode, what: String) -> String? {
    guard let text = string(node, what: what) else { return nil }
    if text.isEmpty {
      sink.error("\(what) cannot be empty", at: node.location, check: "out-of-range")
      return nil
    }
    return text
  }

  /// A string or a list of strings.
  public func strings(_ node: YAMLNode, what: String) -> [String]? {
    if let items = node.sequence {
      let values = items.compactMap { string($0, what: what) }
      return values.count == items.count ? values : nil
    }
    return string(node, what: what).map { [$0] }
  }

  /// Only plain `true` or `false`.
  public func bool(_ node: YAMLNode, what: String) -> Bool? {
    guard let value = node.bool else {
      typeError(node, expected: "true or false", what: what)
      return nil
    }
    return value
  }

  /// A finite number within a range.
  public func number(_ node: YAMLNode, what: String, in range: ClosedRange<Double>) -> Double? {
    guard let value = node.double else {
      typeError(node, expected: "a number", what: what)
      return nil
    }
    guard range.contains(value) else {
      sink.error(
        "\(what) must be between \(range.lowerBound.compactText) and \(range.upperBound.compactText), found \(value.compactText)",
        at: node.location, check: "out-of-range")
      return nil
    }
    return value
  }

  /// A whole number within a range.
  public func integer(_ node: YAMLNode, what: String, in range: ClosedRange<Int>) -> Int? {
    guard let value = node.int else {
      typeError(node, expected: "a whole number", what: what)
      return nil
    }
    guard range.contains(value) else {
      sink.error(
        "\(what) must be between \(range.lowerBound) and \(range.upperBound), found \(value)",
        at: node.location, check: "out-of-range")
      return nil
    }
    return value
  }

  public func typeError(_ node: YAMLNode, expected: String, what: String) {
    sink.error("\(what) must be \(expected), found \(node.kindName)", at: node.location, check: "wrong-type")
  }

  /// `; did you mean 'x'?` when a known name is close to an unknown one, else "".
  public static func suggestion(for name: String, among known: [String]) -> String {
    let scored = known.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else {
      return ""
    }
    return "; did you mean '\(best.0)'?"
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
