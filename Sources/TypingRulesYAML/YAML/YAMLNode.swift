package import TypingRules

/// One node of a parsed YAML document, with where it starts in the source.
///
/// Aliases are already resolved: an `*alias` is a copy of its anchored node, carrying the
/// alias's own location at its root (its children keep the locations where they were written).
public struct YAMLNode: Sendable, Hashable {
  /// How a scalar was written. Only `plain` scalars are ever read as null, booleans or numbers.
  public enum ScalarStyle: Sendable, Hashable {
    case plain
    case singleQuoted
    case doubleQuoted
    /// `|` block scalar.
    case literal
    /// `>` block scalar.
    case folded
  }

  /// One `key: value` entry of a mapping.
  public struct Pair: Sendable, Hashable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  public enum Kind: Sendable, Hashable {
    /// The scalar's text after YAML unescaping and folding, untyped.
    case scalar(String, style: ScalarStyle)
    case sequence([YAMLNode])
    /// Entries in source order. Duplicate keys are kept (the schema layer reports them).
    case mapping([YAMLNode.Pair])
  }

  public var kind: Kind
  /// The node's start: 1-based line and column (columns in Unicode scalars).
  package var location: SourceLocation
  /// The explicit tag, resolved as libyaml does (`!!str` is `tag:yaml.org,2002:str`), or nil.
  public var tag: String?

  package init(kind: Kind, location: SourceLocation, tag: String? = nil) {
    self.kind = kind
    self.location = location
    self.tag = tag
  }
}
