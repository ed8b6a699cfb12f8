import Foundation
import TypingRules
import TypingRulesYAML

extension BenchCommand {
  /// `bench --corrector dictionary`: the dictionary corrector's figures. Loading the
  /// dictionary (its header, checksum and sections, best of 5: what a keyboard pays), a
  /// check of its whole structure (what `compile-dictionary` pays), its bytes (all it keeps
  /// in memory), the time to
  /// correct a word (2,000 single-edit keyboard typos of the dictionary's frequent words,
  /// with a fixed seed; the pack's corrector settings) and to suggest for every prefix of 500 words while they are typed.
  /// `nil` after printing why not.
  static func dictionaryFigures(_ parsed: CommandLineArguments, rulesFolder: String, program: RuleProgram)
    -> [(String, String, Double)]?
  {
    let locale = program.locale.tag
    let dictionary: CompiledDictionary?
    if let path = parsed.value("--dictionary") {
      dictionary = DictionaryFiles.load(path)
    } else {
      dictionary = DictionaryFiles.dictionary(rulesFolder: rulesFolder, locale: locale)
    }
    guard let dictionary else { return nil }
    let bytes = dictionary.bytes
    let clock = ContinuousClock()
    var loads: [Double] = []
    for _ in 0..<5 {
      loads.append(milliseconds(clock.measure { _ = try? CompiledDictionary(bytes: bytes) }))
    }
    let verification = milliseconds(clock.measure { _ = try? dictionary.verify() })
    let corrector = DictionaryCorrector(dictionary: dictionary, settings: .init(for: program))
    let typos = EvaluateCorrectionsCommand.generateTypos(2000, corrector: corrector, fromWords: [])
    let context = AutocorrectionContext(textBefore: "and ", locale: dictionary.locale)
    for (typo, _) in typos.prefix(200) { _ = corrector.correction(for: typo, context: context) }  // Warm up.
    var corrections: [Double] = []
    for (typo, _) in typos {
      corrections.append(
        milliseconds(clock.measure { _ = corrector.correction(for: typo, context: context) }))
    }
    var suggestions: [Double] = []
    for (_, word) in typos.prefix(500) {
      var prefix = ""
      for character in word {
        prefix.append(character)
        suggestions.append(
          milliseconds(clock.measure { _ = corrector.suggestions(for: prefix, context: context, limit: 3) }))
      }
    }
    corrections.sort()
    suggestions.sort()
    func quantile(_ values: [Double], _ q: Double) -> Double {
      values.isEmpty ? 0 : values[min(values.count - 1, Int(Double(values.count) * q))]
    }
    return [
      ("dictionary load", "ms", loads.min() ?? 0),
      ("dictionary structure check", "ms", verification),
      ("dictionary size", "MB", Double(dictionary.byteCount) / 1_048_576),
      ("correction per word p50", "ms", quantile(corrections, 0.5)),
      ("correction per word p99", "ms", quantile(corrections, 0.99)),
      ("suggestions per keystroke p50", "ms", quantile(suggestions, 0.5)),
      ("suggestions per keystroke p99", "ms", quantile(suggestions, 0.99)),
    ]
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
}
