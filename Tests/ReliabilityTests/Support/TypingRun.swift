import TypingRules

/// A text field that remembers how far the cursor went during an event: the invariant
/// suite uses it to know which text the engine could have seen through a truncated context.
final class WatchedDocument: TextDocument {
  let inner: InMemoryDocument
  /// The fewest and most characters before the cursor since ``reset()``.
  private(set) var lowestCursor = 0
  private(set) var highestCursor = 0

  init(before: String, after: String, contextLimit: Int?) {
    inner = InMemoryDocument(before: before, after: after, contextLimit: contextLimit)
    reset()
  }

  func reset() {
    lowestCursor = inner.cursorOffset
    highestCursor = inner.cursorOffset
  }

  private func note() {
    lowestCursor = min(lowestCursor, inner.cursorOffset)
    highestCursor = max(highestCursor, inner.cursorOffset)
  }

  var documentContextBeforeInput: String? { inner.documentContextBeforeInput }
  var documentContextAfterInput: String? { inner.documentContextAfterInput }
  var selectedText: String? { inner.selectedText }
  func insertText(_ text: String) {
    inner.insertText(text)
    note()
  }
  func deleteBackward() {
    inner.deleteBackward()
    note()
  }
  func adjustTextPosition(byCharacterOffset offset: Int) {
    inner.adjustTextPosition(byCharacterOffset: offset)
    note()
  }
}

/// What the engine did with a scenario: the field after each tap (index 0 is the field
/// before the first tap, index i + 1 after tap i).
struct TypingRun: Equatable {
  var befores: [String] = []
  var afters: [String] = []
  var shifted: [Bool] = []
  var shiftStates: [ShiftState] = []
  var edits: [AutomaticEdit?] = []
  /// For tap i: the fewest and most characters before the cursor while it was handled.
  var lowestCursor: [Int] = []
  var highestCursor: [Int] = []
  /// The slowest tap, in seconds.
  var slowestTap: Double = 0
  /// The field and the engine's state as the host left them, by the index of the tap right
  /// after a host change (a selection counted as already replaced by that tap, a key that
  /// types): for that tap, what it started from instead of the field after the tap before.
  var hostLeft: [Int: Snapshot] = [:]

  /// The field and the engine's output at one moment.
  struct Snapshot: Equatable {
    var before: String
    var after: String
    var shifted: Bool
    var shiftState: ShiftState
    var edit: AutomaticEdit?
  }

  /// What tap `index` started from: the field after the tap before, or what the host left.
  func start(_ index: Int) -> Snapshot {
    hostLeft[index]
      ?? Snapshot(
        before: befores[index], after: afters[index], shifted: shifted[index], shiftState: shiftStates[index],
        edit: edits[index])
  }

  func text(_ index: Int) -> String { befores[index] + afters[index] }
  func cursor(_ index: Int) -> Int { befores[index].count }

  static func == (lhs: TypingRun, rhs: TypingRun) -> Bool {
    lhs.befores == rhs.befores && lhs.afters == rhs.afters && lhs.shifted == rhs.shifted
      && lhs.shiftStates == rhs.shiftStates
      && lhs.edits == rhs.edits && lhs.hostLeft == rhs.hostLeft
  }

  /// Types a scenario's taps (or the first `count`) into a fresh field, as `typingrules
  /// type` does: a clock that starts at 0 and advances by 0.2 s before each tap, plus pauses.
  /// Returns the engine too, for a revert after the last tap. `traced`: with a tracer set;
  /// `mode`: the engine's evaluation mode.
  @discardableResult
  static func type(
    _ scenario: Scenario, pack: Packs.Pack, before: String? = nil, after: String? = nil,
    contextLimit: Int? = nil, taps count: Int? = nil, traced: Bool = false,
    mode: EvaluationMode = .production,
    into run: inout TypingRun
  ) throws(SettingsError) -> (TypingEngine, WatchedDocument) {
    let document = WatchedDocument(
      before: before ?? scenario.before, after: after ?? scenario.after, contextLimit: contextLimit)
    var table = pack.corrections
    table.merge(SubstitutionTable(scenario.corrections))
    let engine = try TypingEngine(
      program: pack.program, document: document, field: scenario.field, settings: scenario.keyboardSettings,
      autocorrector: table, mode: mode)
    if traced { engine.tracer = { _ in } }
    run = TypingRun()
    run.record(engine, document)
    var clock = 0.0
    var typed = 0
    for step in scenario.steps {
      if let count, typed >= count { break }
      switch step {
      case .pause(let seconds):
        clock += seconds
      case .host(let change):
        Replay.apply(change, to: document.inner)
        engine.documentDidChange()
        // What the next tap starts from; a selection counts as already replaced (the next
        // tap, a key that types, replaces it first).
        let selection = document.inner.selectedText?.count ?? 0
        run.hostLeft[typed] = Snapshot(
          before: document.inner.textBeforeCursor,
          after: String(document.inner.textAfterCursor.dropFirst(selection)), shifted: engine.isShifted,
          shiftState: engine.shiftState, edit: engine.lastAutomaticEdit)
      case .tap(let tap):
        clock += 0.2
        document.reset()
        let start = ContinuousClock.now
        engine.handle(tap, at: clock)
        let elapsed = ContinuousClock.now - start
        run.slowestTap = max(
          run.slowestTap, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        run.lowestCursor.append(document.lowestCursor)
        run.highestCursor.append(document.highestCursor)
        run.record(engine, document)
        typed += 1
      }
    }
    return (engine, document)
  }

  private mutating func record(_ engine: TypingEngine, _ document: WatchedDocument) {
    befores.append(document.inner.textBeforeCursor)
    afters.append(document.inner.textAfterCursor)
    shifted.append(engine.isShifted)
    shiftStates.append(engine.shiftState)
    edits.append(engine.lastAutomaticEdit)
  }
}
