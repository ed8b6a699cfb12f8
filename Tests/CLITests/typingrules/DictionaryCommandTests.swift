import Foundation
import Testing

/// `typingrules compile-dictionary`, `evaluate-corrections` and `--corrector dictionary`,
/// on a small word list written for the test.
@Suite(.timeLimit(.minutes(20)))
struct DictionaryCommandTests {
  /// A folder with a word list, a layout and the dictionary compiled from them.
  static func compiled() throws -> (folder: URL, dictionary: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dictionary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let words = "# test words\nthe\t222\nwork\t180\nwould\t190\nReykjavík\t120\nthink\t185\n"
    try Data(words.utf8).write(to: folder.appendingPathComponent("words.tsv"))
    try Data("qwertyuiop\nasdfghjkl\nzxcvbnm\n".utf8).write(to: folder.appendingPathComponent("layout.txt"))
    let dictionary = folder.appendingPathComponent("xx.trdict").path
    let result = try CLI.typingrules(
      "compile-dictionary", "--verbose", "--locale", "xx", "--layout",
      folder.appendingPathComponent("layout.txt").path,
      "-o", dictionary, folder.appendingPathComponent("words.tsv").path)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.contains("5 entries"), "\(result)")
    return (folder, dictionary)
  }

  /// Writes `contents` to a file named `name` in `folder`: its path.
  static func file(_ contents: String, named name: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func typesWithTheCompiledDictionary() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.type("--corrector", "dictionary", "--dictionary", dictionary, "i thikn teh wrok ")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "I think the work \n")
    let table = try CLI.type("--corrector", "table", "thikn ")
    #expect(table.stdout == "Thikn \n")
  }

  @Test func aDamagedDictionaryIsALocatedError() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dictionary)))
    bytes[bytes.count - 3] ^= 0x40
    try Data(bytes).write(to: URL(fileURLWithPath: dictionary))
    let result = try CLI.type("--corrector", "dictionary", "--dictionary", dictionary, "teh ")
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("\(dictionary):1:1: error: the dictionary is corrupt"), "\(result)")
    try Data(bytes.prefix(10)).write(to: URL(fileURLWithPath: dictionary))
    let truncated = try CLI.type("--corrector", "dictionary", "--dictionary", dictionary, "teh ")
    #expect(truncated.stderr.contains("truncated at byte 10"), "\(truncated)")
  }

  /// With `--rules`, the pack gives the layout and its own words (name, abbreviations).
  @Test func compilesWithThePacksLayoutAndWords() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dictionary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("words.tsv").path
    try Data("og\t250\nsbr\t0\nklukkustund\t200\n".utf8).write(to: URL(fileURLWithPath: source))
    let dictionary = folder.appendingPathComponent("is.trdict").path
    let result = try CLI.typingrules(
      "compile-dictionary", "--verbose", "--locale", "is", "--rules", CLI.rules, "-o", dictionary, source)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.contains("of them the pack's own words"), "\(result)")
    let typed = try CLI.type(
      "--locale", "is", "--corrector", "dictionary", "--dictionary", dictionary, "og klst ")
    #expect(typed.stdout == "Og klst \n", "\(typed)")
    let missing = try CLI.typingrules("compile-dictionary", "--locale", "is", "-o", dictionary, source)
    #expect(missing.status == 64 && missing.stderr.contains("missing --rules DIR"), "\(missing)")
  }

  @Test func aBadSourceLineIsALocatedError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dictionary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("words.tsv").path
    try Data("the\t222\nwork\tmany\n".utf8).write(to: URL(fileURLWithPath: source))
    try Data("qwerty\n".utf8).write(to: folder.appendingPathComponent("layout.txt"))
    let result = try CLI.typingrules(
      "compile-dictionary", "--locale", "xx", "--layout", folder.appendingPathComponent("layout.txt").path,
      "-o",
      folder.appendingPathComponent("xx.trdict").path, source)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("\(source):2:1: error: expected WORD<TAB>FREQUENCY"), "\(result)")
  }

  @Test func evaluatesCorrections() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let typos = try Self.file(
      "teh\tthe\nwrok\twork\nthikn\tthink\nzzzz\twould\n", named: "typos.tsv", in: folder)
    let text = try Self.file("I think the work would do.\n", named: "text.txt", in: folder)
    let result = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--typos", typos, "--text", text)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("4 typos, top-1 75.0%, top-3 75.0%, wrong word 0.0%"), "\(result)")
    #expect(
      result.stdout.contains(
        "6 words (2 not in the dictionary), 0 changed: 0.0 false corrections per 10,000 words"), "\(result)")
  }

  /// `--misspelled` lists a text's own misspellings: counted apart from its correctly
  /// spelled words, with whether each was corrected to its word.
  @Test func countsTheTextsMisspellingsApart() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try Self.file("I thikn the wrok would do.\n", named: "text.txt", in: folder)
    let misspelled = try Self.file("thikn\tthink\nwrok\twork\n", named: "misspelled.tsv", in: folder)
    let result = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--text", text, "--misspelled", misspelled)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "4 words (2 not in the dictionary), 0 changed: 0.0 false corrections per 10,000 words; "
          + "2 listed misspellings, 2 corrected to their word"), "\(result)")
    let plain = try CLI.typingrules("evaluate-corrections", "--dictionary", dictionary, "--text", text)
    #expect(plain.stdout.contains("6 words (4 not in the dictionary), 2 changed"), "\(plain)")
    // A line without a tab is a located error.
    _ = try Self.file("thikn think\n", named: "misspelled.tsv", in: folder)
    let bad = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--text", text, "--misspelled", misspelled)
    #expect(
      bad.status == 2 && bad.stderr.contains("\(misspelled):1:1: error: expected typo<TAB>intended"), "\(bad)"
    )
  }

  /// `--generate` types its typos in lowercase; with `--keep-case`, with the text's
  /// capitals (a name here), never slipping on the capital.
  @Test func generatesTyposInLowercaseOrWithTheTextsCapitals() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try Self.file("Reykjavík is where I work.\n", named: "text.txt", in: folder)
    for keepsCase in [false, true] {
      let result = try CLI.run(
        "typingrules",
        [
          "evaluate-corrections", "--dictionary", dictionary, "--text", text, "--generate", "40",
          "--failures", "40",
        ]
          + (keepsCase ? ["--keep-case"] : []))
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains("generated single-edit typos (xx): 40 typos"), "\(result)")
      // A name's slips the corrector keeps (a key touching the next, 0.7), typed as asked.
      let misses = result.stderr.split(separator: "\n").filter { $0.contains("wanted Reykjavík") }
      #expect(!misses.isEmpty, "\(result)")
      #expect(misses.allSatisfy { $0.contains(keepsCase ? "miss: Re" : "miss: re") }, "\(result)")
    }
  }

  /// `--failures` shows each miss and each false correction with its nearest candidates'
  /// cost, score and frequency.
  @Test func listsMissesWithTheirCandidates() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let typos = try Self.file("wprk\twould\n", named: "typos.tsv", in: folder)
    let result = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--typos", typos, "--failures", "1")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr.contains("miss: wprk -> work, wanted would; offered [\"work\"]; ranked work 0.55/"),
      "\(result)")
    #expect(result.stderr.contains(" f180"), "\(result)")
    // Replaced by another word: worse than kept, counted apart.
    #expect(result.stdout.contains("1 typos, top-1 0.0%, top-3 0.0%, wrong word 100.0%"), "\(result)")
    let text = try Self.file("I thikn so.\n", named: "text.txt", in: folder)
    let changed = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--text", text, "--failures", "1")
    #expect(
      changed.stderr.contains("false correction: thikn -> think after 'I '; ranked think 0.60/"), "\(changed)"
    )
  }

  /// `--typos-in-context` asks about the one word two sentences differ in after the typed
  /// sentence's text before it, as the engine asks: a name inside a sentence is kept.
  @Test func measuresTyposInTheirSentences() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sentences = try Self.file(
      "I thikn the work would do.\tI think the work would do.\n"
        + "We saw Reykjavik.\tWe saw Reykjavík.\n"
        + "teh wrok.\tthe work.\n",
      named: "sentences.tsv", in: folder)
    let result = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--typos-in-context", sentences, "--failures", "2")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains("(in context: 2 of 3 sentences with one word changed): 2 typos, top-1 50.0%"),
      "\(result)")
    #expect(
      result.stderr.contains("miss: Reykjavik -> (kept), wanted Reykjavík after 'We saw '"), "\(result)")
    // Alone, at a sentence start, the same word is corrected.
    let alone = try Self.file("Reykjavik\tReykjavík\n", named: "alone.tsv", in: folder)
    let isolated = try CLI.typingrules("evaluate-corrections", "--dictionary", dictionary, "--typos", alone)
    #expect(isolated.stdout.contains("1 typos, top-1 100.0%"), "\(isolated)")
    _ = try Self.file("I thikn so.\n", named: "sentences.tsv", in: folder)
    let bad = try CLI.typingrules(
      "evaluate-corrections", "--dictionary", dictionary, "--typos-in-context", sentences)
    #expect(
      bad.status == 2
        && bad.stderr.contains("\(sentences):1:1: error: expected typed sentence<TAB>intended sentence"),
      "\(bad)")
  }

  /// `--lexicon` asks about every word of the dictionary in three places.
  @Test func checksTheLexicon() throws {
    let (folder, dictionary) = try Self.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.typingrules("evaluate-corrections", "--dictionary", dictionary, "--lexicon")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "lexicon (xx): 5 words, each typed inside a sentence, at its start and capitalized; 0 changed"),
      "\(result)")
  }
}
