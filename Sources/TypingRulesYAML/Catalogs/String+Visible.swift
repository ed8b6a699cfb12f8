internal import TypingRules

extension String {
  /// The string with invisible and non-ASCII space characters shown as `\u{...}`, so
  /// expected and actual buffers can be told apart.
  public var visible: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\\": result += "\\\\"
      default:
        let invisible =
          scalar.value < 0x20 || scalar.value == 0x7F
          || (scalar.properties.isWhitespace && scalar != " ")
          || scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .nonspacingMark && scalar.value < 0x0370
        result += invisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
      }
    }
    return result
  }
}
