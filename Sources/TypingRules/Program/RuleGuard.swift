/// What a rule needs right before the cursor to have a chance of firing: the codes (see
/// `PatternCode`) its conditions allow for the nearest character and for the one before
/// it. Derived from the program (`ProgramTables+Guards.swift`); two bit tests skip a rule
/// that cannot fire.
struct RuleGuard: Hashable, Sendable {
  /// The codes allowed for the character next to the cursor.
  var nearest: CodeSet
  /// The codes allowed for the character before that one.
  var second: CodeSet

  /// Allows everything.
  static let all = RuleGuard(nearest: .all, second: .all)
  /// Allows nothing.
  static let none = RuleGuard(nearest: .none, second: .none)


  /// Whether the characters right before the cursor (by their codes) are allowed.
  @inline(__always)
  func admits(nearest: UInt16, second: UInt16) -> Bool {
    self.nearest.contains(nearest) && self.second.contains(second)
  }

  /// What either guard allows.
  func union(_ other: RuleGuard) -> RuleGuard {
    RuleGuard(nearest: nearest.union(other.nearest), second: second.union(other.second))
  }

  /// What both guards allow.
  func intersection(_ other: RuleGuard) -> RuleGuard {
    RuleGuard(nearest: nearest.intersection(other.nearest), second: second.intersection(other.second))
  }
}
