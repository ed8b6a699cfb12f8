import AllocationCounter
import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules bench`: the per-keystroke budget, measured. See Docs/performance.md.
enum BenchCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments,
        options: [
          "--rules", "--locale", "--profile", "--taps", "--seed", "--corrector", "--dictionary", "--without",
        ],
        flags: ["--json", "--by-key", "--verbose", "--engine-only", "--proxy", "--help", "-h"])
    } catch {
      Output.error("Error: \(error.message)\n\n\(Usage.bench)")
      return 64
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.bench)
      return 0
    }
    guard let tapCount = Int(parsed.value("--taps") ?? "200000"), tapCount >= 1000, tapCount <= 100_000_000,
      let seed = UInt64(parsed.value("--seed") ?? "42")
    else {
      Output.error(
        "Error: --taps takes a number from 1000 to 100000000 and --seed a whole number\n\n\(Usage.bench)")
      return 64
    }
    let locale = parsed.value("--locale") ?? "en"
    var shortcuts = Shortcuts.all
    for name in (parsed.value("--without") ?? "").split(separator: ",") {
      guard let shortcut = Shortcuts.names.first(where: { $0.0 == name })?.1 else {
        let known = Shortcuts.names.map(\.0).joined(separator: ", ")
        Output.error("Error: --without takes shortcuts among: \(known)\n\n\(Usage.bench)")
        return 64
      }
      shortcuts.remove(shortcut)
    }
    guard let root = RulesLookup.folder(parsed) else { return 2 }
    let profile = parsed.value("--profile") ?? PackLibrary.defaultProfile

    // Compile every pack from YAML, with a fresh library (nothing cached).
    let fresh = PackLibrary(root: root)
    guard fresh.hasProfile(profile) else {
      Output.error("Error: \(fresh.unknownProfileMessage(profile))\n\n\(Usage.bench)")
      return 64
    }
    let packNames = fresh.availablePacks.filter { $0 != "base" }
    var compiled: [CompiledRules.Pack] = []
    let compileSeconds: Double
    do {
      compileSeconds = try seconds {
        for name in packNames {
          let pack = try fresh.load(pack: name, profile: profile)
          compiled.append(
            CompiledRules.Pack(
              tag: name, profile: profile, program: pack.program, corrections: pack.corrections))
        }
      }
    } catch let error as DiagnosticsError {
      Output.error(error.rendered)
      return 2
    } catch {
      Output.error("\(error)")
      return 2
    }
    // Load each pack from its compiled form.
    var loadTimes: [Double] = []
    for pack in compiled {
      let bytes = CompiledRules(packs: [pack]).serialized()
      loadTimes.append((try? seconds { _ = try CompiledRules(bytes: bytes) }) ?? .infinity)
    }
    guard let pack = compiled.first(where: { $0.tag == locale }) else {
      Output.error("Error: no pack '\(locale)'; available: \(packNames.joined(separator: ", "))")
      return 2
    }

    let corpus = BenchCorpus(seed: seed, minimumTaps: tapCount)
    if parsed.has("--engine-only") {
      // Only the corpus typed once, for instruction counts (callgrind).
      let document: TextDocument = parsed.has("--proxy") ? ProxyLikeDocument() : InMemoryDocument()
      let engine = try! TypingEngine(
        program: pack.program, document: document, autocorrector: pack.corrections, shortcuts: shortcuts)
      corpus.forEach { tap, time in engine.handle(tap, at: time) }
      print("typed \(corpus.count) taps")
      return 0
    }
    let empty = RuleProgram.empty(locale: pack.program.locale)
    let megabyte = String(repeating: "All work and no play makes a dull keyboard. ", count: 1_048_576 / 44)

    // Warm up, then measure.
    self.shortcuts = shortcuts
    _ = measure(pack.program, corpus, before: "", corrections: pack.corrections, timed: false, limit: 20_000)
    let engineRun = measure(pack.program, corpus, before: "", corrections: pack.corrections, timed: true)
    let engineTotal = measure(pack.program, corpus, before: "", corrections: pack.corrections, timed: false)
    let bareTotal = measure(empty, corpus, before: "", corrections: pack.corrections, timed: false)
    let smallTotal = measure(
      pack.program, corpus, before: "0123456789", corrections: pack.corrections, timed: false)
    let largeTotal = measure(
      pack.program, corpus, before: megabyte, corrections: pack.corrections, timed: false)

    let threshold =
      pack.program.settings.first { $0.name == "end-sentence-threshold" }?.defaultValue.number ?? 3
    _ = measureReference(corpus, threshold: threshold, limit: 20_000)
    let referenceTotal = measureReference(corpus, threshold: threshold)
    let allocations = countAllocations(pack.program, corpus, corrections: pack.corrections)
    let proxy = countProxyCalls(pack.program, corpus, corrections: pack.corrections)

    var samples = engineRun.samples
    samples.sort()
    let taps = corpus.count
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    var figures: [(String, String, Double)] = [
      ("taps", "", Double(taps)),
      ("taps_per_second", "taps/s", Double(taps) / engineTotal.seconds),
      ("median_ns", "ns", Double(samples[samples.count / 2])),
      ("p99_ns", "ns", Double(samples[min(samples.count - 1, samples.count * 99 / 100)])),
      ("engine_over_bare", "x", engineTotal.seconds / bareTotal.seconds),
      ("reference_taps_per_second", "taps/s", Double(taps) / referenceTotal),
      ("engine_over_reference", "x", engineTotal.seconds / referenceTotal),
      ("one_megabyte_over_ten_characters", "x", largeTotal.seconds / smallTotal.seconds),
      ("compile_all_packs_ms", "ms", compileSeconds * 1000),
      ("packs", "", Double(compiled.count)),
      ("load_one_pack_max_ms", "ms", (loadTimes.max() ?? 0) * 1000),
      ("load_one_pack_mean_ms", "ms", loadTimes.reduce(0, +) / Double(max(1, loadTimes.count)) * 1000),
      ("peak_memory_mb", "MB", Double(usage.ru_maxrss) / 1024),
    ]
    if let allocations {
      figures += [
        ("allocations_per_tap", "", Double(allocations.total) / Double(taps)),
        ("plain_taps", "", Double(allocations.plainTaps)),
        (
          "allocations_per_plain_tap", "",
          Double(allocations.onPlainTaps) / Double(max(1, allocations.plainTaps))
        ),
        ("plain_taps_that_allocate", "", Double(allocations.plainTapsAllocating)),
      ]
    }
    figures += [
      ("proxy_context_reads_per_tap", "", Double(proxy.beforeReads) / Double(taps)),
      ("proxy_after_context_reads_per_tap", "", Double(proxy.afterReads) / Double(taps)),
      ("proxy_edits_per_tap", "", Double(proxy.edits) / Double(taps)),
      ("proxy_taps_per_second", "taps/s", Double(taps) / proxy.seconds),
      ("proxy_taps_reading_more_than_once", "", Double(proxy.readingTwice.values.reduce(0, +))),
    ]
    if parsed.has("--verbose") {
      for (group, count) in proxy.readingTwice.sorted(by: { $0.value > $1.value }) {
        Output.error("proxy: \(count) taps of '\(group)' read the context more than once")
      }
    }
    if parsed.value("--corrector") == "dictionary" {
      guard let dictionary = dictionaryFigures(parsed, rulesFolder: root, program: pack.program) else {
        return 2
      }
      figures += dictionary
    }
    if parsed.has("--json") {
      let object = Dictionary(uniqueKeysWithValues: figures.map { ($0.0, $0.2) })
      let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      print(String(decoding: data, as: UTF8.self))
    } else {
      print("typingrules bench: locale \(locale), seed \(seed)")
      if allocations == nil {
        print("allocations: not counted (the allocator in use is not the counting one)")
      }
      for (name, unit, value) in figures {
        let text =
          value >= 100 || value == value.rounded()
          ? String(format: "%.0f", value) : String(format: "%.3f", value)
        print(
          name.padding(toLength: 34, withPad: " ", startingAt: 0) + text + (unit.isEmpty ? "" : " " + unit))
      }
      if parsed.has("--by-key") {
        print("")
        let p99 = samples[min(samples.count - 1, samples.count * 99 / 100)]
        for line in byKeyReport(corpus, samples: engineRun.samples, overallP99: p99) { print(line) }
      }
    }
    return 0
  }

  /// The shortcuts the engine takes (all, unless `--without` names some).
  nonisolated(unsafe) static var shortcuts = Shortcuts.all

  /// Types the corpus through a fresh engine on a ``ProxyLikeDocument``; returns its counts
  /// and the seconds taken.
  static func countProxyCalls(
    _ program: RuleProgram, _ corpus: BenchCorpus, corrections: SubstitutionTable
  ) -> (beforeReads: Int, afterReads: Int, edits: Int, seconds: Double, readingTwice: [String: Int]) {
    let document = ProxyLikeDocument()
    let engine = try! TypingEngine(
      program: program, document: document, autocorrector: corrections, shortcuts: shortcuts)
    let (reads, afterReads, edits) = (document.beforeReads, document.afterReads, document.edits)
    let start = now()
    corpus.forEach { tap, time in engine.handle(tap, at: time) }
    let seconds = Double(now() - start) / 1e9
    // Again, tap by tap: which kinds of tap read the context more than once.
    let counting = ProxyLikeDocument()
    let again = try! TypingEngine(
      program: program, document: counting, autocorrector: corrections, shortcuts: shortcuts)
    var readingTwice: [String: Int] = [:]
    corpus.forEach { tap, time in
      let before = counting.beforeReads
      again.handle(tap, at: time)
      if counting.beforeReads - before > 1 { readingTwice[keyGroup(tap), default: 0] += 1 }
    }
    return (
      document.beforeReads - reads, document.afterReads - afterReads, document.edits - edits, seconds,
      readingTwice
    )
  }

  struct Run {
    var seconds: Double
    var samples: [UInt32]
  }

  /// Types the corpus through a fresh engine; with `timed`, records each tap's nanoseconds.
  static func measure(
    _ program: RuleProgram, _ corpus: BenchCorpus, before: String, corrections: SubstitutionTable,
    timed: Bool, limit: Int = .max
  ) -> Run {
    let document = InMemoryDocument(before: before)
    let engine = try! TypingEngine(
      program: program, document: document, autocorrector: corrections, shortcuts: shortcuts)
    let count = min(limit, corpus.count)
    var samples = [UInt32](repeating: 0, count: timed ? count : 0)
    var index = 0
    let start = now()
    if timed {
      corpus.forEach(limit: count) { tap, time in
        let tapStart = now()
        engine.handle(tap, at: time)
        samples[index] = UInt32(clamping: now() - tapStart)
        index += 1
      }
    } else {
      corpus.forEach(limit: count) { tap, time in engine.handle(tap, at: time) }
    }
    return Run(seconds: Double(now() - start) / 1e9, samples: samples)
  }

  /// Types the corpus through the hand-written ``ReferenceKeyboard``; returns seconds.
  static func measureReference(_ corpus: BenchCorpus, threshold: Double, limit: Int = .max) -> Double {
    var keyboard = ReferenceKeyboard(document: InMemoryDocument(), threshold: threshold)
    let start = now()
    corpus.forEach(limit: limit) { tap, time in keyboard.handle(tap, at: time) }
    return Double(now() - start) / 1e9
  }

  struct Allocations {
    /// Heap allocations while typing the whole corpus.
    var total = 0
    /// Letter and space taps that no rule changed: the key's text was appended as typed
    /// (shifted or not) and nothing else changed.
    var plainTaps = 0
    /// Heap allocations during those taps.
    var onPlainTaps = 0
    /// How many of those taps allocated at all.
    var plainTapsAllocating = 0
  }

  /// Types the corpus once more through a fresh engine, reading the allocation counter
  /// around every tap; `nil` when allocations are not being counted.
  static func countAllocations(
    _ program: RuleProgram, _ corpus: BenchCorpus, corrections: SubstitutionTable
  ) -> Allocations? {
    guard allocation_counter_is_active() else { return nil }
    let document = InMemoryDocument(before: reserved(bytes: 2 * corpus.count))
    let engine = try! TypingEngine(
      program: program, document: document, autocorrector: corrections, shortcuts: shortcuts)
    var result = Allocations()
    corpus.forEach { tap, time in
      let key: UInt8? =
        switch tap {
        case .space: 0x20
        case .character(let character) where character.isLetter: character.asciiValue
        default: nil
        }
      let (countBefore, lastBefore) = tail(of: document)
      let start = allocation_counter_count()
      engine.handle(tap, at: time)
      let allocated = Int(allocation_counter_count() - start)
      result.total += allocated
      guard let key else { return }
      let (countAfter, lastTwo) = tail(of: document)
      let typed = UInt8(truncatingIfNeeded: lastTwo)
      guard countAfter == countBefore + 1, lastTwo >> 8 == lastBefore & 0xFF,
        typed == key || (key >= 0x61 && typed == key - 0x20)
      else { return }
      result.plainTaps += 1
      result.onPlainTaps += allocated
      if allocated > 0 { result.plainTapsAllocating += 1 }
    }
    return result
  }

  /// An empty string with room for `bytes`: a document started with it grows without
  /// reallocating, so its own storage growth is not counted against the engine.
  private static func reserved(bytes: Int) -> String {
    var text = ""
    text.reserveCapacity(bytes)
    return text
  }

  /// The UTF-8 length of the text before the cursor and its last two bytes (the last in the
  /// low byte), read without copying the text.
  private static func tail(of document: InMemoryDocument) -> (count: Int, lastTwo: UInt16) {
    let utf8 = document.textBeforeCursor.utf8
    var lastTwo: UInt16 = 0
    var index = utf8.endIndex
    for shift in [0, 8] as [UInt16] where index > utf8.startIndex {
      index = utf8.index(before: index)
      lastTwo |= UInt16(utf8[index]) << shift
    }
    return (utf8.count, lastTwo)
  }

  @inline(__always)
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start) / 1e9
  }
}
