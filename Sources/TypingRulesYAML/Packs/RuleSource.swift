public import TypingRules

/// A rule as written, with the nodes its conditions and actions compile from.
public struct RuleSource: Sendable {
  public var id: String
  public var summary: String
  public var location: SourceLocation
  public var idLocation: SourceLocation
  public var trigger: YAMLNode
  public var conditions: [YAMLNode]
  public var escapes: [YAMLNode]
  public var actions: [YAMLNode]
  public var examples: [CaseSource]
  public var continues: Bool
  /// Replaces an inherited rule of the same id in place.
  public var overrides: Bool
  /// Where to put a new rule among inherited ones: before or after a rule id.
  public var placement: Placement?
  /// The pack that wrote the rule and the patches that changed it (set when packs merge).
  public var origin = RuleOrigin(pack: "")
  /// Disabled by a pack of the chain (`disable`, or a patch's `disable: true`): not
  /// compiled, but its place stays, so a later pack can still insert next to it or replace
  /// it (`override: true`, which enables it again).
  public var isDisabled = false

  public enum Placement: Sendable {
    case before(String, SourceLocation)
    case after(String, SourceLocation)
  }
}
