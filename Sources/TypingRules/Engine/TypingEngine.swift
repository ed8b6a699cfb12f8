/// Runs a compiled ``RuleProgram`` against one text field, one event at a time.
///
/// Per event the engine evaluates only the rules for that event's trigger, in program
/// order: a rule fires when all its conditions hold and none of its escape hatches does;
/// evaluation stops at the first rule that fires unless it says `continue`. The tap's
/// plain effect (type the key, delete a character ...) runs unless a fired rule took it.
/// Then the `after-tap` rules decide the shift state for the next tap.
///
/// One engine per field: flags, timings, the shift state and the revertable edit belong
/// to it. The program is shared. The work happens in `EngineCore`, a struct, so one
/// event is one exclusive access rather than one per field touched.
public final class TypingEngine {
  private var core: EngineCore
  /// What the suggestion bar's dry runs use, made when first asked.
  private var dryRunParts: DryRunParts?

  /// Creates an engine for a field. `mode`: ``EvaluationMode/production`` (what ships), or
  /// ``EvaluationMode/reference`` to evaluate the rules by their plain definition.
  public init(
    program: RuleProgram, document: TextDocument, field: FieldTraits = FieldTraits(),
    settings: KeyboardSettings = KeyboardSettings(), autocorrector: (any Autocorrector)? = nil,
    mode: EvaluationMode = .production
  ) throws(SettingsError) {
    core = try EngineCore(
      program: program, document: document, field: field, settings: settings,
      autocorrector: autocorrector, mode: mode)
  }

  /// An engine that takes only the given shortcuts (see ``Shortcuts``): for measuring what
  /// each buys, and for testing each against the plain definition.
  package init(
    program: RuleProgram, document: TextDocument, field: FieldTraits = FieldTraits(),
    settings: KeyboardSettings = KeyboardSettings(), autocorrector: (any Autocorrector)? = nil,
    shortcuts: Shortcuts
  ) throws(SettingsError) {
    core = try EngineCore(
      program: program, document: document, field: field, settings: settings,
      autocorrector: autocorrector, shortcuts: shortcuts)
  }

  /// How the engine evaluates its rules.
  public var mode: EvaluationMode { core.reference ? .reference : .production }

  /// The compiled rules.
  public var program: RuleProgram { core.program }
  /// The field being typed into.
  public var document: TextDocument { core.document }

  /// The field's traits; changing them forgets the engine's state.
  public var field: FieldTraits {
    get { core.field }
    set { core.setField(newValue) }
  }

  /// The keyboard's settings.
  public var settings: KeyboardSettings { core.settings }

  /// Replaces the settings, checking names and types against the program.
  public func setSettings(_ settings: KeyboardSettings) throws(SettingsError) {
    try core.setSettings(settings)
  }

  /// Asked by `correct-word` and `has-correction`; `nil`: no corrections.
  public var autocorrector: (any Autocorrector)? {
    get { core.autocorrector }
    set { core.autocorrector = newValue }
  }

  /// Receives what happens, when set (for `--trace` and debugging); `nil` costs nothing.
  public var tracer: ((TraceEvent) -> Void)? {
    get { core.tracer }
    set { core.tracer = newValue }
  }

  /// Whether the next lowercase letter tap types a capital: the engine's output after
  /// every event, decided by the `after-tap` rules.
  public var isShifted: Bool { core.isShifted }

  /// The shift key's state, for the keyboard to show (auto, on, locked): the user's choice
  /// with the shift key, else what the `after-tap` rules decided.
  public var shiftState: ShiftState { core.shiftState }

  /// The last automatic edit, while it can still be reverted. Its `typed` text is what a
  /// suggestion bar offers verbatim.
  public var lastAutomaticEdit: AutomaticEdit? { core.lastAutomaticEdit }

  /// What the suggestion bar shows now, at most `limit` items: the word at the cursor, the
  /// correction the next space or punctuation would commit, and the items to offer (with a
  /// correction pending, the verbatim typed word first; back at the end of a corrected word,
  /// its typed spelling, which the ``Tap/revert`` tap restores). The rules decide it (see
  /// ``SuggestionBar``): nothing in a secure field. Send an item's ``SuggestionBar/Item/tap``
  /// when the user taps it. Ask after each event; it changes nothing.
  public func suggestionBar(limit: Int = 3) -> SuggestionBar {
    if dryRunParts == nil { dryRunParts = DryRunParts() }
    return core.suggestionBar(limit: limit, parts: dryRunParts!)
  }

  /// Handles one tap at a time in seconds (any epoch; only differences matter).
  public func handle(_ tap: Tap, at time: Double) {
    core.handle(tap, at: time)
  }

  /// Handles a character key's tap at a time, where the keyboard registered the touch:
  /// `touch` in key units on the letter rows (see ``KeyTouch``). The autocorrector is given
  /// the touches of the word it corrects (``AutocorrectionContext/touches``), so a
  /// dictionary corrector weights a letter typed near a key's edge toward the neighbour on
  /// that side. The rules see the same tap as ``handle(_:at:)``.
  public func handle(_ tap: Tap, at time: Double, touch: SIMD2<Float>) {
    core.touches.pending = touch
    core.handle(tap, at: time)
  }

  /// Reverts the last automatic edit, restoring what was typed: the ``Tap/revert`` tap,
  /// handled at the time of the last event (so the rules that run `on: revert` run too).
  /// `false` if there was no edit to revert or the text before the cursor no longer ends
  /// with it.
  @discardableResult
  public func revertLastEdit() -> Bool {
    core.revertLastEdit()
  }

  /// Tells the engine the text or selection changed by other means (the host app, a tap in
  /// the text): it forgets flags and the revertable edit, and recomputes the shift state.
  public func documentDidChange() {
    core.documentDidChange()
  }
}
