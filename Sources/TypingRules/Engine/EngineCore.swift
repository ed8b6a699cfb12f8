/// The engine: one rule loop over parts that each own their data. A struct, held by
/// ``TypingEngine``, so that handling an event is a single exclusive access and every field
/// it touches is reached statically.
///
/// The parts (each in its own file):
/// - ``FieldState``: the field's traits and settings, flags, event times, the shift state;
/// - ``ContextWindow`` (`before`) and ``ContextReader`` (`after`): the text around the cursor;
/// - ``DocumentSync``: what the last event left in the document, to notice other changes;
/// - ``TokenLexer``: the token and the word at the cursor;
/// - ``EditSession``: what the event did to the text, and the revert record;
/// - ``CorrectionQuery``: the autocorrector and its answer for the word at the cursor;
/// - ``SpecializedRules`` (`EngineCore+Specialization.swift`): the rules as the field's
///   traits and the settings leave them.
///
/// The engine keeps the event flow (``handle(_:at:)``), the rule loop (``runRules``), the
/// evaluation of each opcode (`EngineCore+Evaluation.swift`) and the edits, which go to the
/// document, the window and the session together.
struct EngineCore {
  let program: RuleProgram
  /// The program's verified flat tables, which the loop below reads.
  let code: ProgramTables
  private(set) var document: TextDocument
  var tracer: ((TraceEvent) -> Void)?
  /// The shortcuts taken (all in production, none in ``EvaluationMode/reference``).
  let shortcuts: Shortcuts
  /// Whether every shortcut is off (``EvaluationMode/reference``).
  var reference: Bool { shortcuts.isEmpty }

  /// Flags, times, field traits, settings, shift.
  private(set) var state: FieldState
  /// The text before the cursor: the engine's own window, kept in step with its edits.
  var before = ContextWindow()
  /// The text after the cursor, read lazily.
  var after = ContextReader()
  /// What the last event left in the document.
  private var sync = DocumentSync()
  /// The token and the word at the cursor.
  var lexer: TokenLexer
  /// What the event did to the text; the revert record.
  var edits = EditSession()
  /// The autocorrector and its answer for the word at the cursor.
  var corrections: CorrectionQuery
  /// The words the rules corrected in this field, with their typed spellings (the
  /// `corrected-word` condition, the `restore-word` action).
  var correctedWords = CorrectionMemory()
  /// Where the keys of the word being typed were tapped, when the keyboard says.
  var touches = TouchTrail()

  /// The event's tap.
  private(set) var tap: Tap = .space
  /// The text of a text key or an accepted suggestion, for `text:` conditions (reused).
  var textBuffer: [Character] = []
  /// The rules specialized for the field's traits and the settings.
  private var specialized = SpecializedRules()

  init(
    program: RuleProgram, document: TextDocument, field: FieldTraits, settings: KeyboardSettings,
    autocorrector: (any Autocorrector)?, mode: EvaluationMode = .production, shortcuts: Shortcuts? = nil
  ) throws(SettingsError) {
    let shortcuts = shortcuts ?? (mode == .reference ? [] : .all)
    self.shortcuts = shortcuts
    self.program = program
    self.code = program.code
    self.document = document
    self.state = try FieldState(field: field, settings: settings, program: program)
    self.lexer = TokenLexer(code: program.code, shortcuts: shortcuts)
    self.corrections = CorrectionQuery(autocorrector, program: program)
    before.document = document
    after.document = document
    specialized = specializedRules()
    settle()
    sync.mayHaveSelection = true
  }

  // MARK: - What the host reads and sets

  var field: FieldTraits { state.field }
  var settings: KeyboardSettings { state.settings }

  var autocorrector: (any Autocorrector)? {
    get { corrections.held?.autocorrector }
    set { corrections.held = newValue.map(HeldAutocorrector.init) }
  }

  /// The shift key's state: the user's choice, else the rules'.
  var shiftState: ShiftState { state.shiftState }
  /// Whether the next lowercase letter types a capital.
  var isShifted: Bool { state.isShifted }
  /// The last automatic edit, while it can be reverted; built into an ``AutomaticEdit``
  /// only when asked for.
  var lastAutomaticEdit: AutomaticEdit? { edits.lastAutomaticEdit(of: program) }
  /// Whether the last automatic edit can be reverted.
  var canRevert: Bool { edits.canRevert }

  /// Recomputes the shift state and remembers the characters before the cursor.
  private mutating func settle() {
    invalidate()
    updateShift()
    sync.remember(&before, of: document)
    invalidate()
  }

  mutating func setField(_ field: FieldTraits) {
    // The same traits again (a host that sets them on every appearance): nothing changes.
    guard state.setField(field) else { return }
    correctedWords.removeAll()
    resetState()
    before.invalidate()
    specialized = specializedRules()
    settle()
  }

  mutating func setSettings(_ settings: KeyboardSettings) throws(SettingsError) {
    try state.setSettings(settings, for: program)
    before.invalidate()
    specialized = specializedRules()
    settle()
  }

  /// The host says the document changed. An echo of the engine's own edits (a host that
  /// reports every `insertText` back) keeps the engine's state (see
  /// ``DocumentSync/isEchoOfOwnEdits(_:_:)``). Any other change forgets flags and the
  /// revertable edit.
  mutating func documentDidChange() {
    if sync.isEchoOfOwnEdits(document, &before) { return }
    resetState()
    forgetEventHistory()
    before.invalidate()
    settle()
    sync.mayHaveSelection = true
  }

  // MARK: - Event flow

  mutating func handle(_ tap: Tap, at time: Double) {
    self.tap = tap
    beginEvent(at: time)
    tracer?(.tap(tap, time: time))

    var key: Character?
    var keyScalar: UInt32 = 0
    var list = -1
    let candidates: ProgramTables.Span
    switch tap {
    case .character(let character):
      key = character
      if !shortcuts.contains(.triggerIndex) {
        candidates = code.characterTriggerRules
      } else if let ascii = character.asciiByte {
        // The trigger index holds exactly the rules whose class has this key.
        candidates = code.asciiRules[Int(ascii)]
        list = Int(specialized.asciiKeyLists[Int(ascii)])
        key = nil
      } else {
        candidates = code.characterRules
        keyScalar = ContextWindow.soleScalar(of: character)
      }
    default:
      list = tap.kind.index
      candidates = code.eventRules[list]
    }
    if sync.mayHaveSelection, replaceSelection() {
      finishEvent()
      return
    }
    let tookKey = runRules(candidates, key: key, keyScalar: keyScalar, list: list)
    if !tookKey {
      tracer?(.plainEffect)
      plainEffect()
    }
    finishEvent()
  }

  /// A selection the host made is replaced by a tap that types or deletes, as the host
  /// would: one `deleteBackward` removes it, then what the engine knew of the text is
  /// forgotten and the context read again, so no rule reads stale context. Returns whether
  /// that was the tap's whole effect (a backspace).
  private mutating func replaceSelection() -> Bool {
    sync.mayHaveSelection = false
    switch tap {
    case .character, .space, .return, .text, .accept, .backspace: break
    case .shift, .revert, .moveCursor: return false
    }
    guard let selected = document.selectedText, !selected.isEmpty else { return false }
    document.deleteBackward()
    resetState()
    forgetEventHistory()
    before.invalidate()
    invalidate()
    return tap == .backspace
  }

  /// A copy of this engine, state and all, that reads and edits `document` instead, with
  /// `parts` for its context window and reader (reused from one dry run to the next) and no
  /// tracer: the suggestion bar asks what a tap would do on it.
  func dryRun(on document: TextDocument, with parts: DryRunParts) -> EngineCore {
    var copy = self
    copy.document = document
    copy.before = parts.window
    copy.before.invalidate()
    copy.before.document = document
    copy.after = parts.reader
    copy.after.invalidate()
    copy.after.document = document
    copy.tracer = nil
    copy.sync.startDryRun(on: document)
    copy.invalidate()
    return copy
  }

  /// Whether the `suggest` rules let the suggestion bar offer anything (none takes the key).
  mutating func offersSuggestions() -> Bool {
    !runRules(
      code.eventRules[EventKind.suggest.index], key: nil, keyScalar: 0, list: EventKind.suggest.index)
  }

  /// The ``Tap/revert`` tap at the time of the last event; whether it reverted an edit.
  mutating func revertLastEdit() -> Bool {
    edits.revertsInEvent = 0
    handle(.revert, at: state.now)
    return edits.revertsInEvent > 0
  }

  private mutating func beginEvent(at time: Double) {
    state.begin(at: time)
    invalidate()
    if sync.check(document, &before) { resetState() }
    edits.begin(shifted: isShifted)
    corrections.invalidate()
  }

  mutating func finishEvent() {
    state.finish(tap)
    touches.finish(tap)
    if case .moveCursor = tap {
      resetState()
    } else {
      edits.finish(tap, multiline: state.field.multiline)
    }
    settle()
    tracer?(.done(shifted: isShifted, buffer: nil))
  }

  private mutating func updateShift() {
    setShifted(false)
    _ = runRules(
      code.eventRules[EventKind.afterTap.index], key: nil, keyScalar: 0, list: EventKind.afterTap.index)
  }

  /// The rule loop: tries the rules of a trigger (by their positions in `ruleLists`) in
  /// program order and runs each that fires, until one that does not `continue`; returns
  /// whether a fired rule took the tap. `key`: the character key whose class each rule's
  /// trigger must hold (`nil` when the candidates are already the key's, or no key).
  /// `list`: the candidates' list in the guard index (``SpecializedRules/indexedLists``), or
  /// -1 for none.
  ///
  /// Outside the reference mode a rule is first put to its shortcuts: ruled out by the
  /// field and settings, or by its guard on the two characters before the cursor; with the
  /// guard index, the rules of an event or an ASCII key that those rule out by the nearest character are not
  /// visited at all. A tracer is told what they decided; it never changes what is tried.
  @inline(__always)
  private mutating func runRules(
    _ candidates: ProgramTables.Span, key: Character?, keyScalar: UInt32, list: Int = -1
  ) -> Bool {
    var tookKey = false
    let guards = shortcuts.contains(.guards)
    let specializing = shortcuts.contains(.fieldAndSettings)
    let indexed = list >= 0 && guards && specializing && shortcuts.contains(.guardIndex)
    var nearest = guards ? guardCode(at: 0) : 0
    var second = guards ? guardCode(at: 1) : 0
    // Visited: `candidates` itself, or the guard index's run of positions for the list.
    var visit = indexed ? specialized.indexed(list: list, nearest: nearest).range : candidates.range
    var cursor = visit.lowerBound
    // The first position the tracer has not been told about (the guard index skips some).
    var untold = Int(candidates.start)
    var stopped = false
    while cursor < visit.upperBound {
      let position = indexed ? Int(specialized.indexedPositions[cursor]) : cursor
      cursor += 1
      if indexed, tracer != nil { traceIndexSkips(untold..<position) }
      untold = position + 1
      let index = Int(code.ruleLists[position])
      if let key, !keyIsIn(code.rules[index].characterClass, key, scalar: keyScalar) { continue }
      if specializing, specialized.ruledOut[index] {
        if let tracer { tracer(.rule(id: program.ruleID(index), outcome: .skipped(by: .fieldAndSettings))) }
        continue
      }
      if guards {
        if !code.ruleGuards[index].admits(nearest: nearest, second: second)
          || (shortcuts.contains(.guardAlternatives)
            && !code.guardAlternatives.admits(rule: index, nearest: nearest, second: second))
        {
          if let tracer { tracer(.rule(id: program.ruleID(index), outcome: .skipped(by: .ruleGuard))) }
          continue
        }
      }
      guard specializing ? evaluateSpecialized(index) : evaluate(index) else { continue }
      tookKey = run(index) || tookKey
      if !code.rules[index].continues {
        stopped = true
        break
      }
      if guards {
        nearest = guardCode(at: 0)
        second = guardCode(at: 1)
      }
      if indexed {
        // The text may have changed: go on from the same place in the run for the new
        // nearest character.
        visit = specialized.indexed(list: list, nearest: nearest).range
        cursor = visit.lowerBound
        while cursor < visit.upperBound, Int(specialized.indexedPositions[cursor]) <= position { cursor += 1 }
      }
    }
    if indexed, !stopped, tracer != nil { traceIndexSkips(untold..<Int(candidates.start + candidates.count)) }
    return tookKey
  }

  /// Tells the tracer about the rules at `positions` (in `ruleLists`) that the guard index
  /// did not visit, with the shortcut that rules each out.
  private func traceIndexSkips(_ positions: Range<Int>) {
    guard let tracer else { return }
    for position in positions {
      let index = Int(code.ruleLists[position])
      let shortcut: TraceEvent.Shortcut = specialized.ruledOut[index] ? .fieldAndSettings : .ruleGuard
      tracer(.rule(id: program.ruleID(index), outcome: .skipped(by: shortcut)))
    }
  }

  /// Whether a rule fires now (all conditions hold, no escape hatch does), every condition
  /// evaluated as written: the reference mode.
  private mutating func evaluate(_ index: Int) -> Bool {
    let rule = code.rules[index]
    for position in rule.conditions.range {
      let condition = code.operands[position]
      if !holds(condition) {
        traceFailure(of: index, condition: condition)
        return false
      }
    }
    for position in rule.escapes.range {
      let escape = code.operands[position]
      if holds(escape) {
        traceEscape(of: index, by: escape)
        return false
      }
    }
    if let tracer { tracer(.rule(id: program.ruleID(index), outcome: .fired)) }
    return true
  }

  /// Whether a rule fires now, from what its specialization left to evaluate, in
  /// evaluation order (see ``SpecializedRules``).
  private mutating func evaluateSpecialized(_ index: Int) -> Bool {
    for position in specialized.conditions[index].range {
      let condition = specialized.operands[position]
      if !holds(condition) {
        traceFailure(of: index, condition: condition)
        return false
      }
    }
    for position in specialized.escapes[index].range {
      let escape = specialized.operands[position]
      if holds(escape) {
        traceEscape(of: index, by: escape)
        return false
      }
    }
    if let tracer { tracer(.rule(id: program.ruleID(index), outcome: .fired)) }
    return true
  }

  @inline(__always)
  private func traceFailure(of index: Int, condition: Int32) {
    if let tracer {
      tracer(
        .rule(id: program.ruleID(index), outcome: .failed(condition: program.conditionSource(Int(condition))))
      )
    }
  }

  @inline(__always)
  private func traceEscape(of index: Int, by escape: Int32) {
    if let tracer {
      tracer(.rule(id: program.ruleID(index), outcome: .escaped(by: program.conditionSource(Int(escape)))))
    }
  }

  // MARK: - State

  /// Forgets when events happened and which came last: after the host changed the text, no
  /// `since:` or `previous:` reaches across the change (two spaces around a paste are no
  /// double space).
  private mutating func forgetEventHistory() {
    state.forgetEventHistory()
  }

  private mutating func resetState() {
    state.clearFlags()
    edits.canRevert = false
    touches.clear()
  }

  /// Forgets what was read after the cursor and the token; the context window stays, kept
  /// in step with every edit.
  mutating func invalidate() {
    after.invalidate()
    lexer.invalidate()
    // Without the window kept in step (the reference mode), the document's context is read
    // again after every edit.
    if !shortcuts.contains(.windowInStep) { before.invalidate() }
  }

  // MARK: - Read by conditions

  func flagIsSet(_ index: Int) -> Bool { state.flagIsSet(index) }

  mutating func setFlag(_ index: Int, lifetime: Int) {
    state.setFlag(index, lifetime: lifetime)
  }

  mutating func clearFlag(_ index: Int) {
    state.clearFlag(index)
  }

  mutating func setShifted(_ shifted: Bool) {
    state.automaticShift = shifted
  }

  mutating func setUserShift(_ choice: UserShift) {
    state.userShift = choice
  }

  func fieldValue(at index: Int) -> Int { state.fieldValue(at: index) }

  func setting(_ index: Int) -> SettingValue { state.setting(index) }

  func secondsSince(_ kind: Int) -> Double { state.secondsSince(kind) }

  func previousEventMatches(_ mask: UInt32) -> Bool { state.previousEventMatches(mask) }

  /// The code of the character at `distance` before the cursor as rule guards read it: a
  /// word character outside ASCII is ``PatternCode/otherWord`` (asked of the lexer's word
  /// class, whose answers the context window remembers).
  @inline(__always)
  private mutating func guardCode(at distance: Int) -> UInt16 {
    let code = before.code(at: distance)
    guard code == PatternCode.other else { return code }
    return lexer.lexerClass(LexerData.wordKey, contains: distance, in: &before) ? PatternCode.otherWord : code
  }

  /// Whether the tap's key (a character outside ASCII) is in a class (by index); answers
  /// are remembered by the context window, as for the characters it holds.
  /// `scalar`: the character's scalar when it is one (``ContextWindow/soleScalar(of:)``).
  mutating func keyIsIn(_ characterClass: Int32, _ character: Character, scalar: UInt32? = nil) -> Bool {
    if !shortcuts.contains(.classAnswers) {
      return code.classes[Int(characterClass)].containsByDefinition(character)
    }
    if let byte = character.asciiByte { return code.asciiSets[Int(characterClass)].contains(byte) }
    let classes = code.classes
    return before.remembered(
      character, scalar: scalar ?? ContextWindow.soleScalar(of: character), key: characterClass
    ) { classes[Int(characterClass)].contains($0) }
  }

  // MARK: - The token and the word (``TokenLexer``)

  /// The length in characters of the word being typed (``TokenLexer/wordLength(in:)``).
  mutating func wordLength() -> Int { lexer.wordLength(in: &before) }

  /// The length in characters of the word's part after the cursor
  /// (``TokenLexer/wordLengthAfter(continuing:in:)``).
  mutating func wordLengthAfter(continuing: Bool) -> Int {
    lexer.wordLengthAfter(continuing: continuing, in: &after)
  }

  /// The correction for the word at the cursor, in the typed case; asked once per event
  /// (``CorrectionQuery``).
  mutating func correctionForWord() -> (word: String, correction: String)? {
    guard corrections.needsAsking() else { return corrections.answer }
    let length = wordLength()
    guard length > 0 else { return nil }
    return corrections.ask(
      wordLength: length, touches: touches.last(length), before: &before, document: document,
      locked: state.userShift == .locked,
      shiftedAllCharacters: edits.log.shiftedAtTap && state.field.autocapitalization == .allCharacters)
  }

  /// Where a pattern (by index) matches before the cursor, replaces the match's first
  /// character with `text` and types the rest of the match back after it; nothing when the
  /// pattern does not match.
  mutating func replaceFirst(matching pattern: Int32, with text: String) {
    guard let count = matchBefore(pattern), count > 0 else { return }
    var rest = ""
    for distance in stride(from: count - 2, through: 0, by: -1) {
      guard let character = before.character(at: distance) else { return }
      rest.append(character)
    }
    deleteBackward(count, automatic: true)
    insert(text + rest, automatic: true)
  }

  /// Where a pattern (by index) matches, outward from the subject's anchor: the characters
  /// it spans (by the plain matcher in the reference mode).
  @inline(__always)
  func match<Subject: PatternSubject>(_ pattern: Int32, _ subject: inout Subject) -> Int? {
    shortcuts.contains(.matcher) ? code.match(pattern, &subject) : code.referenceMatch(pattern, &subject)
  }

  /// Where a pattern (by index) matches before the cursor (see ``match(_:_:)``).
  @inline(__always)
  mutating func matchBefore(_ pattern: Int32) -> Int? {
    shortcuts.contains(.matcher) ? code.match(pattern, &before) : code.referenceMatch(pattern, &before)
  }

  // MARK: - Editing (every edit goes through here)

  mutating func insert(_ text: String, automatic: Bool) {
    guard !text.isEmpty else { return }
    invalidate()
    document.insertText(text)
    before.didInsert(text)
    edits.log.changedText = true
    if automatic { edits.noteAutomaticEdit() }
    if edits.log.isTracking { edits.log.inserted += text }
  }

  /// Inserts one ASCII character (not CR or LF) as the tap's plain effect.
  private mutating func insertPlainASCII(_ byte: UInt8) {
    let text = before.asciiString(byte)
    invalidate()
    document.insertText(text)
    before.didInsertPlainASCII(byte)
    edits.log.changedText = true
    if edits.log.isTracking { edits.log.inserted += text }
  }

  /// Deletes `count` characters before the cursor (one `deleteBackward` call each), with
  /// the edit log updated once for all of them, as `count` single deletes would leave it.
  mutating func deleteBackward(_ count: Int = 1, automatic: Bool) {
    guard count > 0 else { return }
    if automatic { edits.noteAutomaticEdit() }
    if count > 1, edits.log.isTracking, before.code(at: count - 1) == PatternCode.end {
      // The context does not show them all (a document that truncates it shows more after
      // each delete): one at a time, each recorded as it comes into view.
      for _ in 0..<count { deleteBackward(automatic: automatic) }
      return
    }
    let deleted = edits.log.isTracking ? before.text(ofNearest: count) : ""
    invalidate()
    for _ in 0..<count {
      document.deleteBackward()
      before.didDeleteBackward()
    }
    edits.log.changedText = true
    if edits.log.isTracking { edits.logDeletion(deleted) }
  }

  mutating func moveCursor(by offset: Int) {
    if edits.log.isTracking { edits.trackMove(by: offset, before: &before, after: &after) }
    invalidate()
    document.adjustTextPosition(byCharacterOffset: offset)
    before.invalidate()
    edits.log.movedCursor = true
  }

  /// Marks the start and end of a rule's actions (``EditSession/enterRule(_:)``).
  mutating func enterRule(_ index: Int?) { edits.enterRule(index) }

  /// What a tap types by itself: the key as labelled with the shift applied to letters, a
  /// space, a newline in a multi-line field; nothing for the other taps. (Static, so the
  /// event loop passes two values rather than the engine's whole state as `self`.)
  static func keyText(_ tap: Tap, shifted: Bool, multiline: Bool) -> String {
    switch tap {
    case .character(let character):
      shifted && character.isLowercase ? character.uppercased() : String(character)
    case .space: " "
    case .return: multiline ? "\n" : ""
    case .text(let text): text
    default: ""
    }
  }

  /// The tap's plain effect: the key as labelled, with the shift applied to letters.
  mutating func plainEffect() {
    switch tap {
    case .character(let character):
      if var byte = character.asciiByte, byte != 0x0A, byte != 0x0D {
        // An ASCII key: its text without building a string (the common tap).
        if edits.log.shiftedAtTap, byte &- 0x61 < 26 { byte &-= 0x20 }
        insertPlainASCII(byte)
      } else {
        insert(
          Self.keyText(tap, shifted: edits.log.shiftedAtTap, multiline: state.field.multiline),
          automatic: false)
      }
    case .space:
      insertPlainASCII(0x20)
    case .return:
      insert(
        Self.keyText(tap, shifted: edits.log.shiftedAtTap, multiline: state.field.multiline), automatic: false
      )
    case .backspace:
      // What the user "typed" excludes the character the delete key itself removes.
      let removedCount = edits.log.removed.count
      deleteBackward(automatic: false)
      if edits.log.removed.count > removedCount { edits.log.removed.removeFirst() }
    case .accept(let suggestion):
      replaceWord(with: suggestion, automatic: false)
    case .revert:
      _ = performRevert()
    case .moveCursor(let offset):
      moveCursor(by: offset)
    case .text(let text):
      insert(text, automatic: false)
    case .shift:
      break  // What the shift key does is the rules' (`on: shift`).
    }
  }

  /// Replaces the word at the cursor (its part before the cursor and its part after it)
  /// with `replacement` in the typed case (``Swift/String/matchingCase(of:)``). With no
  /// word typed yet and the keyboard shifted, a replacement that takes the typed case
  /// comes with a capital first letter; one with capitals of its own comes as written.
  mutating func replaceWord(with replacement: String, automatic: Bool) {
    // The word's length before the cursor, worked out once (deleting after the cursor
    // leaves it as it is).
    let length = wordLength()
    let tail = wordLengthAfter(continuing: length > 0)
    let typed = before.text(ofNearest: length)
    let word = tail == 0 ? typed : typed + wordAfterCursor(length: tail)
    var cased = code.casePolicy.apply(replacement, typed: word)
    if word.isEmpty, edits.log.shiftedAtTap { cased = replacement.capitalizingFirstLetter() }
    if writesInCapitals(typed: word) { cased = cased.uppercased() }
    deleteForward(tail, automatic: automatic)
    replaceBefore(length, with: cased, automatic: automatic)
  }

  /// Whether a word the engine writes in place of a typed one is written all in capitals
  /// (``CorrectionQuery/writesInCapitals(typed:locked:shiftedAllCharacters:policy:)``).
  func writesInCapitals(typed word: String) -> Bool {
    CorrectionQuery.writesInCapitals(
      typed: word, locked: state.userShift == .locked,
      shiftedAllCharacters: edits.log.shiftedAtTap && state.field.autocapitalization == .allCharacters,
      policy: code.casePolicy)
  }

  /// Replaces the `count` characters before the cursor with `text`, leaving the document,
  /// the window and the edit log as `deleteBackward(count)` and then `insert(text)` would,
  /// but without deleting and typing again the characters `text` starts with: a completion
  /// (`hel` → `hello`) types `lo`. (The final text is the same character for character;
  /// the host sees fewer edits.) The kept characters are plain ASCII, compared by their
  /// codes; one that the rest of `text` could join (a combining mark after it) is not kept.
  mutating func replaceBefore(_ count: Int, with text: String, automatic: Bool) {
    // In one pass over the bytes: how many characters are kept (plain ASCII, a byte each),
    // then those and the rest as strings (cutting substrings and copying them costs
    // several times as much).
    var whole = text
    let (kept, keptText, rest) = whole.withUTF8 { bytes -> (Int, String, String) in
      var kept = 0
      while kept < count, kept < bytes.count, bytes[kept] >= 0x20, bytes[kept] < 0x7F,
        before.code(at: count - 1 - kept) == UInt16(bytes[kept])
      {
        kept += 1
      }
      if kept > 0, kept < bytes.count, bytes[kept] >= 0x80 { kept -= 1 }
      guard kept > 0 else { return (0, "", "") }
      return (
        kept, String(decoding: UnsafeBufferPointer(rebasing: bytes[..<kept]), as: UTF8.self),
        String(decoding: UnsafeBufferPointer(rebasing: bytes[kept...]), as: UTF8.self)
      )
    }
    guard kept > 0 else {
      deleteBackward(count, automatic: automatic)
      insert(text, automatic: automatic)
      return
    }
    if automatic { edits.noteAutomaticEdit() }
    deleteBackward(count - kept, automatic: automatic)
    edits.log.changedText = true
    if edits.log.isTracking {
      // The kept characters count as deleted and typed again.
      edits.logDeletion(keptText)
      edits.log.inserted += keptText
    }
    insert(rest, automatic: automatic)
  }

  /// The first `length` characters after the cursor, as text.
  private mutating func wordAfterCursor(length: Int) -> String {
    var word = ""
    for distance in 0..<length { if let character = after.character(at: distance) { word.append(character) } }
    return word
  }

  /// Deletes `count` characters after the cursor, through the document's calls: the cursor
  /// moves over them and deletes them backward. The edit log keeps them apart
  /// (`removedAfter`), so a revert puts them back after the cursor; if this event already
  /// edited at the cursor, the edit can no longer be reverted exactly.
  private mutating func deleteForward(_ count: Int, automatic: Bool) {
    guard count > 0 else { return }
    let tracking = edits.log.isTracking
    if tracking {
      if !edits.log.inserted.isEmpty || !edits.log.removed.isEmpty || !edits.log.spanAfterCursor.isEmpty {
        edits.log.leftSpan = true
      }
      edits.log.removedAfter += wordAfterCursor(length: count)
    }
    edits.log.isTracking = false
    moveCursor(by: count)
    deleteBackward(count, automatic: automatic)
    edits.log.isTracking = tracking
  }

  /// Undoes the last automatic edit if the text before the cursor still ends with it.
  mutating func performRevert() -> Bool {
    guard let edit = lastAutomaticEdit else { return false }
    let replacement = Array(edit.replacement)
    for (offset, character) in replacement.reversed().enumerated()
    where before.character(at: offset) != character {
      edits.canRevert = false
      return false
    }
    let tracking = edits.log.isTracking
    edits.log.isTracking = false
    deleteBackward(replacement.count, automatic: false)
    insert(edit.typed, automatic: false)
    edits.revertsInEvent += 1
    if !edit.typedAfterCursor.isEmpty {
      insert(edit.typedAfterCursor, automatic: false)
      moveCursor(by: -edit.typedAfterCursor.count)
    }
    edits.canRevert = false
    edits.log = EditLog()
    edits.log.isTracking = tracking
    edits.log.changedText = true
    edits.log.shiftedAtTap = isShifted
    return true
  }
}
