package import TypingRules

/// Why a YAML file could not be read. Every case is located; `message` is one line without the
/// location, for the edge to print as `file:line:column: error: message`.
package enum YAMLError: Error, Sendable, Equatable {
  /// libyaml rejected the text (or a control character was found): `problem` at `location`,
  /// found `context` (like "while parsing a flow mapping") that began at `contextLocation`.
  case syntax(
    problem: String, context: String?, location: SourceLocation, contextLocation: SourceLocation?)
  /// The input has more bytes than `YAMLLimits.maxBytes`; nothing was parsed.
  case tooLarge(bytes: Int, limit: Int, location: SourceLocation)
  /// A collection (or alias copy) nests deeper than `YAMLLimits.maxDepth`.
  case tooDeep(limit: Int, location: SourceLocation)
  /// The document, alias copies counted, has more than `YAMLLimits.maxNodes` nodes.
  case tooManyNodes(limit: Int, location: SourceLocation)
  /// A scalar is longer than `YAMLLimits.maxScalarBytes`.
  case scalarTooLong(limit: Int, location: SourceLocation)
  /// The bytes at `location` are not UTF-8.
  case invalidUTF8(location: SourceLocation)
  /// A second document starts at `location`; a file holds exactly one.
  case multipleDocuments(location: SourceLocation)
  /// `*name` refers to no anchor defined before it (or to the collection it is inside).
  case undefinedAlias(String, location: SourceLocation)

  package var location: SourceLocation {
    switch self {
    case .syntax(_, _, let location, _), .tooLarge(_, _, let location),
      .tooDeep(_, let location), .tooManyNodes(_, let location),
      .scalarTooLong(_, let location), .invalidUTF8(let location),
      .multipleDocuments(let location), .undefinedAlias(_, let location):
      return location
    }
  }

  package var message: String {
    switch self {
    case .syntax(let problem, let context, _, _):
      guard let context, !context.isEmpty else { return problem }
      return "\(problem) \(context)"
    case .tooLarge(let bytes, let limit, _):
      return "file is \(bytes) bytes, more than the limit of \(limit) bytes"
    case .tooDeep(let limit, _):
      return "lists and mappings are nested more than \(limit) levels deep"
    case .tooManyNodes(let limit, _):
      return "document has more than \(limit) nodes (counting each alias expansion)"
    case .scalarTooLong(let limit, _):
      return "scalar is longer than the limit of \(limit) bytes"
    case .invalidUTF8:
      return "invalid UTF-8; YAML files must be encoded in UTF-8"
    case .multipleDocuments:
      return "found a second YAML document; a file must hold exactly one"
    case .undefinedAlias(let name, _):
      return "found undefined alias '\(name)'"
    }
  }
}
