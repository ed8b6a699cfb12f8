import TypingRules
import TypingRulesYAML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state of a `typingrules play` session: one field typed through the engine key by
/// key with real timestamps, what the last key did, the menus that toggle field traits and
/// settings, and the recording. Terminal input and drawing live in ``PlayCommand``,
/// ``Terminal`` and ``PlayScreen``; this type only turns keys into taps and state.
final class PlaySession {
  /// What the keys do at the moment.
  enum Mode: Equatable {
    case typing
    /// Digits toggle field traits.
    case field
    /// Digits and letters toggle settings.
    case settings
    /// Typing a number for a setting.
    case number(setting: String, text: String)
  }

  let rules: PlayRules
  private(set) var program: RuleProgram
  private(set) var corrections: SubstitutionTable
  /// The dictionary corrector (`--corrector dictionary`): it corrects and suggests instead
  /// of the table.
  let dictionary: DictionaryCorrector?
  /// The `--correction` entries, over the pack's table.
  let extraCorrections: [String: String]
  private(set) var field: FieldTraits
  private(set) var settings: KeyboardSettings
  let document: InMemoryDocument
  private(set) var engine: TypingEngine
  private(set) var mode = Mode.typing
  /// The session as a catalog, when it is recorded (`--record`).
  private(set) var recording: PlayRecording?
  private(set) var ended = false

  /// The last tap, its engine time and the seconds since the tap before it.
  private(set) var lastTap: Tap?
  private(set) var lastTapTime = 0.0
  private(set) var lastTapGap: Double?
  /// The trace of the last tap.
  private(set) var lastTrace: [TraceEvent] = []
  /// A note for the status line (what happened outside typing).
  private(set) var notice = ""
  /// The located errors of rules that failed to load; the session keeps the last good ones.
  private(set) var rulesError: String?
  /// The bar item the user highlighted with Shift-Tab since the last tap, if any.
  private(set) var suggestionIndex: Int?

  /// The session's clock: real milliseconds since the session began; the engine's clock,
  /// which restarts at 0 for each recorded case and advances exactly as a replay's does.
  private let startNanoseconds: UInt64
  private var lastTapMilliseconds = 0
  private var engineClock = 0.0
  private var filesStamp: [PlayRules.FileStamp]

  init(
    rules: PlayRules, loaded: PlayRules.Loaded, field: FieldTraits, settings: KeyboardSettings,
    corrections: [String: String], before: String, after: String, records: Bool,
    dictionary: DictionaryCorrector? = nil
  ) throws(SettingsError) {
    self.dictionary = dictionary
    recording = records ? PlayRecording() : nil
    self.rules = rules
    program = loaded.program
    extraCorrections = corrections
    self.field = field
    self.settings = settings
    document = InMemoryDocument(before: before, after: after)
    var table = loaded.corrections
    table.merge(SubstitutionTable(corrections))
    self.corrections = table
    engine = try TypingEngine(
      program: loaded.program, document: document, field: field, settings: settings,
      autocorrector: Self.autocorrector(dictionary, table))
    startNanoseconds = Self.now()
    filesStamp = rules.stamp()
    beginSegment()
  }

  // MARK: - Keys

  /// Handles one key.
  func handle(_ key: TerminalKey) {
    switch mode {
    case .typing: typing(key)
    case .field: fieldMenu(key)
    case .settings: settingsMenu(key)
    case .number(let name, let text): numberEntry(key, name: name, text: text)
    }
  }

  private func typing(_ key: TerminalKey) {
    switch key {
    case .text(" "): tap(.space)
    case .text(let character): tap(.character(character))
    case .enter: tap(.return)
    case .backspace: tap(.backspace)
    case .left: tap(.moveCursor(-1))
    case .right: tap(.moveCursor(1))
    case .home: if document.cursorOffset > 0 { tap(.moveCursor(-document.cursorOffset)) }
    case .end:
      let after = document.textAfterCursor.count
      if after > 0 { tap(.moveCursor(after)) }
    case .tab:
      let bar = self.bar
      if let index = highlightedItem(of: bar) { tap(bar.items[index].tap) }
    case .backTab:
      let bar = self.bar
      if let index = highlightedItem(of: bar) { suggestionIndex = (index + 1) % bar.items.count }
    case .control("r"): if engine.lastAutomaticEdit != nil { tap(.revert) }
    case .control("f"): mode = .field
    case .control("s"): mode = .settings
    case .control("c"), .control("d"): ended = true
    default: break
    }
  }

  private func fieldMenu(_ key: TerminalKey) {
    let keys = FieldTraitKey.allCases
    if case .text(let character) = key, let digit = character.wholeNumberValue,
      (1...keys.count).contains(digit)
    {
      let trait = keys[digit - 1]
      let values = trait.values
      let next = values[(field.valueIndex(of: trait) + 1) % values.count]
      var changed = field
      try? changed.set(trait, to: next)
      restart(field: changed, settings: settings, reason: "\(trait.rawValue) = \(next)")
      return
    }
    leaveMenu(key)
  }

  /// The keys that pick settings in the settings menu: 1-9, then a-z.
  static let settingKeys = Array("123456789abcdefghijklmnopqrstuvwxyz")

  private func settingsMenu(_ key: TerminalKey) {
    if case .text(let character) = key, let index = Self.settingKeys.firstIndex(of: character),
      index < program.settings.count
    {
      let definition = program.settings[index]
      switch value(of: definition) {
      case .bool(let on):
        var changed = settings
        changed.set(definition.name, to: .bool(!on))
        restart(field: field, settings: changed, reason: "\(definition.name) = \(!on)")
      case .number:
        mode = .number(setting: definition.name, text: "")
      }
      return
    }
    leaveMenu(key)
  }

  private func numberEntry(_ key: TerminalKey, name: String, text: String) {
    switch key {
    case .text(let character) where character.isNumber || character == ".":
      mode = .number(setting: name, text: text + String(character))
    case .backspace:
      mode = .number(setting: name, text: String(text.dropLast()))
    case .enter:
      guard let number = Double(text), number.isFinite, number >= 0 else {
        notice = "'\(text)' is not a number of seconds"
        return
      }
      var changed = settings
      changed.set(name, to: .number(number))
      mode = .settings
      restart(field: field, settings: changed, reason: "\(name) = \(number.compactText)")
    case .escape, .control("c"), .control("d"):
      mode = .settings
    default: break
    }
  }

  private func leaveMenu(_ key: TerminalKey) {
    switch key {
    case .escape, .enter, .control("f"), .control("s"): mode = .typing
    case .control("c"), .control("d"): ended = true
    default: break
    }
  }

  /// A setting's value now: set explicitly, or the program's default.
  func value(of definition: SettingDefinition) -> SettingValue {
    settings.values[definition.name] ?? definition.defaultValue
  }

  // MARK: - Taps

  private func tap(_ tap: Tap) {
    let nowMilliseconds = Int((Double(Self.now() - startNanoseconds) / 1e6).rounded())
    // A {pause} holds at most a day.
    let pause = min(86_400_000, max(0, nowMilliseconds - lastTapMilliseconds))
    lastTapGap = lastTap == nil ? nil : PlayRecording.seconds(pause)
    lastTapMilliseconds = nowMilliseconds
    engineClock += PlayRecording.seconds(pause)
    var trace: [TraceEvent] = []
    engine.tracer = { trace.append($0) }
    engine.handle(tap, at: engineClock)
    engine.tracer = nil
    lastTrace = trace
    lastTap = tap
    lastTapTime = engineClock
    suggestionIndex = nil
    notice = ""
    recording?.record(tap, afterMilliseconds: pause, buffer: document.text)
  }

  /// The suggestion bar, as the engine works it out for a keyboard.
  var bar: SuggestionBar { engine.suggestionBar() }

  /// The item Tab accepts: the one the user highlighted with Shift-Tab, else the correction
  /// (as the system keyboard highlights it), else the first.
  func highlightedItem(of bar: SuggestionBar) -> Int? {
    guard !bar.items.isEmpty else { return nil }
    if let chosen = suggestionIndex { return min(chosen, bar.items.count - 1) }
    return bar.items.firstIndex { $0.kind == .correction } ?? 0
  }

  /// The dictionary corrector if the session has one, else the table.
  private static func autocorrector(_ dictionary: DictionaryCorrector?, _ table: SubstitutionTable)
    -> any Autocorrector
  {
    if let dictionary { return dictionary }
    return table
  }

  // MARK: - Restarts and reloads

  /// A fresh engine on the same document (a new recorded case) with other traits, settings
  /// or program; refused, with the reason shown, if the program does not take the settings.
  private func restart(
    field newField: FieldTraits, settings newSettings: KeyboardSettings, reason: String,
    program newProgram: RuleProgram? = nil, corrections newCorrections: SubstitutionTable? = nil
  ) {
    let program = newProgram ?? self.program
    let table = newCorrections ?? corrections
    do {
      engine = try TypingEngine(
        program: program, document: document, field: newField, settings: newSettings,
        autocorrector: Self.autocorrector(dictionary, table))
    } catch {
      notice = "not changed: \(error.message)"
      return
    }
    self.program = program
    corrections = table
    field = newField
    settings = newSettings
    lastTrace = []
    lastTap = nil
    lastTapGap = nil
    notice = "\(reason): a fresh engine (the revert offer and timings start over)"
    beginSegment()
  }

  private func beginSegment() {
    engineClock = 0
    lastTapMilliseconds = Int((Double(Self.now() - startNanoseconds) / 1e6).rounded())
    recording?.begin(
      PlayRecording.Segment(
        locale: rules.locale, profile: rules.profile, field: field, settings: settings,
        corrections: extraCorrections, dictionary: dictionary != nil,
        before: document.textBeforeCursor, after: document.textAfterCursor))
  }

  /// Reloads the rules if their files changed; `true` if anything is to be redrawn.
  func reloadIfChanged() -> Bool {
    let stamp = rules.stamp()
    guard stamp != filesStamp else { return false }
    filesStamp = stamp
    switch rules.load() {
    case .failure(let error):
      rulesError = error.rendered
      notice = "the rules did not load; still typing with the last good rules"
    case .success(let loaded):
      var table = loaded.corrections
      table.merge(SubstitutionTable(extraCorrections))
      restart(
        field: field, settings: settings, reason: "rules reloaded", program: loaded.program,
        corrections: table)
      // The new program may not know a setting the session has set.
      rulesError = engine.program === loaded.program ? nil : notice
    }
    return true
  }

  /// Monotonic nanoseconds.
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
