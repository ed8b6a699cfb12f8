internal import TypingRules

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
