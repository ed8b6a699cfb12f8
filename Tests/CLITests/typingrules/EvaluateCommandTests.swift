import Foundation
import Testing

/// `typingrules evaluate`: real text typed back through the packs.
@Suite(.timeLimit(.minutes(20)))
struct EvaluateCommandTests {
  /// The real-text corpus under `Tests/corpus/text/` (its README gives the sources).
  static var corpus: [String] {
    let folder = CLI.packageRoot.appendingPathComponent("Tests/corpus/text")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted().map { folder.appendingPathComponent($0).path }
  }

  static func evaluate(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run("typingrules", ["evaluate", "--rules", CLI.rules] + arguments, timeout: 240)
  }

  static func json(_ result: CLI.Result) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any], "\(result)")
  }

  /// Every paragraph of every locale, in both variants: any difference must be a documented
  /// trade-off (Docs/locales.md).
  @Test("the real-text corpus has no faults", arguments: ["typed-stop", "double-space"])
  func corpusHasNoFaults(variant: String) throws {
    let files = Self.corpus
    #expect(files.count >= 15, "corpus files: \(files)")
    let result = try Self.evaluate(["--format", "json", "--variant", variant] + files)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try Self.json(result)
    let corpora = try #require(object["corpora"] as? [[String: Any]])
    #expect(corpora.count == files.count)
    for corpus in corpora {
      let locale = corpus["locale"] as? String ?? "?"
      let paragraphs = corpus["paragraphs"] as? Int ?? 0
      #expect(paragraphs >= 30, "\(locale): \(paragraphs) paragraphs")
      // The corpus holds no straight quotes: every paragraph is typed.
      #expect(corpus["typed"] as? Int == paragraphs, "\(locale)")
      #expect((corpus["characters"] as? Int ?? 0) > 10_000, "\(locale)")
      let list = corpus["list"] as? [[String: Any]] ?? []
      let faults = list.filter { $0["trade-off"] == nil }
      let described = faults.map {
        "\(corpus["file"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0): \($0["kind"] ?? "") "
          + "\($0["written-context"] ?? "") -> \($0["typed-back-context"] ?? "")"
      }
      #expect(faults.isEmpty, "\(locale) (\(variant)):\n\(described.joined(separator: "\n"))")
      #expect(corpus["faults"] as? Int == faults.count)
      let documented = Self.documentedTradeOffs
      for difference in list {
        guard let tradeOff = difference["trade-off"] as? String else { continue }
        #expect(documented.contains(tradeOff), "\(tradeOff) is not listed in Docs/locales.md")
      }
    }
  }

  /// The trade-off kinds Docs/locales.md lists.
  static var documentedTradeOffs: Set<String> {
    let docs =
      (try? String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/locales.md"), encoding: .utf8))
      ?? ""
    guard let section = docs.range(of: "## Trade-offs on real text") else { return [] }
    let rest = docs[section.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    var names: Set<String> = []
    for line in rest[..<end].split(separator: "\n") where line.hasPrefix("| `") {
      let parts = line.split(separator: "`")
      if parts.count > 1 { names.insert(String(parts[1])) }
    }
    return names
  }

  @Test func differencesAreFoundLocatedAndClassified() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Line 1: "xyz." is no abbreviation the pack knows, so the keyboard capitalizes the
    // next word: a false capital. Line 2: straight quotes, skipped. Line 3: reproduced.
    let path = try folder.write(
      "notes.txt",
      "We met the xyz. committee today.\nShe said \"hi\" to me.\nIt rained. Then it stopped.\n")
    let text = try Self.evaluate(["--locale", "en", path])
    #expect(text.status == 0, "\(text)")
    #expect(text.stdout.contains("\(path):1:17: false capital\n"), "\(text.stdout)")
    #expect(text.stdout.contains("  written:    We met the xyz. ⟦c⟧ommittee today."), "\(text.stdout)")
    #expect(text.stdout.contains("  typed back: We met the xyz. ⟦C⟧ommittee today."), "\(text.stdout)")
    #expect(
      text.stdout.contains(
        "paragraphs: 3, typed 2, skipped 1 (straight quotes); reproduced exactly 1 (50.0%)"))
    #expect(text.stdout.contains("faults: 1; trade-offs: 0"), "\(text.stdout)")

    let json = try Self.json(try Self.evaluate(["--locale", "en", "--format", "json", path]))
    let corpus = try #require((json["corpora"] as? [[String: Any]])?.first)
    #expect(corpus["paragraphs"] as? Int == 3)
    #expect(corpus["skipped-straight-quotes"] as? Int == 1)
    #expect(corpus["exact"] as? Int == 1)
    let list = try #require(corpus["list"] as? [[String: Any]])
    #expect(list.count == 1)
    #expect(list.first?["kind"] as? String == "false-capital")
    #expect(list.first?["written"] as? String == "c")
    #expect(list.first?["typed-back"] as? String == "C")
    #expect(json["faults"] as? Int == 1)

    // A threshold for CI.
    #expect(try Self.evaluate(["--locale", "en", "--max-faults", "0", path]).status == 1)
    #expect(try Self.evaluate(["--locale", "en", "--max-faults", "1", path]).status == 0)
  }

  @Test func goldSentenceStartsComeFromTheSideFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // "etc." is in the English list, so a sentence that starts after it gets no capital: a
    // documented trade-off, found only because the side file says a sentence starts there.
    let path = try folder.write("en.txt", "We sold apples, pears etc. The rest went home.\n")
    try folder.write(
      "en.meta.tsv", "# treebank\tsplit\tfirst_sent_id\tsentence_starts\tkind\nX\tdev\t1\t0,27\tdoc\n")
    let result = try Self.evaluate([path])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("\(path):1:28: missed capital (trade-off: abbreviation-ends-sentence)"))
    #expect(result.stdout.contains("en (ios, typed-stop)"), "the locale comes from the file name")
  }

  @Test func tradeOffsAreTold() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // A misspelling the English correction table fixes; a sentence the source starts in
    // lowercase (the keyboard shifts); a single-letter abbreviation before a lowercase word;
    // an entry the English pack leaves off its list on purpose (a.m.); an ellipsis that ends
    // a sentence (the typist reads a capital after it as a sentence start).
    let path = try folder.write(
      "en.txt",
      "I recomend it.\nthe shop was closed.\nThe bacterium H. pylori grows here.\nWe met at 9 a.m. yesterday.\n"
        + "We waited… Then it rained.\n")
    let json = try Self.json(try Self.evaluate(["--format", "json", path]))
    let corpus = try #require((json["corpora"] as? [[String: Any]])?.first)
    let list = try #require(corpus["list"] as? [[String: Any]])
    let found = list.map { "\($0["line"] ?? 0) \($0["kind"] ?? "") \($0["trade-off"] ?? "none")" }
    #expect(
      found == [
        "1 other misspelling-corrected", "2 false-capital lowercase-sentence-start",
        "3 false-capital single-letter-abbreviation", "4 false-capital abbreviation-left-off",
        "5 missed-capital ellipsis-ends-sentence",
      ], "\(found)")
    #expect(json["faults"] as? Int == 0)
    #expect(corpus["trade-offs"] as? Int == 5)
  }

  @Test func theDoubleSpaceVariantTypesTwoSpaces() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("de.txt", "Es regnet. Dann kam die Sonne. Am Abend war es warm.\n")
    for variant in ["typed-stop", "double-space"] {
      let result = try Self.evaluate(["--variant", variant, "--format", "json", path])
      let corpus = try #require((try Self.json(result)["corpora"] as? [[String: Any]])?.first)
      #expect(corpus["exact"] as? Int == 1, "\(variant): \(result.stdout)")
      #expect(corpus["variant"] as? String == variant)
    }
  }

  @Test func frenchSpacesAreNotTypedAndTheirTypeIsCountedApart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The pack inserts a narrow no-break space before ? and inside guillemets; the text
    // has an ordinary space before the ?: a space type mismatch, counted apart.
    let path = try folder.write("fr.txt", "Il a dit «\u{202F}oui\u{202F}». Vraiment ?\n")
    let result = try Self.evaluate(["--format", "json", path])
    let corpus = try #require((try Self.json(result)["corpora"] as? [[String: Any]])?.first)
    #expect(corpus["differences"] as? Int == 0, "\(result.stdout)")
    #expect(corpus["space-type-mismatches"] as? Int == 1, "\(result.stdout)")
    // Spaces are compared as one class: the paragraph counts as reproduced.
    #expect(corpus["exact"] as? Int == 1, "\(result.stdout)")
  }

  @Test func htmlReport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("en.txt", "We met the xyz. committee <today>.\n")
    let html = folder.url.appendingPathComponent("report.html").path
    let result = try Self.evaluate(["--html", html, path])
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<mark>C</mark>ommittee &lt;today&gt;."), "\(page)")
  }

  @Test func unreadableAndInvalidCorporaAreLocatedErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let missing = folder.url.appendingPathComponent("missing.txt").path
    let result = try Self.evaluate([missing])
    #expect(result.status == 2)
    #expect(result.stderr == "\(missing):1:1: error: cannot read file\n")

    let bad = folder.url.appendingPathComponent("bad.txt")
    try Data([0x4F, 0x6B, 0x0A, 0x61, 0x62, 0xFF, 0x63, 0x0A]).write(to: bad)
    let invalid = try Self.evaluate([bad.path])
    #expect(invalid.status == 2)
    #expect(invalid.stderr == "\(bad.path):2:3: error: file is not valid UTF-8\n")

    let text = try folder.write("x.txt", "One.\nTwo.\n")
    try folder.write("x.meta.tsv", "# header\nA\tdev\t1\t0\tdoc\n")
    let short = try Self.evaluate([text])
    #expect(short.status == 2)
    #expect(short.stderr.contains("x.meta.tsv:2:1: error: 1 rows for the 2 paragraphs of"), "\(short)")
  }

  @Test func badCommandLines() throws {
    for arguments in [
      [], ["--variant", "triple-space", "x.txt"], ["--format", "xml", "x.txt"],
      ["--max-faults", "-1", "x.txt"],
      ["--profile", "nonesuch", "x.txt"], ["--bogus", "x.txt"],
    ] {
      let result = try Self.evaluate(arguments)
      #expect(result.status == 64, "\(arguments): \(result)")
      #expect(result.stderr.contains("USAGE: typingrules evaluate"), "\(arguments)")
    }
    let help = try CLI.typingrules("evaluate", "--help")
    #expect(help.status == 0)
    #expect(help.stdout.contains("--max-faults N"))
  }
}
