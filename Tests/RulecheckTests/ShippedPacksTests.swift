import Foundation
import Testing

/// Every pack shipped under `Rules/` passes `rulecheck --strict`, and says so in one line.
struct ShippedPacksTests {
  @Test func theShippedPacksPassStrict() throws {
    let result = try Rulecheck.run(["--strict", "Rules"], in: Rulecheck.packageRoot, timeout: 300)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result)")
    #expect(lines.first?.hasPrefix("rulecheck: no problems in ") == true, "\(result)")
  }

  @Test func theFixtureRulesPassStrict() throws {
    let result = try Rulecheck.run(["--strict", "--rules", "Rules", "Rules"], in: Rulecheck.corpus)
    #expect(result.status == 0, "\(result)")
  }
}
