import Foundation
import Testing
import TypingRules

@testable import TypingRulesYAML

/// The primitive table is the one list of the rule language's words: the reference tables
/// of Docs/rules.md are its output, and every action's opcode is an action.
struct PrimitiveTableTests {
  /// Set `TYPINGRULES_UPDATE_DOCS=1` to write the tables into Docs/rules.md instead of
  /// comparing (review the diff).
  static let lock = NSLock()
  static var updating: Bool { ProcessInfo.processInfo.environment["TYPINGRULES_UPDATE_DOCS"] == "1" }

  @Test("Docs/rules.md shows the primitive table", arguments: [Primitive.Kind.condition, .action])
  func referenceTableIsInTheDocs(kind: Primitive.Kind) throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Docs/rules.md")
    // The two tables' tests run in parallel: one reads and writes the file at a time.
    Self.lock.lock()
    defer { Self.lock.unlock() }
    let docs = try String(contentsOf: url, encoding: .utf8)
    let table = Primitive.referenceTable(kind)
    if Self.updating {
      // The table runs from its header line to the first blank line.
      let header = String(table.prefix { $0 != "\n" })
      let start = try #require(docs.range(of: "\n" + header + "\n"), "no '\(header)' table in Docs/rules.md")
      let end = try #require(docs.range(of: "\n\n", range: start.upperBound..<docs.endIndex))
      let updated = docs.replacingCharacters(
        in: docs.index(after: start.lowerBound)..<end.lowerBound, with: table)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      docs.contains(table + "\n\n"),
      """
      Docs/rules.md's \(kind.rawValue) table differs from the primitive table \
      (TYPINGRULES_UPDATE_DOCS=1 swift test --filter PrimitiveTableTests writes it); it should read:
      \(table)
      """)
  }

  @Test func namesAreUniquePerKind() {
    for kind in [Primitive.Kind.condition, .action] {
      let names = Primitive.all(kind).map(\.name)
      #expect(Set(names).count == names.count)
    }
  }

  @Test func everyActionOpcodeIsAnAction() {
    for primitive in Primitive.all(.action) {
      let opcode = try? #require(primitive.opcode)
      #expect(opcode?.isCondition == false, "\(primitive.name)")
    }
    // Every action opcode of the core is reachable from YAML.
    let reachable = Set(Primitive.all(.action).compactMap(\.opcode))
    #expect(reachable == Set(Opcode.allCases.filter { !$0.isCondition }))
  }
}
