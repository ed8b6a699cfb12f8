/// A set of the codes a pattern subject reports for one position (see `PatternCode`): the
/// 128 ASCII bytes, "a character outside ASCII" and "past the text"; for rule guards also
/// ``PatternCode/otherWord``, a character outside ASCII that is a word character. One bit
/// test answers whether a code is in it.
struct CodeSet: Hashable, Sendable {
  var low: UInt64
  var high: UInt64
  /// Whether it holds ``PatternCode/other`` (any character outside ASCII).
  var other: Bool
  /// Whether it holds ``PatternCode/otherWord`` (a word character outside ASCII: a letter,
  /// digit or mark of another script).
  var otherWord: Bool
  /// Whether it holds ``PatternCode/end``.
  var end: Bool

  /// Every code.
  static let all = CodeSet(low: .max, high: .max, other: true, otherWord: true, end: true)
  /// No code.
  static let none = CodeSet(low: 0, high: 0, other: false, otherWord: false, end: false)

  @inline(__always)
  func contains(_ code: UInt16) -> Bool {
    if code < 64 { return low & (1 << UInt64(code)) != 0 }
    if code < 128 { return high & (1 << UInt64(code &- 64)) != 0 }
    if code == PatternCode.other { return other }
    return code == PatternCode.otherWord ? otherWord : end
  }

  func union(_ other: CodeSet) -> CodeSet {
    CodeSet(
      low: low | other.low, high: high | other.high, other: self.other || other.other,
      otherWord: otherWord || other.otherWord, end: end || other.end)
  }

  /// What both hold.
  func intersection(_ other: CodeSet) -> CodeSet {
    CodeSet(
      low: low & other.low, high: high & other.high, other: self.other && other.other,
      otherWord: otherWord && other.otherWord, end: end && other.end)
  }
}
