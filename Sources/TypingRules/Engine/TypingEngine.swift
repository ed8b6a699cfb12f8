/// Runs a compiled ``RuleProgram`` against one text field, one event at a time.
///
/// Per event the engine evaluates only the rules for that event's trigger, in program
/// order: a rule fires when all its conditions hold and none of its escape hatches does;
/// evaluation stops at the first rule that fires unless it says `continue`. The tap's
/// plain effect (type the key, delete a character ...) runs unless a fired rule took it.
/// Then the `after-tap` rules decide the shift state for the next tap.
///
/// One engine per field: flags, timings, the shift state and the revertable edit belong
/// to it. The program is shared.
public final class TypingEngine {
  /// The compiled rules.
  public let program: RuleProgram
  /// The field being typed into.
  public let document: TextDocument
  /// The field's traits; changing them forgets the engine's state.
  public var field: FieldTraits {
    didSet { fieldValues = Self.values(of: field); resetState() }
  }
  /// The keyboard's settings; unknown names or wrong types are rejected by ``setSettings(_:)``.
  public private(set) var settings: KeyboardSettings
  /// Asked by `correct-word` and `has-correction`; `nil`: no corrections.
  public var autocorrector: (any Autocorrector)?
  /// Receives what happens, when set (for `--trace` and debugging); `nil` costs nothing.
  public var tracer: ((TraceEvent) -> Void)?

  /// Whether the next lowercase letter tap types a capital: the engine's output after
  /// every event, decided by the `after-tap` rules.
  public private(set) var isShifted = false
  /// The last automatic edit, while it can still be reverted.
  public private(set) var lastAutomaticEdit: AutomaticEdit?

  // Per-field state.
  private var fieldValues: [Int]
  private var settingValues: [SettingValue]
  private var flagLifetimes: [Int]
  private var flagsSetThisEvent: [Bool]
  private var lastEventTimes: [Double]
  private var previousEvent: EventKind?
  private var expectedTail: [Character] = []

  // Per-event scratch, reused.
  let before: ContextReader
  let after: ContextReader
  private var tap: Tap = .space
  private var now: Double = 0
  private var tokenValid = false
  private var tokenBuffer: [Character] = []
  private var tokenRange: Range<Int> = 0..<0
  private var correctionCache: (valid: Bool, value: String?) = (false, nil)
  private var log = EditLog()
  private var runningRuleID: String?

  /// Creates an engine for a field.
  public init(
    program: RuleProgram, document: TextDocument, field: FieldTraits = FieldTraits(),
    settings: KeyboardSettings = KeyboardSettings(), autocorrector: (any Autocorrector)? = nil
  ) throws(SettingsError) {
    self.program = program
    self.document = document
    self.field = field
    self.fieldValues = Self.values(of: field)
    self.settings = settings
    self.settingValues = try Self.resolve(settings, for: program)
    self.autocorrector = autocorrector
    self.flagLifetimes = Array(repeating: 0, count: program.flags.count)
    self.flagsSetThisEvent = Array(repeating: false, count: program.flags.count)
    self.lastEventTimes = Array(repeating: -.infinity, count: EventKind.count)
    self.before = ContextReader(forward: false, document: document)
    self.after = ContextReader(forward: true, document: document)
    tokenBuffer.reserveCapacity(64)
    updateShift()
    rememberTail()
  }

  /// Replaces the settings, checking names and types against the program.
  public func setSettings(_ settings: KeyboardSettings) throws(SettingsError) {
    settingValues = try Self.resolve(settings, for: program)
    self.settings = settings
  }

  /// Tells the engine the text or selection changed by other means (the host app, a tap in
  /// the text): it forgets flags and the revertable edit, and recomputes the shift state.
  public func documentDidChange() {
    resetState()
    updateShift()
    rememberTail()
  }

  /// Handles one tap at a time in seconds (any epoch; only differences matter).
  public func handle(_ tap: Tap, at time: Double) {
    self.tap = tap
    self.now = time
    beginEvent()
    tracer?(.tap(tap, time: time))
    if tailChanged() { resetState() }

    var tookKey = false
    forEachCandidate { index in
      let rule = program.rules[index]
      guard evaluate(rule) else { return true }
      run(rule)
      tookKey = tookKey || rule.takesKey
      return rule.continues
    }
    if !tookKey {
      tracer?(.plainEffect)
      plainEffect()
    }
    finishEvent()
  }

  /// Reverts the last automatic edit, restoring what was typed; `false` if there is none
  /// or the text before the cursor no longer ends with it.
  @discardableResult
  public func revertLastEdit() -> Bool {
    beginEvent()
    let reverted = performRevert()
    invalidate()
    updateShift()
    rememberTail()
    return reverted
  }

  // MARK: - Event flow

  private func beginEvent() {
    invalidate()
    log = EditLog()
    log.keyText = typedText
    correctionCache = (false, nil)
    for index in flagsSetThisEvent.indices { flagsSetThisEvent[index] = false }
  }

  private func finishEvent() {
    let kind = tap.kind
    lastEventTimes[kind.index] = now
    previousEvent = kind
    if case .moveCursor = tap {
      resetState()
    } else if log.isAutomatic, let ruleID = log.ruleID {
      lastAutomaticEdit = AutomaticEdit(
        typed: log.removed + log.keyText, replacement: log.inserted, ruleID: ruleID)
    } else if log.changedText {
      lastAutomaticEdit = nil
    }
    for index in flagLifetimes.indices
    where !flagsSetThisEvent[index] && flagLifetimes[index] > 0 && flagLifetimes[index] != .max {
      flagLifetimes[index] -= 1
    }
    invalidate()
    updateShift()
    rememberTail()
    tracer?(.done(shifted: isShifted, buffer: nil))
  }

  private func updateShift() {
    isShifted = false
    for index in program.eventRules[EventKind.afterTap.index] {
      let rule = program.rules[index]
      guard evaluate(rule) else { continue }
      run(rule)
      if !rule.continues { break }
    }
  }

  /// Calls `body` with each rule index for the current tap, in order, while it returns true.
  @inline(__always)
  private func forEachCandidate(_ body: (Int) -> Bool) {
    switch tap {
    case .character(let character):
      if let ascii = character.asciiValue, ascii < 128 {
        for index in program.asciiRules[Int(ascii)] where !body(index) { return }
      } else {
        for index in program.characterRules {
          guard case .character(let classIndex) = program.rules[index].trigger,
            program.classes[classIndex].contains(character)
          else { continue }
          if !body(index) { return }
        }
      }
    default:
      for index in program.eventRules[tap.kind.index] where !body(index) { return }
    }
  }

  private func evaluate(_ rule: Rule) -> Bool {
    for condition in rule.conditions where !holds(condition) {
      tracer?(.rule(id: rule.id, outcome: .failed(condition: program.predicateSources[condition])))
      return false
    }
    for escape in rule.escapes where holds(escape) {
      tracer?(.rule(id: rule.id, outcome: .escaped(by: program.predicateSources[escape])))
      return false
    }
    tracer?(.rule(id: rule.id, outcome: .fired))
    return true
  }

  // MARK: - State

  private func resetState() {
    for index in flagLifetimes.indices { flagLifetimes[index] = 0 }
    lastAutomaticEdit = nil
  }

  private func invalidate() {
    before.invalidate()
    after.invalidate()
    tokenValid = false
  }

  private func rememberTail() {
    expectedTail.removeAll(keepingCapacity: true)
    for distance in 0..<8 {
      guard let character = before.character(at: distance) else { break }
      expectedTail.append(character)
    }
  }

  private func tailChanged() -> Bool {
    for distance in 0..<expectedTail.count where before.character(at: distance) != expectedTail[distance] {
      return true
    }
    return expectedTail.count < 8 && before.character(at: expectedTail.count) != nil
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

  // MARK: - Used by conditions and actions

  func setShifted(_ shifted: Bool) { isShifted = shifted }

  func flagIsSet(_ index: Int) -> Bool { flagLifetimes[index] > 0 }

  func setFlag(_ index: Int, lifetime: Int) {
    flagLifetimes[index] = lifetime == 0 ? .max : lifetime
    flagsSetThisEvent[index] = true
  }

  func clearFlag(_ index: Int) { flagLifetimes[index] = 0 }

  func fieldValue(_ key: FieldTraitKey) -> Int { fieldValues[key.index] }

  func setting(_ index: Int) -> SettingValue { settingValues[index] }

  func number(_ operand: Operand) -> Double {
    switch operand {
    case .constant(let value): value
    case .setting(let index): settingValues[index].number
    }
  }

  func secondsSince(_ kind: EventKind) -> Double { now - lastEventTimes[kind.index] }

  func previousEventMatches(_ mask: UInt32) -> Bool {
    guard let previousEvent else { return false }
    return mask & (1 << UInt32(previousEvent.index)) != 0
  }

  var currentTap: Tap { tap }

  /// The token at the cursor (see ``TokenShape``), read from the before-context.
  func token() -> ArraySlice<Character> {
    if !tokenValid {
      tokenValid = true
      tokenBuffer.removeAll(keepingCapacity: true)
      var distance = 0
      while let character = before.character(at: distance), character.isWhitespace, !character.isNewline {
        distance += 1
      }
      while tokenBuffer.count < 256, let character = before.character(at: distance), !character.isWhitespace {
        tokenBuffer.append(character)
        distance += 1
      }
      tokenBuffer.reverse()
      var start = 0
      while start < tokenBuffer.count, Self.openers.contains(tokenBuffer[start]) { start += 1 }
      tokenRange = start..<tokenBuffer.count
    }
    return tokenBuffer[tokenRange]
  }

  private static let openers: Set<Character> = ["(", "[", "{", "\"", "'", "«", "„", "“", "‘", "‚", "‹", "¿", "¡", "»", "›"]

  /// The word being typed: the letters, digits and in-word apostrophes right before the cursor.
  func wordBeforeCursor() -> String {
    var characters: [Character] = []
    var distance = 0
    while characters.count < 128, let character = before.character(at: distance),
      character.isLetter || character.isNumber || Self.isMark(character)
        || ((character == "'" || character == "’") && !characters.isEmpty)
    {
      characters.append(character)
      distance += 1
    }
    while let last = characters.last, last == "'" || last == "’" { characters.removeLast() }
    return String(characters.reversed())
  }

  private static func isMark(_ character: Character) -> Bool {
    CharacterClass.belongs(character, toAnyOf: .word) && !character.isLetter && !character.isNumber
  }

  /// The correction for the word at the cursor, asked once per event.
  func correctionForWord() -> (word: String, correction: String)? {
    let word = wordBeforeCursor()
    guard !word.isEmpty, let autocorrector else { return nil }
    if !correctionCache.valid {
      var textBefore: [Character] = []
      var distance = word.count
      while textBefore.count < 256, let character = before.character(at: distance) {
        textBefore.append(character)
        distance += 1
      }
      let context = AutocorrectionContext(
        textBefore: String(textBefore.reversed()), locale: program.locale.tag)
      correctionCache = (true, autocorrector.correction(for: word, context: context))
    }
    guard let correction = correctionCache.value, correction != word else { return nil }
    let cased = correction.matchingCase(of: word)
    return cased == word ? nil : (word, cased)
  }

  // MARK: - Editing (every edit goes through here)

  func insert(_ text: String, automatic: Bool) {
    guard !text.isEmpty else { return }
    invalidate()
    document.insertText(text)
    log.inserted += text
    log.changedText = true
    if automatic { noteAutomaticEdit() }
  }

  private func noteAutomaticEdit() {
    log.isAutomatic = true
    if log.ruleID == nil { log.ruleID = runningRuleID }
  }

  func deleteBackward(automatic: Bool) {
    let deleted = before.character(at: 0)
    invalidate()
    document.deleteBackward()
    log.changedText = true
    if automatic { noteAutomaticEdit() }
    if !log.inserted.isEmpty {
      log.inserted.removeLast()
    } else if let deleted {
      log.removed = String(deleted) + log.removed
    }
  }

  func moveCursor(by offset: Int) {
    invalidate()
    document.adjustTextPosition(byCharacterOffset: offset)
    log.movedCursor = true
  }

  /// The rule whose actions are running, to name the automatic edit they make.
  func noteRule(_ rule: Rule?) { runningRuleID = rule?.id }

  /// What the tap types by itself: the key as labelled with the shift applied to letters, a
  /// space, a newline in a multi-line field; nothing for the other taps.
  var typedText: String {
    switch tap {
    case .character(let character):
      isShifted && character.isLowercase ? character.uppercased() : String(character)
    case .space: " "
    case .return: field.multiline ? "\n" : ""
    default: ""
    }
  }

  /// The tap's plain effect: the key as labelled, with the shift applied to letters.
  func plainEffect() {
    switch tap {
    case .character, .space:
      insert(typedText, automatic: false)
    case .backspace:
      // What the user "typed" excludes the character the delete key itself removes.
      let removedCount = log.removed.count
      deleteBackward(automatic: false)
      if log.removed.count > removedCount { log.removed.removeFirst() }
    case .return:
      insert(typedText, automatic: false)
    case .accept(let suggestion):
      replaceWord(with: suggestion, automatic: false)
    case .revert:
      _ = performRevert()
    case .moveCursor(let offset):
      moveCursor(by: offset)
    }
  }

  /// Replaces the word before the cursor with `replacement` in the typed case.
  func replaceWord(with replacement: String, automatic: Bool) {
    let word = wordBeforeCursor()
    var cased = replacement.matchingCase(of: word)
    if word.isEmpty, isShifted, let head = replacement.first {
      cased = head.uppercased() + replacement.dropFirst()
    }
    for _ in 0..<word.count { deleteBackward(automatic: automatic) }
    insert(cased, automatic: automatic)
  }

  /// Undoes the last automatic edit if the text before the cursor still ends with it.
  func performRevert() -> Bool {
    guard let edit = lastAutomaticEdit else { return false }
    let replacement = Array(edit.replacement)
    for (offset, character) in replacement.reversed().enumerated()
    where before.character(at: offset) != character {
      lastAutomaticEdit = nil
      return false
    }
    for _ in replacement { deleteBackward(automatic: false) }
    insert(edit.typed, automatic: false)
    lastAutomaticEdit = nil
    log = EditLog()
    log.changedText = true
    log.reverted = true
    return true
  }
}

/// What one event did to the text, so an automatic edit can be recorded with what was typed.
struct EditLog {
  /// Characters deleted that were there before the event, in text order.
  var removed = ""
  /// Characters inserted by the event and still there, in text order.
  var inserted = ""
  /// What the tap's plain effect would have typed.
  var keyText = ""
  var isAutomatic = false
  var changedText = false
  var movedCursor = false
  var reverted = false
  var ruleID: String?
}

/// A setting the program does not know, or a value of the wrong type.
public enum SettingsError: Error, Hashable, Sendable {
  case unknownSetting(String, known: [String])
  case wrongType(String, expected: SettingValue)
  case outOfRange(String, SettingValue)

  public var message: String {
    switch self {
    case .unknownSetting(let name, let known):
      "unknown setting '\(name)'; expected one of \(known.joined(separator: ", "))"
    case .wrongType(let name, let expected):
      switch expected {
      case .bool: "setting '\(name)' takes true or false"
      case .number: "setting '\(name)' takes a number"
      }
    case .outOfRange(let name, let value): "setting '\(name)' cannot be \(value)"
    }
  }
}

extension FieldTraitKey {
  var index: Int { Self.allCases.firstIndex(of: self)! }
}
