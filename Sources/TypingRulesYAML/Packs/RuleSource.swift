package import TypingRules

/// A rule as written, with the nodes its conditions and actions compile from.
package struct RuleSource: Sendable {
  package var id: String
  package var summary: String
  package var location: SourceLocation
  package var idLocation: SourceLocation
  package var trigger: YAMLNode
  package var conditions: [YAMLNode]
  package var escapes: [YAMLNode]
  package var actions: [YAMLNode]
  package var examples: [CaseSource]
  package var continues: Bool
  /// Replaces an inherited rule of the same id in place.
  package var overrides: Bool
  /// Where to put a new rule among inherited ones: before or after a rule id.
  package var placement: Placement?
  /// The pack that wrote the rule and the patches that changed it (set when packs merge).
  package var origin = RuleOrigin(pack: "")
  /// Disabled by a pack of the chain (`disable`, or a patch's `disable: true`): not
  /// compiled, but its place stays, so a later pack can still insert next to it or replace
  /// it (`override: true`, which enables it again).
  package var isDisabled = false

  package enum Placement: Sendable {
    case before(String, SourceLocation)
    case after(String, SourceLocation)
  }
}
