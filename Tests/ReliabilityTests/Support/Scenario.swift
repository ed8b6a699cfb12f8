import Foundation
import TypingRules

/// One generated test input: a locale pack, a field, settings, extra corrections, the text
/// already in the field, and the taps with their pauses. Everything `typingrules type` and
/// a catalog case can say, so a failing scenario prints as both.
struct Scenario: Sendable {
  /// Which of the exact-plain-effect cases this scenario is, if any.
  enum PlainCase: String, Sendable {
    /// Every boolean setting the pack declares is off.
    case settingsOff = "every setting off"
    /// `secure: true`.
    case secureField = "secure field"
    /// `content: code`.
    case codeField = "code field"
  }

  var locale: String
  var field = FieldTraits()
  /// Settings set explicitly (the rest take the pack's defaults).
  var settings: [String: SettingValue] = [:]
  /// Corrections added to the pack's own table (`--correction TYPO=FIX`).
  var corrections: [String: String] = [:]
  var before = ""
  var after = ""
  var steps: [TapScript.Step] = []
  /// The case where the buffer must equal the plain effect of every tap, if any.
  var plainCase: PlainCase?
  /// Only character, space and return taps (and pauses): the whole typed text can be
  /// compared with the buffer.
  var typingOnly = false
  /// The truncated-context runs: the same taps in a field whose context is cut to `limit`
  /// characters, after one of two texts that differ only where the engine cannot see.
  var window = Window()

  struct Window: Sendable {
    /// The context limit N (`InMemoryDocument(contextLimit:)`).
    var limit = 8
    /// Two texts of the same length that differ, at the start of the field.
    var hidden = ["", ""]
    /// The text between the hidden text and the cursor.
    var shared = ""
    /// The text after the cursor.
    var after = ""
  }

  /// The taps alone.
  var taps: [Tap] { steps.compactMap { if case .tap(let tap) = $0 { tap } else { nil } } }

  /// The keyboard settings these values make.
  var keyboardSettings: KeyboardSettings { KeyboardSettings(settings) }

  /// The tap string (catalog syntax).
  var tapString: String { TapSyntax.write(TapScript(steps: steps)) }

  /// The field traits that differ from the defaults, as `(key, value)`.
  var fieldAssignments: [(String, String)] {
    let defaults = FieldTraits()
    return FieldTraitKey.allCases.compactMap { key in
      field.value(of: key) == defaults.value(of: key) ? nil : (key.rawValue, field.value(of: key))
    }
  }

  /// The arguments of `typingrules type` that replay the scenario.
  var typeArguments: [String] {
    var words = ["type", "--locale", locale]
    for (key, value) in fieldAssignments { words += ["--field", "\(key)=\(value)"] }
    for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
      words += ["--setting", "\(name)=\(Self.settingText(value))"]
    }
    for (typo, fix) in corrections.sorted(by: { $0.key < $1.key }) {
      words += ["--correction", "\(typo)=\(fix)"]
    }
    if !before.isEmpty { words += ["--before", before] }
    if !after.isEmpty { words += ["--after", after] }
    return words + ["--", tapString]
  }

  /// A shell command line that replays the scenario with `typingrules type`.
  var commandLine: String {
    (["swift", "run", "typingrules"]
      + typeArguments.map { argument in
        argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-=_.,:/".contains($0)) }
          ? argument : Self.shellQuoted(argument)
      }).joined(separator: " ")
  }

  /// A catalog case (YAML) that replays the scenario; `result` is the buffer the invariant
  /// expects, when it says one.
  func catalogCase(name: String, result: String?) -> String {
    var lines = ["- name: \(Self.yamlQuoted(name))", "  locale: \(locale)"]
    if !fieldAssignments.isEmpty {
      lines.append(
        "  field: {" + fieldAssignments.map { "\($0.0): \(Self.yamlQuoted($0.1))" }.joined(separator: ", ")
          + "}")
    }
    if !settings.isEmpty {
      lines.append(
        "  settings: {"
          + settings.sorted(by: { $0.key < $1.key }).map { "\($0.key): \(Self.settingText($0.value))" }
          .joined(separator: ", ") + "}")
    }
    if !corrections.isEmpty {
      lines.append(
        "  corrections: {"
          + corrections.sorted(by: { $0.key < $1.key }).map {
            "\(Self.yamlQuoted($0.key)): \(Self.yamlQuoted($0.value))"
          }
          .joined(separator: ", ") + "}")
    }
    if !before.isEmpty { lines.append("  before: \(Self.yamlQuoted(before))") }
    if !after.isEmpty { lines.append("  after: \(Self.yamlQuoted(after))") }
    lines.append("  taps: \(Self.yamlQuoted(tapString))")
    if let result { lines.append("  result: \(Self.yamlQuoted(result))") }
    return lines.joined(separator: "\n")
  }

  static func settingText(_ value: SettingValue) -> String {
    switch value {
    case .bool(let flag): String(flag)
    case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
    }
  }

  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A double-quoted YAML scalar.
  static func yamlQuoted(_ text: String) -> String { CatalogScalar.doubleQuoted(text) }
}
