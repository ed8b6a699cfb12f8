/// What a program keeps only for people: rule ids, summaries and source locations, and how
/// each condition and pattern reads in its rule file. Traces and diagnostics use it; the
/// engine's decisions never do. `typingrules compile --strip` leaves it out of a compiled
/// file (traces then name rules `#N`). Source files are paths relative to the Rules folder.
package struct ProgramDebugInfo: Hashable, Sendable {
  /// Per rule.
  var ruleIDs: [String]
  var summaries: [String]
  var locations: [SourceLocation?]
  /// Per condition in the pool: how it reads (`before: ' +'`).
  var conditionSources: [String]
  /// Per pattern in the pool: its source text.
  var patternSources: [String]
}
