/// What the engine reports to a tracer while it handles an event (`typingrules type --trace`).
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
  }
}
