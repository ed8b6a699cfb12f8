public import TypingRules

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
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
      self.location = location
      self.message = message
    }
  }

  public var severity: Severity
  public var location: SourceLocation
  public var message: String
  /// A stable id of the check that found it (`yaml-syntax`, `unknown-key`, `example-failed`).
  public var check: String
  public var notes: [Note]

  public init(
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

/// Thrown when loading found errors; carries every diagnostic found, warnings included.
public struct DiagnosticsError: Error, Sendable {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

  /// The errors, rendered one per line with notes (for command lines that print and exit).
  public var rendered: String {
    diagnostics.map { diagnostic in
      ([diagnostic.gnuLine]
        + diagnostic.notes.map { "\($0.location): note: \($0.message)" }).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

/// Collects diagnostics as a loader or checker goes.
public final class DiagnosticSink {
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  public func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  public func error(
    _ message: String, at location: SourceLocation, check: String, notes: [Diagnostic.Note] = []
  ) {
    emit(Diagnostic(.error, at: location, message, check: check, notes: notes))
  }

  public func warning(_ message: String, at location: SourceLocation, check: String) {
    emit(Diagnostic(.warning, at: location, message, check: check))
  }
}

extension YAMLError {
  /// The parse error as a diagnostic.
  public var diagnostic: Diagnostic {
    switch self {
    case .syntax(_, let context?, let location, let contextLocation?) where contextLocation != location:
      // "while parsing a flow mapping" -> a note "the flow mapping began here".
      Diagnostic(
        .error, at: location, message, check: "yaml-syntax",
        notes: [Diagnostic.Note(location: contextLocation, message: Self.contextNote(context))])
    case .syntax, .multipleDocuments, .undefinedAlias:
      Diagnostic(.error, at: location, message, check: "yaml-syntax")
    case .invalidUTF8:
      Diagnostic(.error, at: location, message, check: "invalid-utf8")
    default:
      Diagnostic(.error, at: location, message, check: "yaml-limit")
    }
  }

  /// libyaml's context ("while parsing a flow mapping") as a note at its start.
  static func contextNote(_ context: String) -> String {
    for prefix in ["while parsing ", "while scanning "] where context.hasPrefix(prefix) {
      var what = context.dropFirst(prefix.count)
      for article in ["a ", "an "] where what.hasPrefix(article) { what = what.dropFirst(article.count) }
      return "the \(what) began here"
    }
    return "\(context) began here"
  }
}
