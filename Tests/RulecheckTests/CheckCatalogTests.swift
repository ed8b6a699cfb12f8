import Foundation
import Testing
import TypingRulesYAML

/// The check ids: every `check: "..."` the sources emit is in ``CheckCatalog`` (which SARIF
/// lists as rules), every catalog id is emitted somewhere, and `Docs/rulecheck.md` documents
/// each one.
struct CheckCatalogTests {
  static func catalogIDs() -> [String] { CheckCatalog.checks.map(\.id) }

  /// The ids in `check: "..."` literals under `Sources/TypingRulesYAML`.
  static func emittedIDs() throws -> Set<String> {
    let root = Rulecheck.packageRoot.appendingPathComponent("Sources/TypingRulesYAML")
    var ids = Set<String>()
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      var rest = Substring(text)
      while let range = rest.range(of: "check: \"") {
        rest = rest[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        ids.insert(String(rest[..<end]))
      }
    }
    return ids
  }

  @Test func idsAreUnique() {
    #expect(Set(Self.catalogIDs()).count == Self.catalogIDs().count)
  }

  @Test func everyEmittedCheckIsCatalogued() throws {
    let missing = try Self.emittedIDs().subtracting(Self.catalogIDs()).sorted()
    #expect(missing.isEmpty, "add to CheckCatalog.checks and Docs/rulecheck.md: \(missing)")
  }

  @Test func everyCataloguedCheckIsEmitted() throws {
    let unused = Set(Self.catalogIDs()).subtracting(try Self.emittedIDs()).sorted()
    #expect(unused.isEmpty, "catalogued but never emitted: \(unused)")
  }

  @Test func theDocsListEveryCheck() throws {
    let docs = try String(
      contentsOf: Rulecheck.packageRoot.appendingPathComponent("Docs/rulecheck.md"), encoding: .utf8)
    let missing = Self.catalogIDs().filter { !docs.contains("`\($0)`") }
    #expect(missing.isEmpty, "Docs/rulecheck.md does not mention: \(missing)")
  }
}
