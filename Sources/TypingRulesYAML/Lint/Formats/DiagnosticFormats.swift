import Foundation
import TypingRules

/// The output formats of `rulecheck`: each renders a ``LintReport`` at the edge.
public enum LintFormat: String, CaseIterable, Sendable {
  /// `path:line:column: severity: message [check]`, the source line and a caret, a summary;
  /// written to standard error.
  case gnu
  /// One JSON array of diagnostics, on standard output.
  case json
  /// GitHub Actions workflow commands (`::error file=...::message`), on standard output.
  case github
  /// A SARIF 2.1.0 log, on standard output.
  case sarif
}

// MARK: - gnu

/// `path:line:column: error: message [check]`, then the source line and a caret; notes the
/// same way; a summary line at the end. Colour (ANSI) only when asked.
public struct GNUFormat {
  public var colour: Bool
  public let sources: SourceLines

  public init(colour: Bool, sources: SourceLines = SourceLines()) {
    self.colour = colour
    self.sources = sources
  }

  public func render(_ report: LintReport) -> String {
    var output = ""
    for diagnostic in report.diagnostics {
      output += entry(
        diagnostic.location, diagnostic.severity.rawValue, diagnostic.message, check: diagnostic.check)
      for note in diagnostic.notes {
        output += entry(note.location, "note", note.message, check: nil)
      }
    }
    output += paint(report.summary, "1") + "\n"
    return output
  }

  private func entry(_ location: SourceLocation, _ severity: String, _ message: String, check: String?)
    -> String
  {
    let severityColour = ["error": "1;31", "warning": "1;35", "note": "1;36"][severity] ?? "1"
    var line = paint("\(location):", "1") + " " + paint("\(severity):", severityColour) + " "
    line += paint(message, "1")
    if let check { line += " [\(check)]" }
    line += "\n"
    if let excerpt = sources.excerpt(file: location.file, line: location.line, column: location.column) {
      line += excerpt.source + "\n" + paint(excerpt.caret, "1;32") + "\n"
    }
    return line
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

// MARK: - json

/// `[{"path", "line", "column", "severity", "check", "message", "notes": [...]}]`.
public enum JSONFormat {
  public static func render(_ report: LintReport) -> String {
    let items: [JSONValue] = report.diagnostics.map { diagnostic in
      .object([
        ("path", .string(diagnostic.location.file)),
        ("line", .int(diagnostic.location.line)),
        ("column", .int(diagnostic.location.column)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("check", .string(diagnostic.check)),
        ("message", .string(diagnostic.message)),
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              .object([
                ("path", .string(note.location.file)),
                ("line", .int(note.location.line)),
                ("column", .int(note.location.column)),
                ("message", .string(note.message)),
              ])
            })
        ),
      ])
    }
    return JSONValue.array(items).rendered() + "\n"
  }
}

// MARK: - github

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=T::message`, one per
/// diagnostic (notes folded into the message), then the summary as plain text.
public enum GitHubFormat {
  public static func render(_ report: LintReport) -> String {
    var output = ""
    for diagnostic in report.diagnostics {
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let location = diagnostic.location
      var message = diagnostic.message
      for note in diagnostic.notes {
        message += "\nnote: \(note.location): \(note.message)"
      }
      output += "::\(command) file=\(property(location.file)),line=\(location.line),col=\(location.column)"
      output += ",title=\(property("rulecheck: \(diagnostic.check)"))::\(data(message))\n"
    }
    output += report.summary + "\n"
    return output
  }

  /// The message part: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

// MARK: - sarif

/// A SARIF 2.1.0 log: one run of `rulecheck`, every check of ``CheckCatalog`` listed as a
/// rule, `columnKind` `unicodeCodePoints` (columns count Unicode scalars), notes as related
/// locations.
public enum SARIFFormat {
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  public static func render(_ report: LintReport) -> String {
    var checks = CheckCatalog.checks
    for diagnostic in report.diagnostics where !checks.contains(where: { $0.id == diagnostic.check }) {
      checks.append(
        CheckCatalog.Check(id: diagnostic.check, severity: diagnostic.severity, summary: diagnostic.check))
    }
    let rules: [JSONValue] = checks.map { check in
      .object([
        ("id", .string(check.id)),
        ("shortDescription", .object([("text", .string(check.summary))])),
        ("defaultConfiguration", .object([("level", .string(level(check.severity)))])),
      ])
    }
    let results: [JSONValue] = report.diagnostics.map { diagnostic in
      var members: [(String, JSONValue)] = [
        ("ruleId", .string(diagnostic.check)),
        ("ruleIndex", .int(checks.firstIndex { $0.id == diagnostic.check }!)),
        ("level", .string(level(diagnostic.severity))),
        ("message", .object([("text", .string(diagnostic.message))])),
        ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
      ]
      if !diagnostic.notes.isEmpty {
        members.append(
          (
            "relatedLocations",
            .array(
              diagnostic.notes.enumerated().map { index, note in
                .object([
                  ("id", .int(index)),
                  ("physicalLocation", physicalLocation(note.location)),
                  ("message", .object([("text", .string(note.message))])),
                ])
              })
          ))
      }
      return .object(members)
    }
    let run: JSONValue = .object([
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", "rulecheck"),
              ("version", .string(ToolVersion.release)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      ("invocations", .array([.object([("executionSuccessful", .bool(!report.couldNotRun))])])),
      ("columnKind", "unicodeCodePoints"),
      ("results", .array(results)),
    ])
    let log: JSONValue = .object([
      ("$schema", .string(schemaURI)),
      ("version", "2.1.0"),
      ("runs", .array([run])),
    ])
    return log.rendered() + "\n"
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func physicalLocation(_ location: SourceLocation) -> JSONValue {
    .object([
      ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
      ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
    ])
  }

  /// A path as a URI reference: relative paths stay relative, absolute ones become
  /// `file://` URIs; everything outside RFC 3986's unreserved characters and `/` is
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
