import Foundation
import Testing
import TypingRules

@testable import TypingRulesYAML

/// Every primitive carries examples as data in its table entry (`Primitive+Table.swift`):
/// each runs here, its rules alone over the English pack's locale values and settings, in
/// the production and the reference mode; a primitive without a triggering and a
/// non-triggering example fails, and so does an example whose rules do not use it.
struct PrimitiveExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var kind: Primitive.Kind
    var name: String
    var index: Int
    var testDescription: String { "\(kind.rawValue) '\(name)' example \(index + 1)" }
    var primitive: Primitive { Primitive.named(name, kind)! }
  }

  static let examples: [Example] = (Primitive.all(.condition) + Primitive.all(.action)).flatMap { primitive in
    primitive.examples.indices.map { Example(kind: primitive.kind, name: primitive.name, index: $0) }
  }

  /// The pack the examples run over: its rules, patches and corrections are dropped.
  static let pack = "en"

  @Test("primitive example", arguments: examples)
  func runExample(_ example: Example) {
    let primitive = example.primitive
    let written = primitive.examples[example.index]
    let chain = Fixtures.withLibrary { library in
      library.loadChain(Self.pack, profile: PackLibrary.defaultProfile, sink: DiagnosticSink())
    }
    let pack: CompiledPack
    let typed: CaseSource
    do {
      (pack, typed) = try primitive.compiledExample(example.index, over: chain)
    } catch {
      Issue.record("\(error.rendered)")
      return
    }
    #expect(
      Self.uses(primitive, pack.rules),
      "the rules of \(example.testDescription) do not use '\(primitive.name)': \(written.rules)")
    var runner = Fixtures.withLibrary { CaseRunner(library: $0) }
    let result = runner.run(typed, pack: pack)
    runner.mode = .reference
    CatalogTests.expectSameStates(result, runner.run(typed, pack: pack), taps: typed.taps)
    if let error = result.error { Issue.record("\(error.gnuLine)") }
    if let failure = result.failure {
      Issue.record(
        """
        \(example.testDescription) (\(written.triggers ? "triggering" : "non-triggering"): \(written.shows)) \
        fails (\(failure.what))
          rules:    \(written.rules)
          taps:     \(typed.taps.visible)
          expected: "\(failure.expected.visible)"
          actual:   "\(failure.actual.visible)"
        """)
    }
  }

  /// Adding a primitive without examples fails here.
  @Test(
    "every primitive has a triggering and a non-triggering example",
    arguments: Primitive.all(.condition) + Primitive.all(.action))
  func everyPrimitiveHasBothKinds(_ primitive: Primitive) {
    #expect(
      primitive.examples.contains { $0.triggers },
      "\(primitive.kind.rawValue) '\(primitive.name)' has no triggering example in Primitive+Table.swift")
    #expect(
      primitive.examples.contains { !$0.triggers },
      "\(primitive.kind.rawValue) '\(primitive.name)' has no non-triggering example in Primitive+Table.swift")
  }

  /// The examples reach every opcode of the core (`constant` through `locale:`), so the
  /// primitive table and the instruction set cannot part: an opcode no primitive lowers to,
  /// or one whose primitive has no example, fails.
  @Test("the examples compile to every opcode of the core")
  func examplesReachEveryOpcode() throws {
    let chain = Fixtures.withLibrary { library in
      library.loadChain(Self.pack, profile: PackLibrary.defaultProfile, sink: DiagnosticSink())
    }
    var reached = Set<Opcode>()
    for primitive in Primitive.all(.condition) + Primitive.all(.action) {
      for index in primitive.examples.indices {
        guard let program = try? primitive.compiledExample(index, over: chain).pack.program else { continue }
        func visit(_ condition: Int) {
          let instruction = program.condition(condition)
          reached.insert(instruction.opcode)
          switch instruction.opcode {
          case .not: visit(Int(instruction.a))
          case .any, .all: program.parts(of: instruction).forEach(visit)
          default: break
          }
        }
        for rule in program.rules {
          (rule.conditions + rule.escapes).forEach(visit)
          reached.formUnion(rule.actions.map(\.opcode))
        }
      }
    }
    let missing = Opcode.allCases.filter { !reached.contains($0) }
    #expect(missing.isEmpty, "no primitive example compiles to \(missing.map(\.name))")
  }

  @Test("a malformed example is a located error")
  func malformedExampleIsLocated() throws {
    let chain = Fixtures.withLibrary { library in
      library.loadChain(Self.pack, profile: PackLibrary.defaultProfile, sink: DiagnosticSink())
    }
    let bad = Primitive(
      name: "swallow", kind: .action, isBare: true, argument: nil, summary: "", reference: [],
      examples: [
        .triggering("x", rules: "{on: space, do: [swallow, nonsense]}", typed: "{taps: ' ', locale: fr}")
      ],
      opcode: .swallow, lowering: .action { _, _ in nil })
    let error = try #require(throws: DiagnosticsError.self) { try bad.compiledExample(0, over: chain) }
    let checks = error.diagnostics.map(\.check)
    #expect(checks.contains("unknown-key"), "\(error.rendered)")
    #expect(
      error.diagnostics.allSatisfy { $0.location.file.hasPrefix(bad.exampleFile(0)) }, "\(error.rendered)")
  }

  /// Whether one of the rules names the primitive where its kind is written: a condition in
  /// `when` or `unless` (inside `not`, `any`, `all` too), an action in `do`.
  static func uses(_ primitive: Primitive, _ rules: [RuleSource]) -> Bool {
    func names(_ node: YAMLNode) -> [String] {
      if let scalar = node.scalar { return [scalar] }
      guard case .mapping(let pairs) = node.kind else { return [] }
      return pairs.flatMap { pair -> [String] in
        let key = pair.key.scalar ?? ""
        guard primitive.kind == .condition, ["not", "any", "all"].contains(key) else { return [key] }
        return [key] + (pair.value.sequence ?? [pair.value]).flatMap(names)
      }
    }
    return rules.contains { rule in
      let nodes = primitive.kind == .condition ? rule.conditions + rule.escapes : rule.actions
      return nodes.flatMap(names).contains(primitive.name)
    }
  }
}

extension Primitive: CustomTestStringConvertible {
  public var testDescription: String { "\(kind.rawValue) '\(name)'" }
}
