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
  /// Which characters outside ASCII it holds, as far as rule guards tell them apart: those
  /// of the classes whose bits are set (bit `i` is the class `ProgramTables.trackedClasses[i]`);
  /// every bit set when that is not known (`0` when it holds none).
  var outsideASCII: UInt64 = .max

  /// Every code.
  static let all = CodeSet(low: .max, high: .max, other: true, otherWord: true, end: true)
  /// No code.
  static let none = CodeSet(low: 0, high: 0, other: false, otherWord: false, end: false, outsideASCII: 0)

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
      otherWord: otherWord || other.otherWord, end: end || other.end,
      outsideASCII: outsideASCII | other.outsideASCII)
  }

  /// What both hold. Outside ASCII, a character in a class of each set need not be in a
  /// class of both bit-wise (two classes may share characters), so the intersection keeps
  /// the narrower side's classes: an over-estimate, as a guard may be.
  func intersection(_ other: CodeSet) -> CodeSet {
    let holdsOutsideASCII = (self.other && other.other) || (otherWord && other.otherWord)
    let classes =
      !holdsOutsideASCII
      ? 0
      : outsideASCII.nonzeroBitCount <= other.outsideASCII.nonzeroBitCount ? outsideASCII : other.outsideASCII
    return CodeSet(
      low: low & other.low, high: high & other.high, other: self.other && other.other,
      otherWord: otherWord && other.otherWord, end: end && other.end, outsideASCII: classes)
  }
}
