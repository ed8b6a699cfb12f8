/// Bounds on what the YAML parser accepts, so hostile or broken input fails fast with a located
/// error instead of using unbounded time, memory or stack.
public struct YAMLLimits: Sendable, Hashable {
  /// Largest input accepted, in bytes (BOM included). Larger input fails at 1:1 unparsed.
  /// Default 1 MiB.
  public var maxBytes: Int
  /// Deepest nesting of sequences and mappings, alias copies included. Default 64.
  public var maxDepth: Int
  /// Most nodes in the document, counting every node of every alias copy, which is what
  /// stops "billion laughs" alias bombs. Default 100 000.
  public var maxNodes: Int
  /// Longest single scalar, in UTF-8 bytes after unescaping. Default 64 KiB.
  public var maxScalarBytes: Int

  public init(
    maxBytes: Int = 1_048_576,
    maxDepth: Int = 64,
    maxNodes: Int = 100_000,
    maxScalarBytes: Int = 65_536
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.maxScalarBytes = maxScalarBytes
  }

  /// 1 MiB, 64 levels, 100 000 nodes, 64 KiB scalars.
  public static let `default` = YAMLLimits()
}
