import Foundation
import Testing

@testable import TypingRulesYAML

/// Reading CLDR's sentence-break suppressions: the `<suppression>` elements of a segments
/// file, a tag's own file or its parent's, and the installed data where CLDR is installed
/// (Tests/run installs unicode-cldr-core).
struct CLDRSuppressionsTests {
  @Test("parses suppressions and decodes entities")
  func parses() {
    let xml = """
      <suppressions type="standard">
        <suppression>z.B.</suppression>
        <suppression>D. h.</suppression>
        <suppression>A&amp;B.</suppression>
      </suppressions>
      """
    #expect(CLDRSuppressions.parse(xml) == ["z.B.", "D. h.", "A&B."])
  }

  @Test("a tag without a file of its own reads its parent's")
  func fallsBackToParent() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "<suppression>vgl.</suppression>".write(
      to: folder.appendingPathComponent("de.xml"), atomically: true, encoding: .utf8)
    try "<ldml/>".write(to: folder.appendingPathComponent("de_AT.xml"), atomically: true, encoding: .utf8)
    let suppressions = try #require(CLDRSuppressions(folders: ["/nonexistent", folder.path]))
    #expect(suppressions.entries(for: "de-CH")?.file == "common/segments/de.xml")
    #expect(suppressions.entries(for: "de-AT")?.entries == ["vgl."])
    #expect(suppressions.entries(for: "nl") == nil)
    #expect(CLDRSuppressions(folders: ["/nonexistent"]) == nil)
  }

  @Test("the installed CLDR lists German and English suppressions", .enabled(if: CLDRSuppressions() != nil))
  func installedData() throws {
    let suppressions = try #require(CLDRSuppressions())
    #expect((suppressions.entries(for: "de")?.entries.count ?? 0) >= 200)
    #expect(suppressions.entries(for: "en-GB")?.entries.contains("Mr.") == true)
    #expect(suppressions.entries(for: "ru")?.entries.contains("т.е.") == false)
  }
}
