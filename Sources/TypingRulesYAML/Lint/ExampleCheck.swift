import TypingRules

/// Runs every rule's `examples` through the engine with the pack the rule belongs to: a
/// failing example is an error at the example's own place (`example-failed`), with the
/// expected and actual buffers escaped (`\u{202F}`); a rule without examples is a warning
/// (`missing-examples`).
struct ExampleCheck {
  let runner: CaseRunner
  let sink: DiagnosticSink

  func check(_ rule: RuleSource, in pack: CompiledPack) {
    guard !rule.examples.isEmpty else {
      sink.warning(
        "rule '\(rule.id)' has no examples; add at least one {taps: ..., result: ...} under 'examples'",
        at: rule.idLocation, check: "missing-examples")
      return
    }
    for (index, example) in rule.examples.enumerated() {
      let result = runner.run(example, pack: pack)
      if let error = result.error {
        sink.emit(error)
        continue
      }
      guard let failure = result.failure else { continue }
      let name = example.name == "example \(index + 1)" ? "example \(index + 1)" : "example '\(example.name)'"
      let what = failure.tapIndex.map { "after tap \($0 + 1)" } ?? failure.what
      sink.error(
        "\(name) of rule '\(rule.id)' fails in pack '\(pack.name)': \(what): expected \"\(failure.expected.visible)\", got \"\(failure.actual.visible)\" (taps: \"\(example.taps.visible)\")",
        at: failure.location, check: "example-failed")
    }
  }
}
