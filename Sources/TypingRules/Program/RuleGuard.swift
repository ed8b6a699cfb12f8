/// One alternative of what a rule needs right before the cursor to have a chance of firing:
/// the codes (see `PatternCode`) its conditions allow for the nearest character and,
/// together with it, for the one before it. A rule's guard is a few of them, derived from
/// the program (`ProgramTables+Guards.swift`); a rule none of them admits cannot fire.
struct RuleGuard: Hashable, Sendable {
  /// The codes allowed for the character next to the cursor.
  var nearest: CodeSet
  /// The codes allowed for the character before that one.
  var second: CodeSet

  /// Allows everything.
  static let all = RuleGuard(nearest: .all, second: .all)
  /// Allows nothing.
  static let none = RuleGuard(nearest: .none, second: .none)

  /// Whether the characters right before the cursor (by their guard codes) are allowed.
  @inline(__always)
  func admits(nearest: UInt16, second: UInt16) -> Bool {
    self.nearest.contains(nearest) && self.second.contains(second)
  }

  /// Whether it admits nothing.
  var isEmpty: Bool { nearest == .none || second == .none }

  /// What either guard allows.
  func union(_ other: RuleGuard) -> RuleGuard {
    RuleGuard(nearest: nearest.union(other.nearest), second: second.union(other.second))
  }

  /// What both guards allow.
  func intersection(_ other: RuleGuard) -> RuleGuard {
    RuleGuard(nearest: nearest.intersection(other.nearest), second: second.intersection(other.second))
  }
}
