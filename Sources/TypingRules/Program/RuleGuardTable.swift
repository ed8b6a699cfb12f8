/// The guards (see `ProgramTables+Guards.swift`) of the rules that have several
/// alternatives, laid out for the loop: per entry, the two characters' sets as bit masks in
/// one allocation, so that testing a rule reads a few words and copies nothing. The loop
/// first tests a rule's alternatives merged (`ProgramTables.ruleGuards`); only when that
/// admits the characters and the rule has several alternatives does it ask this table.
final class RuleGuardTable: @unchecked Sendable {
  /// Per entry: the nearest character's ASCII masks (low, high), then the second's.
  private let masks: UnsafeMutableBufferPointer<UInt64>
  /// Per entry: what codes past ASCII each set holds (bit `code - 0x100` of the low nibble
  /// for the nearest character, of the high nibble for the second).
  private let extras: UnsafeMutableBufferPointer<UInt8>
  /// Per rule: its first entry and the number of its alternatives (0 for a rule with one).
  private let runs: UnsafeMutableBufferPointer<Int32>

  /// No rules.
  convenience init() { self.init(alternatives: []) }

  /// The table of guards given as each rule's alternatives.
  init(alternatives guards: [[RuleGuard]]) {
    var entries: [RuleGuard] = []
    var runs: [Int32] = []
    for alternatives in guards {
      runs.append(Int32(entries.count))
      runs.append(alternatives.count > 1 ? Int32(alternatives.count) : 0)
      if alternatives.count > 1 { entries += alternatives }
    }
    masks = .allocate(capacity: max(1, entries.count * 4))
    extras = .allocate(capacity: max(1, entries.count))
    self.runs = .allocate(capacity: max(1, runs.count))
    _ = self.runs.initialize(from: runs)
    for (index, entry) in entries.enumerated() {
      masks[4 * index] = entry.nearest.low
      masks[4 * index + 1] = entry.nearest.high
      masks[4 * index + 2] = entry.second.low
      masks[4 * index + 3] = entry.second.high
      extras[index] = Self.extra(entry.nearest) | Self.extra(entry.second) << 4
    }
  }

  deinit {
    masks.deallocate()
    extras.deallocate()
    runs.deallocate()
  }

  /// The codes past ASCII a set holds, as bits `code - 0x100`.
  private static func extra(_ codes: CodeSet) -> UInt8 {
    (codes.other ? 1 << (PatternCode.other - 0x100) : 0) | (codes.end ? 1 << (PatternCode.end - 0x100) : 0)
      | (codes.otherWord ? 1 << (PatternCode.otherWord - 0x100) : 0)
  }

  /// Whether rule `rule`'s guard admits the two characters before the cursor, by their
  /// guard codes (see `PatternCode`).
  /// (A rule with one alternative: `true`; the merged test is then the whole guard.)
  @inline(__always)
  func admits(rule: Int, nearest: UInt16, second: UInt16) -> Bool {
    runs[2 * rule + 1] == 0 || alternativeAdmits(rule, nearest, second)
  }

  /// Whether one of the rule's several alternatives admits the characters.
  @inline(never)
  private func alternativeAdmits(_ rule: Int, _ nearest: UInt16, _ second: UInt16) -> Bool {
    let first = Int(runs[2 * rule])
    for entry in first..<(first + Int(runs[2 * rule + 1])) where entryAdmits(entry, nearest, second) {
      return true
    }
    return false
  }

  @inline(__always)
  private func entryAdmits(_ entry: Int, _ nearest: UInt16, _ second: UInt16) -> Bool {
    Self.holds(masks[4 * entry], masks[4 * entry + 1], extras[entry] & 0xF, nearest)
      && Self.holds(masks[4 * entry + 2], masks[4 * entry + 3], extras[entry] >> 4, second)
  }

  @inline(__always)
  private static func holds(_ low: UInt64, _ high: UInt64, _ extra: UInt8, _ code: UInt16) -> Bool {
    if code < 64 { return low >> UInt64(code) & 1 != 0 }
    if code < 128 { return high >> UInt64(code &- 64) & 1 != 0 }
    return extra >> UInt8(truncatingIfNeeded: code &- 0x100) & 1 != 0
  }
}
