internal import TypingRules

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
