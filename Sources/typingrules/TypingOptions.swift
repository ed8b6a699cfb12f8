import TypingRules
import TypingRulesYAML

/// The options that set up a field to type into, shared by the commands that type:
/// `--field KEY=VALUE`, `--setting KEY=VALUE` and `--correction TYPO=FIX`, each repeatable.
struct TypingOptions {
  var field = FieldTraits()
  var settings = KeyboardSettings()
  var corrections: [String: String] = [:]

  /// Reads the options; a malformed one is a usage error.
  init(_ parsed: CommandLineArguments) throws(UsageError) {
    for assignment in parsed.all("--field") {
      guard let (key, value) = Self.split(assignment) else {
        throw UsageError("--field takes KEY=VALUE, found '\(assignment)'")
      }
      do { try field.set(key, to: value) } catch { throw UsageError(error.message) }
    }
    for assignment in parsed.all("--setting") {
      guard let (key, text) = Self.split(assignment), let value = KeyboardSettings.parseValue(text) else {
        throw UsageError("--setting takes KEY=VALUE with true, false or a number, found '\(assignment)'")
      }
      settings.set(key, to: value)
    }
    for assignment in parsed.all("--correction") {
      guard let (typo, fix) = Self.split(assignment), !fix.isEmpty else {
        throw UsageError("--correction takes TYPO=FIX, found '\(assignment)'")
      }
      corrections[typo] = fix
    }
  }

  /// `KEY=VALUE` split at the first `=`.
  static func split(_ assignment: String) -> (String, String)? {
    guard let equals = assignment.firstIndex(of: "=") else { return nil }
    return (String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...]))
  }
}
