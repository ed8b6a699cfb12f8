import Foundation
import Testing

/// The sample rule in the README is the shipped rule (`Rules/base/sentence-end.yaml`), its
/// comments left out, up to its first example: it cannot go stale.
struct ReadmeRuleTests {
  @Test("the README's sample rule is the shipped double-space-full-stop rule")
  func sampleRuleIsShipped() throws {
    let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let rules = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("Rules/base/sentence-end.yaml"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Writing rules"))
    let open = try #require(readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
    let sample = readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    let lines = rules.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    let start = try #require(lines.firstIndex(of: "  - id: double-space-full-stop"))
    var shipped: [String] = []
    for line in lines[start...] {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") { continue }
      if line.hasPrefix("  - id:"), !shipped.isEmpty { break }
      shipped.append(String(line.dropFirst(2)))
      if trimmed.hasPrefix("- {taps:") { break }
    }
    #expect(sample == shipped, "README.md's sample rule should read:\n\(shipped.joined(separator: "\n"))")
  }
}
