import Foundation
import KeyboardModel
import Testing
import TypingRules

/// The layouts' letter rows are the ones the TypingRules repository keeps for its
/// dictionaries' error model (`Dictionaries/layouts`), so a keyboard and its corrector agree
/// on which keys are neighbours.
@Suite struct LayoutDataTests {
  static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Dictionaries/layouts")

  @Test(arguments: [("en", Layout.englishUS), ("fr", Layout.frenchAZERTY), ("de", Layout.germanQWERTZ)])
  func letterRowsAreTheDictionaryLayouts(locale: String, layout: Layout) throws {
    let file = Self.layouts.appendingPathComponent("\(locale).txt")
    let rows = try String(contentsOf: file, encoding: .utf8)
    #expect(layout.letters == (try KeyLayout(rows: rows)))
  }

  @Test(arguments: [Layout.englishUS, .frenchAZERTY, .germanQWERTZ])
  func everyPlaneHasFourRowsAndEveryKeyALabel(layout: Layout) {
    for plane in Plane.allCases {
      let rows = layout.rows(of: plane)
      #expect(rows.count == 4, "\(layout.name) \(plane)")
      #expect(rows.joined().allSatisfy { !layout.label(of: $0).isEmpty }, "\(layout.name) \(plane)")
      // No two keys of a plane share a label: a key is found by its label.
      let labels = rows.joined().map { layout.label(of: $0) }
      #expect(Set(labels).count == labels.count, "\(layout.name) \(plane): \(labels)")
    }
  }
}
