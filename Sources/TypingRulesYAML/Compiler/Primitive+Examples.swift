package import TypingRules

extension Primitive {
  /// One example of a primitive, as data: a tiny rule set that uses it and a tap case typed
  /// against those rules alone (the way a linter's rules carry triggering and non-triggering
  /// code). One test runs every example in both evaluation modes and requires each primitive
  /// to have at least one of each kind (`PrimitiveExampleTests`); `Docs/rules.md` renders
  /// them under each primitive's section (``examplesTable(_:)``).
  public struct Example: Sendable {
    /// Whether the primitive acts in the example (a condition holds, an action has its
    /// effect) or shows what it does not do.
    public let triggers: Bool
    /// What the example shows, one phrase.
    public let shows: String
    /// The rule, a YAML flow mapping as in a rule file without `id` and `summary`
    /// (`{on: space, when: [shifted], do: [swallow]}`), or several rules, a flow sequence
    /// of such mappings.
    public let rules: String
    /// The tap case, a YAML flow mapping as an item of a rule's `examples`
    /// (`{taps: "ab", result: "ab"}`); it names no `locale` or `profile`.
    public let typed: String

    /// An example in which the primitive acts.
    static func triggering(_ shows: String, rules: String, typed: String) -> Example {
      Example(triggers: true, shows: shows, rules: rules, typed: typed)
    }

    /// An example that shows what the primitive does not do.
    static func nonTriggering(_ shows: String, rules: String, typed: String) -> Example {
      Example(triggers: false, shows: shows, rules: rules, typed: typed)
    }
  }

  /// Where an example is written, for diagnostics: the table file, the primitive and the
  /// example's number.
  package func exampleFile(_ index: Int) -> String {
    "Primitive+Table.swift (\(kind.rawValue) '\(name)', example \(index + 1))"
  }

  /// An example compiled over a pack chain: the chain's locale values and settings (its
  /// rules, patches, disables and corrections removed) with the example's rules alone, and
  /// its case. A malformed example is a located error.
  package func compiledExample(_ index: Int, over chain: [PackSource]) throws(DiagnosticsError) -> (
    pack: CompiledPack, typed: CaseSource
  ) {
    let example = examples[index]
    let file = exampleFile(index)
    let sink = DiagnosticSink()
    let reader = SchemaReader(sink: sink)
    func parse(_ text: String, _ what: String) throws(DiagnosticsError) -> YAMLNode {
      let parsed: YAMLNode?
      do {
        parsed = try YAMLParser.parse(text, file: file + " " + what)
      } catch {
        throw DiagnosticsError([error.diagnostic])
      }
      guard let parsed else {
        throw DiagnosticsError([
          Diagnostic(
            .error, at: SourceLocation(file: file + " " + what, line: 1, column: 1), "the \(what) is empty",
            check: "missing-key")
        ])
      }
      return parsed
    }
    let rulesNode = try parse(example.rules, "rules")
    let items = rulesNode.sequence ?? [rulesNode]
    var named: [YAMLNode] = []
    for (number, item) in items.enumerated() {
      guard case .mapping(let pairs) = item.kind else {
        reader.typeError(item, expected: "a rule (a mapping)", what: "an example's rule")
        continue
      }
      func scalar(_ text: String) -> YAMLNode {
        YAMLNode(kind: .scalar(text, style: .plain), location: item.location)
      }
      let id = "\(name)-example-\(index + 1)" + (items.count > 1 ? ".\(number + 1)" : "")
      let header = [
        YAMLNode.Pair(key: scalar("id"), value: scalar(id)),
        YAMLNode.Pair(key: scalar("summary"), value: scalar(example.shows)),
      ]
      named.append(YAMLNode(kind: .mapping(header + pairs), location: item.location))
    }
    let parser = PackParser(sink: sink) { _ in nil }
    let (rules, patches) = parser.parseRules(YAMLNode(kind: .sequence(named), location: rulesNode.location))
    if !patches.isEmpty {
      sink.error("an example's rules take no 'patch'", at: rulesNode.location, check: "unknown-key")
    }
    let caseNode = try parse(example.typed, "case")
    let typed = reader.caseSource(caseNode, requireName: false, index: 0)
    if let typed, typed.options.locale != nil || typed.options.profile != nil {
      sink.error(
        "a primitive's example runs against its own rules alone: it names no 'locale' or 'profile'",
        at: typed.options.localeLocation ?? typed.options.profileLocation ?? caseNode.location,
        check: "unknown-key")
    }
    var chain = chain
    for index in chain.indices {
      chain[index].rules = []
      chain[index].patches = []
      chain[index].disable = []
      chain[index].corrections = [:]
    }
    if !chain.isEmpty { chain[chain.count - 1].rules = rules }
    let pack = PackCompiler(sink: sink).compile(chain: chain)
    guard let pack, let typed, !sink.hasErrors else { throw DiagnosticsError(sink.diagnostics) }
    return (pack, typed)
  }

  /// The primitive's examples as a table, as `Docs/rules.md` shows them at the end of the
  /// primitive's section (a test writes and checks them).
  public func examplesTable() -> String {
    var lines = ["| | shows | rules | typed |", "|---|---|---|---|"]
    for example in examples {
      let mark = example.triggers ? "triggering" : "non-triggering"
      lines.append(
        "| \(mark) | \(example.shows) | \(Self.code(example.rules)) | \(Self.code(example.typed)) |")
    }
    return lines.joined(separator: "\n")
  }

  /// Text as a Markdown code span inside a table cell.
  private static func code(_ text: String) -> String {
    let cell = text.replacingOccurrences(of: "|", with: "\\|")
    return cell.contains("`") ? "`` \(cell) ``" : "`\(cell)`"
  }
}
