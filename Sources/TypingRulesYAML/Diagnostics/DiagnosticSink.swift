package import TypingRules

/// Collects diagnostics as a loader or checker goes.
public final class DiagnosticSink {
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  public func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  package func error(
    _ message: String, at location: SourceLocation, check: String, notes: [Diagnostic.Note] = []
  ) {
    emit(Diagnostic(.error, at: location, message, check: check, notes: notes))
  }

  package func warning(_ message: String, at location: SourceLocation, check: String) {
    emit(Diagnostic(.warning, at: location, message, check: check))
  }
}
