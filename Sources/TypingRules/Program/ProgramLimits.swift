/// Every bound a program obeys, in one place: the YAML compiler reports a value outside
/// them as an error at its line, the verifier rejects a program (hand-built or read from a
/// compiled file) that exceeds them, and the JSON Schemas state them.
package enum ProgramLimits {
  /// The most rules one pack (with the packs it extends) may have.
  package static let maxRules = 4096
  /// The most conditions (or escape hatches, or actions) one rule may list.
  package static let maxPerRule = 4096
  /// The most entries of each pool.
  package static let maxPoolEntries = 1 << 16
  /// The most characters `delete-backward` deletes.
  package static let maxDelete: Int32 = 64
  /// The farthest `move` moves the cursor, either way.
  package static let maxMove: Int32 = 64
  /// The most events a flag set with `for:` lives.
  package static let maxFlagLifetime: Int32 = 1000
  /// The most seconds a `since` bound may be.
  package static let maxSeconds = 86_400.0
  /// The largest number a setting may hold.
  package static let maxSettingValue = 1_000_000.0
  /// The most characters a `*` or `+` takes, and so the farthest a pattern looks.
  package static let maxRun: UInt16 = 256
  /// The most items a pattern may have.
  package static let maxPatternItems = 64
  /// The most backtracking steps one match may take before it counts as no match.
  package static let patternStepBudget = 20_000
  /// The longest token the engine reads, in characters.
  package static let maxToken = 256
  /// The longest word the engine reads, in characters.
  package static let maxWord = 128
}
