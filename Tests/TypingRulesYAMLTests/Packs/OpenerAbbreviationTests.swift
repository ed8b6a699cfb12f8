import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The token the engine tests against a pack's abbreviations starts after the pack's own
/// opening punctuation (its `opening-punctuation` and `sentence-openers`), so in every
/// shipped locale an abbreviation right after an opener does not end the sentence: the
/// word after it gets no capital. Generated from each pack's data: every opener, then
/// abbreviations from its list, then a word.
struct OpenerAbbreviationTests {
  static let locales: [String] = Fixtures.withLibrary { $0.availablePacks.filter { $0 != "base" } }

  /// Abbreviations from the list that end with a period (the ones a sentence end could be
  /// mistaken for), a few per pack, spread over the list. Entries with spaces inside
  /// (`z. B.`) are a different matter: their inner periods are tested by their own rules.
  static func abbreviations(_ locale: LocaleData) -> [String] {
    guard case .list(let all) = locale["abbreviations"] else { return [] }
    let dotted = all.filter { $0.hasSuffix(".") && !$0.contains(where: \.isWhitespace) }
    let step = max(1, dotted.count / 6)
    return stride(from: 0, to: dotted.count, by: step).map { dotted[$0] }
  }

  static func type(_ taps: String, in pack: CompiledPack, before: String) throws -> String {
    var replay = Replay(script: try TapScript(parsing: taps))
    replay.before = before
    replay.autocorrector = pack.corrections
    return try replay.run(with: pack.program).result
  }

  @Test("no capital after an opener and an abbreviation", arguments: locales)
  func noCapitalAfterOpenerAndAbbreviation(locale: String) throws {
    let pack = try Fixtures.withLibrary { try $0.load(locale: locale) }
    let data = pack.program.locale
    let openers = Array(
      (data["opening-punctuation"]?.text ?? "") + (data["sentence-openers"]?.text ?? ""))
    let abbreviations = Self.abbreviations(data)
    #expect(!openers.isEmpty, "\(locale) has no opening punctuation")
    #expect(!abbreviations.isEmpty, "\(locale) has no abbreviations ending with a period")
    for abbreviation in abbreviations {
      // The opener already in the text (each of the pack's), and the quote key typed.
      for before in openers.map({ "say \($0)" }) + ["say "] {
        let taps = (before == "say " ? "\"" : "") + abbreviation + " word"
        let result = try Self.type(taps, in: pack, before: before)
        #expect(
          result.hasSuffix(abbreviation + " word"),
          "\(locale): '\(before.visible)' then '\(taps)' gave '\(result.visible)'")
      }
    }
  }
}
