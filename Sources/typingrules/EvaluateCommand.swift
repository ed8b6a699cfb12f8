import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules evaluate`: types real text back through a pack the way a careful person
/// types it and reports every place the engine's text differs (Docs/evaluate.md).
enum EvaluateCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments,
        options: ["--rules", "--locale", "--profile", "--variant", "--format", "--html", "--max-faults"],
        flags: ["--verbose", "--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.evaluate)
      return 0
    }
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format takes text or json, found '\(format)'")
    }
    let variantText = parsed.value("--variant") ?? EvaluateTypist.Variant.typedStop.rawValue
    guard let variant = EvaluateTypist.Variant(rawValue: variantText) else {
      return usageError("--variant takes typed-stop or double-space, found '\(variantText)'")
    }
    var maxFaults: Int?
    if let text = parsed.value("--max-faults") {
      guard let value = Int(text), value >= 0 else {
        return usageError("--max-faults takes a whole number of 0 or more, found '\(text)'")
      }
      maxFaults = value
    }
    guard !parsed.positional.isEmpty else { return usageError("missing CORPUS") }
    guard let root = RulesLookup.folder(parsed) else { return 2 }
    let library = PackLibrary(root: root)
    let profile = parsed.value("--profile") ?? PackLibrary.defaultProfile
    guard library.hasProfile(profile) else { return usageError(library.unknownProfileMessage(profile)) }

    var corpora: [EvaluateCorpus] = []
    var loadErrors: [String] = []
    for path in parsed.positional {
      do {
        corpora.append(try EvaluateCorpus.load(path: path, metaPath: EvaluateCorpus.metaPath(for: path)))
      } catch {
        loadErrors.append(error.rendered)
      }
    }
    if !loadErrors.isEmpty {
      Output.error(loadErrors.joined(separator: "\n"))
      return 2
    }

    var packs: [String: CompiledPack] = [:]
    var results: [EvaluateResult] = []
    for corpus in corpora {
      // The locale: --locale, else the corpus file's name (de.txt, pt-BR.txt) if a pack has it.
      let fileTag = EvaluateCorpus.localeTag(of: corpus.path)
      let locale = parsed.value("--locale") ?? (library.resolve(locale: fileTag) != nil ? fileTag : "en")
      let pack: CompiledPack
      if let cached = packs[locale] {
        pack = cached
      } else {
        do {
          pack = try library.load(locale: locale, profile: profile)
        } catch {
          Output.error(error.rendered)
          return 2
        }
        packs[locale] = pack
      }
      let evaluator = EvaluateRunner(pack: pack, locale: locale, profile: profile, variant: variant)
      results.append(evaluator.evaluate(corpus))
    }

    let report = EvaluateReport(results: results)
    if format == "json" {
      print(report.json())
    } else {
      print(report.text(), terminator: "")
    }
    if let htmlPath = parsed.value("--html") {
      let page = report.html(title: "typingrules evaluate: \(parsed.positional.joined(separator: " "))")
      guard FileManager.default.createFile(atPath: htmlPath, contents: Data(page.utf8)) else {
        Output.error("\(htmlPath):1:1: error: cannot write file")
        return 2
      }
    }
    if let maxFaults, report.faults > maxFaults { return 1 }
    return 0
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.evaluate)")
    return 64
  }
}

/// One difference between the written paragraph and the engine's text.
struct EvaluateDifference {
  var file: String
  var line: Int
  /// 1-based, in characters of the written paragraph.
  var column: Int
  var kind: EvaluateAlignment.Kind
  var tradeOff: EvaluateTradeOff?
  /// What was written and what came out at the difference.
  var written: String
  var typedBack: String
  /// The same with up to 30 characters of context on each side.
  var writtenContext: String
  var typedBackContext: String
}

/// What one corpus gave.
struct EvaluateResult {
  var file: String
  var locale: String
  var profile: String
  var variant: EvaluateTypist.Variant
  var paragraphs = 0
  var skippedStraightQuotes = 0
  var exact = 0
  var characters = 0
  var differences: [EvaluateDifference] = []
  /// A space, no-break space or narrow no-break space where the text has another one:
  /// compared as one class, counted apart (not a difference).
  var spaceTypeMismatches: [EvaluateDifference] = []

  var typed: Int { paragraphs - skippedStraightQuotes }
  var faults: Int { differences.count { $0.tradeOff == nil } }
  var tradeOffs: Int { differences.count { $0.tradeOff != nil } }
  var perThousand: Double { characters == 0 ? 0 : Double(differences.count) * 1000 / Double(characters) }
}

/// Types the paragraphs of corpora through one pack.
struct EvaluateRunner {
  var pack: CompiledPack
  var locale: String
  var profile: String
  var typist: EvaluateTypist
  var tradeOffRules: EvaluateTradeOffRules
  var apostrophe: Character?
  private let probe: SpacingProbe

  init(pack: CompiledPack, locale: String, profile: String, variant: EvaluateTypist.Variant) {
    self.pack = pack
    self.locale = locale
    self.profile = profile
    var typist = EvaluateTypist(locale: pack.program.locale, variant: variant)
    let probe = SpacingProbe(pack: pack, typist: typist)
    typist.insertsSpaceBefore = probe.insertsSpaceBefore
    typist.insertsSpaceAfter = probe.insertsSpaceAfter
    self.typist = typist
    self.probe = probe
    let leftOff = pack.chain.flatMap { $0.locale["abbreviations"]?.dropped.flatMap(\.entries) ?? [] }
    tradeOffRules = EvaluateTradeOffRules(
      locale: pack.program.locale, typist: typist, corrections: pack.corrections.entries,
      leftOff: Set(leftOff))
    if case .string(let text)? = pack.program.locale["apostrophe"], text.count == 1 {
      apostrophe = text.first
    }
  }

  /// Types every paragraph of a corpus and aligns the results.
  func evaluate(_ corpus: EvaluateCorpus) -> EvaluateResult {
    var result = EvaluateResult(file: corpus.path, locale: locale, profile: profile, variant: typist.variant)
    for paragraph in corpus.paragraphs {
      result.paragraphs += 1
      if paragraph.text.contains(where: EvaluateTypist.straightQuotes.contains) {
        result.skippedStraightQuotes += 1
        continue
      }
      let expected = Array(paragraph.text)
      result.characters += expected.count
      let plan = typist.plan(expected, gold: paragraph.sentenceStarts)
      let output = Self.type(plan.taps, pack: pack)
      let actual = Array(output)
      // Reproduced exactly: no difference (spaces compared as one class).
      let differencesBefore = result.differences.count
      defer { if result.differences.count == differencesBefore { result.exact += 1 } }
      if actual == expected { continue }
      for hunk in EvaluateAlignment.hunks(expected, actual) {
        let kind = EvaluateAlignment.kind(hunk, expected: expected, actual: actual, apostrophe: apostrophe)
        // Where the texts first differ inside the hunk (a case change is one character).
        var at = hunk.expectedRange.lowerBound
        var actualAt = hunk.actualRange.lowerBound
        if kind == .missedCapital || kind == .falseCapital {
          let same = zip(expected[hunk.expectedRange], actual[hunk.actualRange]).prefix { $0 == $1 }.count
          at += same
          actualAt += same
        }
        let tradeOff = tradeOffRules.tradeOff(
          kind, at: at, in: expected, actual: actual, actualIndex: actualAt, startLetters: plan.startLetters)
        let difference =
          EvaluateDifference(
            file: corpus.path, line: paragraph.line, column: hunk.expectedRange.lowerBound + 1, kind: kind,
            tradeOff: tradeOff, written: String(expected[hunk.expectedRange]),
            typedBack: String(actual[hunk.actualRange]),
            writtenContext: Self.context(expected, hunk.expectedRange),
            typedBackContext: Self.context(actual, hunk.actualRange))
        if kind == .spaceType {
          result.spaceTypeMismatches.append(difference)
        } else {
          result.differences.append(difference)
        }
      }
    }
    return result
  }

  static func type(_ taps: [Tap], pack: CompiledPack) -> String {
    var replay = Replay(script: TapScript(steps: taps.map { .tap($0) }))
    replay.recordsSteps = false
    replay.autocorrector = pack.corrections
    // Default traits and settings cannot be refused by the program.
    return (try? replay.run(with: pack.program).result) ?? ""
  }

  /// Up to 30 characters either side of a range, the range in ⟦ ⟧.
  static func context(_ text: [Character], _ range: Range<Int>) -> String {
    let start = max(0, range.lowerBound - 30)
    let end = min(text.count, range.upperBound + 30)
    return (start > 0 ? "…" : "") + String(text[start..<range.lowerBound]) + "⟦"
      + String(text[range]) + "⟧" + String(text[range.upperBound..<end]) + (end < text.count ? "…" : "")
  }
}

/// Asks the engine, once per character, whether the pack inserts a space before or after
/// it (French spacing): the typist does not type a space the pack inserts.
final class SpacingProbe {
  let pack: CompiledPack
  let typist: EvaluateTypist
  private var before: [Character: Bool] = [:]
  private var after: [Character: Bool] = [:]

  init(pack: CompiledPack, typist: EvaluateTypist) {
    self.pack = pack
    self.typist = typist
  }

  func insertsSpaceBefore(_ character: Character) -> Bool {
    if let known = before[character] { return known }
    let output = Array(EvaluateRunner.type([.character("a")] + typist.taps(for: character), pack: pack))
    let answer = output.count > 2 && EvaluateTypist.isSpace(output[1])
    before[character] = answer
    return answer
  }

  func insertsSpaceAfter(_ character: Character) -> Bool {
    if let known = after[character] { return known }
    let output = Array(
      EvaluateRunner.type(
        [.character("a"), .space] + typist.taps(for: character) + [.character("a")], pack: pack))
    let answer = output.count > 3 && EvaluateTypist.isSpace(output[output.count - 2])
    after[character] = answer
    return answer
  }
}
