import Testing
import TypingRules

struct ReplayTests {
  /// A space within one second of the previous space types `!` instead.
  static func quickSpaceProgram() -> RuleProgram {
    var program = TestProgram()
    let quick = program.predicate(.sinceWithin(.space, .constant(1)), "since: {event: space, within: 1}")
    program.rule("quick-space", on: .space, when: [quick], do: [program.insert("!")])
    let start = try! program.before("^")
    program.rule("shift-start", on: .afterTap, when: [start], do: [.shift(true)])
    return try! program.build()
  }

  static func replay(_ taps: String, gap: Double = 0.2) throws -> Replay {
    var replay = Replay(script: try TapScript(parsing: taps))
    replay.gap = gap
    return replay
  }

  @Test func givesTheBufferAfterEachTapAndTheResult() throws {
    let outcome = try Self.replay("ab c").run(with: .empty())
    #expect(outcome.steps == ["a", "ab", "ab ", "ab c"])
    #expect(outcome.result == "ab c")
    #expect(outcome.cursor == 4)
    #expect(!outcome.shifted)
  }

  @Test func aPauseIsNotAStep() throws {
    let outcome = try Self.replay("a{pause 2}b{pause 1}").run(with: .empty())
    #expect(outcome.steps == ["a", "ab"])
  }

  @Test func anEmptyScriptGivesTheTextAlreadyThere() throws {
    var replay = try Self.replay("")
    replay.before = "Hi "
    replay.after = "there"
    let outcome = try replay.run(with: .empty())
    #expect(outcome.steps.isEmpty)
    #expect(outcome.result == "Hi there")
    #expect(outcome.cursor == 3)
  }

  @Test func theClockStartsAtZeroAndAdvancesByTheGapBeforeEachTap() throws {
    var times: [Double] = []
    let tracer: (TraceEvent) -> Void = { event in
      if case .tap(_, let time) = event { times.append(time) }
    }
    _ = try Self.replay("ab{pause 3.5}c{pause 1}{pause 2} ", gap: 0.5).run(with: .empty(), tracer: tracer)
    #expect(times == [0.5, 1.0, 5.0, 8.5])
  }

  @Test(
    "the gap and pauses decide timing conditions",
    arguments: [
      ("a  ", 0.2, ["A", "A ", "A !"]),
      ("a  ", 1.0, ["A", "A ", "A !"]),
      ("a  ", 1.5, ["A", "A ", "A  "]),
      ("a {pause 0.5} ", 0.2, ["A", "A ", "A !"]),
      ("a {pause 0.9} ", 0.2, ["A", "A ", "A  "]),
      ("a{pause 5}  ", 0.2, ["A", "A ", "A !"]),
    ])
  func timing(taps: String, gap: Double, steps: [String]) throws {
    #expect(try Self.replay(taps, gap: gap).run(with: Self.quickSpaceProgram()).steps == steps)
  }

  @Test func theFieldStartsWithTheTextBeforeAndAfterTheCursor() throws {
    var replay = try Self.replay("x{left 1}")
    replay.before = "ab"
    replay.after = "yz"
    let outcome = try replay.run(with: .empty())
    #expect(outcome.steps == ["abxyz", "abxyz"])
    #expect(outcome.cursor == 2)
  }

  @Test func reportsTheShiftAfterTheLastTap() throws {
    #expect(try Self.replay("").run(with: Self.quickSpaceProgram()).shifted)
    #expect(try !Self.replay("a").run(with: Self.quickSpaceProgram()).shifted)
    #expect(try Self.replay("a{bs}").run(with: Self.quickSpaceProgram()).shifted)
  }

  @Test func theFieldTraitsReachTheEngine() throws {
    var replay = try Self.replay("a{return}b")
    replay.field.multiline = false
    #expect(try replay.run(with: .empty()).result == "ab")
  }

  @Test func theSettingsReachTheEngine() throws {
    var builder = ProgramBuilder(locale: LocaleData(tag: "test"))
    builder.declareStandardSettings()
    let index = try #require(builder.settingIndex(named: "period-shortcut"))
    let off = builder.add(.setting(index, .bool(false)), source: "setting: {period-shortcut: false}")
    builder.append(
      Rule(
        id: "off", summary: "", trigger: .event(.space), conditions: [off], escapes: [], actions: [.swallow],
        continues: false, location: nil))
    var replay = try Self.replay("a b")
    #expect(try replay.run(with: builder.build()).result == "a b")
    replay.settings.set("period-shortcut", to: .bool(false))
    #expect(try replay.run(with: builder.build()).result == "ab")
  }

  @Test func badSettingsAreAnError() throws {
    var replay = try Self.replay("a")
    replay.settings.set("period-shortcut", to: .number(2))
    #expect(throws: SettingsError.wrongType("period-shortcut", expected: .bool(true))) {
      try replay.run(with: .standard())
    }
  }

  @Test func theAutocorrectorReachesTheEngine() throws {
    var program = TestProgram()
    program.rule("autocorrect", on: .space, do: [.correctWord, .key])
    var replay = try Self.replay("teh ")
    #expect(try replay.run(with: program.build()).result == "teh ")
    replay.autocorrector = SubstitutionTable(["teh": "the"])
    #expect(try replay.run(with: program.build()).result == "the ")
  }

  @Test func theContextLimitReachesTheDocument() throws {
    var program = TestProgram()
    let atStart = try program.before("^\\w+")
    program.rule("start", on: .space, when: [atStart], do: [program.insert("!")])
    var replay = try Self.replay(" ")
    replay.before = "one two"
    #expect(try replay.run(with: program.build()).result == "one two ")
    replay.contextLimit = 3
    #expect(try replay.run(with: program.build()).result == "one two!")
  }

  @Test func eachRunStartsFresh() throws {
    let replay = try Self.replay("a ")
    let program = Self.quickSpaceProgram()
    let first = try replay.run(with: program)
    let second = try replay.run(with: program)
    #expect(first == second)
    #expect(first.steps == ["A", "A "])
  }

  @Test func defaults() throws {
    let replay = Replay(script: TapScript(steps: []))
    #expect(replay.gap == 0.2)
    #expect(replay.before == "")
    #expect(replay.after == "")
    #expect(replay.field == FieldTraits())
    #expect(replay.settings == KeyboardSettings())
    #expect(replay.autocorrector == nil)
    #expect(replay.contextLimit == nil)
  }
}
