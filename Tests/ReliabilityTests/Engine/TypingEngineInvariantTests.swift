import Foundation
import Synchronization
import Testing
import TypingRules
import TypingRulesYAML

/// The invariant suite: random tap sequences in random fields, settings and
/// locales, checked after every tap (see ``InvariantChecker`` and Docs/reliability.md).
///
/// The default run is a few thousand sequences. The long mode sets the count and the seed:
///
///     TYPINGRULES_INVARIANT_SEQUENCES=1000000 TYPINGRULES_INVARIANT_SEED=7 \
///       swift test -c release -Xswiftc -enable-testing --filter TypingEngineInvariantTests
///
/// A failure is shrunk to a minimal scenario and printed as a `typingrules type` command
/// line and a catalog case.
struct TypingEngineInvariantTests {
  static let environment = ProcessInfo.processInfo.environment
  /// Sequences per run (`TYPINGRULES_INVARIANT_SEQUENCES`, default 2000).
  static let sequences = environment["TYPINGRULES_INVARIANT_SEQUENCES"].flatMap { Int($0) } ?? 2000
  /// The run's seed (`TYPINGRULES_INVARIANT_SEED`, default 7).
  static let seed = environment["TYPINGRULES_INVARIANT_SEED"].flatMap { UInt64($0) } ?? 7
  /// Most taps per sequence (`TYPINGRULES_INVARIANT_TAPS`, default 40).
  static let maxTaps = environment["TYPINGRULES_INVARIANT_TAPS"].flatMap { Int($0) } ?? 40
  /// Batches run in parallel.
  static let batches = 8
  /// Distinct failures reported (each shrunk) before a batch stops looking.
  static let maxFailuresPerBatch = 3

  static let totals = Locked(InvariantChecker.Stats())
  static let done = Atomic(0)
  static let finishedBatches = Atomic(0)
  static let started = Date()

  @Test("the invariants hold after every tap of random sequences", arguments: 0..<batches)
  func randomSequences(batch: Int) {
    let generator = TapGenerator(packs: Packs.infos, maxTaps: Self.maxTaps)
    var stats = InvariantChecker.Stats()
    var reported: Set<String> = []
    var sequence = batch
    _ = Self.started
    Self.startWatchdog()
    defer { Self.running.withLock { $0[batch] = nil } }
    while sequence < Self.sequences {
      let scenario = generator.scenario(seed: Self.seed, sequence: sequence)
      Self.running.withLock { $0[batch] = (sequence, ContinuousClock.now) }
      let checker = InvariantChecker(pack: Packs.all[scenario.locale]!)
      let failure = checker.check(scenario, stats: &stats)
      Self.running.withLock { $0[batch] = nil }
      if let failure {
        let report = Self.report(failure, scenario: scenario, sequence: sequence, checker: checker)
        if reported.insert(report.key).inserted {
          Issue.record(Comment(rawValue: report.text))
          if reported.count >= Self.maxFailuresPerBatch { break }
        }
      }
      sequence += Self.batches
      let done = Self.done.add(1, ordering: .relaxed).newValue
      if done % 100_000 == 0 {
        print(
          "invariants: \(done) of \(Self.sequences) sequences, \(Int(Date().timeIntervalSince(Self.started))) s"
        )
      }
    }
    let batchStats = stats
    let total = Self.totals.withLock { totals in
      totals.add(batchStats)
      return totals
    }
    if Self.finishedBatches.add(1, ordering: .relaxed).newValue == Self.batches {
      print("invariants (seed \(Self.seed), up to \(Self.maxTaps) taps): \(total)")
    }
  }

  /// The sequence each batch is checking, and since when.
  static let running = Locked([Int: (sequence: Int, since: ContinuousClock.Instant)]())
  /// A hang (a sequence checked for longer than this) stops the run with the sequence named.
  static let hangLimit = Duration.seconds(120)
  static let watchdog = Atomic(false)

  /// Starts, once, a thread that stops the process when a sequence hangs, naming it, since
  /// a hung engine never returns to report a failure.
  static func startWatchdog() {
    guard watchdog.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
      return
    }
    let thread = Thread {
      while true {
        Thread.sleep(forTimeInterval: 1)
        let stuck = running.withLock { $0.values.first { ContinuousClock.now - $0.since > hangLimit } }
        if let stuck {
          let generator = TapGenerator(packs: Packs.infos, maxTaps: maxTaps)
          let scenario = generator.scenario(seed: seed, sequence: stuck.sequence)
          fatalError("invariants: sequence \(stuck.sequence) of seed \(seed) hangs: \(scenario.commandLine)")
        }
      }
    }
    thread.start()
  }

  /// A failure, shrunk, as text for the test log, and a key that says whether it was seen.
  static func report(
    _ failure: InvariantFailure, scenario: Scenario, sequence: Int, checker: InvariantChecker
  ) -> (key: String, text: String) {
    let shrinker = Shrinker(fails: { checker.check($0)?.check == failure.check })
    let small = shrinker.shrink(scenario)
    let smallFailure = checker.check(small) ?? failure
    var expected = smallFailure.expected
    if expected == nil, small.plainCase != nil {
      var model = PlainModel(before: small.before, after: small.after)
      for tap in small.taps {
        model.apply(tap, shifted: false, multiline: small.field.multiline, pending: nil)
      }
      expected = model.text
    }
    var lines = [
      "invariant broken: \(smallFailure)",
      "  seed \(seed), sequence \(sequence), \(scenario.taps.count) taps shrunk to \(small.taps.count)",
      "  original taps: \(scenario.tapString.visible)",
      "  replay: \(small.commandLine)",
    ]
    if smallFailure.check == "truncated context" {
      lines.append(
        "  context: InMemoryDocument(before: \(Scenario.yamlQuoted(small.window.hidden[0] + small.window.shared)), after: \(Scenario.yamlQuoted(small.window.after)), contextLimit: \(small.window.limit)) (other hidden text: \(Scenario.yamlQuoted(small.window.hidden[1])))"
      )
    }
    lines.append("  catalog case:")
    lines += small.catalogCase(
      name: "\(smallFailure.check): \(small.tapString)",
      result: smallFailure.check == "truncated context" ? nil : expected
    ).split(separator: "\n").map { "    " + $0 }
    return (smallFailure.check + "|" + small.tapString + "|" + small.locale, lines.joined(separator: "\n"))
  }
}
