/// A compiled rule: a trigger, conditions that must all hold, escape hatches of which
/// none may hold, and actions.
public struct Rule: Hashable, Sendable {
  /// What a rule is evaluated on.
  public enum Trigger: Hashable, Sendable {
    /// An event other than a character key (space, backspace, return, accept, revert,
    /// cursor move, after-tap).
    case event(EventKind)
    /// A character key whose character is in a class (by index).
    case character(Int)
  }

  /// The rule's id (`double-space-full-stop`).
  public var id: String
  /// One line on what the rule does.
  public var summary: String
  /// What the rule is evaluated on.
  public var trigger: Trigger
  /// Predicates (by index) that must all hold.
  public var conditions: [Int]
  /// Predicates (by index) of which any one stands the rule down.
  public var escapes: [Int]
  /// The actions, in order.
  public var actions: [Action]
  /// Whether evaluation goes on to later rules after this one fires.
  public var continues: Bool
  /// Where the rule is written, for traces and diagnostics.
  public var location: SourceLocation?

  /// Whether the rule, when it fires, stands in for the tap's plain effect.
  public var takesKey: Bool { actions.contains { $0.takesKey } }

  /// A rule with its parts.
  /// A rule with its parts.
  public init(
    id: String, summary: String, trigger: Trigger, conditions: [Int], escapes: [Int],
    actions: [Action], continues: Bool, location: SourceLocation?
  ) {
    self.id = id
    self.summary = summary
    self.trigger = trigger
    self.conditions = conditions
    self.escapes = escapes
    self.actions = actions
    self.continues = continues
    self.location = location
  }
}
