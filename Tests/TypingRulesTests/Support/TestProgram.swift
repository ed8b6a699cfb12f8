import TypingRules

/// A small front end for tests: builds rule programs with ``ProgramBuilder`` directly,
/// without YAML.
struct TestProgram {
  var builder: ProgramBuilder

  init(locale: LocaleData = .testLocale) {
    builder = ProgramBuilder(locale: locale)
    builder.declareStandardSettings()
  }

  /// The locale sets of the test locale, for `<key>` in patterns.
  func localeSet(_ key: String) -> String? { builder.locale[key]?.text }

  /// A predicate that a pattern matches the text ending at the cursor.
  mutating func before(_ source: String) throws -> Int {
    let pattern = try Pattern(parsing: source, direction: .backward, localeSet: localeSet)
    return builder.add(Instruction(.before, builder.add(pattern)), source: "before: '\(source)'")
  }

  /// A predicate that a pattern matches the text starting at the cursor.
  mutating func after(_ source: String) throws -> Int {
    let pattern = try Pattern(parsing: source, direction: .forward, localeSet: localeSet)
    return builder.add(Instruction(.after, builder.add(pattern)), source: "after: '\(source)'")
  }

  /// The index of a backward pattern in the pool (for `delete-before`).
  mutating func backwardPattern(_ source: String) throws -> Int {
    builder.add(try Pattern(parsing: source, direction: .backward, localeSet: localeSet))
  }

  /// Interns any predicate, named by its description.
  mutating func predicate(_ predicate: Predicate, _ source: String? = nil) -> Int {
    builder.add(predicate, source: source ?? "\(predicate)")
  }

  /// `insert` of a string.
  mutating func insert(_ text: String) -> Action { .insert(builder.add(text)) }

  /// A trigger on character keys of a class.
  mutating func keys(_ characters: CharacterClass) -> Rule.Trigger {
    .character(builder.add(characters))
  }

  /// A trigger on character keys listed in a string.
  mutating func keys(_ characters: String) -> Rule.Trigger {
    keys(CharacterClass(characters))
  }

  mutating func flag(_ name: String) -> Int { builder.flag(named: name) }

  /// Appends a rule.
  mutating func rule(
    _ id: String, on trigger: Rule.Trigger, when conditions: [Int] = [], unless escapes: [Int] = [],
    do actions: [Action], continues: Bool = false
  ) {
    builder.append(
      Rule(
        id: id, summary: id, trigger: trigger, conditions: conditions, escapes: escapes,
        actions: actions, continues: continues, location: nil))
  }

  mutating func rule(
    _ id: String, on event: EventKind, when conditions: [Int] = [], unless escapes: [Int] = [],
    do actions: [Action], continues: Bool = false
  ) {
    rule(id, on: .event(event), when: conditions, unless: escapes, do: actions, continues: continues)
  }

  func build() throws -> RuleProgram { try builder.build() }
}

/// One field with an engine, typed into with a clock the test controls.
/// A document that cannot tell when its text changed (no change count), as
/// `UITextDocumentProxy`.
final class UncountedDocument: TextDocument {
  let inner: InMemoryDocument
  init(_ inner: InMemoryDocument) { self.inner = inner }
  var documentContextBeforeInput: String? { inner.documentContextBeforeInput }
  var documentContextAfterInput: String? { inner.documentContextAfterInput }
  var selectedText: String? { inner.selectedText }
  func insertText(_ text: String) { inner.insertText(text) }
  func deleteBackward() { inner.deleteBackward() }
  func adjustTextPosition(byCharacterOffset offset: Int) {
    inner.adjustTextPosition(byCharacterOffset: offset)
  }
}

final class Field {
  let document: InMemoryDocument
  let engine: TypingEngine
  /// The time of the last tap.
  private(set) var time = 0.0
  /// Every trace event, rendered as a short line.
  private(set) var trace: [String] = []

  init(
    _ program: RuleProgram, before: String = "", after: String = "",
    field: FieldTraits = FieldTraits(), settings: KeyboardSettings = KeyboardSettings(),
    autocorrector: (any Autocorrector)? = nil, contextLimit: Int? = nil, countsChanges: Bool = true
  ) throws {
    document = InMemoryDocument(before: before, after: after, contextLimit: contextLimit)
    engine = try TypingEngine(
      program: program, document: countsChanges ? document : UncountedDocument(document), field: field,
      settings: settings, autocorrector: autocorrector)
    engine.tracer = { [unowned self] event in self.trace.append(Self.render(event)) }
  }

  /// The whole buffer.
  var text: String { document.text }

  /// Handles one tap `gap` seconds after the previous one.
  @discardableResult
  func tap(_ tap: Tap, after gap: Double = 0.2) -> String {
    time += gap
    engine.handle(tap, at: time)
    return document.text
  }

  /// Types a tap string, `gap` seconds between taps; returns the buffer after each tap.
  @discardableResult
  func type(_ taps: String, gap: Double = 0.2) throws -> [String] {
    var steps: [String] = []
    var pause = 0.0
    for step in try TapScript(parsing: taps).steps {
      switch step {
      case .pause(let seconds): pause += seconds
      case .host: preconditionFailure("host changes are not typed here")
      case .tap(let tap):
        steps.append(self.tap(tap, after: gap + pause))
        pause = 0
      }
    }
    return steps
  }

  /// The rules that fired since the trace was last cleared, in order.
  var fired: [String] {
    trace.compactMap { $0.hasSuffix(" fired") ? String($0.dropFirst(5).dropLast(6)) : nil }
  }

  func clearTrace() { trace.removeAll() }

  static func render(_ event: TraceEvent) -> String {
    switch event {
    case .tap(let tap, let time): "tap \(TapSyntax.write(tap)) at \(time)"
    case .rule(let id, .fired): "rule \(id) fired"
    case .rule(let id, .failed(let condition)): "rule \(id) failed \(condition)"
    case .rule(let id, .escaped(let hatch)): "rule \(id) escaped \(hatch)"
    case .rule(let id, .skipped(let shortcut)): "rule \(id) skipped: \(shortcut.rawValue)"
    case .plainEffect: "plain"
    case .done(let shifted, _): "done shifted=\(shifted)"
    }
  }
}
