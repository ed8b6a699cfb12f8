public import TypingRules

/// Runs cases (catalog cases and rule examples) against compiled packs and compares the
/// buffers with what the case expects.
public struct CaseRunner {
  /// Loads packs by locale tag.
  public let library: PackLibrary
  /// The locale when neither the case nor the defaults give one.
  public var defaultLocale = "en"

  /// Where a case's pack comes from: by default compiled from the library's YAML; a test of
  /// the compiled form swaps in packs read back from their serialized bytes.
  public var packForLocale: (String, SourceLocation?) throws(DiagnosticsError) -> CompiledPack

  public init(library: PackLibrary) {
    self.library = library
    self.packForLocale = { tag, location throws(DiagnosticsError) in
      try library.load(locale: tag, requestedAt: location)
    }
  }

  /// The outcome of one case.
  public struct Result: Sendable {
    public var source: CaseSource
    public var outcome: Replay.Outcome?
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
    public var location: SourceLocation
    public var what: String
  }

  /// Runs a case with `defaults` under it; `pack` forces the pack (rule examples).
  public func run(
    _ source: CaseSource, defaults: CaseOptions = CaseOptions(), pack: CompiledPack? = nil,
    tracer: ((TraceEvent) -> Void)? = nil
  ) -> Result {
    let options = defaults.overlaid(with: source.options)
    let compiled: CompiledPack
    if let pack, source.options.locale == nil {
      compiled = pack
    } else {
      do {
        compiled = try packForLocale(
          options.locale ?? defaultLocale, options.localeLocation ?? source.location)
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
    var table = compiled.corrections
    table.merge(SubstitutionTable(options.corrections))
    replay.autocorrector = table
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
    if let cursor = source.cursor, cursor != outcome.cursor {
      return Failure(
        tapIndex: nil, expected: String(cursor), actual: String(outcome.cursor),
        location: source.location, what: "cursor")
    }
    return nil
  }
}
