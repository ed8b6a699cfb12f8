import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Runs every case of every catalog under `Tests/catalogs/`, each reported on its own.
struct CatalogTests {
  /// A case named by its catalog and name, so a failure says which.
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var name: String
    var testDescription: String { "\((file as NSString).lastPathComponent): \(name)" }
  }

  static let catalogs: [String: Catalog] = {
    var catalogs: [String: Catalog] = [:]
    for path in Fixtures.catalogPaths() {
      guard let data = FileManager.default.contents(atPath: path),
        let catalog = try? Catalog.load(path: path, bytes: [UInt8](data))
      else { continue }
      catalogs[path] = catalog
    }
    return catalogs
  }()

  static let cases: [Case] = Fixtures.catalogPaths().flatMap { path in
    (catalogs[path]?.cases ?? []).map { Case(file: path, name: $0.name) }
  }

  @Test("every catalog loads without errors", arguments: Fixtures.catalogPaths())
  func catalogLoads(path: String) throws {
    let data = try #require(FileManager.default.contents(atPath: path))
    do {
      _ = try Catalog.load(path: path, bytes: [UInt8](data))
    } catch {
      Issue.record("\(error.rendered)")
    }
  }

  @Test("there are catalogs to run")
  func catalogsExist() {
    #expect(Self.cases.count >= 100)
  }

  @Test("catalog case", arguments: cases)
  func runCase(_ item: Case) throws {
    let catalog = try #require(Self.catalogs[item.file])
    let source = try #require(catalog.cases.first { $0.name == item.name })
    let (result, traced, reference) = Fixtures.withLibrary { library in
      var runner = CaseRunner(library: library)
      let result = runner.run(source, defaults: catalog.defaults)
      // What `replay --html`, `type --trace` and `play` do: a tracer set.
      let traced = runner.run(source, defaults: catalog.defaults, tracer: { _ in })
      runner.mode = .reference
      return (result, traced, runner.run(source, defaults: catalog.defaults))
    }
    Self.expectSameStates(result, traced, taps: source.taps)
    Self.expectSameStates(result, reference, taps: source.taps)
    if let error = result.error { Issue.record("\(error.gnuLine)") }
    if let failure = result.failure {
      Issue.record(
        """
        \(failure.location): \(failure.what) differs\(failure.tapIndex.map { " after tap \($0 + 1)" } ?? "")
          taps:     \(source.taps.visible)
          expected: "\(failure.expected.visible)"
          actual:   "\(failure.actual.visible)"
        """)
    }
  }

  /// Holds a case's production run to another run of it (traced, or in the reference mode,
  /// ``EvaluationMode/reference``): the same text, cursor, shift state and revertable edit
  /// after every tap.
  static func expectSameStates(_ production: CaseRunner.Result, _ reference: CaseRunner.Result, taps: String)
  {
    let states = production.outcome?.states ?? []
    let expected = reference.outcome?.states ?? []
    guard states != expected else { return }
    let tap = states.indices.first { $0 >= expected.count || states[$0] != expected[$0] } ?? states.count
    Issue.record(
      """
      the production run differs from the other after tap \(tap + 1)
        taps:       \(taps.visible)
        production: \(tap < states.count ? String(describing: states[tap]) : "-")
        other:      \(tap < expected.count ? String(describing: expected[tap]) : "-")
      """)
  }
}
