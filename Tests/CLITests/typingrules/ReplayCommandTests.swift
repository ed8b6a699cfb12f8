import Foundation
import Testing

/// `typingrules replay`: runs tap catalogs.
@Suite(.timeLimit(.minutes(20)))
struct ReplayCommandTests {
  @Test func thePackageCatalogsAllPass() throws {
    let catalogs = CLI.catalogs
    try #require(!catalogs.isEmpty, "no catalogs under Tests/catalogs")
    let result = try CLI.replay(catalogs)
    #expect(result.status == 0, "\(result)")
    let last = try #require(result.lastLine, "\(result)")
    #expect(last.fullyMatches(#"\d+ passed, 0 failed"#), "\(result)")
    #expect(result.stdout.hasSuffix(last + "\n"))
  }

  @Test func verboseListsPassingCases() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "ok.yaml",
      """
      cases:
        - name: the first letter is capitalized
          taps: "hello"
          result: "Hello"
      """)
    let quiet = try CLI.replay([path])
    #expect(quiet.status == 0, "\(quiet)")
    #expect(quiet.stdout == "1 passed, 0 failed\n")
    let verbose = try CLI.replay(["--verbose", path])
    #expect(verbose.status == 0, "\(verbose)")
    #expect(verbose.stdout.contains("the first letter is capitalized"), "\(verbose)")
    #expect(verbose.lastLine == "1 passed, 0 failed")
  }

  static let failingCatalog = """
    defaults:
      locale: en
      gap: 0.2
    cases:
      - name: a double space that the catalog gets wrong
        taps: "word  "
        steps: ["W", "Wo", "Wor", "Word", "Word ", "Word\\u00A0 "]
    """

  @Test func aFailingCaseIsReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("failing.yaml", Self.failingCatalog)
    let result = try CLI.replay([path])
    #expect(result.status == 1, "\(result)")
    let out = result.stdout
    // The case's name, the tap where the buffer first differs, the taps up to there ...
    #expect(out.contains("a double space that the catalog gets wrong"), "\(result)")
    #expect(out.contains("tap 6"), "\(result)")
    #expect(out.contains("word  "), "\(result)")
    // ... and expected vs actual, with invisible characters spelled out.
    #expect(out.hasLine(matching: #"\s*expected: +"Word\\u\{A0\} ""#), "\(result)")
    #expect(out.hasLine(matching: #"\s*actual: +"Word\. ""#), "\(result)")
    #expect(result.lastLine == "0 passed, 1 failed")
  }

  @Test func passedAndFailedAreCountedAcrossFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let failing = try folder.write("failing.yaml", Self.failingCatalog)
    let passing = try folder.write(
      "passing.yaml",
      """
      cases:
        - name: one
          taps: "a"
          result: "A"
        - name: two
          taps: "a b"
          steps: ["A", "A ", "A b"]
      """)
    let result = try CLI.replay([passing, failing])
    #expect(result.status == 1, "\(result)")
    #expect(result.lastLine == "2 passed, 1 failed")
  }

  @Test func theJSONFormatParses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let failing = try folder.write("failing.yaml", Self.failingCatalog)
    let result = try CLI.replay(["--format", "json", failing])
    #expect(result.status == 1, "\(result)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let report = try #require(object as? [String: Any], "\(result)")
    #expect(report["passed"] as? Int == 0)
    #expect(report["failed"] as? Int == 1)
    let cases = try #require(report["cases"] as? [[String: Any]])
    #expect(cases.count == 1)
    #expect(cases.first?["name"] as? String == "a double space that the catalog gets wrong")
    #expect(cases.first?["passed"] as? Bool == false)
    #expect(cases.first?["expected"] as? String == "Word\u{A0} ")
    #expect(cases.first?["actual"] as? String == "Word. ")
  }

  @Test func theJSONFormatOfThePackageCatalogsParses() throws {
    let result = try CLI.replay(["--format=json"] + CLI.catalogs)
    #expect(result.status == 0, "\(result)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let report = try #require(object as? [String: Any], "\(result)")
    #expect(report["failed"] as? Int == 0)
    let passed = try #require(report["passed"] as? Int)
    #expect((report["cases"] as? [Any])?.count == passed)
  }

  // MARK: - Catalogs that cannot be loaded

  @Test(
    "a malformed catalog exits 2 with a located diagnostic",
    arguments: [
      (
        "bad indentation",
        """
        cases:
          - name: x
            taps: "a"
             result: "A"
        """,
        #":4:\d+: error: .*"#
      ),
      (
        "unknown key",
        """
        cases:
          - name: x
            taps: "a"
            reslt: "A"
        """,
        #":4:5: error: unknown key 'reslt'.*"#
      ),
      (
        "wrong type",
        """
        defaults:
          gap: fast
        cases:
          - name: x
            taps: "a"
            result: "A"
        """,
        #":2:8: error: 'gap' must be a number.*"#
      ),
      (
        "bad taps",
        """
        cases:
          - name: x
            taps: "a{bogus}"
            result: "A"
        """,
        #":3:\d+: error: .*bogus.*"#
      ),
    ])
  func malformedCatalog(what: String, text: String, diagnostic: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("broken.yaml", text)
    let result = try CLI.replay([path])
    #expect(result.status == 2, "\(what): \(result)")
    #expect(result.stderr.hasLine(matching: escaped(path) + diagnostic), "\(what): \(result)")
    #expect(!result.stdout.contains("passed"), "\(what): \(result)")
  }

  @Test func aMissingCatalogExits2() throws {
    let result = try CLI.replay(["/nonexistent/catalog.yaml"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasLine(matching: #"/nonexistent/catalog\.yaml:\d+:\d+: error: .*"#), "\(result)")
  }

  // MARK: - Bad command lines

  @Test(
    "a bad command line exits 64 with the error and the usage",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      ([], "missing FILE"),
      (["--format", "xml", "x.yaml"], "--format takes text or json"),
    ] as [([String], String)])
  func badCommandLine(arguments: [String], message: String) throws {
    let result = try CLI.replay(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "), "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stderr.contains("USAGE: typingrules replay"), "\(result)")
  }
}
