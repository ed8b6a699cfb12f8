import Foundation
import Testing

/// The "path of one tap" in Docs/architecture.md shows what `typingrules type --trace`
/// prints for the second space of `word  `: this test runs the command, so the page cannot
/// go stale. `TYPINGRULES_UPDATE_DOCS=1` writes the command's output into the page.
struct ArchitectureDocTests {
  static let page = CLI.packageRoot.appendingPathComponent("Docs/architecture.md")
  static let heading = "## The path of one tap"

  /// The trace of the last tap of `word  `.
  static func traceOfTheSecondSpace() throws -> String {
    let result = try CLI.type("--trace", "word  ")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Word. \n")
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.lastIndex(where: { $0.hasPrefix("tap {space}") }),
      let end = lines[start...].firstIndex(where: { $0.hasPrefix("  shift:") })
    else { return "" }
    return lines[start...end].joined(separator: "\n")
  }

  @Test("the path of one tap shows what the command prints")
  func pathOfOneTapIsTheCommandsOutput() throws {
    let trace = try Self.traceOfTheSecondSpace()
    #expect(trace.hasPrefix("tap {space} at 1.20s"), "\(trace)")
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let section = try #require(text.range(of: Self.heading))
    let open = try #require(text.range(of: "```\n", range: section.upperBound..<text.endIndex))
    let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
    if ProcessInfo.processInfo.environment["TYPINGRULES_UPDATE_DOCS"] == "1" {
      try text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: trace)
        .write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(text[open.upperBound..<close.lowerBound]) == trace,
      "Docs/architecture.md's path of one tap differs from `typingrules type --trace 'word  '` (TYPINGRULES_UPDATE_DOCS=1 swift test --filter ArchitectureDocTests writes it):\n\(trace)"
    )
  }
}
