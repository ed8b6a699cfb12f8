/// What the engine reports to a tracer while it handles an event (`typingrules type --trace`).
///
/// A tracer observes the engine's one path: setting one changes nothing the engine does,
/// and what a shortcut decided (a rule skipped by its guard, ruled out by the field's
/// traits or the settings) is reported as such.
public enum TraceEvent: Sendable {
  /// An event begins.
  case tap(Tap, time: Double)
  /// A rule was tried.
  case rule(id: String, outcome: RuleOutcome)
  /// No rule took the key: its plain effect ran.
  case plainEffect
  /// The event is done; the keyboard's shift state for the next tap.
  case done(shifted: Bool, buffer: String?)

  /// How trying a rule ended.
  public enum RuleOutcome: Sendable {
    /// Every condition held and no escape hatch did: the rule's actions ran.
    case fired
    /// A condition (as written) did not hold.
    case failed(condition: String)
    /// An escape hatch (as written) held.
    case escaped(by: String)
    /// A shortcut settled that the rule cannot fire, without evaluating it; the reference
    /// mode (``EvaluationMode/reference``) never skips.
    case skipped(by: Shortcut)
  }

  /// A shortcut that settles a rule without evaluating it.
  public enum Shortcut: String, Sendable, CaseIterable {
    /// The characters right before the cursor are none its conditions' patterns allow.
    case ruleGuard = "guard"
    /// A condition or escape hatch that reads only the field's traits and the settings
    /// was decided when they were set.
    case fieldAndSettings = "the field and settings"
  }
}
