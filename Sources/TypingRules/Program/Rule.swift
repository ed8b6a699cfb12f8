/// A rule as a front end hands it to ``ProgramBuilder``: a trigger, conditions that must
/// all hold, escape hatches of which none may hold, and actions. The builder lays rules out
/// in the program's flat tables; ids, summaries and locations go to its debug side table.
package struct Rule: Hashable, Sendable {
  /// What a rule is evaluated on.
  package enum Trigger: Hashable, Sendable {
    /// An event other than a character key (space, backspace, return, accept, revert,
    /// cursor move, after-tap).
    case event(EventKind)
    /// A character key whose character is in a class (by index).
    case character(Int)
  }

  /// The rule's id (`double-space-full-stop`).
  package var id: String
  /// One line on what the rule does.
  package var summary: String
  /// What the rule is evaluated on.
  package var trigger: Trigger
  /// Conditions (by index in the builder's pool) that must all hold.
  package var conditions: [Int]
  /// Conditions (by index) of which any one stands the rule down.
  package var escapes: [Int]
  /// Action instructions, in order.
  package var actions: [Instruction]
  /// Whether evaluation goes on to later rules after this one fires.
  package var continues: Bool
  /// Where the rule is written, for traces and diagnostics.
  package var location: SourceLocation?

  /// A rule with its parts.
  package init(
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
