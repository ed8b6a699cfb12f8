/// A small command-line reader shared by both executables: options with values
/// (`--locale en`, `--locale=en`), repeatable options, flags and positional arguments.
/// Mistakes are ``UsageError``s, which the executables print with their usage and exit 64.
public struct CommandLineArguments {
  public private(set) var values: [String: [String]] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var positional: [String] = []

  /// Parses `arguments` given the names of options that take a value and of flags.
  public init(_ arguments: [String], options: Set<String>, flags knownFlags: Set<String>) throws(UsageError) {
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if knownFlags.contains(name) {
        guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
        flags.insert(name)
      } else if options.contains(name) {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else {
          guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
          values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        let known = Array(options) + Array(knownFlags)
        throw UsageError("unknown option '\(name)'\(SchemaReader.suggestion(for: name, among: known))")
      }
    }
  }

  /// The last value of an option.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, in order.
  public func all(_ name: String) -> [String] { values[name] ?? [] }

  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
