import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules evaluate-corrections`: the dictionary corrector's top-1, top-3 and wrong-word
/// rates on typo lists and generated keyboard typos, and its false corrections on correct text.
enum EvaluateCorrectionsCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments,
        options: [
          "--dictionary", "--rules", "--typos", "--typos-in-context", "--text", "--misspelled", "--generate",
          "--user-word",
          "--threshold",
          "--failures",
          "--margin", "--confidence", "--budget", "--omission", "--insertion", "--substitution",
          "--neighbour-substitution", "--transposition",
          "--anchor",
          "--frequency-weight", "--minimum-frequency", "--compound-part", "--inner-confidence",
          "--ending-length", "--start-slip-length", "--similar-letters-length", "--capitals-mark-names",
          "--compound-correction-length",
          "--shortest-corrected",
          "--rare-triple-words",
          "--sure-slip-confidence", "--long-word-length", "--long-word-threshold", "--long-word-confidence",
          "--unknown-form-length", "--long-name-length", "--long-compound-length", "--known-form-confidence",
          "--ambiguous-confidence",
          "--ranking-frequency-weight", "--ranking-slip-cost",
        ],
        flags: ["--help", "-h", "--lexicon", "--keep-case"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.evaluateCorrections)
      return 0
    }
    guard parsed.positional.isEmpty else {
      return usageError("unexpected argument '\(parsed.positional[0])'")
    }
    guard let path = parsed.value("--dictionary") else { return usageError("missing --dictionary FILE") }
    guard let dictionary = DictionaryFiles.load(path) else { return 2 }
    // Loading again, timed: what a keyboard pays when it opens.
    if let data = FileManager.default.contents(atPath: path) {
      let bytes = [UInt8](data)
      var loads: [Duration] = []
      for _ in 0..<5 { loads.append(ContinuousClock().measure { _ = try? CompiledDictionary(bytes: bytes) }) }
      print(
        "\(path): locale \(dictionary.locale), \(dictionary.count) entries, \(dictionary.byteCount) bytes; load \(loads.min()!) (best of 5)"
      )
    }
    // The settings of the dictionary's pack (`corrector:` under `locale:`), then the options.
    var settings = DictionaryCorrector.Settings()
    // What commits a word besides a space (a hyphen inside a word commits nothing: the
    // engine asks about a hyphenated word's last part only).
    var delimiters = Set(".,!?;:")
    let explicitRules = parsed.value("--rules")
    if let root = RulesFolder.locate(explicit: explicitRules)?.path,
      let locale = try? DictionarySources.packLocale(rulesFolder: root, tag: dictionary.locale)
    {
      settings = DictionaryCorrector.Settings(locale: locale)
      if let text = locale["word-delimiters"]?.text { delimiters = Set(text) }
    } else if let explicitRules {
      Output.error("typingrules: no pack for locale '\(dictionary.locale)' in \(explicitRules)")
      return 2
    } else {
      Output.error(
        "typingrules: no rules folder with a pack for locale '\(dictionary.locale)': the corrector's default settings"
      )
    }
    if let text = parsed.value("--threshold") {
      guard let value = Float(text), value.isFinite else { return usageError("--threshold takes a number") }
      settings.threshold = value
    }
    if let text = parsed.value("--margin") {
      guard let value = Float(text), value.isFinite else { return usageError("--margin takes a number") }
      settings.margin = value
    }
    for (option, path) in [
      ("--omission", \ErrorModel.omission), ("--insertion", \ErrorModel.insertion),
      ("--substitution", \ErrorModel.substitution),
      ("--neighbour-substitution", \ErrorModel.neighbourSubstitution),
      ("--transposition", \ErrorModel.transposition),
    ] {
      guard let text = parsed.value(option) else { continue }
      guard let value = Float(text), value.isFinite, value > 0 else {
        return usageError("\(option) takes a number")
      }
      settings.model[keyPath: path] = value
    }
    if let text = parsed.value("--anchor") { settings.model.anchorsFirstLetter = text == "on" }
    if let text = parsed.value("--budget") {
      guard let value = Float(text), value.isFinite else { return usageError("--budget takes a number") }
      settings.budgetScale = value
    }
    if let text = parsed.value("--confidence") {
      guard let value = Float(text), value.isFinite else { return usageError("--confidence takes a number") }
      settings.confidence = value
    }
    if let text = parsed.value("--inner-confidence") {
      guard let value = Float(text), value.isFinite else {
        return usageError("--inner-confidence takes a number")
      }
      settings.innerConfidence = value
    }
    if let text = parsed.value("--ending-length") {
      guard let value = Int(text), value >= 0 else { return usageError("--ending-length takes a count") }
      settings.endingLength = value
    }
    if let text = parsed.value("--start-slip-length") {
      guard let value = Int(text), value >= 0 else { return usageError("--start-slip-length takes a count") }
      settings.startSlipLength = value
    }
    if let text = parsed.value("--similar-letters-length") {
      guard let value = Int(text), value >= 0 else {
        return usageError("--similar-letters-length takes a count")
      }
      settings.model.similarLettersLength = value
    }
    if let text = parsed.value("--rare-triple-words") {
      guard let value = Int(text), value >= 0 else { return usageError("--rare-triple-words takes a count") }
      settings.rareTripleWords = value
    }
    if let text = parsed.value("--unknown-form-length") {
      guard let value = Int(text), value >= 0 else {
        return usageError("--unknown-form-length takes a count")
      }
      settings.unknownFormLength = value
    }
    if let text = parsed.value("--known-form-confidence") {
      guard let value = Float(text), value.isFinite else {
        return usageError("--known-form-confidence takes a number")
      }
      settings.knownFormConfidence = value
    }
    if let text = parsed.value("--long-name-length") {
      guard let value = Int(text), value >= 0 else { return usageError("--long-name-length takes a count") }
      settings.longNameLength = value
    }
    if let text = parsed.value("--long-compound-length") {
      guard let value = Int(text), value >= 0 else {
        return usageError("--long-compound-length takes a count")
      }
      settings.longCompoundLength = value
    }
    if let text = parsed.value("--long-word-length") {
      guard let value = Int(text), value >= 0 else { return usageError("--long-word-length takes a count") }
      settings.longWordLength = value
    }
    for (option, setting) in [
      ("--sure-slip-confidence", \DictionaryCorrector.Settings.sureSlipConfidence),
      ("--long-word-threshold", \.longWordThreshold), ("--long-word-confidence", \.longWordConfidence),
      ("--ambiguous-confidence", \.ambiguousConfidence),
      ("--ranking-frequency-weight", \.rankingFrequencyWeight), ("--ranking-slip-cost", \.rankingSlipCost),
    ] {
      guard let text = parsed.value(option) else { continue }
      guard let value = Float(text), value.isFinite else { return usageError("\(option) takes a number") }
      settings[keyPath: setting] = value
    }
    if let text = parsed.value("--shortest-corrected") {
      guard let value = Int(text), value >= 1 else { return usageError("--shortest-corrected takes a count") }
      settings.shortestCorrected = value
    }
    if let text = parsed.value("--compound-correction-length") {
      guard let value = Int(text), value >= 0 else {
        return usageError("--compound-correction-length takes a count")
      }
      settings.compoundCorrectionLength = value
    }
    if let text = parsed.value("--capitals-mark-names") {
      guard text == "on" || text == "off" else { return usageError("--capitals-mark-names takes on or off") }
      settings.capitalsMarkNames = text == "on"
    }
    if let text = parsed.value("--compound-part") {
      guard let value = Int(text), value >= 0 else { return usageError("--compound-part takes a count") }
      settings.compoundPartLength = value
    }
    if let text = parsed.value("--frequency-weight") {
      guard let value = Float(text), value.isFinite else {
        return usageError("--frequency-weight takes a number")
      }
      settings.frequencyWeight = value
    }
    if let text = parsed.value("--minimum-frequency") {
      guard let value = Int(text) else { return usageError("--minimum-frequency takes a number") }
      settings.minimumFrequency = value
    }
    let failures = Int(parsed.value("--failures") ?? "0") ?? 0
    let corrector = DictionaryCorrector(
      dictionary: dictionary, settings: settings, userWords: parsed.all("--user-word"))
    let locale = dictionary.locale
    for typosPath in parsed.all("--typos") {
      guard let pairs = readPairs(typosPath) else { return 2 }
      print(measure(pairs, corrector: corrector, name: typosPath, failures: failures))
    }
    for contextPath in parsed.all("--typos-in-context") {
      guard let sentences = readPairs(contextPath, expected: "typed sentence<TAB>intended sentence") else {
        return 2
      }
      let cases = typosInContext(sentences, delimiters: delimiters)
      let name =
        "\(contextPath) (in context: \(cases.pairs.count) of \(sentences.count) sentences with one word changed)"
      print(measure(cases.pairs, before: cases.before, corrector: corrector, name: name, failures: failures))
    }
    // The texts' own misspellings: not counted among their correctly spelled words.
    var misspelled: [String: String] = [:]
    for path in parsed.all("--misspelled") {
      guard let pairs = readPairs(path) else { return 2 }
      for (typo, intended) in pairs { misspelled[typo] = intended }
    }
    var words: [String] = []
    for textPath in parsed.all("--text") {
      guard let text = DictionaryFiles.readText(textPath) else { return 2 }
      let (line, textWords) = falseCorrections(
        text, corrector: corrector, delimiters: delimiters, misspelled: misspelled, name: textPath,
        failures: failures)
      print(line)
      words += textWords
    }
    var status: Int32 = 0
    if parsed.has("--lexicon") {
      let (line, changed) = lexiconCheck(corrector: corrector, failures: failures)
      print(line)
      if changed > 0 { status = 1 }
    }
    if let countText = parsed.value("--generate") {
      guard let count = Int(countText), count > 0 else { return usageError("--generate takes a count") }
      let pairs = generateTypos(
        count, corrector: corrector, fromWords: words, keepingCase: parsed.has("--keep-case"))
      print(
        measure(
          pairs, corrector: corrector, name: "generated single-edit typos (\(locale))", failures: failures))
    }
    return status
  }

  /// The typo<TAB>intended pairs of a file (or others, named by `expected`); `nil` when it
  /// cannot be read or a line has no tab (the error printed, with its line).
  static func readPairs(_ path: String, expected: String = "typo<TAB>intended") -> [(String, String)]? {
    guard let text = DictionaryFiles.readText(path) else { return nil }
    var pairs: [(String, String)] = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 2 else {
        Output.error("\(path):\(number + 1):1: error: expected \(expected)")
        return nil
      }
      pairs.append((String(fields[0]), String(fields[1])))
    }
    return pairs
  }

  /// Every word of the lexicon (the dictionary's words that are no listed misspelling),
  /// asked as the engine asks about it typed in three places: inside a sentence, at a
  /// sentence start, and capitalized there. A valid word is never changed: the line, and the
  /// number of words changed.
  static func lexiconCheck(corrector: DictionaryCorrector, failures: Int) -> (String, Int) {
    let dictionary = corrector.dictionary
    let locale = dictionary.locale
    let inside = AutocorrectionContext(textBefore: "x ", locale: locale)
    let start = AutocorrectionContext(textBefore: "", locale: locale)
    var words = 0
    var changed = 0
    for index in 0..<dictionary.count where !dictionary.isMisspelling(index) {
      words += 1
      let word = dictionary.word(index)
      let capitalized = word.prefix(1).uppercased() + word.dropFirst()
      for (typed, context) in [(word, inside), (word, start), (capitalized, start)] {
        guard let correction = corrector.correction(for: typed, context: context),
          correction.matchingCase(of: typed) != typed
        else { continue }
        changed += 1
        if changed <= failures {
          Output.error("  lexicon word changed: \(typed) -> \(correction.matchingCase(of: typed))")
        }
        break
      }
    }
    return (
      "lexicon (\(locale)): \(words) words, each typed inside a sentence, at its start and capitalized; \(changed) changed",
      changed
    )
  }

  /// Top-1, top-3 and wrong word over typo pairs, each typo asked after its text in
  /// `before` (default: none, a sentence start).
  static func measure(
    _ pairs: [(String, String)], before: [Substring] = [], corrector: DictionaryCorrector, name: String,
    failures: Int
  )
    -> String
  {
    var top1 = 0
    var top3 = 0
    // Typos replaced by a word other than the intended: worse than kept (the user must
    // notice and undo them).
    var wrong = 0
    var known = 0
    var shown = 0
    var times: [Duration] = []
    let clock = ContinuousClock()
    for (number, (typo, intended)) in pairs.enumerated() {
      let context = AutocorrectionContext(
        textBefore: number < before.count ? before[number] : "", locale: corrector.dictionary.locale)
      let target = CompiledDictionary.key(for: intended)
      if corrector.isKnown(intended) { known += 1 }
      var correction: String?
      times.append(clock.measure { correction = corrector.correction(for: typo, context: context) })
      let corrected = correction.map(CompiledDictionary.key(for:))
      if corrected == target { top1 += 1 } else if corrected != nil { wrong += 1 }
      let suggestions = corrector.suggestions(for: typo, context: context, limit: 3)
      if suggestions.contains(where: { CompiledDictionary.key(for: $0) == target }) { top3 += 1 }
      if corrected != target, shown < failures {
        shown += 1
        Output.error(
          "  miss: \(typo) -> \(correction ?? "(kept)"), wanted \(intended)\(number < before.count ? " after '\(before[number].suffix(30))'" : ""); offered \(suggestions); ranked \(nearest(to: typo, corrector: corrector))"
        )
      }
    }
    let total = max(pairs.count, 1)
    func percent(_ count: Int) -> String { String(format: "%.1f%%", Double(count) * 100 / Double(total)) }
    if failures > 0 {
      for (time, typo) in zip(times, pairs.map(\.0)).sorted(by: { $0.0 > $1.0 }).prefix(failures) {
        Output.error("  slow: \(typo) \(time)")
      }
    }
    times.sort()
    func milliseconds(_ quantile: Double) -> String {
      guard !times.isEmpty else { return "-" }
      let time = times[min(times.count - 1, Int(Double(times.count) * quantile))]
      return String(
        format: "%.3f ms", Double(time.components.attoseconds) / 1e15 + Double(time.components.seconds) * 1e3)
    }
    return
      "\(name): \(pairs.count) typos, top-1 \(percent(top1)), top-3 \(percent(top3)), wrong word \(percent(wrong)) (intended word in the dictionary: \(percent(known))); correction time p50 \(milliseconds(0.5)), p99 \(milliseconds(0.99))"
  }

  /// The words of text as the engine delimits them (letters, digits, marks, apostrophes
  /// inside) and asks about them (a space or one of `delimiters` commits a word: not the
  /// part of a hyphenated word before its hyphen), each with the text before it.
  static func words(of line: Substring, delimiters: Set<Character>) -> [(word: Substring, before: Substring)]
  {
    var result: [(Substring, Substring)] = []
    var index = line.startIndex
    func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
    while index < line.endIndex {
      guard isWordCharacter(line[index]) else {
        index = line.index(after: index)
        continue
      }
      let start = index
      var end = index
      while index < line.endIndex {
        let character = line[index]
        if isWordCharacter(character) {
          index = line.index(after: index)
          end = index
        } else if character == "'" || character == "’", line.index(after: index) < line.endIndex,
          isWordCharacter(line[line.index(after: index)])
        {
          index = line.index(after: index)
        } else {
          break
        }
      }
      // Part of a token (a URL, an address, a file name, a handle): the rules never ask.
      let previous = start > line.startIndex ? line[line.index(before: start)] : " "
      let next = end < line.endIndex ? line[end] : " "
      let afterNext =
        end < line.endIndex && line.index(after: end) < line.endIndex ? line[line.index(after: end)] : " "
      if "./@#:_\\".contains(previous) && previous != "." || "@/_\\".contains(next)
        || (next == "." && (afterNext.isLetter || afterNext.isNumber))
        // A part before a hyphen: nothing commits it (`torgovo-` of `torgovo-ekonomichnykh`).
        || (next == "-" && !delimiters.contains("-") && (afterNext.isLetter || afterNext.isNumber))
        || (previous == "." && start > line.index(after: line.startIndex)
          && !line[line.index(start, offsetBy: -2)].isWhitespace)
      {
        continue
      }
      let beforeStart = line.index(start, offsetBy: -64, limitedBy: line.startIndex) ?? line.startIndex
      result.append((line[start..<end], line[beforeStart..<start]))
    }
    return result
  }

  /// False corrections per 10,000 correctly spelled words of a text; the text's words (for
  /// generating typos). A word of `misspelled` (typed as it is written there) is a
  /// misspelling of the text: counted apart, with whether it was corrected to its intended word.
  static func falseCorrections(
    _ text: String, corrector: DictionaryCorrector, delimiters: Set<Character>,
    misspelled: [String: String] = [:], name: String, failures: Int
  )
    -> (
      String, [String]
    )
  {
    var total = 0
    var changed = 0
    var unknown = 0
    var shown = 0
    var misspellings = 0
    var fixed = 0
    var seen: [String] = []
    for line in text.split(separator: "\n") {
      for (word, before) in words(of: line, delimiters: delimiters) {
        let typed = String(word)
        let context = AutocorrectionContext(textBefore: before, locale: corrector.dictionary.locale)
        if let intended = misspelled[typed] {
          misspellings += 1
          let correction = corrector.correction(for: typed, context: context)
          if let correction, CompiledDictionary.key(for: correction) == CompiledDictionary.key(for: intended)
          {
            fixed += 1
          }
          continue
        }
        total += 1
        seen.append(typed)
        if !corrector.isKnown(typed) { unknown += 1 }
        guard let correction = corrector.correction(for: typed, context: context) else { continue }
        let written = correction.matchingCase(of: typed)
        guard written != typed else { continue }
        changed += 1
        if shown < failures {
          shown += 1
          Output.error(
            "  false correction: \(typed) -> \(written) after '\(before.suffix(30))'; ranked \(nearest(to: typed, corrector: corrector))"
          )
        }
      }
    }
    let rate = Double(changed) * 10_000 / Double(max(total, 1))
    let misspellingsLine =
      misspellings == 0 ? "" : "; \(misspellings) listed misspellings, \(fixed) corrected to their word"
    return (
      "\(name): \(total) words (\(unknown) not in the dictionary), \(changed) changed: "
        + String(format: "%.1f", rate) + " false corrections per 10,000 words" + misspellingsLine,
      seen
    )
  }

  /// The three nearest candidates for a word with what ranks them: edit cost / score and
  /// frequency class (`timber 1.05/2.38 f119`), and what the corrector takes the word for
  /// (`(form of a known stem, compound)`).
  static func nearest(to word: String, corrector: DictionaryCorrector) -> String {
    let kinds = corrector.kind(ofTyped: word).names
    return corrector.candidates(for: word, limit: 3).map {
      "\($0.word) " + String(format: "%.2f/%.2f", $0.cost, $0.score) + " f\($0.frequency)"
    }.joined(separator: ", ") + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
  }

  /// `count` single-edit keyboard typos (neighbour key, omission, insertion of a
  /// neighbouring or repeated key, transposition) of words of the text given that the
  /// dictionary offers (or of its frequent words), with a fixed seed; typos that are words
  /// are skipped. The words are typed in lowercase, or with the text's capitals
  /// (`keepingCase`: a name, a sentence's first word; the slip never on the capital, which a
  /// keyboard's shift types once).
  static func generateTypos(
    _ count: Int, corrector: DictionaryCorrector, fromWords textWords: [String], keepingCase: Bool = false
  ) -> [(String, String)] {
    let dictionary = corrector.dictionary
    var random = SplitMix64(seed: 25)
    // Words the corrector may write (class 0 is valid, never offered).
    var pool = textWords.filter {
      $0.count >= 3 && $0.allSatisfy(\.isLetter)
        && dictionary.hasOfferedWord(forKey: CompiledDictionary.key(for: $0))
    }
    if pool.isEmpty {
      pool = (0..<dictionary.count).filter { dictionary.frequency($0) >= 120 }.map(dictionary.word)
        .filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) }
    }
    guard !pool.isEmpty else { return [] }
    let layoutKeys = Array(dictionary.layout.rows.unicodeScalars.filter { $0 != "\n" })
    var pairs: [(String, String)] = []
    var attempts = 0
    while pairs.count < count, attempts < count * 20 {
      attempts += 1
      let word = pool[Int(random.next() % UInt64(pool.count))]
      var letters = Array((keepingCase ? word : word.lowercased()).unicodeScalars)
      let position = Int(random.next() % UInt64(letters.count))
      if keepingCase, letters[position].properties.isUppercase { continue }
      let neighbours = layoutKeys.filter { dictionary.layout.areNeighbours($0, letters[position]) }
      switch random.next() % 4 {
      case 0:
        guard !neighbours.isEmpty else { continue }
        letters[position] = neighbours[Int(random.next() % UInt64(neighbours.count))]
      case 1:
        letters.remove(at: position)
      case 2:
        let extra =
          neighbours.isEmpty || random.next() % 3 == 0
          ? letters[position] : neighbours[Int(random.next() % UInt64(neighbours.count))]
        letters.insert(extra, at: position + Int(random.next() % 2))
      default:
        guard position + 1 < letters.count, letters[position] != letters[position + 1] else { continue }
        letters.swapAt(position, position + 1)
      }
      var typo = ""
      typo.unicodeScalars.append(contentsOf: letters)
      guard !typo.isEmpty, !corrector.isKnown(typo) else { continue }
      pairs.append((typo, word))
    }
    return pairs
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.evaluateCorrections)")
    return 64
  }
}

extension Usage {
  static let evaluateCorrections = """
    USAGE: typingrules evaluate-corrections --dictionary FILE [--typos FILE]...
                                            [--typos-in-context FILE]... [--text FILE]...
                                            [--generate N [--keep-case]] [--lexicon]

    Measures the dictionary corrector: on each TYPOS file (typo<TAB>intended a line) the
    top-1 correction rate, the top-3 suggestion rate and the wrong-word rate (typos
    replaced by another word), the same on each file of sentences with a typo, asked in
    the sentence, and on each TEXT file (correctly written text) the false
    corrections per 10,000 words, each word asked in its sentence context as the engine
    asks. Prints one line per file and measure.

    OPTIONS:
      --dictionary FILE   A dictionary written by 'typingrules compile-dictionary'.
      --typos FILE        Pairs of typo and intended word (repeatable).
      --typos-in-context FILE
                          Pairs of a sentence as typed and as intended
                          (typed<TAB>intended a line): where the two differ in one word,
                          that word is asked after the typed sentence's text before it,
                          as the engine asks (repeatable).
      --text FILE         Correct text (repeatable).
      --misspelled FILE   The misspellings of the texts (typo<TAB>intended, as --typos):
                          not counted among their correctly spelled words; how many
                          are corrected to their word is printed (repeatable).
      --generate N        Also make N single-edit keyboard typos of the dictionary's
                          words (neighbour key, omission, insertion, transposition) with a
                          fixed seed and measure them.
      --keep-case         Type the generated typos with the text's capitals (a name, a
                          sentence's first word; no slip on the capital), each asked at
                          a sentence's start, rather than in lowercase.
      --lexicon           Also ask about every word of the dictionary that is no listed
                          misspelling, typed inside a sentence, at a sentence start and
                          capitalized there; exit 1 when any of them is changed.
      --rules DIR         The rules folder whose pack for the dictionary's locale gives the
                          corrector's settings (its `corrector:` under `locale:`; default:
                          the folder typingrules finds, as for `type`).
      --user-word WORD    A word of the user dictionary (repeatable).
      --threshold X, --margin X, --confidence X, --frequency-weight X, --minimum-frequency N
                          The corrector's settings, over the pack's (defaults \(DictionaryCorrector.Settings().threshold),
                          \(DictionaryCorrector.Settings().margin), \(DictionaryCorrector.Settings().confidence), \(DictionaryCorrector.Settings().frequencyWeight),
                          \(DictionaryCorrector.Settings().minimumFrequency)).
      --omission X, --insertion X, --substitution X, --neighbour-substitution X,
      --transposition X   The error model's costs of a letter left out, a letter too many, a
                          wrong letter, a neighbouring key and two letters swapped.
      --compound-part N   The fewest letters of a compound's first part (0: none).
      --inner-confidence X, --ending-length N
                          The confidence for a candidate that differs only inside the
                          word (the same first letter and last N letters), over the pack's.
      --start-slip-length N
                          A word of N letters or more (0: none) whose candidate differs
                          only in their first two letters takes the inner confidence,
                          over the pack's.
      --similar-letters-length N
                          The fewest letters of a word in which the pack's similar
                          letters count (0: any), over the pack's.
      --capitals-mark-names on|off
                          Whether a capitalized word inside a sentence is taken for a name.
      --compound-correction-length N
                          A slip in a last part of N letters or more of a compound the
                          dictionary lacks is corrected (0: none; with --compound-part).
      --shortest-corrected N
                          The fewest letters of a word that is replaced, over the pack's.
      --rare-triple-words N, --sure-slip-confidence X
                          A word with a letter triple fewer than N words have is a sure
                          slip, replaced up to confidence X (0: none), over the pack's.
      --long-word-length N, --long-word-threshold X, --long-word-confidence X
                          A word of N letters or more (0: none) is replaced by a candidate
                          differing only inside it within X and X, over the pack's.
      --long-name-length N
                          A capitalized word of N letters or more inside a sentence (0:
                          none) is corrected by a name the dictionary knows or as a
                          compound, not kept as a name, over the pack's.
      --long-compound-length N
                          A word of N letters or more (0: none) that splits into known
                          words is replaced by a candidate differing only inside it,
                          over the pack's.
      --unknown-form-length N
                          A word of N letters or more (0: none) that is no form of a known
                          stem takes the inner confidence, over the pack's.
      --known-form-confidence X
                          A word that is a form of a known stem (and no sure slip) is
                          replaced up to confidence X at most (at least the plain one; 0:
                          no cap), over the pack's.
      --ambiguous-confidence X
                          A word that is no form of a known stem is replaced up to score X
                          even when the next candidate is within the margin (0: the margin
                          always holds), over the pack's.
      --ranking-frequency-weight X
                          The frequency penalty candidates are ranked with (the confidences
                          measure --frequency-weight's), over the pack's.
      --ranking-slip-cost X
                          What a letter left out and two swapped cost at most in the
                          ranking (0: as in the confidences), over the pack's.
      --failures N        Print the first N misses and false corrections of each file
                          (each with the three nearest candidates: edit cost / score,
                          frequency class; and what the typed word is taken for: a form
                          of a known stem, a compound, a sure slip) and its slowest
                          words.
    """
}
