/// A mistake in a tap string. `offset` is the 1-based character offset in the string.
public enum TapScriptError: Error, Hashable, Sendable {
  /// A `{` with no `}` after it.
  case unclosedBrace(offset: Int)
  /// A `}` with no `{` before it (write `}}` for the character).
  case strayBrace(offset: Int)
  /// `{name}` names no tap.
  case unknownTap(name: String, offset: Int)
  /// The tap's argument is missing or not of its type (`{left x}`).
  case badArgument(name: String, argument: String, offset: Int)
  /// The tap takes no argument (`{bs 2}`).
  case unexpectedArgument(name: String, offset: Int)

  /// The 1-based character offset of the problem in the tap string.
  public var offset: Int {
    switch self {
    case .unclosedBrace(let offset), .strayBrace(let offset), .unknownTap(_, let offset),
      .badArgument(_, _, let offset), .unexpectedArgument(_, let offset):
      offset
    }
  }

  /// A one-line description, without location.
  public var message: String {
    switch self {
    case .unclosedBrace: "'{' is not closed; write '{{' for a literal '{' key"
    case .strayBrace: "'}' without '{'; write '}}' for a literal '}' key"
    case .unknownTap(let name, _):
      "unknown tap '{\(name)}'; expected one of {space}, {backspace}, {bs}, {return}, "
        + "{accept WORD}, {revert}, {shift}, {text S}, {left N}, {right N}, {pause S}, {paste S}, {echo}, "
        + "{select N}"
    case .badArgument(let name, let argument, _):
      switch name {
      case "accept": "'{accept}' needs a word: {accept WORD}"
      case "paste": "'{paste}' needs the text the host inserts: {paste TEXT}"
      case "pause": "'{pause \(argument)}' needs a number of seconds between 0 and 86400"
      default: "'{\(name) \(argument)}' needs a whole number of characters"
      }
    case .unexpectedArgument(let name, _): "'{\(name)}' takes no argument"
    }
  }
}
