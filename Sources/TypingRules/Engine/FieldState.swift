/// The per-field state the rules read and write: the field's traits and the settings (with
/// their values as the conditions index them), the flags and when they expire, when each
/// kind of event last happened, which came last, the current event's time, and the shift
/// state (the rules' automatic shift and the user's own choice).
struct FieldState {
  private(set) var field: FieldTraits
  private(set) var settings: KeyboardSettings
  private var fieldValues: [Int]
  private var settingValues: [SettingValue]
  /// The last event number during which each flag is set (0: not set; `.max`: until cleared).
  private var flagExpiry: [Int]
  private var eventNumber = 0
  private var lastEventTimes: [Double]
  private var previousEvent: EventKind?
  /// The current event's time.
  var now: Double = 0

  /// What the `after-tap` rules decided (the `shift` action): the automatic shift.
  var automaticShift = false
  /// What the user chose with the shift key (the `user-shift` action); it wins over
  /// ``automaticShift``.
  var userShift = UserShift.none

  init(field: FieldTraits, settings: KeyboardSettings, program: RuleProgram) throws(SettingsError) {
    self.field = field
    self.fieldValues = Self.values(of: field)
    self.settings = settings
    self.settingValues = try Self.resolve(settings, for: program)
    self.flagExpiry = Array(repeating: 0, count: program.code.flags.count)
    self.lastEventTimes = Array(repeating: -.infinity, count: EventKind.count)
  }

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

  /// Sets the field's traits; whether they differ from the ones before.
  mutating func setField(_ field: FieldTraits) -> Bool {
    guard field != self.field else { return false }
    self.field = field
    fieldValues = Self.values(of: field)
    return true
  }

  mutating func setSettings(_ settings: KeyboardSettings, for program: RuleProgram) throws(SettingsError) {
    settingValues = try Self.resolve(settings, for: program)
    self.settings = settings
  }

  /// Starts an event at `time`.
  @inline(__always)
  mutating func begin(at time: Double) {
    now = time
    eventNumber += 1
  }

  /// Ends an event of this kind: remembers when it happened and that it came last; the
  /// user's shift (or unshift) for one tap has been used by this one.
  mutating func finish(_ tap: Tap) {
    if userShift == .on || userShift == .off, tap != .shift { userShift = .none }
    let kind = tap.kind
    lastEventTimes[kind.index] = now
    previousEvent = kind
  }

  /// Forgets when events happened and which came last.
  mutating func forgetEventHistory() {
    for index in lastEventTimes.indices { lastEventTimes[index] = -.infinity }
    previousEvent = nil
  }

  /// Clears every flag.
  mutating func clearFlags() {
    for index in flagExpiry.indices { flagExpiry[index] = 0 }
  }

  func flagIsSet(_ index: Int) -> Bool { flagExpiry[index] >= eventNumber }

  mutating func setFlag(_ index: Int, lifetime: Int) {
    flagExpiry[index] = lifetime == 0 ? .max : eventNumber + lifetime
  }

  mutating func clearFlag(_ index: Int) { flagExpiry[index] = 0 }

  func fieldValue(at index: Int) -> Int { fieldValues[index] }

  func setting(_ index: Int) -> SettingValue { settingValues[index] }

  func secondsSince(_ kind: Int) -> Double { now - lastEventTimes[kind] }

  func previousEventMatches(_ mask: UInt32) -> Bool {
    guard let previousEvent else { return false }
    return mask & (1 << UInt32(previousEvent.index)) != 0
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
}
