import Foundation
import Testing

/// `typingrules bench`: its figures (not their values, which depend on the machine), the
/// hand-written reference and the allocation count.
@Suite(.timeLimit(.minutes(5)))
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

  @Test func aBadTapCountIsAUsageError() throws {
    let result = try CLI.run("typingrules", ["bench", "--taps", "12"])
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("--taps"), "\(result)")
  }
}
