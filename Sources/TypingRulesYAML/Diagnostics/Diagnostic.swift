package import TypingRules

/// One finding about a source file: an error, a warning or a note, with its place.
/// Diagnostics are values; printers at the edge render them (`file:line:column: error: ...`).
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.note, .warning, .error]
      return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
  }

  /// A secondary place attached to a diagnostic ("first defined here").
  public struct Note: Hashable, Sendable {
    package var location: SourceLocation
    public var message: String

    package init(location: SourceLocation, message: String) {
      self.location = location
      self.message = message
    }
  }

  public var severity: Severity
  package var location: SourceLocation
  public var message: String
  /// A stable id of the check that found it (`yaml-syntax`, `unknown-key`, `example-failed`).
  public var check: String
  public var notes: [Note]

  package init(
    _ severity: Severity, at location: SourceLocation, _ message: String, check: String,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.check = check
    self.notes = notes
  }

  /// `file:line:column: severity: message [check]`, the first line of the GNU format.
  public var gnuLine: String {
    "\(location): \(severity.rawValue): \(message) [\(check)]"
  }
}
