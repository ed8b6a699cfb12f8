import Foundation
import Testing

@testable import TypingRulesYAML

/// Docs/rules.md's "Locale keys" table lists exactly the keys of ``LocaleSchema``, each
/// with its kind.
struct LocaleSchemaDocsTests {
  /// The table's rows: the key (first cell) and its kind (second cell).
  static func documentedKeys() throws -> [(name: String, kind: String)] {
    let url = Fixtures.packageRoot.appendingPathComponent("Docs/rules.md")
    let docs = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(docs.range(of: "\n## Locale keys\n"))
    let header = try #require(
      docs.range(of: "| key | kind | meaning | base / en |\n", range: section.upperBound..<docs.endIndex))
    var rows: [(String, String)] = []
    for line in docs[header.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst()
    {
      guard line.hasPrefix("| `") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1]))
    }
    return rows
  }

  @Test func theTableListsEverySchemaKey() throws {
    let documented = try Self.documentedKeys()
    #expect(documented.map(\.name) == LocaleSchema.keys.map(\.name))
    for (row, key) in zip(documented, LocaleSchema.keys) {
      let expected: String
      switch key.kind {
      case .character: expected = "one character"
      case .characters: expected = "characters"
      case .list: expected = "list"
      case .bool: expected = "`true`/`false`"
      case .string: expected = row.kind.hasPrefix("`") ? row.kind : "string"  // an enumeration
      case .number: expected = "number, \(Int(key.range.lowerBound)) to \(Int(key.range.upperBound))"
      case .integer: expected = "whole number, \(Int(key.range.lowerBound)) to \(Int(key.range.upperBound))"
      }
      #expect(row.kind == expected, "\(key.name)")
    }
  }
}
