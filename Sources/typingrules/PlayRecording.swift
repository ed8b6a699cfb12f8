import TypingRules
import TypingRulesYAML

/// A `typingrules play` session written down as a tap catalog that `typingrules replay`
/// passes (`--record FILE`).
///
/// Each stretch of the session typed with one field, one set of settings and one program
/// is a case: toggling a trait or a setting, or reloading the rules, starts a fresh engine
/// and a new case whose `before` and `after` are the buffer at that moment. A case has
/// `gap: 0` and a `{pause S}` before each tap holding the time since the previous tap, in
/// milliseconds; the session hands the engine exactly the clock a replay of the case
/// computes, so timing decisions (two quick spaces) come out the same. `steps` holds the
/// buffer the session showed after every tap.
struct PlayRecording {
  /// One case being recorded.
  struct Segment {
    var locale: String
    var profile: String
    var field: FieldTraits
    var settings: KeyboardSettings
    var corrections: [String: String]
    /// Whether the dictionary corrector corrected (`corrector: dictionary`).
    var dictionary = false
    var before: String
    var after: String
    var script: [TapScript.Step] = []
    var steps: [String] = []
  }

  private(set) var segments: [Segment] = []

  /// Starts a new case (the previous one is kept if it has taps).
  mutating func begin(_ segment: Segment) {
    if let last = segments.last, last.steps.isEmpty { segments.removeLast() }
    segments.append(segment)
  }

  /// Records one tap, the milliseconds since the previous one and the buffer after it.
  mutating func record(_ tap: Tap, afterMilliseconds pause: Int, buffer: String) {
    guard !segments.isEmpty else { return }
    if pause > 0 { segments[segments.count - 1].script.append(.pause(Self.seconds(pause))) }
    segments[segments.count - 1].script.append(.tap(tap))
    segments[segments.count - 1].steps.append(buffer)
  }

  /// Milliseconds as the seconds a `{pause}` writes and a replay reads back: the same
  /// `Double` either way (both are the correctly rounded value of the decimal).
  static func seconds(_ milliseconds: Int) -> Double { Double(milliseconds) / 1000 }

  /// The catalog.
  func yaml(title: String) -> String {
    let recorded = segments.filter { !$0.steps.isEmpty }
    var lines = ["# \(title)", "# Replay with: typingrules replay FILE"]
    guard !recorded.isEmpty else { return (lines + ["cases: []", ""]).joined(separator: "\n") }
    lines.append("cases:")
    for (index, segment) in recorded.enumerated() {
      lines.append("  - name: \(CatalogScalar.doubleQuoted("play session, part \(index + 1)"))")
      lines.append("    locale: \(CatalogScalar.doubleQuoted(segment.locale))")
      if segment.profile != CompiledRules.defaultProfile {
        lines.append("    profile: \(CatalogScalar.doubleQuoted(segment.profile))")
      }
      lines.append("    gap: 0")
      let defaults = FieldTraits()
      let traits = FieldTraitKey.allCases.filter { segment.field.value(of: $0) != defaults.value(of: $0) }
      if !traits.isEmpty {
        lines.append(
          "    field: {"
            + traits.map { "\($0.rawValue): \(segment.field.value(of: $0))" }.joined(separator: ", ")
            + "}")
      }
      let settings = segment.settings.values.sorted { $0.key < $1.key }
      if !settings.isEmpty {
        lines.append(
          "    settings: {"
            + settings.map { "\(CatalogScalar.doubleQuoted($0.key)): \($0.value)" }.joined(separator: ", ")
            + "}"
        )
      }
      let corrections = segment.corrections.sorted { $0.key < $1.key }
      if !corrections.isEmpty {
        lines.append(
          "    corrections: {"
            + corrections.map {
              "\(CatalogScalar.doubleQuoted($0.key)): \(CatalogScalar.doubleQuoted($0.value))"
            }
            .joined(separator: ", ") + "}")
      }
      if segment.dictionary { lines.append("    corrector: dictionary") }
      if !segment.before.isEmpty { lines.append("    before: \(CatalogScalar.doubleQuoted(segment.before))") }
      if !segment.after.isEmpty { lines.append("    after: \(CatalogScalar.doubleQuoted(segment.after))") }
      lines.append(
        "    taps: \(CatalogScalar.doubleQuoted(TapSyntax.write(TapScript(steps: segment.script))))")
      lines.append("    steps:")
      for step in segment.steps { lines.append("      - \(CatalogScalar.doubleQuoted(step))") }
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }
}
