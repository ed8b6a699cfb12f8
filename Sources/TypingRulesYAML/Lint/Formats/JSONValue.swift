/// A JSON value with object keys kept in the order given, written the same way on every
/// platform (two-space indentation, `"key": value`, non-ASCII text as is). Used by the
/// json and sarif printers and to write the editor schemas.
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
  case string(String)
  case int(Int)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

  /// The value as JSON text; pretty (one member per line) unless `compact`. Arrays of
  /// scalars that fit on a line stay on one line.
  public func rendered(compact: Bool = false) -> String {
    var output = ""
    write(to: &output, indent: compact ? nil : 0)
    return output
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .string(let text): Self.writeString(text, to: &output)
    case .int(let value): output += String(value)
    case .number(let value):
      output += value.compactText
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let items):
      if items.isEmpty {
        output += "[]"
        return
      }
      if let indent, !items.allSatisfy(\.isScalar) || Self.inlineLength(items) > 60 {
        output += "[\n"
        for (index, item) in items.enumerated() {
          output += String(repeating: "  ", count: indent + 1)
          item.write(to: &output, indent: indent + 1)
          output += index < items.count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + "]"
      } else {
        output += "["
        for (index, item) in items.enumerated() {
          if index > 0 { output += indent == nil ? "," : ", " }
          item.write(to: &output, indent: nil)
        }
        output += "]"
      }
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      if let indent {
        output += "{\n"
        for (index, (key, value)) in members.enumerated() {
          output += String(repeating: "  ", count: indent + 1)
          Self.writeString(key, to: &output)
          output += ": "
          value.write(to: &output, indent: indent + 1)
          output += index < members.count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + "}"
      } else {
        output += "{"
        for (index, (key, value)) in members.enumerated() {
          if index > 0 { output += "," }
          Self.writeString(key, to: &output)
          output += ":"
          value.write(to: &output, indent: nil)
        }
        output += "}"
      }
    }
  }

  private static func inlineLength(_ items: [JSONValue]) -> Int {
    items.reduce(0) { $0 + $1.rendered(compact: true).count + 2 }
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
