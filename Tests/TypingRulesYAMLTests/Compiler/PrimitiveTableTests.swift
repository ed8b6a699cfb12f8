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

  @Test("Docs/rules.md shows every primitive's examples under its section")
  func examplesAreInTheDocs() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Docs/rules.md")
    Self.lock.lock()
    defer { Self.lock.unlock() }
    let docs = try String(contentsOf: url, encoding: .utf8)
    let updated = try Self.withExamples(docs)
    if Self.updating {
      if updated != docs { try updated.write(to: url, atomically: true, encoding: .utf8) }
      return
    }
    let current = docs.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = updated.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(current.count, expected.count)
    let line =
      (0..<common).first { current[$0] != expected[$0] } ?? (current.count == expected.count ? nil : common)
    #expect(
      line == nil,
      """
      Docs/rules.md's examples differ from the primitive table's from line \((line ?? 0) + 1) \
      (TYPINGRULES_UPDATE_DOCS=1 swift test --filter PrimitiveTableTests writes them):
        Docs/rules.md: \(line.map { $0 < current.count ? String(current[$0]) : "(end)" } ?? "")
        generated:     \(line.map { $0 < expected.count ? String(expected[$0]) : "(end)" } ?? "")
      """)
  }

  /// The line that opens a primitive's generated examples in Docs/rules.md.
  static func examplesMarker(_ primitive: Primitive) -> String {
    "<!-- examples of the \(primitive.kind.rawValue) '\(primitive.name)': generated from Primitive+Table.swift (TYPINGRULES_UPDATE_DOCS=1) -->"
  }

  static let examplesEnd = "<!-- end of examples -->"

  /// `docs` with every primitive's examples table at the end of its section (the `###`
  /// heading that names it under `## Conditions` or `## Actions`), in table order, and no
  /// other generated examples.
  static func withExamples(_ docs: String) throws -> String {
    var text = docs
    // Drop the generated blocks, each with the blank line after it.
    while let start = text.range(of: "<!-- examples of the ") {
      let end = try #require(
        text.range(of: examplesEnd + "\n", range: start.upperBound..<text.endIndex),
        "an examples block has no end")
      var upper = end.upperBound
      if text[upper...].hasPrefix("\n") { upper = text.index(after: upper) }
      text.removeSubrange(start.lowerBound..<upper)
    }
    for primitive in Primitive.all(.condition) + Primitive.all(.action) {
      let (part, next) =
        primitive.kind == .condition ? ("\n## Conditions\n", "\n## Actions\n") : ("\n## Actions\n", "\n## ")
      let partStart = try #require(text.range(of: part), "Docs/rules.md has no '\(part.dropFirst())'")
        .upperBound
      let partEnd = text.range(of: next, range: partStart..<text.endIndex)?.lowerBound ?? text.endIndex
      let lines = text[partStart..<partEnd].split(separator: "\n", omittingEmptySubsequences: false)
      var offset = text.distance(from: text.startIndex, to: partStart)
      var heading: Int?
      var sectionEnd: Int?
      for line in lines {
        if heading == nil, line.hasPrefix("### "), line.contains("`\(primitive.name)`") {
          heading = offset
        } else if heading != nil, line.hasPrefix("### ") || line.hasPrefix("## ") || line.hasPrefix("---") {
          sectionEnd = offset
          break
        }
        offset += line.count + 1
      }
      guard heading != nil else {
        Issue.record(
          "Docs/rules.md has no '### `\(primitive.name)`' section under '\(part.dropFirst().dropLast())' for its examples"
        )
        continue
      }
      let insertion = text.index(text.startIndex, offsetBy: min(sectionEnd ?? offset, text.count))
      let block = examplesMarker(primitive) + "\n" + primitive.examplesTable() + "\n" + examplesEnd + "\n\n"
      text.insert(contentsOf: block, at: insertion)
    }
    return text
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
