import Foundation
import Testing

/// `typingrules replay --html FILE`: the report is rendered by a real browser (headless
/// Chromium), and the assertions read the DOM the browser built (`--dump-dom`), so they
/// check what a reader sees, not just the text written. A screenshot is kept in
/// `.build/test-artifacts/replay-report.png`.
@Suite(.timeLimit(.minutes(20)))
struct ReplayHTMLTests {
  static let catalog = """
    defaults:
      corrections: {teh: the}
    cases:
      - name: double space, observed on two keyboards
        taps: "word  "
        steps: ["W", "Wo", "Wor", "Word", "Word ", "Word. "]
        observed:
          ios: ["W", "Wo", "Wor", "Word", "Word ", "Word. "]
          other: ["W", "Wo", "Wor", "Word", "Word ", "Word  "]
      - name: French punctuation gets a narrow no-break space
        locale: fr
        taps: "oui!"
        result: "Oui\\u202F!"
      - name: a wrong expectation with a no-break space
        taps: "a  b"
        steps: ["A", "A ", "A. ", "A.\\u00A0B"]
    """

  /// The rows of the `n`-th case's tap table (1-based), as the browser serialized them.
  static func rows(ofCase number: Int, in dom: String) throws -> [String] {
    let start = try #require(dom.range(of: "id=\"case-\(number)\""), "case \(number) not in the DOM")
    let rest = dom[start.upperBound...]
    let end = rest.range(of: "</section>")?.lowerBound ?? rest.endIndex
    return rest[..<end].components(separatedBy: "<tr").dropFirst(2).map { String($0) }
  }

  @Test func theHTMLFileIsWrittenAndTheTextOutputIsUnchanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let catalog = try folder.write("observed.yaml", Self.catalog)
    let page = folder.url.appendingPathComponent("report.html").path
    let withHTML = try CLI.replay(["--html", page, catalog])
    let without = try CLI.replay([catalog])
    #expect(withHTML.status == 1, "\(withHTML)")
    #expect(withHTML.stdout == without.stdout)
    #expect(withHTML.lastLine == "2 passed, 1 failed")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // Self-contained: no script, no outside stylesheet, image or link.
    for outside in ["<script", "<link", "src=", "href=\"http", "@import", "url("] {
      #expect(!html.contains(outside), "the report refers to something outside it: \(outside)")
    }
  }

  @Test func anUnwritableReportIsALocatedError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let catalog = try folder.write("observed.yaml", Self.catalog)
    let page = folder.url.appendingPathComponent("no/such/folder/report.html").path
    let result = try CLI.replay(["--html", page, catalog])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("\(page):1:1: error: cannot write file"), "\(result)")
  }

  @Test(
    .enabled(
      if: Chromium.executable != nil,
      "headless Chromium is not installed (Tests/run installs Debian's 'chromium' package with apt-get): the HTML report is not checked in a browser"
    ))
  func theReportRendersInChromium() throws {
    let chromium = try #require(Chromium.executable)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let catalog = try folder.write("observed.yaml", Self.catalog)
    let page = folder.url.appendingPathComponent("report.html")
    let result = try CLI.replay(["--html", page.path, catalog])
    #expect(result.status == 1, "\(result)")

    let dom = try Chromium.dumpDOM(chromium, page)
    // The summary.
    #expect(dom.contains("<span id=\"passed\">2 passed</span>"), "\(dom)")
    #expect(dom.contains("<span id=\"failed\" class=\"bad\">1 failed</span>"), "\(dom)")
    #expect(dom.contains("<td>ios</td><td>1</td><td>6</td><td class=\"\">0</td>"), "\(dom)")
    #expect(dom.contains("<td>other</td><td>1</td><td>6</td><td class=\"bad\">1</td>"), "\(dom)")

    // Case 1: one row per tap; the column that kept two spaces is highlighted on tap 6,
    // the one that agrees is not; the rules that fired are named.
    let first = try Self.rows(ofCase: 1, in: dom)
    #expect(first.count == 6, "\(first)")
    let sixth = try #require(first.last)
    #expect(sixth.contains("<td class=\"tap\">{space}</td>"), "\(sixth)")
    let trailing = "<span class=\"ch sp\" title=\"trailing space\">␣</span>"
    #expect(
      sixth.contains("<td class=\"observed differs\">Word\(trailing)\(trailing)</td>"), "\(sixth)")
    #expect(sixth.contains("<td class=\"observed\">Word.\(trailing)</td>"), "\(sixth)")
    #expect(sixth.contains("<td class=\"engine\">Word.\(trailing)</td>"), "\(sixth)")
    #expect(sixth.contains("double-space-full-stop"), "\(sixth)")
    #expect(!first[0].contains("differs"), "\(first[0])")

    // Case 2: the narrow no-break space is a visible mark; only the last tap has an
    // expected buffer (the case gives a result).
    let second = try Self.rows(ofCase: 2, in: dom)
    #expect(second.count == 4, "\(second)")
    let narrow = "<span class=\"ch nnbsp\" title=\"narrow no-break space U+202F\">nnbsp</span>"
    #expect(second[3].contains("<td class=\"expected\">Oui\(narrow)!</td>"), "\(second[3])")
    #expect(second[3].contains("<td class=\"engine\">Oui\(narrow)!</td>"), "\(second[3])")
    #expect(second[0].contains("<td class=\"expected none\"></td>"), "\(second[0])")

    // Case 3 failed: the first differing tap is marked, the engine's cell is highlighted
    // and the expected no-break space is a visible mark.
    #expect(dom.contains("<section class=\"case fail\" id=\"case-3\">"), "\(dom)")
    let third = try Self.rows(ofCase: 3, in: dom)
    let fourth = try #require(third.last)
    #expect(fourth.hasPrefix(" class=\"first-difference\">"), "\(fourth)")
    let noBreak = "<span class=\"ch nbsp\" title=\"no-break space U+00A0\">nbsp</span>"
    #expect(fourth.contains("<td class=\"expected\">A.\(noBreak)B</td>"), "\(fourth)")
    #expect(fourth.contains("<td class=\"engine differs\">A. B</td>"), "\(fourth)")

    // The screenshot, kept for people to look at.
    let artifacts = CLI.packageRoot.appendingPathComponent(".build/test-artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let screenshot = artifacts.appendingPathComponent("replay-report.png")
    try Chromium.screenshot(chromium, page, to: screenshot)
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG: \(screenshot.path)")
    #expect(png.count > 10_000, "screenshot suspiciously small: \(png.count) bytes")
  }
}
