extension RuleProgram: Equatable {
  /// Two programs are equal when every rule, pool and setting is: a program read back from
  /// the compiled form equals the one it was written from.
  public static func == (lhs: RuleProgram, rhs: RuleProgram) -> Bool {
    lhs.locale == rhs.locale && lhs.rules == rhs.rules && lhs.predicates == rhs.predicates
      && lhs.predicateSources == rhs.predicateSources && lhs.patterns == rhs.patterns
      && lhs.classes == rhs.classes && lhs.strings == rhs.strings && lhs.lists == rhs.lists
      && lhs.flags == rhs.flags && lhs.settings == rhs.settings
  }
}
