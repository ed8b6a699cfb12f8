/// How a correction (`correct-word`) or an accepted suggestion is cased against the word the
/// user typed: the pack's `case-policy` locale value, read once when the program is made.
package enum CasePolicy: String, CaseIterable, Sendable {
  /// The typed case carries over (``Swift/String/matchingCase(of:)``): all capitals (two
  /// letters or more) or a capital first letter; a replacement with capitals of its own
  /// (`iPhone`) stays as written. The base pack's value, and the default of a program
  /// whose locale data has none.
  case matchTyped = "match-typed"
  /// The replacement is inserted exactly as written.
  case asWritten = "as-written"

  /// The locale key that holds the policy.
  package static let key = "case-policy"

  package init(locale: LocaleData) {
    if case .string(let name) = locale[Self.key], let policy = CasePolicy(rawValue: name) {
      self = policy
    } else {
      self = .matchTyped
    }
  }

  /// A replacement for `typed`, cased by this policy.
  func apply(_ replacement: String, typed: String) -> String {
    switch self {
    case .matchTyped: replacement.matchingCase(of: typed)
    case .asWritten: replacement
    }
  }
}
