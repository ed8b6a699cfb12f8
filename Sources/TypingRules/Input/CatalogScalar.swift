/// Strings as tap catalogs write them, for tools that write catalogs (recorded sessions,
/// shrunk failures, device recordings). The form is also a JSON string.
package enum CatalogScalar {
  /// A double-quoted scalar that reads back as exactly `text`: quotes, backslashes, control
  /// characters and every whitespace character other than the plain space escaped
  /// (`"Word\u00A0!"`), so invisible characters stay visible in the file.
  package static func doubleQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.properties.isWhitespace && scalar != " ") {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
