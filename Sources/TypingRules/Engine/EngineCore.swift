/// The engine's state and its per-event loop. A struct, held by ``TypingEngine``, so that
/// handling an event is a single exclusive access and every field it touches is reached
/// statically.
struct EngineCore {
  let program: RuleProgram
  /// The program's verified flat tables, which the loop below reads.
  let code: ProgramTables
  private(set) var document: TextDocument
  private(set) var field: FieldTraits
  private(set) var settings: KeyboardSettings
  var autocorrector: (any Autocorrector)? {
    get { autocorrection?.autocorrector }
    set { autocorrection = newValue.map(HeldAutocorrector.init) }
  }
  /// The autocorrector, held by reference: asking it copies no existential out of the
  /// engine state.
  private(set) var autocorrection: HeldAutocorrector?
  var tracer: ((TraceEvent) -> Void)?
  /// Whether every shortcut is off (``EvaluationMode/reference``).
  let reference: Bool

  /// What the `after-tap` rules decided (the `shift` action): the automatic shift.
  private(set) var automaticShift = false
  /// What the user chose with the shift key (the `user-shift` action); it wins over
  /// ``automaticShift``.
  private(set) var userShift = UserShift.none
  /// The shift key's state: the user's choice, else the rules'.
  var shiftState: ShiftState {
    switch userShift {
    case .locked: .locked
    case .on: .manual
    case .off: .off
    case .none: automaticShift ? .automatic : .off
    }
  }
  /// Whether the next lowercase letter types a capital.
  var isShifted: Bool { userShift == .none ? automaticShift : userShift != .off }
  /// The last automatic edit, as the event left it; built into an ``AutomaticEdit`` only
  /// when asked for (a revert, or the host reading it), so an edit costs no string
  /// concatenation.
  /// (Kept, and overwritten, rather than an optional: clearing it after every typed key is
  /// then one store.)
  private var automaticEditRecord = AutomaticEditRecord()
  /// Whether ``automaticEditRecord`` holds the last automatic edit (one that can be reverted).
  private(set) var canRevert = false
  var lastAutomaticEdit: AutomaticEdit? { canRevert ? automaticEditRecord.edit(of: program) : nil }
  /// The words the rules corrected in this field, with their typed spellings (the
  /// `corrected-word` condition, the `restore-word` action).
  var corrections = CorrectionMemory()

  // Per-field state.
  private var fieldValues: [Int]
  private var settingValues: [SettingValue]
  /// The last event number during which each flag is set (0: not set; `.max`: until cleared).
  private var flagExpiry: [Int]
  private var eventNumber = 0
  private var lastEventTimes: [Double]
  private var previousEvent: EventKind?
  /// The codes of the characters right before the cursor after the last event, 16 bits
  /// each, the nearest in the low bits.
  private var tail: UInt64 = 0
  private var tailCount = 0
  /// The document's ``TextDocument/changeCount`` after the last event.
  private var documentChangeCount: Int?
  /// The UTF-8 length of the document's before-context after the last event, if known.
  private var expectedContextUTF8: Int?

  /// The text before the cursor: the engine's own window, kept in step with its edits.
  var before = ContextWindow()
  // Per-event scratch, reused.
  var after = ContextReader()
  private(set) var tap: Tap = .space
  private(set) var now: Double = 0
  private var tokenValid = false
  /// The token's run, its first `tokenCount` entries (later ones are stale, kept so that
  /// building a token writes over them rather than emptying the arrays).
  private var tokenBuffer: [Character] = []
  /// The codes of `tokenBuffer`'s characters (see `PatternCode`), for tests by bytes.
  private var tokenCodes: [UInt16] = []
  private var tokenCount = 0
  /// Whether the token's ASCII characters are written in `tokenBuffer` too.
  private var tokenCharactersComplete = false
  /// The token's `WordList.hash`, once asked for.
  private var tokenHashValue: UInt64?
  /// The text of a text key or an accepted suggestion, for `text:` conditions (reused).
  var textBuffer: [Character] = []
  private var tokenRange: Range<Int> = 0..<0
  /// How far back the token's run ends (the distance of the space before it, or the edge).
  private var tokenRunEnd = 0
  var correctionCache: (valid: Bool, value: (word: String, correction: String)?) = (false, nil)
  private var log = EditLog()
  private var runningRule: Int?
  /// How many automatic edits the current event reverted (what ``revertLastEdit()`` reports).
  var revertsInEvent = 0
  /// Whether the host may have selected text since the last event (the document changed by
  /// other means, or cannot tell): the next tap asks.
  private var mayHaveSelection = false
  /// Shared predicate values (see `EngineCore+Sharing.swift`) and their generation.
  private(set) var memo: PredicateMemo
  var generation: UInt64 = 1
  /// The rules specialized for the field's traits and the settings (used unless traced).
  private var specialized = SpecializedRules()

  init(
    program: RuleProgram, document: TextDocument, field: FieldTraits, settings: KeyboardSettings,
    autocorrector: (any Autocorrector)?, mode: EvaluationMode = .production
  ) throws(SettingsError) {
    self.reference = mode == .reference
    self.program = program
    self.code = program.code
    self.document = document
    self.field = field
    self.fieldValues = Self.values(of: field)
    self.settings = settings
    self.settingValues = try Self.resolve(settings, for: program)
    self.autocorrection = autocorrector.map(HeldAutocorrector.init)
    self.flagExpiry = Array(repeating: 0, count: program.code.flags.count)
    self.lastEventTimes = Array(repeating: -.infinity, count: EventKind.count)
    before.document = document
    after.document = document
    tokenBuffer.reserveCapacity(64)
    tokenCodes.reserveCapacity(ProgramLimits.maxToken)
    memo = PredicateMemo(count: code.conditions.count)
    specialized = specializedRules()
    settle()
    mayHaveSelection = true
  }

  /// Recomputes the shift state and remembers the characters before the cursor.
  private mutating func settle() {
    invalidate()
    updateShift()
    rememberTail()
    // Read from the document by `rememberTail` (or kept in step with it): what an echo of
    // the engine's own edits must report.
    expectedContextUTF8 = before.knownContextUTF8
    documentChangeCount = document.changeCount
    invalidate()
  }

  mutating func setField(_ field: FieldTraits) {
    // The same traits again (a host that sets them on every appearance): nothing changes.
    guard field != self.field else { return }
    self.field = field
    fieldValues = Self.values(of: field)
    corrections.removeAll()
    resetState()
    before.invalidate()
    specialized = specializedRules()
    settle()
  }

  mutating func setSettings(_ settings: KeyboardSettings) throws(SettingsError) {
    settingValues = try Self.resolve(settings, for: program)
    self.settings = settings
    before.invalidate()
    specialized = specializedRules()
    settle()
  }

  /// The host says the document changed. An echo of the engine's own edits (a host that
  /// reports every `insertText` back) keeps the engine's state: the document's change count
  /// is the one the last event left, or, when it cannot tell, the text before the cursor
  /// ends with the characters the engine left there and has the length it expects, and
  /// nothing is selected. Any other change forgets flags and the revertable edit.
  mutating func documentDidChange() {
    if isEchoOfOwnEdits() { return }
    resetState()
    forgetEventHistory()
    before.invalidate()
    settle()
    mayHaveSelection = true
  }

  private mutating func isEchoOfOwnEdits() -> Bool {
    let changeCount = document.changeCount
    if let changeCount, changeCount == documentChangeCount { return true }
    if let selected = document.selectedText, !selected.isEmpty { return false }
    let text = document.documentContextBeforeInput ?? ""
    guard tailMatches(text), text.utf8.count == expectedContextUTF8 else { return false }
    if !before.matches(utf8Count: text.utf8.count) { before.invalidate() }
    documentChangeCount = changeCount
    return true
  }

  /// Whether `text` (the document's before-context) ends with the characters the engine
  /// left before the cursor after the last event.
  private func tailMatches(_ text: String) -> Bool {
    var reader = BackwardReader(text, endingAt: text.utf8.count)
    var nearerIsASCII = true
    for distance in 0...min(tailCount, Self.tailLength - 1) {
      let code = reader.next(nearerIsASCII: nearerIsASCII)?.code ?? PatternCode.end
      let remembered =
        distance == tailCount ? PatternCode.end : UInt16(truncatingIfNeeded: tail >> (16 * UInt64(distance)))
      if code != remembered { return false }
      nearerIsASCII = code < 0x80
    }
    return true
  }

  // MARK: - Event flow

  mutating func handle(_ tap: Tap, at time: Double) {
    self.tap = tap
    self.now = time
    beginEvent()
    tracer?(.tap(tap, time: time))

    var key: Character?
    var keyScalar: UInt32 = 0
    let candidates: ProgramTables.Span
    switch tap {
    case .character(let character):
      key = character
      if reference {
        candidates = code.characterTriggerRules
      } else if let ascii = character.asciiByte {
        // The trigger index holds exactly the rules whose class has this key.
        candidates = code.asciiRules[Int(ascii)]
        key = nil
      } else {
        candidates = code.characterRules
        keyScalar = ContextWindow.soleScalar(of: character)
      }
    default:
      candidates = code.eventRules[tap.kind.index]
    }
    if mayHaveSelection, replaceSelection() {
      finishEvent()
      return
    }
    let tookKey = runRules(candidates, key: key, keyScalar: keyScalar)
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
    mayHaveSelection = false
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
  /// `parts` for its context window, reader and predicate memo (reused from one dry run to
  /// the next) and no tracer: the suggestion bar asks what a tap would do on it.
  func dryRun(on document: TextDocument, with parts: DryRunParts) -> EngineCore {
    var copy = self
    copy.document = document
    copy.before = parts.window
    copy.before.invalidate()
    copy.before.document = document
    copy.after = parts.reader
    copy.after.invalidate()
    copy.after.document = document
    // The memo starts empty: its generations restart with the copy's.
    parts.memo.generations.update(repeating: 0, count: parts.memo.count)
    copy.memo = parts.memo
    copy.generation = 1
    copy.tracer = nil
    copy.documentChangeCount = document.changeCount
    copy.mayHaveSelection = false
    copy.invalidate()
    return copy
  }

  /// Whether the `suggest` rules let the suggestion bar offer anything (none takes the key).
  mutating func offersSuggestions() -> Bool {
    !runRules(code.eventRules[EventKind.suggest.index], key: nil, keyScalar: 0)
  }

  /// The ``Tap/revert`` tap at the time of the last event; whether it reverted an edit.
  mutating func revertLastEdit() -> Bool {
    revertsInEvent = 0
    handle(.revert, at: now)
    return revertsInEvent > 0
  }

  private mutating func beginEvent() {
    eventNumber += 1
    invalidate()
    if checkDocument() { resetState() }
    if log.isTracking || !log.isEmpty { log.clear() }
    log.shiftedAtTap = isShifted
    correctionCache.valid = false
  }

  private mutating func finishEvent() {
    stateChanged()
    // The user's shift (or unshift) for one tap has been used by this one.
    if userShift == .on || userShift == .off, tap != .shift { userShift = .none }
    let kind = tap.kind
    lastEventTimes[kind.index] = now
    previousEvent = kind
    if case .moveCursor = tap {
      resetState()
    } else if log.isAutomatic, let rule = log.rule, log.spanAfterCursor.isEmpty, !log.leftSpan {
      // The log is swapped into the record (its strings change hands without being copied);
      // the next event clears what the record held.
      swap(&automaticEditRecord.log, &log)
      automaticEditRecord.tap = tap
      automaticEditRecord.multiline = field.multiline
      automaticEditRecord.rule = rule
      canRevert = true
    } else if log.changedText {
      canRevert = false
    }
    settle()
    tracer?(.done(shifted: isShifted, buffer: nil))
  }

  /// How many characters before the cursor the engine remembers between events, to notice
  /// text changed by other means (the host app, a tap elsewhere in the text).
  static let tailLength = 4

  /// Remembers the characters right before the cursor (as the context window codes them).
  private mutating func rememberTail() {
    tailCount = 0
    tail = 0
    for distance in 0..<Self.tailLength {
      let code = before.code(at: distance)
      if code == PatternCode.end { break }
      tail |= UInt64(code) << (16 * UInt64(distance))
      tailCount += 1
    }
  }

  /// Compares the document with what the engine left after the last event: nothing to do
  /// if its ``TextDocument/changeCount`` is unchanged; otherwise it reads the context once
  /// and compares the characters right before the cursor (and, when the document does not
  /// count changes, the context's length).
  /// Returns whether those characters differ (text changed by other means: a safety net; a
  /// host tells the engine with ``TypingEngine/documentDidChange()``). If anything differs,
  /// the context window is read again from the document.
  private mutating func checkDocument() -> Bool {
    let changeCount = document.changeCount
    if let changeCount, changeCount == documentChangeCount { return false }
    // Changed by other means, or cannot tell: the host may also have selected text.
    mayHaveSelection = true
    let text = before.document?.documentContextBeforeInput ?? ""
    let changed = !tailMatches(text)
    // A document that counts its changes has said the text changed: read it again.
    if changed || changeCount != nil || !before.matches(utf8Count: text.utf8.count) { before.invalidate() }
    return changed
  }

  private mutating func updateShift() {
    setShifted(false)
    _ = runRules(code.eventRules[EventKind.afterTap.index], key: nil, keyScalar: 0)
  }

  /// The rule loop: tries the rules of a trigger (by their positions in `ruleLists`) in
  /// program order and runs each that fires, until one that does not `continue`; returns
  /// whether a fired rule took the tap. `key`: the character key whose class each rule's
  /// trigger must hold (`nil` when the candidates are already the key's, or no key).
  ///
  /// Outside the reference mode a rule is first put to its shortcuts: ruled out by the
  /// field and settings, or by its guard on the two characters before the cursor. A tracer
  /// is told what they decided; it never changes what is tried.
  @inline(__always)
  private mutating func runRules(_ candidates: ProgramTables.Span, key: Character?, keyScalar: UInt32) -> Bool
  {
    var tookKey = false
    var nearest = reference ? 0 : guardCode(at: 0)
    var second = reference ? 0 : guardCode(at: 1)
    for position in candidates.range {
      let index = Int(code.ruleLists[position])
      if let key, !keyIsIn(code.rules[index].characterClass, key, scalar: keyScalar) { continue }
      if !reference {
        if specialized.ruledOut[index] {
          if let tracer { tracer(.rule(id: program.ruleID(index), outcome: .skipped(by: .fieldAndSettings))) }
          continue
        }
        if !code.ruleGuards[index].admits(nearest: nearest, second: second)
          || !code.guardAlternatives.admits(rule: index, nearest: nearest, second: second)
          || ((nearest | second) >= 0x100 && !guardAdmitsOutsideASCII(index, nearest, second))
        {
          if let tracer { tracer(.rule(id: program.ruleID(index), outcome: .skipped(by: .ruleGuard))) }
          continue
        }
      }
      guard reference ? evaluate(index) : evaluateSpecialized(index) else { continue }
      tookKey = run(index) || tookKey
      if !code.rules[index].continues { break }
      if !reference {
        nearest = guardCode(at: 0)
        second = guardCode(at: 1)
      }
    }
    return tookKey
  }

  /// Whether a rule's guard admits the characters outside ASCII right before the cursor by
  /// their classes (`CodeSet.outsideASCII`): asked only when one of the two is such a
  /// character, which the guard's codes alone let through whatever it is (a closing quote
  /// where only an opening one may stand).
  @inline(never)
  private mutating func guardAdmitsOutsideASCII(_ index: Int, _ nearest: UInt16, _ second: UInt16) -> Bool {
    let ruleGuard = code.ruleGuards[index]
    return admitsOutsideASCII(ruleGuard.nearest, nearest, at: 0)
      && admitsOutsideASCII(ruleGuard.second, second, at: 1)
  }

  /// Whether a guard's set admits the character at `distance` (by its guard code) as far as
  /// its classes outside ASCII tell: always, for an ASCII character or an unknown set.
  @inline(__always)
  private mutating func admitsOutsideASCII(_ set: CodeSet, _ guardCode: UInt16, at distance: Int) -> Bool {
    guard guardCode & ~2 == PatternCode.other, set.outsideASCII != .max else { return true }
    let membership = before.trackedMembership(
      at: distance, trackedClasses: code.trackedClasses, classes: code.classes)
    return set.outsideASCII & membership != 0
  }

  /// Whether a rule fires now (all conditions hold, no escape hatch does), every condition
  /// evaluated as written: the reference mode.
  private mutating func evaluate(_ index: Int) -> Bool {
    let rule = code.rules[index]
    for position in rule.conditions.range {
      let condition = code.operands[position]
      if !sharedHolds(condition) {
        traceFailure(of: index, condition: condition)
        return false
      }
    }
    for position in rule.escapes.range {
      let escape = code.operands[position]
      if sharedHolds(escape) {
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
      if !sharedHolds(condition) {
        traceFailure(of: index, condition: condition)
        return false
      }
    }
    for position in specialized.escapes[index].range {
      let escape = specialized.operands[position]
      if sharedHolds(escape) {
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
    stateChanged()
    for index in lastEventTimes.indices { lastEventTimes[index] = -.infinity }
    previousEvent = nil
  }

  private mutating func resetState() {
    stateChanged()
    for index in flagExpiry.indices { flagExpiry[index] = 0 }
    canRevert = false
  }

  /// Forgets what was read after the cursor and the token; the context window stays, kept
  /// in step with every edit.
  mutating func invalidate() {
    stateChanged()
    after.invalidate()
    tokenValid = false
    // The reference mode reads the document's context again after every edit, rather
    // than keeping its window in step.
    if reference { before.invalidate() }
  }

  private static func values(of field: FieldTraits) -> [Int] {
    FieldTraitKey.allCases.map { field.valueIndex(of: $0) }
  }

  private static func resolve(_ settings: KeyboardSettings, for program: RuleProgram) throws(SettingsError)
    -> [SettingValue]
  {
    var values = program.settings.map(\.defaultValue)
    for (name, value) in settings.values.sorted(by: { $0.key < $1.key }) {
      guard let index = program.settingIndex(named: name) else {
        throw .unknownSetting(name, known: program.settings.map(\.name))
      }
      guard value.hasSameType(as: values[index]) else {
        throw .wrongType(name, expected: values[index])
      }
      if case .number(let number) = value, number < 0 { throw .outOfRange(name, value) }
      values[index] = value
    }
    return values
  }

  // MARK: - Read by conditions

  func flagIsSet(_ index: Int) -> Bool { flagExpiry[index] >= eventNumber }

  mutating func setFlag(_ index: Int, lifetime: Int) {
    stateChanged()
    flagExpiry[index] = lifetime == 0 ? .max : eventNumber + lifetime
  }

  mutating func clearFlag(_ index: Int) {
    stateChanged()
    flagExpiry[index] = 0
  }

  mutating func setShifted(_ shifted: Bool) {
    stateChanged()
    automaticShift = shifted
  }

  mutating func setUserShift(_ choice: UserShift) {
    stateChanged()
    userShift = choice
  }

  func fieldValue(at index: Int) -> Int { fieldValues[index] }

  func setting(_ index: Int) -> SettingValue { settingValues[index] }

  func number(_ operand: Operand) -> Double {
    switch operand {
    case .constant(let value): value
    case .setting(let index): settingValues[index].number
    }
  }

  func secondsSince(_ kind: Int) -> Double { now - lastEventTimes[kind] }

  func previousEventMatches(_ mask: UInt32) -> Bool {
    guard let previousEvent else { return false }
    return mask & (1 << UInt32(previousEvent.index)) != 0
  }

  /// The code of the character at `distance` before the cursor as rule guards read it: a
  /// word character outside ASCII is ``PatternCode/otherWord`` (asked of the lexer's word
  /// class, whose answers the context window remembers).
  @inline(__always)
  private mutating func guardCode(at distance: Int) -> UInt16 {
    let code = before.code(at: distance)
    guard code == PatternCode.other else { return code }
    return lexerClass(LexerData.wordKey, contains: distance) ? PatternCode.otherWord : code
  }

  /// Whether the tap's key (a character outside ASCII) is in a class (by index); answers
  /// are remembered by the context window, as for the characters it holds.
  /// `scalar`: the character's scalar when it is one (``ContextWindow/soleScalar(of:)``).
  mutating func keyIsIn(_ characterClass: Int32, _ character: Character, scalar: UInt32? = nil) -> Bool {
    if reference { return code.classes[Int(characterClass)].containsByDefinition(character) }
    if let byte = character.asciiByte { return code.asciiSets[Int(characterClass)].contains(byte) }
    let classes = code.classes
    return before.remembered(
      character, scalar: scalar ?? ContextWindow.soleScalar(of: character), key: characterClass
    ) { classes[Int(characterClass)].contains($0) }
  }

  /// The token at the cursor (see ``TokenShape``), read from the before-context.
  mutating func token() -> ArraySlice<Character> {
    buildToken()
    if !tokenCharactersComplete {
      tokenCharactersComplete = true
      for offset in 0..<tokenCount where tokenCodes[offset] < 0x80 {
        tokenBuffer[offset] = before.asciiCharacter(tokenCodes[offset])
      }
    }
    return tokenBuffer[tokenRange]
  }

  /// The token's characters where they are outside ASCII; the entries of ASCII characters
  /// may be stale (read their codes, ``tokenCodeSlice()``).
  mutating func tokenOutsideASCII() -> ArraySlice<Character> {
    buildToken()
    return tokenBuffer[tokenRange]
  }

  /// Reads the token's codes (and its characters outside ASCII) from the before-context,
  /// once per state of the text. `run`: the token's run when the caller has just found it
  /// (``tokenRun()``).
  private mutating func buildToken(run: (start: Int, end: Int)? = nil) {
    guard !tokenValid else { return }
    tokenValid = true
    tokenHashValue = nil
    tokenCharactersComplete = false
    tokenCount = 0
    let (start, end) = run ?? tokenRun()
    tokenRunEnd = end
    // Read in text order, nearest last.
    var distance = end - 1
    while distance >= start {
      let unit = before.code(at: distance)
      if unit < 0x80 {
        appendToToken(nil, code: unit)
      } else if let character = before.character(at: distance) {
        appendToToken(character, code: PatternCode.other)
      }
      distance -= 1
    }
    var first = 0
    while first < tokenCount, lexerClass(LexerData.openersKey, contains: end - 1 - first) {
      first += 1
    }
    tokenRange = first..<tokenCount
  }

  /// Appends a code to the token and, outside ASCII, its character (an ASCII character is
  /// written only when the buffer grows, and otherwise when ``token()`` asks).
  @inline(__always)
  private mutating func appendToToken(_ character: Character?, code: UInt16) {
    if tokenCount < tokenCodes.count {
      tokenCodes[tokenCount] = code
      if let character { tokenBuffer[tokenCount] = character }
    } else {
      tokenCodes.append(code)
      tokenBuffer.append(character ?? before.asciiCharacter(code))
    }
    tokenCount += 1
  }

  /// Whether the token may have one of the shapes of a `token: {is: ...}` mask (bit i is
  /// `TokenShape.allCases[i]`), from the clues of its run's codes (`TokenShape.Clues`); a
  /// token already built is left to the shapes' own tests. The run found is kept for
  /// building the token.
  mutating func tokenMayHave(shapes mask: UInt32) -> Bool {
    if tokenValid { return true }
    let run = tokenRun()
    var clues = TokenShape.Clues()
    for distance in run.start..<max(run.start, run.end) {
      clues.formUnion(.of(before.code(at: distance), last: distance == run.start))
    }
    var shapes = mask
    while shapes != 0 {
      if TokenShape(maskBit: shapes.trailingZeroBitCount).isPossible(with: clues) {
        buildToken(run: run)
        return true
      }
      shapes &= shapes &- 1
    }
    return false
  }

  /// The number of characters of the token.
  mutating func tokenLength() -> Int {
    buildToken()
    return tokenRange.count
  }

  /// The codes of the token's characters (see `PatternCode`).
  mutating func tokenCodeSlice() -> ArraySlice<UInt16> {
    buildToken()
    return tokenCodes[tokenRange]
  }

  /// Where the token's run lies before the cursor: from the distance of its last character
  /// (after any horizontal spaces) to one past its first.
  private mutating func tokenRun() -> (start: Int, end: Int) {
    var distance = 0
    while isHorizontalSpace(at: distance) { distance += 1 }
    let start = distance
    while distance - start < ProgramLimits.maxToken, !isWhitespaceOrEnd(at: distance) { distance += 1 }
    return (start, distance)
  }

  /// Whether the character at `distance` before the cursor is whitespace but not a line
  /// break (`Character.isWhitespace` and not `isNewline`; ASCII answered from its code).
  @inline(__always)
  private mutating func isHorizontalSpace(at distance: Int) -> Bool {
    if reference {
      guard let character = before.character(at: distance) else { return false }
      return character.isWhitespace && !character.isNewline
    }
    let code = before.code(at: distance)
    if code < 0x80 { return code == 0x20 || code == 0x09 }
    guard code == PatternCode.other else { return false }
    return before.remembered(at: distance, key: LexerData.horizontalSpaceKey) {
      $0.isWhitespace && !$0.isNewline
    }
      ?? false
  }

  /// Whether the character at `distance` before the cursor is whitespace, or there is none.
  @inline(__always)
  private mutating func isWhitespaceOrEnd(at distance: Int) -> Bool {
    if reference { return before.character(at: distance)?.isWhitespace ?? true }
    let code = before.code(at: distance)
    if code < 0x80 { return code == 0x20 || (code >= 0x09 && code <= 0x0D) }
    guard code == PatternCode.other else { return true }
    return before.remembered(at: distance, key: LexerData.whitespaceKey) { $0.isWhitespace } ?? true
  }

  /// `WordList.hash` of the token's text, from its codes where ASCII; once per token.
  mutating func tokenHash() -> UInt64 {
    buildToken()
    if let tokenHashValue { return tokenHashValue }
    var hash = WordList.hashSeed
    for offset in tokenRange {
      let unit = tokenCodes[offset]
      if unit < 0x80 {
        hash = WordList.hash(hash, UInt8(truncatingIfNeeded: unit))
      } else {
        for byte in tokenBuffer[offset].utf8 { hash = WordList.hash(hash, byte) }
      }
    }
    tokenHashValue = hash
    return hash
  }

  /// The token at the cursor as a string (what word lists are matched with); ASCII without
  /// building the token's characters into a string first.
  mutating func tokenText() -> String {
    let codes = tokenCodeSlice()
    guard codes.allSatisfy({ $0 < 0x80 }) else {
      var text = ""
      for character in token() { text.append(character) }
      return text
    }
    return String(unsafeUninitializedCapacity: codes.count) { buffer in
      for (offset, code) in codes.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: code) }
      return codes.count
    }
  }

  /// The token with the `count - 1` runs of non-spaces before it on its line, joined by one
  /// space, without the opening brackets and quotes that start the first run (`(z. B.` →
  /// `z. B.`); nil when the line has fewer runs. Each run is at most ``ProgramLimits/maxToken`` characters.
  mutating func tokenWithRuns(_ count: Int) -> String? {
    guard !token().isEmpty else { return nil }
    var characters = Array(tokenBuffer[..<tokenCount].reversed())  // complete after token()
    var distance = tokenRunEnd
    for _ in 1..<count {
      characters.append(" ")
      var gap = 0
      while let character = before.character(at: distance), character.isWhitespace, !character.isNewline {
        distance += 1
        gap += 1
      }
      var length = 0
      while length < ProgramLimits.maxToken, let character = before.character(at: distance),
        !character.isWhitespace
      {
        characters.append(character)
        distance += 1
        length += 1
      }
      guard gap > 0, length > 0 else { return nil }
    }
    characters.reverse()
    var start = 0
    let openers = code.lexer.openers
    while start < characters.count, openers.contains(characters[start]) { start += 1 }
    return String(characters[start...])
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
    reference ? code.referenceMatch(pattern, &subject) : code.match(pattern, &subject)
  }

  /// Where a pattern (by index) matches before the cursor (see ``match(_:_:)``).
  @inline(__always)
  mutating func matchBefore(_ pattern: Int32) -> Int? {
    reference ? code.referenceMatch(pattern, &before) : code.match(pattern, &before)
  }

  /// Whether the token, alone or with the runs before it, is an entry of a word list (by
  /// index); with `starts`, whether it is the start of an entry with spaces instead.
  mutating func tokenIsListed(_ list: Int, starts: Bool) -> Bool {
    let words = code.wordLists[list]
    let set = starts ? words.starts : words.forms
    if set.isEmpty { return false }
    if reference {
      // The definition: the token, or it joined with the runs before it, is an entry.
      let token = token()
      guard !token.isEmpty else { return false }
      if set.contains(String(token)) { return true }
      for count in stride(from: 2, through: starts ? words.maxParts - 1 : words.maxParts, by: 1) {
        guard let runs = tokenWithRuns(count) else { return false }
        if set.contains(runs) { return true }
      }
      return false
    }
    // Every candidate, alone or joined with the runs before it, ends with the token's last
    // character; the token alone also starts with its first: both read as codes, before
    // the token itself is built.
    let filter = starts ? words.startFilter : words.formFilter
    let most = starts ? words.maxParts - 1 : words.maxParts
    var run: (start: Int, end: Int)?
    if !tokenValid {
      let (start, end) = tokenRun()
      guard end > start, filter.endings.contains(before.code(at: start)) else { return false }
      // (An opening bracket or quote there is not the token's: it is skipped.)
      let first = before.code(at: end - 1)
      if most < 2, first < 0x80, !lexerClass(LexerData.openersKey, contains: end - 1),
        !filter.beginnings.contains(first)
      {
        return false
      }
      run = (start, end)
    }
    buildToken(run: run)
    guard !tokenRange.isEmpty else { return false }
    // The token's text is built only when its hash is one of the list's.
    let hash = tokenHash()
    if WordList.contains(starts ? words.startHashes : words.formHashes, hash), set.contains(tokenText()) {
      return true
    }
    guard most >= 2 else { return false }
    // The token is the last run of a candidate with runs before it; the token's run is
    // taken whole there (with any opening punctuation), so the test applies when it has none.
    if tokenRange.lowerBound == 0,
      !WordList.contains(starts ? words.startLastRunHashes : words.formLastRunHashes, hash)
    {
      return false
    }
    for count in 2...most {
      guard let runs = tokenWithRuns(count) else { return false }
      if set.contains(runs) { return true }
    }
    return false
  }

  /// The length in characters of the word being typed: letters, digits, marks and in-word
  /// apostrophes (the pack's, see `LexerData`) right before the cursor; apostrophes at the
  /// word's end too when the pack says so (`LexerData.wordFinalApostrophes`), never at its
  /// start.
  mutating func wordLength() -> Int {
    let finalApostrophes = code.lexer.wordFinalApostrophes
    var length = 0
    while length < ProgramLimits.maxWord {
      let unit = before.code(at: length)
      if unit < 0x80 {
        let byte = UInt8(unit)
        guard
          code.lexer.contains(LexerData.wordKey, ascii: byte)
            || ((length > 0 || finalApostrophes)
              && code.lexer.contains(LexerData.apostrophesKey, ascii: byte))
        else { break }
      } else if unit == PatternCode.other {
        guard
          lexerClass(LexerData.wordKey, contains: length)
            || ((length > 0 || finalApostrophes) && lexerClass(LexerData.apostrophesKey, contains: length))
        else { break }
      } else {
        break
      }
      length += 1
    }
    while length > 0, lexerClass(LexerData.apostrophesKey, contains: length - 1) { length -= 1 }
    return length
  }

  /// Whether one of the lexer's classes (by its key, see `LexerData`) contains the
  /// character at `distance` before the cursor; answers for characters outside ASCII are
  /// remembered by the context window.
  mutating func lexerClass(_ key: Int32, contains distance: Int) -> Bool {
    if reference {
      guard let character = before.character(at: distance) else { return false }
      return code.lexer.characterClass(key).containsByDefinition(character)
    }
    let unit = before.code(at: distance)
    if unit < 0x80 { return code.lexer.contains(key, ascii: UInt8(unit)) }
    guard unit == PatternCode.other else { return false }
    let classes = code.lexer.classes
    return before.remembered(at: distance, key: key) { classes[Int(-1 - key)].contains($0) } ?? false
  }

  /// How much text before the word an autocorrector is given, in characters.
  static let correctionContextLength = 64

  /// The correction for the word at the cursor, in the typed case; asked once per event.
  mutating func correctionForWord() -> (word: String, correction: String)? {
    if correctionCache.valid { return correctionCache.value }
    correctionCache.valid = true
    correctionCache.value = nil
    // Asked through the box: a local copy of the existential would copy (and release) the
    // autocorrector's storage on every question.
    guard let autocorrection else { return nil }
    let length = wordLength()
    guard length > 0 else { return nil }
    let word = before.text(ofNearest: length)
    guard autocorrection.readsTextBefore else {
      return cased(
        correction(
          of: word, autocorrection, AutocorrectionContext(textBefore: "", locale: program.locale.tag)),
        typed: word)
    }
    // The text before the word, cut from the document's context by UTF-8 lengths the
    // window knows (no walk over the text).
    let wordUTF8 = before.utf8Length(ofNearest: length)
    let spanUTF8 = before.utf8Length(ofNearest: length + Self.correctionContextLength)
    let context = document.documentContextBeforeInput ?? ""
    let utf8 = context.utf8
    let wordStart =
      utf8.index(utf8.endIndex, offsetBy: -wordUTF8, limitedBy: utf8.startIndex) ?? utf8.startIndex
    let contextStart =
      utf8.index(utf8.endIndex, offsetBy: -spanUTF8, limitedBy: utf8.startIndex) ?? utf8.startIndex
    let question = AutocorrectionContext(
      textBefore: context[contextStart..<wordStart], locale: program.locale.tag)
    return cased(correction(of: word, autocorrection, question), typed: word)
  }

  /// The autocorrector's correction of a word. A word that ends with apostrophes (only
  /// where the pack makes them part of a word, `word-final-apostrophes`) that has none is
  /// asked again without them, and they are kept after the correction (`tgis'` → `this'`,
  /// as LatinIME looks a word up without the quote that closes it).
  private func correction(
    of word: String, _ autocorrection: HeldAutocorrector, _ context: AutocorrectionContext
  ) -> String? {
    if let correction = autocorrection.correction(for: word, context: context) { return correction }
    guard code.lexer.wordFinalApostrophes else { return nil }
    let apostrophes = code.lexer.apostrophes
    let stem = word.reversed().drop { apostrophes.contains($0) }
    let kept = word.count - stem.count
    guard kept > 0, !stem.isEmpty else { return nil }
    return autocorrection.correction(for: String(stem.reversed()), context: context).map {
      $0 + word.suffix(kept)
    }
  }

  /// A correction in the case policy's case, remembered for the event; `nil` when it is
  /// the typed word.
  private mutating func cased(_ correction: String?, typed word: String) -> (
    word: String, correction: String
  )? {
    guard let correction, correction != word else { return nil }
    var cased = code.casePolicy.apply(correction, typed: word)
    if writesInCapitals(typed: word) { cased = cased.uppercased() }
    if cased != word { correctionCache.value = (word, cased) }
    return correctionCache.value
  }

  // MARK: - Editing (every edit goes through here)

  mutating func insert(_ text: String, automatic: Bool) {
    guard !text.isEmpty else { return }
    invalidate()
    document.insertText(text)
    before.didInsert(text)
    log.changedText = true
    if automatic { noteAutomaticEdit() }
    if log.isTracking { log.inserted += text }
  }

  /// Inserts one ASCII character (not CR or LF) as the tap's plain effect.
  private mutating func insertPlainASCII(_ byte: UInt8) {
    let text = before.asciiString(byte)
    invalidate()
    document.insertText(text)
    before.didInsertPlainASCII(byte)
    log.changedText = true
    if log.isTracking { log.inserted += text }
  }

  /// Deletes `count` characters before the cursor (one `deleteBackward` call each), with
  /// the edit log updated once for all of them, as `count` single deletes would leave it.
  mutating func deleteBackward(_ count: Int = 1, automatic: Bool) {
    guard count > 0 else { return }
    if automatic { noteAutomaticEdit() }
    if count > 1, log.isTracking, before.code(at: count - 1) == PatternCode.end {
      // The context does not show them all (a document that truncates it shows more after
      // each delete): one at a time, each recorded as it comes into view.
      for _ in 0..<count { deleteBackward(automatic: automatic) }
      return
    }
    let deleted = log.isTracking ? before.text(ofNearest: count) : ""
    invalidate()
    for _ in 0..<count {
      document.deleteBackward()
      before.didDeleteBackward()
    }
    log.changedText = true
    if log.isTracking { logDeletion(deleted) }
  }

  /// Records in the edit log that `deleted` (text order) went from before the cursor: its
  /// nearest characters take back what this event inserted; the rest were there before.
  private mutating func logDeletion(_ deleted: String) {
    var deleted = deleted
    while !log.inserted.isEmpty, !deleted.isEmpty {
      log.inserted.removeLast()
      deleted.removeLast()
    }
    // (Most often nothing was removed before: no concatenation.)
    log.removed = log.removed.isEmpty ? deleted : deleted + log.removed
  }

  private mutating func noteAutomaticEdit() {
    log.isAutomatic = true
    log.isTracking = true
    if log.rule == nil { log.rule = runningRule }
  }

  mutating func moveCursor(by offset: Int) {
    if log.isTracking { trackMove(by: offset) }
    invalidate()
    document.adjustTextPosition(byCharacterOffset: offset)
    before.invalidate()
    log.movedCursor = true
  }

  /// Keeps the edit log a span that ends at the cursor when a rule moves the cursor between
  /// its edits (`move: -1`, `delete-backward: 1`, `move: 1`): a character passed over to the
  /// left leaves `inserted` (or, if it was there before the event, counts as removed and
  /// typed again), and comes back into `inserted` when passed over to the right.
  private mutating func trackMove(by offset: Int) {
    let count = offset == .min ? Int.max : abs(offset)
    var distance = 0
    while distance < count {
      if offset < 0 {
        guard let character = before.character(at: distance) else {
          if !before.isEdge(at: distance) { log.leftSpan = true }
          return
        }
        if log.inserted.isEmpty {
          log.removed = String(character) + log.removed
        } else {
          log.inserted.removeLast()
        }
        log.spanAfterCursor = String(character) + log.spanAfterCursor
      } else {
        guard let character = after.character(at: distance) else { return }
        guard !log.spanAfterCursor.isEmpty else {
          log.leftSpan = true
          return
        }
        log.spanAfterCursor.removeFirst()
        log.inserted.append(character)
      }
      distance += 1
    }
  }

  /// Marks the start and end of a rule's actions: edits inside are tracked for the revert
  /// record, and an automatic edit is named after the rule that made it.
  mutating func enterRule(_ index: Int?) {
    runningRule = index
    if index != nil { log.isTracking = true }
  }

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
        if log.shiftedAtTap, byte &- 0x61 < 26 { byte &-= 0x20 }
        insertPlainASCII(byte)
      } else {
        insert(Self.keyText(tap, shifted: log.shiftedAtTap, multiline: field.multiline), automatic: false)
      }
    case .space:
      insertPlainASCII(0x20)
    case .return:
      insert(Self.keyText(tap, shifted: log.shiftedAtTap, multiline: field.multiline), automatic: false)
    case .backspace:
      // What the user "typed" excludes the character the delete key itself removes.
      let removedCount = log.removed.count
      deleteBackward(automatic: false)
      if log.removed.count > removedCount { log.removed.removeFirst() }
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
    if word.isEmpty, log.shiftedAtTap { cased = replacement.capitalizingFirstLetter() }
    if writesInCapitals(typed: word) { cased = cased.uppercased() }
    deleteForward(tail, automatic: automatic)
    replaceBefore(length, with: cased, automatic: automatic)
  }

  /// Whether a word the engine writes in place of a typed one (a correction, an accepted
  /// suggestion or prediction) is written all in capitals, whatever its own case: with caps
  /// lock on, in a field that capitalizes every character while the keyboard is shifted,
  /// and, when the case policy matches the typed case, in place of a word the user typed
  /// in capitals (two letters or more).
  func writesInCapitals(typed word: String) -> Bool {
    if userShift == .locked { return true }
    if log.shiftedAtTap, field.autocapitalization == .allCharacters { return true }
    // A word typed in capitals: the case the policy matches (an `as-written` pack keeps
    // its replacements as they are).
    guard code.casePolicy == .matchTyped else { return false }
    var letters = 0
    for character in word where character.isLetter {
      guard character.isUppercase else { return false }
      letters += 1
    }
    return letters > 1
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
    if automatic { noteAutomaticEdit() }
    deleteBackward(count - kept, automatic: automatic)
    log.changedText = true
    if log.isTracking {
      // The kept characters count as deleted and typed again.
      logDeletion(keptText)
      log.inserted += keptText
    }
    insert(rest, automatic: automatic)
  }

  /// The length in characters of the word's part after the cursor: letters, digits, marks
  /// and apostrophes inside the word (not at its end), read forward from the cursor; an
  /// apostrophe right after the cursor belongs to the word only if it `continues` one.
  mutating func wordLengthAfter(continuing: Bool) -> Int {
    // Nothing after the cursor (the common case): no class is read.
    if after.code(at: 0) == PatternCode.end { return 0 }
    let word = code.lexer.word
    let apostrophes = code.lexer.apostrophes
    var length = 0
    while length < ProgramLimits.maxWord, let character = after.character(at: length) {
      let isApostrophe = apostrophes.contains(character)
      guard word.contains(character) || (isApostrophe && (length > 0 || continuing))
      else { break }
      length += 1
    }
    while length > 0, let last = after.character(at: length - 1), apostrophes.contains(last) { length -= 1 }
    return length
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
    let tracking = log.isTracking
    if tracking {
      if !log.inserted.isEmpty || !log.removed.isEmpty || !log.spanAfterCursor.isEmpty { log.leftSpan = true }
      log.removedAfter += wordAfterCursor(length: count)
    }
    log.isTracking = false
    moveCursor(by: count)
    deleteBackward(count, automatic: automatic)
    log.isTracking = tracking
  }

  /// Undoes the last automatic edit if the text before the cursor still ends with it.
  mutating func performRevert() -> Bool {
    guard let edit = lastAutomaticEdit else { return false }
    let replacement = Array(edit.replacement)
    for (offset, character) in replacement.reversed().enumerated()
    where before.character(at: offset) != character {
      stateChanged()
      canRevert = false
      return false
    }
    let tracking = log.isTracking
    log.isTracking = false
    deleteBackward(replacement.count, automatic: false)
    insert(edit.typed, automatic: false)
    revertsInEvent += 1
    if !edit.typedAfterCursor.isEmpty {
      insert(edit.typedAfterCursor, automatic: false)
      moveCursor(by: -edit.typedAfterCursor.count)
    }
    stateChanged()
    canRevert = false
    log = EditLog()
    log.isTracking = tracking
    log.changedText = true
    log.shiftedAtTap = isShifted
    return true
  }
}

extension EngineCore {
  /// An autocorrector in a box of its own (see `EngineCore.autocorrection`).
  final class HeldAutocorrector {
    let autocorrector: any Autocorrector
    init(_ autocorrector: any Autocorrector) { self.autocorrector = autocorrector }

    /// The autocorrector's answer, asked in place (the existential is opened where it is
    /// stored, not copied out first).
    func correction(for word: String, context: AutocorrectionContext) -> String? {
      autocorrector.correction(for: word, context: context)
    }

    /// The autocorrector's words for the suggestion bar, asked in place.
    func suggestions(for word: String, context: AutocorrectionContext, limit: Int) -> [String] {
      autocorrector.suggestions(for: word, context: context, limit: limit)
    }

    /// Whether the autocorrector reads the text before the word, asked in place.
    var readsTextBefore: Bool { autocorrector.readsTextBefore }
  }
}

extension EngineCore {
  /// What an automatic edit's record is made from: the event's edit log and tap.
  struct AutomaticEditRecord {
    var log = EditLog()
    var tap = Tap.space
    var multiline = false
    var rule = 0

    func edit(of program: RuleProgram) -> AutomaticEdit {
      AutomaticEdit(
        typed: log.removed + EngineCore.keyText(tap, shifted: log.shiftedAtTap, multiline: multiline),
        replacement: log.inserted, ruleID: program.ruleID(rule), typedAfterCursor: log.removedAfter)
    }
  }
}
