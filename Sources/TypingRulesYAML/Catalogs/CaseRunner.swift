public import TypingRules

/// Runs cases (catalog cases and rule examples) against compiled packs and compares the
/// buffers with what the case expects.
public struct CaseRunner {
  /// Loads packs by locale tag.
  public let library: PackLibrary
  /// The locale when neither the case nor the defaults give one.
  public var defaultLocale = "en"
  /// The profile when neither the case, the defaults nor the pack a rule example runs in
  /// give one.
  public var defaultProfile = PackLibrary.defaultProfile
  /// How the engine evaluates the rules (``EvaluationMode/reference`` for `--reference`).
  public var mode = EvaluationMode.production

  /// What a case asks for: a locale tag (or a pack by name, for a rule example that names
  /// only a profile), a profile, and where the case says so.
  public struct PackRequest: Sendable {
    public var locale: String
    /// `locale` is a pack name (`base`, `en`), not a tag to resolve.
    public var isPackName: Bool
    public var profile: String
    package var location: SourceLocation?
  }

  /// Where a case's pack comes from: by default compiled from the library's YAML; a test of
  /// the compiled form swaps in packs read back from their serialized bytes.
  public var packFor: (PackRequest) throws(DiagnosticsError) -> CompiledPack
  /// Why a profile a case names is unknown, or nil if it is known (by default, the
  /// library's profiles; a compiled file has its own).
  public var unknownProfile: (String) -> String?
  /// The dictionary corrector for a case's program (its locale, `program.locale.tag`; its
  /// corrector settings, `DictionaryCorrector.Settings(for: program)`), for cases that say
  /// `corrector: dictionary` (and for every case when ``defaultCorrector`` is `dictionary`);
  /// `nil`, the default: none is available, and such a case is an error.
  public var dictionaryFor: (RuleProgram) -> (any Autocorrector)? = { _ in nil }
  /// The corrector of a case that names none: `table` (default) or `dictionary`.
  public var defaultCorrector = "table"

  public init(library: PackLibrary) {
    self.library = library
    self.unknownProfile = { library.hasProfile($0) ? nil : library.unknownProfileMessage($0) }
    self.packFor = { request throws(DiagnosticsError) in
      if request.isPackName { return try library.load(pack: request.locale, profile: request.profile) }
      return try library.load(locale: request.locale, profile: request.profile, requestedAt: request.location)
    }
  }

  /// The outcome of one case.
  public struct Result: Sendable {
    public var source: CaseSource
    package var outcome: Replay.Outcome?
    /// The first mismatch, if any.
    public var failure: Failure?
    /// A case that could not run (unknown locale, bad settings), as a located diagnostic.
    public var error: Diagnostic?

    public var passed: Bool { failure == nil && error == nil }
  }

  /// Where a case first differs from what it expects.
  public struct Failure: Sendable {
    /// 0-based index of the tap after which the buffer first differs; `nil` for the final
    /// result or the cursor.
    public var tapIndex: Int?
    public var expected: String
    public var actual: String
    package var location: SourceLocation
    public var what: String
  }

  /// Runs a case with `defaults` under it; `pack` is the pack a rule example runs in (an
  /// example that names its own locale or profile runs in that one instead, with the
  /// pack's profile or locale for the other).
  public func run(
    _ source: CaseSource, defaults: CaseOptions = CaseOptions(), pack: CompiledPack? = nil,
    tracer: ((TraceEvent) -> Void)? = nil
  ) -> Result {
    let options = defaults.overlaid(with: source.options)
    let compiled: CompiledPack
    if let pack, source.options.locale == nil,
      source.options.profile == nil || source.options.profile == pack.profile ?? defaultProfile
    {
      compiled = pack
    } else {
      let profile = options.profile ?? pack?.profile ?? defaultProfile
      if let message = unknownProfile(profile) {
        return Result(
          source: source,
          error: Diagnostic(
            .error, at: options.profileLocation ?? source.location, message, check: "unknown-profile"))
      }
      let request = PackRequest(
        locale: options.locale ?? pack?.name ?? defaultLocale,
        isPackName: options.locale == nil && pack != nil,
        profile: profile, location: options.localeLocation ?? source.location)
      do {
        compiled = try packFor(request)
      } catch {
        return Result(source: source, error: error.diagnostics.first)
      }
    }
    var replay = Replay(script: source.script)
    replay.before = source.before
    replay.after = source.after
    replay.field = options.fieldTraits
    replay.settings = options.keyboardSettings
    replay.gap = options.gap ?? 0.2
    replay.mode = mode
    if source.bar != nil || source.pendingCorrection != nil { replay.suggestionBarLimit = 3 }
    var table = compiled.corrections
    table.merge(SubstitutionTable(options.corrections))
    replay.autocorrector = table
    if (options.corrector ?? defaultCorrector) == "dictionary" {
      let tag = compiled.program.locale.tag
      guard let corrector = dictionaryFor(compiled.program) else {
        return Result(
          source: source,
          error: Diagnostic(
            .error, at: options.correctorLocation ?? source.location,
            "no compiled dictionary for locale '\(tag)' (build it with Scripts/build-dictionaries)",
            check: "missing-dictionary"))
      }
      replay.autocorrector = corrector
    }
    let outcome: Replay.Outcome
    do {
      outcome = try replay.run(with: compiled.program, tracer: tracer)
    } catch {
      var name = ""
      switch error {
      case .unknownSetting(let bad, _), .wrongType(let bad, _), .outOfRange(let bad, _): name = bad
      }
      let location = options.settings.last { $0.name == name }?.location ?? source.location
      return Result(
        source: source, error: Diagnostic(.error, at: location, error.message, check: "unknown-setting"))
    }
    return Result(source: source, outcome: outcome, failure: Self.compare(source, outcome))
  }

  /// A bar's items as a catalog writes them: `[Teh, The]`.
  static func listed(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

  static func compare(_ source: CaseSource, _ outcome: Replay.Outcome) -> Failure? {
    if let steps = source.steps {
      for (index, expected) in steps.enumerated() where index < outcome.steps.count {
        if outcome.steps[index] != expected {
          return Failure(
            tapIndex: index, expected: expected, actual: outcome.steps[index],
            location: source.stepsLocation ?? source.location, what: "step \(index + 1)")
        }
      }
      if steps.count != outcome.steps.count {
        return Failure(
          tapIndex: nil, expected: "\(steps.count) steps", actual: "\(outcome.steps.count) taps",
          location: source.stepsLocation ?? source.location, what: "steps")
      }
    }
    if let result = source.result, result != outcome.result {
      return Failure(
        tapIndex: nil, expected: result, actual: outcome.result,
        location: source.resultLocation ?? source.location, what: "result")
    }
    if let shifts = source.shifts {
      for (index, expected) in shifts.enumerated() where index < outcome.states.count {
        if outcome.states[index].shiftState != expected {
          return Failure(
            tapIndex: index, expected: expected.rawValue, actual: outcome.states[index].shiftState.rawValue,
            location: source.shiftsLocation ?? source.location, what: "shift state after tap \(index + 1)")
        }
      }
    }
    if let shift = source.shift, shift != outcome.shiftState {
      return Failure(
        tapIndex: nil, expected: shift.rawValue, actual: outcome.shiftState.rawValue,
        location: source.shiftLocation ?? source.location, what: "shift state")
    }
    if let bar = source.bar {
      let shown = outcome.suggestionBar.items.map(\.text)
      if shown != bar {
        return Failure(
          tapIndex: nil, expected: Self.listed(bar), actual: Self.listed(shown),
          location: source.barLocation ?? source.location, what: "suggestion bar")
      }
    }
    if let pending = source.pendingCorrection, pending != (outcome.suggestionBar.correction ?? "") {
      return Failure(
        tapIndex: nil, expected: pending, actual: outcome.suggestionBar.correction ?? "",
        location: source.pendingCorrectionLocation ?? source.location, what: "pending correction")
    }
    if let cursor = source.cursor, cursor != outcome.cursor {
      return Failure(
        tapIndex: nil, expected: String(cursor), actual: String(outcome.cursor),
        location: source.location, what: "cursor")
    }
    return nil
  }
}
