import Foundation
import Testing
import TypingRules

@testable import TypingRulesYAML

/// The primitive table is the one list of the rule language's words: the reference tables
/// of Docs/rules.md are its output, and every action's opcode is an action.
struct PrimitiveTableTests {
  @Test("Docs/rules.md shows the primitive table", arguments: [Primitive.Kind.condition, .action])
  func referenceTableIsInTheDocs(kind: Primitive.Kind) throws {
    let docs = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
    let table = Primitive.referenceTable(kind)
    #expect(
      docs.contains(table + "\n\n"),
      "Docs/rules.md's \(kind.rawValue) table differs from the primitive table; it should read:\n\(table)")
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
