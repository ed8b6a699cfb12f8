public import TypingRules

/// One tap case as written in a catalog or a rule's `examples`: taps, the field and
/// settings to type them with, and the buffers expected.
public struct CaseSource: Sendable {
  public var name: String
  package var location: SourceLocation
  public var script: TapScript
  public var taps: String
  package var tapsLocation: SourceLocation
  public var before = ""
  public var after = ""
  public var steps: [String]?
  package var stepsLocation: SourceLocation?
  public var result: String?
  package var resultLocation: SourceLocation?
  public var cursor: Int?
  /// The shift key's state expected after the last tap (`shift:`).
  public var shift: ShiftState?
  package var shiftLocation: SourceLocation?
  /// The shift key's state expected after each tap (`shifts:`).
  public var shifts: [ShiftState]?
  package var shiftsLocation: SourceLocation?
  /// The suggestion bar's items expected after the last tap (`bar:`), in order.
  public var bar: [String]?
  package var barLocation: SourceLocation?
  public var options = CaseOptions()
  /// Columns recorded elsewhere (`ios`, `swiftkey`), shown side by side, never asserted.
  public var observed: [(column: String, steps: [String])] = []
}
