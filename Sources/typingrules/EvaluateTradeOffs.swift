import Foundation
import TypingRules

/// The documented trade-offs of `typingrules evaluate` (Docs/locales.md): differences the
/// keyboard cannot avoid without causing more of them, told apart by what surrounds them.
enum EvaluateTradeOff: String, CaseIterable {
  /// A listed abbreviation that really ends a sentence: no capital after it.
  case abbreviationEndsSentence = "abbreviation-ends-sentence"
  /// A number the pack reads as an ordinal (21., XIV.) that really ends a sentence.
  case ordinalEndsSentence = "ordinal-ends-sentence"
  /// A domain or URL that ends a sentence (example.com.): no capital after it.
  case domainEndsSentence = "domain-ends-sentence"
  /// The source starts a sentence or paragraph with a lowercase letter; the keyboard
  /// shifts there, and the typist model has no shift key to undo it.
  case lowercaseSentenceStart = "lowercase-sentence-start"
  /// A question or exclamation mark or an ellipsis inside a sentence (¿Qué? dijo): the
  /// keyboard shifts after it.
  case terminatorInsideSentence = "terminator-inside-sentence"
  /// A sentence opened by a dash in a pack that writes no dialogue with dashes (a list
  /// mark, an aside): the keyboard does not shift after it.
  case dashOpensSentence = "dash-opens-sentence"
  /// A word the source misspells, corrected by the pack's autocorrection table
  /// (recomend -> recommend): the keyboard did what it is for.
  case misspellingCorrected = "misspelling-corrected"
  /// A single letter and a period before a lowercase word (P. elliptica, H. pylori): the
  /// packs leave single letters off their lists, as initials end sentences as often.
  case singleLetterAbbreviation = "single-letter-abbreviation"
  /// A quotation mark the source writes against its neighbours: an opening mark right
  /// after a word or full stop (mín.„), or a closing one after a space (« Nei! »): the
  /// straight key opens after a space and closes after a word.
  case quoteAgainstContext = "quote-against-context"
  /// A capital after an entry the pack leaves off its abbreviation list on purpose, with
  /// the reason under `dropped:` (at 9 a.m. Tomorrow): it ends sentences more often.
  case abbreviationLeftOff = "abbreviation-left-off"
  /// No capital after an ellipsis that ends a sentence: the packs do not take an ellipsis
  /// for a sentence end (it trails off inside a sentence as often).
  case ellipsisEndsSentence = "ellipsis-ends-sentence"
}

/// What decides a trade-off: the pack's abbreviations and whether it writes ordinals with
/// a dot.
struct EvaluateTradeOffRules {
  var abbreviations: Set<String> = []
  var ordinalDot = false
  var closers: Set<Character> = []
  var openers: Set<Character> = []
  var dialogueDashes: Set<Character> = []
  var openingQuotes: Set<Character> = []
  var closingQuotes: Set<Character> = []
  var corrections: [String: String] = [:]
  /// The entries the packs leave off their abbreviation lists on purpose (`dropped:`).
  var leftOff: Set<String> = []

  init(
    locale: LocaleData, typist: EvaluateTypist, corrections: [String: String], leftOff: Set<String> = []
  ) {
    self.leftOff = leftOff
    if case .string(let text)? = locale["dialogue-dashes"] { dialogueDashes = Set(text) }
    for key in ["quotes.primary.open", "quotes.secondary.open"] {
      if case .string(let text)? = locale[key] { openingQuotes.formUnion(text) }
    }
    for key in ["quotes.primary.close", "quotes.secondary.close"] {
      if case .string(let text)? = locale[key] { closingQuotes.formUnion(text) }
    }
    for (typo, fix) in corrections { self.corrections[typo.lowercased()] = fix.lowercased() }
    if case .list(let items)? = locale["abbreviations"] { abbreviations = Set(items) }
    if case .bool(let value)? = locale["ordinal-dot"] { ordinalDot = value }
    closers = typist.closers.union(EvaluateAlignment.quoteCharacters).union([")", "]", "}"])
    openers = typist.openers.union(EvaluateAlignment.quoteCharacters).union(["(", "[", "{", "¿", "¡"])
  }

  /// The words before `index` (up to two, for abbreviations written with a space), with
  /// the closing punctuation after the last one removed.
  func tokens(before index: Int, in text: [Character]) -> [String] {
    var end = index
    while end > 0,
      openers.contains(text[end - 1]) || EvaluateTypist.isSpace(text[end - 1])
        || EvaluateAlignment.dashCharacters.contains(text[end - 1])
    {
      end -= 1
    }
    var words: [String] = []
    for _ in 0..<2 {
      var start = end
      while start > 0, !EvaluateTypist.isSpace(text[start - 1]) { start -= 1 }
      if start == end { break }
      var word = text[start..<end]
      while let last = word.last, closers.contains(last) { word = word.dropLast() }
      while let first = word.first, openers.contains(first) { word = word.dropFirst() }
      words.insert(String(word), at: 0)
      end = start
      while end > 0, EvaluateTypist.isSpace(text[end - 1]) { end -= 1 }
    }
    return words
  }

  func isLeftOff(_ word: String) -> Bool {
    guard word.hasSuffix(".") else { return false }
    return leftOff.contains(word) || leftOff.contains(word.prefix(1).lowercased() + word.dropFirst())
  }

  func isListedAbbreviation(_ word: String) -> Bool {
    guard word.hasSuffix(".") else { return false }
    if abbreviations.contains(word) { return true }
    let lowered = word.prefix(1).lowercased() + word.dropFirst()
    return abbreviations.contains(lowered)
  }

  /// The trade-off a difference is, if any. `index` is where the texts first differ (in
  /// the written text); `startLetters` the first letters of the source's sentences.
  func tradeOff(
    _ kind: EvaluateAlignment.Kind, at index: Int, in text: [Character], actual: [Character],
    actualIndex: Int,
    startLetters: Set<Int>
  ) -> EvaluateTradeOff? {
    if let written = word(around: index, in: text), let typed = word(around: actualIndex, in: actual),
      written != typed, corrections[written.lowercased()] == typed.lowercased()
    {
      return .misspellingCorrected
    }
    switch kind {
    case .quote:
      guard index < text.count else { return nil }
      let mark = text[index]
      let previous = index > 0 ? text[index - 1] : " "
      if openingQuotes.contains(mark), !closingQuotes.contains(mark), !EvaluateTypist.isSpace(previous),
        !openers.contains(previous)
      {
        return .quoteAgainstContext
      }
      if closingQuotes.contains(mark), !openingQuotes.contains(mark), EvaluateTypist.isSpace(previous) {
        return .quoteAgainstContext
      }
      return nil
    case .missedCapital:
      // A dash right before the sentence, in a pack without dialogue dashes.
      var back = index - 1
      while back >= 0,
        EvaluateTypist.isSpace(text[back])
          || openers.contains(text[back]) && !EvaluateTypist.dashes.contains(text[back])
      { back -= 1 }
      if back >= 0, EvaluateTypist.dashes.contains(text[back]), !dialogueDashes.contains(text[back]) {
        return .dashOpensSentence
      }
      let words = tokens(before: index, in: text)
      if let last = words.last, last.hasSuffix("…") { return .ellipsisEndsSentence }
      guard let last = words.last, last.hasSuffix(".") else { return nil }
      if isListedAbbreviation(last) { return .abbreviationEndsSentence }
      if words.count == 2, isListedAbbreviation(words[0] + " " + last) { return .abbreviationEndsSentence }
      if ordinalDot, last.fullyMatchesPattern(#"\d{1,3}\.|[0-3]?\d\.(0?[1-9]|1[0-2])\.|[IVX]+\."#) {
        return .ordinalEndsSentence
      }
      // A domain: dotted parts, the last of two letters or more (example.com., www.x.de.).
      if last.fullyMatchesPattern(#"([\p{L}\p{N}-]+\.)+\p{L}{2,}\.|https?://\S+\.|\S+@\S+\.\p{L}{2,}\."#) {
        return .domainEndsSentence
      }
      return nil
    case .falseCapital:
      if startLetters.contains(index) { return .lowercaseSentenceStart }
      let words = tokens(before: index, in: text)
      if let last = words.last, last.count == 2, last.first!.isLetter, last.last == "." {
        return .singleLetterAbbreviation
      }
      if let last = words.last, isLeftOff(last) || words.count == 2 && isLeftOff(words[0] + " " + last) {
        return .abbreviationLeftOff
      }
      if let last = words.last, let mark = last.last, "!?…".contains(mark) || last.hasSuffix("..") {
        return .terminatorInsideSentence
      }
      return nil
    default:
      return nil
    }
  }
}

extension EvaluateTradeOffRules {
  /// The word (letters and apostrophes) that holds or touches `index`.
  func word(around index: Int, in text: [Character]) -> String? {
    func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character == "’" || character == "'"
    }
    var start = min(index, text.count)
    while start > 0, isWordCharacter(text[start - 1]) { start -= 1 }
    var end = min(index, text.count)
    while end < text.count, isWordCharacter(text[end]) { end += 1 }
    return start < end ? String(text[start..<end]) : nil
  }
}

extension String {
  /// Whether the whole string matches an ICU regular expression.
  func fullyMatchesPattern(_ pattern: String) -> Bool {
    range(of: "^(?:\(pattern))$", options: .regularExpression) != nil
  }
}
