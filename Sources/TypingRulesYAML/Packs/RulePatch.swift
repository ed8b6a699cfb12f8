package import TypingRules

/// A change to an inherited rule, written by id instead of restating the rule
/// (`- patch: ID` in a rule list): disable it, replace its summary, trigger or `continue`,
/// add, remove or replace one condition, escape hatch or action, or give it new examples.
public struct RulePatch: Sendable {
  /// The id of the rule patched, and where the patch names it.
  public var id: String
  package var idLocation: SourceLocation
  package var location: SourceLocation
  /// `disable: true`: remove the rule.
  public var disables = false
  public var summary: String?
  public var trigger: YAMLNode?
  public var continues: Bool?
  /// Edits of `when`, `unless` and `do`, in the order written.
  public var conditions: [Edit] = []
  public var escapes: [Edit] = []
  public var actions: [Edit] = []
  /// Examples that replace the inherited ones (they describe the rule as patched).
  public var examples: [CaseSource]?

  /// One edit of a list of conditions, escape hatches or actions. Items are matched by
  /// what they say (`before: ' +'` matches however it is quoted or laid out).
  public struct Edit: Sendable {
    public enum Operation: Sendable {
      /// Adds an item at the end, or right before / after an item of the list.
      case add(YAMLNode, before: YAMLNode?, after: YAMLNode?)
      case remove(YAMLNode)
      case replace(YAMLNode, with: YAMLNode)
    }
    public var operation: Operation
    package var location: SourceLocation
  }
}

/// Where a rule of a compiled pack comes from: the pack that wrote it and the patches that
/// changed it since, for traces and messages.
public struct RuleOrigin: Sendable, Hashable {
  /// The pack whose files wrote the rule (or last replaced it with `override: true`).
  public var pack: String
  /// The packs whose patches changed it, in order, with the places of the patches.
  public var patches: [Patch] = []

  public struct Patch: Sendable, Hashable {
    public var pack: String
    package var location: SourceLocation
  }

  /// `from base, patched by android (Rules/profiles/android/x.yaml:3:5)`.
  public var description: String {
    var text = "from \(pack)"
    if !patches.isEmpty {
      text += ", patched by " + patches.map { "\($0.pack) (\($0.location))" }.joined(separator: ", ")
    }
    return text
  }
}
