import Foundation
import Testing

/// `typingrules bench`: its figures (not their values, which depend on the machine), the
/// hand-written reference and the allocation count.
@Suite(.timeLimit(.minutes(20)))
struct BenchCommandTests {
  @Test func theJSONCarriesEveryFigure() throws {
    let result = try CLI.run("typingrules", ["bench", "--rules", CLI.rules, "--taps", "2000", "--json"])
    #expect(result.status == 0, "\(result)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Double]
    let figures = try #require(object, "\(result)")
    for name in [
      "taps_per_second", "median_ns", "p99_ns", "engine_over_bare", "reference_taps_per_second",
      "engine_over_reference", "one_megabyte_over_ten_characters", "compile_all_packs_ms",
      "load_one_pack_max_ms", "peak_memory_mb",
    ] {
      #expect((figures[name] ?? 0) > 0, "\(name) in \(figures)")
    }
    #expect(figures["taps"] ?? 0 >= 2000)
  }

  /// The counting allocator is linked into the executable (not under a sanitizer), so the
  /// allocation figures are there and consistent. (That a plain tap allocates nothing holds
  /// for the release build, which `Docs/performance.md` records; a debug build, which the
  /// tests run, keeps temporaries on the heap that the optimizer removes.)
  @Test func allocationsAreCounted() throws {
    let result = try CLI.run("typingrules", ["bench", "--rules", CLI.rules, "--taps", "2000", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Double]
    let figures = try #require(object, "\(result)")
    let plainTaps = try #require(figures["plain_taps"], "\(figures)")
    let allocating = try #require(figures["plain_taps_that_allocate"], "\(figures)")
    let perPlainTap = try #require(figures["allocations_per_plain_tap"], "\(figures)")
    let perTap = try #require(figures["allocations_per_tap"], "\(figures)")
    #expect(plainTaps > 1000 && plainTaps <= figures["taps"] ?? 0, "\(figures)")
    #expect(allocating >= 0 && allocating <= plainTaps, "\(figures)")
    #expect(perPlainTap >= 0 && perTap >= 0, "\(figures)")
    #expect((allocating == 0) == (perPlainTap == 0), "\(figures)")
  }

  /// Through a document that behaves like `UITextDocumentProxy` (truncated contexts, no
  /// change count) a tap reads the context once (Docs/performance.md): counts, not times,
  /// so the same in any build.
  @Test func aTapReadsAProxysContextOnce() throws {
    let result = try CLI.run("typingrules", ["bench", "--rules", CLI.rules, "--taps", "2000", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Double]
    let figures = try #require(object, "\(result)")
    let reads = try #require(figures["proxy_context_reads_per_tap"], "\(figures)")
    let twice = try #require(figures["proxy_taps_reading_more_than_once"], "\(figures)")
    #expect(reads >= 1 && reads <= 1.01, "\(figures)")
    #expect(twice <= 0.01 * (figures["taps"] ?? 0), "\(figures)")
    #expect((figures["proxy_edits_per_tap"] ?? 0) > 0, "\(figures)")
  }

  /// `--by-key`: one row per kind of key with its tap count and percentiles; the counts add
  /// up to the taps timed, and spaces are grouped by the tap before them.
  @Test func byKeyGroupsTheTimedTaps() throws {
    let result = try CLI.run("typingrules", ["bench", "--rules", CLI.rules, "--taps", "2000", "--by-key"])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("key ") }, "\(result.stdout)")
    #expect(lines[header].contains("median_ns") && lines[header].contains("above_p99"))
    var counts: [String: Int] = [:]
    for line in lines[(header + 1)...] {
      let columns = line.split(separator: " ")
      guard columns.count == 6, let taps = Int(columns[1]) else {
        Issue.record("not a row: \(line)")
        continue
      }
      // median <= p90 <= p99
      let values = columns[2...4].compactMap { Int($0) }
      #expect(values.count == 3 && values[0] <= values[1] && values[1] <= values[2], "\(line)")
      counts[String(columns[0])] = taps
    }
    #expect(counts["letter"] ?? 0 > 0, "\(counts)")
    #expect(counts["space<letter"] ?? 0 > 0, "\(counts)")
    let taps = lines.first { $0.hasPrefix("taps ") }.flatMap { Int($0.split(separator: " ").last ?? "") }
    #expect(counts.values.reduce(0, +) == taps, "\(counts) for \(taps ?? -1) taps")
  }

  @Test func aBadTapCountIsAUsageError() throws {
    let result = try CLI.run("typingrules", ["bench", "--taps", "12"])
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("--taps"), "\(result)")
  }
}
