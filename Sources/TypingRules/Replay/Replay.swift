/// Types a tap script into a fresh field, the way the catalog runner and rule examples do:
/// a clock that starts at 0 and advances by `gap` before each tap (plus any `{pause}`).
package struct Replay: Sendable {
  /// The taps and pauses to type.
  package var script: TapScript
  /// Text before the cursor at the start.
  package var before = ""
  /// Text after the cursor at the start.
  package var after = ""
  /// The field's traits.
  package var field = FieldTraits()
  /// The keyboard's settings (defaults from the program for those not given).
  package var settings = KeyboardSettings()
  /// Seconds between two taps.
  package var gap = 0.2
  /// The autocorrector `correct-word` asks; `nil`: no corrections.
  package var autocorrector: (any Autocorrector)?
  /// Cut the document's context to this many characters, as iOS may.
  package var contextLimit: Int?
  /// How the engine evaluates its rules.
  package var mode = EvaluationMode.production
  /// Whether to record the buffer after every tap (costs the buffer's length per tap; off
  /// for long inputs where only the result matters).
  package var recordsSteps = true
  /// How many items of the suggestion bar to read after the last tap (0: none).
  package var suggestionBarLimit = 0

  /// A replay of `script` into an empty field with default traits and settings.
  package init(script: TapScript) { self.script = script }

  /// What a replay produced.
  package struct Outcome: Hashable, Sendable {
    /// The whole buffer after each tap (empty unless ``Replay/recordsSteps``).
    package var steps: [String]
    /// The whole buffer after the last tap.
    package var result: String
    /// The cursor's offset in the final buffer, in characters.
    package var cursor: Int
    /// Whether the keyboard is shifted after the last tap.
    package var shifted: Bool
    /// The shift key's state after the last tap.
    package var shiftState = ShiftState.off
    /// The engine's whole visible state after each tap (empty unless
    /// ``Replay/recordsSteps``): what the reference mode is compared on.
    package var states: [State] = []
    /// The suggestion bar after the last tap (when ``Replay/suggestionBarLimit`` asks).
    package var suggestionBar = SuggestionBar.empty
  }

  /// The field and the engine's output after one tap.
  package struct State: Hashable, Sendable {
    package var textBeforeCursor: String
    package var textAfterCursor: String
    package var shifted: Bool
    package var shiftState: ShiftState
    package var revertableEdit: AutomaticEdit?
  }

  /// Makes a host change to a document (what the host app does before it calls
  /// `documentDidChange()`).
  package static func apply(_ change: HostChange, to document: InMemoryDocument) {
    switch change {
    case .paste(let text): document.insertText(text)
    case .echo: break
    case .select(let count): document.selectBefore(count)
    }
  }

  /// Runs the script against a program; `tracer` sees every engine event.
  package func run(
    with program: RuleProgram, tracer: ((TraceEvent) -> Void)? = nil
  ) throws(SettingsError) -> Outcome {
    let document = InMemoryDocument(before: before, after: after, contextLimit: contextLimit)
    let engine = try TypingEngine(
      program: program, document: document, field: field, settings: settings,
      autocorrector: autocorrector, mode: mode)
    engine.tracer = tracer
    var clock = 0.0
    var steps: [String] = []
    var states: [State] = []
    steps.reserveCapacity(script.steps.count)
    for step in script.steps {
      switch step {
      case .pause(let seconds):
        clock += seconds
      case .host(let change):
        Self.apply(change, to: document)
        engine.documentDidChange()
      case .tap(let tap):
        clock += gap
        engine.handle(tap, at: clock)
        if recordsSteps {
          steps.append(document.text)
          states.append(
            State(
              textBeforeCursor: document.textBeforeCursor, textAfterCursor: document.textAfterCursor,
              shifted: engine.isShifted, shiftState: engine.shiftState,
              revertableEdit: engine.lastAutomaticEdit))
        }
      }
    }
    return Outcome(
      steps: steps, result: document.text, cursor: document.cursorOffset,
      shifted: engine.isShifted, shiftState: engine.shiftState, states: states,
      suggestionBar: suggestionBarLimit > 0 ? engine.suggestionBar(limit: suggestionBarLimit) : .empty)
  }
}
