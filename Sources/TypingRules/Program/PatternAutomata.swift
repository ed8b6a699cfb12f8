/// The program's patterns compiled for the question a `before:` or `after:` condition asks:
/// is there a match at the anchor? Each pattern becomes a small automaton run with bit
/// operations ("bit-parallel" matching, as in the Shift-And family of string matchers), so
/// a condition reads each character at most once, with no recursion and no backtracking;
/// the backtracking matcher (`ProgramTables+Matching.swift`) stays for actions, which need
/// the length of the preferred match.
///
/// **Positions.** A pattern's items are laid out as positions that each take one character,
/// outward from the anchor: an item `{min,max}` is `min` required positions followed by
/// `max - min` optional ones, or, when that would not fit, by one *looping* position (which
/// may take any number of characters). A state is a set of positions (bit `j`: the next
/// character may be taken by position `j`), plus bit `n`, "the whole pattern matched".
/// Taking a character keeps the positions whose class holds it, moves each on by one (a
/// looping position also stays), then adds what follows optional and looping positions.
///
/// **Exactness.** A looping position stands for a bounded run (`*` takes at most
/// ``ProgramLimits/maxRun`` characters). While fewer characters than the smallest such bound
/// have been read, no run can have exceeded it and the automaton's answer is exact; a match
/// that reads farther is left undecided (`nil`) and the caller asks the backtracking
/// matcher. A pattern of more positions than a state holds is never compiled.
///
/// **Runs.** When the state is exactly "a looping position and what may follow it" and the
/// next characters belong to that position's class alone, the state cannot change: such a
/// run is skipped with the subject's `asciiRun` (the quote patterns' long scans back).
///
/// The tables are immutable after they are built and are shared by every engine of the
/// program, so a condition's evaluation touches no reference count.
final class PatternAutomata: @unchecked Sendable {
  /// One pattern's automaton.
  struct Automaton {
    /// The state before any character is read.
    var start: UInt64
    /// The bit meaning "the whole pattern matched".
    var accept: UInt64
    /// Positions that may be passed over without taking a character.
    var optional: UInt64
    /// Positions that stay after taking a character.
    var looping: UInt64
    /// The pattern's distinct classes with the positions each is tested at (in `tests`).
    var tests: ProgramTables.Span
    /// The skippable runs (in `runs`).
    var runs: ProgramTables.Span
    /// How many characters may be read before a looping position could exceed its bound
    /// unnoticed (the answer is then left undecided).
    var exactReach: Int32
    /// The one looping position of a pattern whose positions before it are all required
    /// (0 if none): its run starts at a known distance, so from ``loopEnd`` on it is full and
    /// takes nothing more, which keeps the answer exact at any distance.
    var boundedLoop: UInt64
    /// The distance at which ``boundedLoop``'s run is full.
    var loopEnd: Int32
    /// Whether the match must end at the edge of the text.
    var anchored: Bool
    /// Whether the pattern was compiled; if not, every question is left undecided.
    var compiled: Bool
  }

  /// A class (by index in the program's pool) and the positions whose class it is.
  struct ClassTest {
    var characterClass: Int32
    var positions: UInt64
    var ascii: ProgramTables.ASCIISet
    /// The class's bit among the tracked classes (`ProgramTables.trackedClasses`), 0 if
    /// it is not one: a character outside ASCII is then tested by its membership bits.
    var trackedBit: UInt64
  }

  /// A state that a run of characters of `set` leaves unchanged.
  struct Run {
    var state: UInt64
    var set: ProgramTables.ASCIISet
  }

  /// The most positions a state holds (one bit is "matched").
  static let maxPositions = 63

  private let automata: UnsafeMutableBufferPointer<Automaton>
  private let tests: UnsafeMutableBufferPointer<ClassTest>
  private let runs: UnsafeMutableBufferPointer<Run>
  /// The program's classes, for characters outside ASCII.
  private let classes: [CharacterClass]
  /// The tracked classes (`ProgramTables.trackedClasses`).
  private let trackedClasses: [Int32]

  /// No patterns (tables not yet derived).
  convenience init() {
    self.init(automata: [], tests: [], runs: [], classes: [], trackedClasses: [])
  }

  /// Compiles every pattern of verified tables (with their ASCII sets derived).
  convenience init(_ tables: ProgramTables) {
    var automata: [Automaton] = []
    var tests: [ClassTest] = []
    var runs: [Run] = []
    automata.reserveCapacity(tables.patterns.count)
    for pattern in tables.patterns {
      automata.append(Self.compile(pattern, of: tables, tests: &tests, runs: &runs))
    }
    self.init(
      automata: automata, tests: tests, runs: runs, classes: tables.classes,
      trackedClasses: tables.trackedClasses)
  }

  private init(
    automata: [Automaton], tests: [ClassTest], runs: [Run], classes: [CharacterClass], trackedClasses: [Int32]
  ) {
    self.automata = Self.buffer(automata)
    self.tests = Self.buffer(tests)
    self.runs = Self.buffer(runs)
    self.classes = classes
    self.trackedClasses = trackedClasses
  }

  deinit {
    automata.deallocate()
    tests.deallocate()
    runs.deallocate()
  }

  private static func buffer<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, elements.count))
    _ = buffer.initialize(from: elements)
    return buffer
  }

  // MARK: - Building

  private static func compile(
    _ pattern: ProgramTables.PatternEntry, of tables: ProgramTables, tests: inout [ClassTest],
    runs: inout [Run]
  ) -> Automaton {
    let none = Automaton(
      start: 0, accept: 0, optional: 0, looping: 0, tests: .empty, runs: .empty, exactReach: 0,
      boundedLoop: 0,
      loopEnd: 0, anchored: pattern.anchored, compiled: false)
    let layout = Self.layout(pattern, of: tables)
    guard layout.complete else { return none }
    let classOf = layout.classOf
    let optional = layout.optional
    let looping = layout.looping
    var exactReach = layout.runs.map(\.extra).min() ?? .max
    var boundedLoop: UInt64 = 0
    var loopEnd = Int32.max
    if layout.runs.count == 1, let run = layout.runs.first, optional & ((1 << UInt64(run.position)) - 1) == 0
    {
      // One run, every position before it required: it starts at a known distance.
      boundedLoop = 1 << UInt64(run.position)
      loopEnd = Int32(run.position) + run.extra
      exactReach = .max
    }
    let count = classOf.count
    let accept: UInt64 = 1 << UInt64(count)
    // One test per distinct class.
    let testStart = Int32(tests.count)
    for (position, characterClass) in classOf.enumerated() {
      if let index = tests[Int(testStart)...].firstIndex(where: { $0.characterClass == characterClass }) {
        tests[index].positions |= 1 << UInt64(position)
      } else {
        tests.append(
          ClassTest(
            characterClass: characterClass, positions: 1 << UInt64(position),
            ascii: tables.asciiSets[Int(characterClass)],
            trackedBit: tables.trackedBit(ofClass: characterClass) ?? 0))
      }
    }
    // The runs: for each looping position, the state "it and what may follow it", and the
    // ASCII characters that only it takes there.
    let runStart = Int32(runs.count)
    for position in 0..<count where looping & (1 << UInt64(position)) != 0 {
      let state = closure(1 << UInt64(position), optional: optional)
      var set = tables.asciiSets[Int(classOf[position])]
      for other in 0..<count where other != position && state & (1 << UInt64(other)) != 0 {
        let excluded = tables.asciiSets[Int(classOf[other])]
        set.low &= ~excluded.low
        set.high &= ~excluded.high
      }
      if set.low | set.high != 0 { runs.append(Run(state: state, set: set)) }
    }
    return Automaton(
      start: closure(1, optional: optional), accept: accept, optional: optional, looping: looping,
      tests: ProgramTables.Span(start: testStart, count: Int32(tests.count) - testStart),
      runs: ProgramTables.Span(start: runStart, count: Int32(runs.count) - runStart),
      exactReach: exactReach, boundedLoop: boundedLoop, loopEnd: loopEnd, anchored: pattern.anchored,
      compiled: true)
  }

  /// A pattern laid out as positions that take one character each, outward from the
  /// anchor: an item `{min,max}` is `min` required positions, then `max - min` optional ones
  /// (when at most 8) or one looping position (a run, which may also be passed over).
  struct Layout {
    /// Each position's class (by index in the program's pool).
    var classOf: [Int32] = []
    /// Positions that may be passed over.
    var optional: UInt64 = 0
    /// Positions that stay after taking a character.
    var looping: UInt64 = 0
    /// The looping positions, with the most characters each run may take.
    var runs: [(position: Int, extra: Int32)] = []
    /// Whether every item was laid out; `false` when the pattern needs more positions than
    /// a state holds (the layout stops before the item that does not fit).
    var complete = true
  }

  /// Lays out a pattern (see ``Layout``); the engine's guards read the same layout.
  static func layout(_ pattern: ProgramTables.PatternEntry, of tables: ProgramTables) -> Layout {
    var layout = Layout()
    for position in pattern.items.range {
      let item = tables.patternItems[position]
      let extra = Int(item.max - item.min)
      let count = layout.classOf.count
      let expands = count + Int(item.min) + extra <= maxPositions && extra <= 8
      guard count + Int(item.min) + (extra == 0 ? 0 : expands ? extra : 1) <= maxPositions else {
        layout.complete = false
        return layout
      }
      for _ in 0..<item.min { layout.classOf.append(item.characterClass) }
      if extra == 0 { continue }
      if expands {
        for _ in 0..<extra {
          layout.optional |= 1 << UInt64(layout.classOf.count)
          layout.classOf.append(item.characterClass)
        }
      } else {
        layout.runs.append((layout.classOf.count, Int32(extra)))
        layout.optional |= 1 << UInt64(layout.classOf.count)
        layout.looping |= 1 << UInt64(layout.classOf.count)
        layout.classOf.append(item.characterClass)
      }
    }
    return layout
  }

  /// The state with every position reachable by passing over optional positions added.
  ///
  /// In one addition: within a run of optional positions, adding the state's bits there to
  /// the run carries from the lowest of them to the position after the run; the bits that
  /// changed are that span (less any other set bits in it, which the state has anyway).
  /// Runs are separated by a required position, whose zero bit absorbs the carry.
  @inline(__always)
  static func closure(_ state: UInt64, optional: UInt64) -> UInt64 {
    state | ((optional &+ (state & optional)) ^ optional)
  }

  // MARK: - Matching

  /// Whether a pattern (by index) matches the subject at its anchor; `nil` when this
  /// automaton cannot tell exactly (ask the backtracking matcher).
  func matches<Subject: PatternSubject>(_ pattern: Int32, _ subject: inout Subject) -> Bool? {
    let automaton = UnsafePointer(automata.baseAddress! + Int(pattern))
    guard automaton.pointee.compiled else { return nil }
    let accept = automaton.pointee.accept
    let anchored = automaton.pointee.anchored
    let optional = automaton.pointee.optional
    let looping = automaton.pointee.looping
    let testRange = automaton.pointee.tests.range
    let runRange = automaton.pointee.runs.range
    let exactReach = Int(automaton.pointee.exactReach)
    // The first distance where something must be done about runs: the answer would no
    // longer be exact, or the bounded loop is full.
    let reach = min(exactReach, Int(automaton.pointee.loopEnd))
    var state = automaton.pointee.start
    var distance = 0
    while true {
      if state & accept != 0, !anchored || subject.isEdge(at: distance) { return true }
      if distance >= reach {
        if distance >= exactReach { return nil }
        state &= ~automaton.pointee.boundedLoop
      }
      if !runRange.isEmpty {
        // A run that leaves the state as it is.
        var skipped = 0
        for index in runRange where runs[index].state == state {
          skipped = subject.asciiRun(from: distance, limit: reach - distance, in: runs[index].set)
          break
        }
        if skipped > 0 {
          distance += skipped
          continue
        }
      }
      let code = subject.code(at: distance)
      if code == PatternCode.end { return false }
      var taking: UInt64 = 0
      if code < 0x80 {
        let byte = UInt8(truncatingIfNeeded: code)
        for index in testRange where tests[index].ascii.contains(byte) {
          taking |= tests[index].positions
        }
      } else {
        // Outside ASCII: the tracked classes by the character's membership bits (worked out
        // once per scalar), the others by asking them.
        let membership = subject.trackedMembership(
          at: distance, trackedClasses: trackedClasses, classes: classes)
        for index in testRange {
          let bit = tests[index].trackedBit
          let holds =
            bit != 0 && membership != .max
            ? membership & bit != 0
            : subject.character(at: distance, isIn: tests[index].characterClass, classes: classes)
          if holds { taking |= tests[index].positions }
        }
      }
      let took = state & taking
      state = Self.closure(took << 1 | took & looping, optional: optional)
      if state == 0 { return false }
      distance += 1
    }
  }

}
