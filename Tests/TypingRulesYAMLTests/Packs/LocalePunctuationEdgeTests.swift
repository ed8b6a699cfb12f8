import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Edges where a locale's own punctuation meets the shared rules, generated for every
/// shipped locale from its data: periods do not stack through the spacing the locale puts
/// around its closing quote; two quotes type the locale's empty pair; a closing quote typed
/// after a suggestion's automatic space closes on the word.
struct LocalePunctuationEdgeTests {
  static let locales: [String] = Fixtures.withLibrary { $0.availablePacks.filter { $0 != "base" } }

  /// A locale's quotes and terminators, read from its compiled data.
  struct Punctuation {
    var open: String
    var close: String
    var secondaryOpen: String
    var secondaryClose: String
    var terminators: [Character]

    init(_ locale: LocaleData) throws {
      open = try #require(locale["quotes.primary.open"]?.text)
      close = try #require(locale["quotes.primary.close"]?.text)
      secondaryOpen = try #require(locale["quotes.secondary.open"]?.text)
      secondaryClose = try #require(locale["quotes.secondary.close"]?.text)
      terminators = Array(try #require(locale["sentence-terminators"]?.text))
    }
  }

  static func type(_ taps: String, in pack: CompiledPack, before: String = "") throws -> String {
    var replay = Replay(script: try TapScript(parsing: taps))
    replay.before = before
    replay.autocorrector = pack.corrections
    return try replay.run(with: pack.program).result
  }

  /// The text with horizontal spaces other than U+0020 taken out (a locale's spacing inside
  /// and around its quotes).
  static func withoutLocaleSpacing(_ text: String) -> String {
    String(text.filter { !($0.isWhitespace && !$0.isNewline && $0 != " ") })
  }

  @Test(
    "a terminator inside quotes is already a sentence end, through the locale's spacing", arguments: locales)
  func periodsDoNotStack(locale: String) throws {
    let pack = try Fixtures.withLibrary { try $0.load(locale: locale) }
    let punctuation = try Punctuation(pack.program.locale)
    for terminator in punctuation.terminators {
      let result = try Self.type("\"yes\(terminator)\"  ", in: pack, before: "ok ")
      let visible = Self.withoutLocaleSpacing(result)
      #expect(
        visible == "ok \(punctuation.open)yes\(terminator)\(punctuation.close)  ",
        "\(locale): '\"yes\(terminator)\"  ' gave '\(result.visible)'")
    }
    let ended = try Self.type("\"yes\"  ", in: pack, before: "ok ")
    #expect(
      Self.withoutLocaleSpacing(ended).hasSuffix("\(punctuation.close). ")
        || Self.withoutLocaleSpacing(ended).hasSuffix(
          "\(punctuation.close)\(pack.program.locale["full-stop"]?.text ?? ".") "),
      "\(locale): '\"yes\"  ' gave '\(ended.visible)'")
  }

  /// Types `taps` after "say " and expects `expected` once the locale's own spacing is
  /// taken out.
  static func expect(
    _ taps: String, gives expected: String, in pack: CompiledPack, locale: String
  ) throws {
    let result = try type(taps, in: pack, before: "say ")
    #expect(
      withoutLocaleSpacing(result) == "say " + expected,
      "\(locale): '\(taps)' gave '\(result.visible)', expected 'say \(expected)' (spacing aside)")
  }

  @Test("two quotes type the locale's empty pair", arguments: locales)
  func emptyPairs(locale: String) throws {
    let pack = try Fixtures.withLibrary { try $0.load(locale: locale) }
    let quotes = try Punctuation(pack.program.locale)
    try Self.expect("\"\"", gives: quotes.open + quotes.close, in: pack, locale: locale)
    try Self.expect("''", gives: quotes.secondaryOpen + quotes.secondaryClose, in: pack, locale: locale)
  }

  @Test("a closing quote after a suggestion's automatic space closes on the word", arguments: locales)
  func closingQuoteAfterSuggestion(locale: String) throws {
    let pack = try Fixtures.withLibrary { try $0.load(locale: locale) }
    let quotes = try Punctuation(pack.program.locale)
    try Self.expect(
      "\"wor{accept word}\"", gives: quotes.open + "word" + quotes.close, in: pack, locale: locale)
    try Self.expect(
      "'wor{accept word}'", gives: quotes.secondaryOpen + "word" + quotes.secondaryClose, in: pack,
      locale: locale)
    try Self.expect("(wor{accept word})", gives: "(word)", in: pack, locale: locale)
  }
}
