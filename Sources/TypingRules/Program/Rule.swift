/// A rule as a front end hands it to ``ProgramBuilder``: a trigger, conditions that must
/// all hold, escape hatches of which none may hold, and actions. The builder lays rules out
/// in the program's flat tables; ids, summaries and locations go to its debug side table.
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
  /// Conditions (by index in the builder's pool) that must all hold.
  public var conditions: [Int]
  /// Conditions (by index) of which any one stands the rule down.
  public var escapes: [Int]
  /// Action instructions, in order.
  public var actions: [Instruction]
  /// Whether evaluation goes on to later rules after this one fires.
  public var continues: Bool
  /// Where the rule is written, for traces and diagnostics.
  public var location: SourceLocation?

  /// A rule with its parts.
  public init(
    id: String, summary: String, trigger: Trigger, conditions: [Int], escapes: [Int],
    actions: [Instruction], continues: Bool, location: SourceLocation?
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
