/// The correction query: the autocorrector, and its answer for the word at the cursor,
/// asked at most once per event (`has-correction` and `correct-word` share it).
struct CorrectionQuery {
  /// The autocorrector, held by reference: asking it copies no existential out of the
  /// engine state.
  var held: HeldAutocorrector?
  /// Whether ``answer`` is this event's.
  private(set) var isAnswered = false
  /// The correction of the word at the cursor, in the typed case; `nil`: none.
  private(set) var answer: (word: String, correction: String)?

  /// The pack's lexer (its apostrophes), case policy and locale tag.
  private let lexer: LexerData
  private let casePolicy: CasePolicy
  private let locale: String

  /// How much text before the word an autocorrector is given, in characters.
  static let contextLength = 64

  init(_ autocorrector: (any Autocorrector)?, program: RuleProgram) {
    held = autocorrector.map(HeldAutocorrector.init)
    lexer = program.code.lexer
    casePolicy = program.code.casePolicy
    locale = program.locale.tag
  }

  /// Forgets the answer: the text changed, or a new event began.
  @inline(__always)
  mutating func invalidate() { isAnswered = false }

  /// Starts answering: whether the autocorrector must be asked (there is one, and the
  /// event has no answer yet). From then on the answer is `nil` until ``ask(_:)`` gives one.
  mutating func needsAsking() -> Bool {
    guard !isAnswered else { return false }
    isAnswered = true
    answer = nil
    return held != nil
  }

  /// Asks the autocorrector about the word of `length` characters before the cursor
  /// (after ``needsAsking()``), its context cut from the document by the window's lengths,
  /// with where its keys were tapped when the keyboard said (`touches`, else empty).
  /// `locked`, `shiftedAllCharacters`: see ``writesInCapitals(typed:locked:shiftedAllCharacters:policy:)``.
  mutating func ask(
    wordLength length: Int, touches: [KeyTouch], before: inout ContextWindow, document: TextDocument,
    locked: Bool,
    shiftedAllCharacters: Bool
  ) -> (word: String, correction: String)? {
    guard let held, length > 0 else { return nil }
    let capitals = (locked, shiftedAllCharacters)
    let word = before.text(ofNearest: length)
    guard held.readsTextBefore else {
      return cased(
        correction(
          of: word, held, AutocorrectionContext(textBefore: "", locale: locale, touches: touches)),
        typed: word, capitals)
    }
    // The text before the word, cut from the document's context by UTF-8 lengths the
    // window knows (no walk over the text).
    let wordUTF8 = before.utf8Length(ofNearest: length)
    let spanUTF8 = before.utf8Length(ofNearest: length + Self.contextLength)
    let context = document.documentContextBeforeInput ?? ""
    let utf8 = context.utf8
    let wordStart =
      utf8.index(utf8.endIndex, offsetBy: -wordUTF8, limitedBy: utf8.startIndex) ?? utf8.startIndex
    let contextStart =
      utf8.index(utf8.endIndex, offsetBy: -spanUTF8, limitedBy: utf8.startIndex) ?? utf8.startIndex
    let question = AutocorrectionContext(
      textBefore: context[contextStart..<wordStart], locale: locale, touches: touches)
    return cased(correction(of: word, held, question), typed: word, capitals)
  }

  /// The autocorrector's correction of a word. A word that ends with apostrophes (only
  /// where the pack makes them part of a word, `word-final-apostrophes`) that has none is
  /// asked again without them, and they are kept after the correction (`tgis'` → `this'`,
  /// as LatinIME looks a word up without the quote that closes it).
  private func correction(
    of word: String, _ held: HeldAutocorrector, _ context: AutocorrectionContext
  ) -> String? {
    if let correction = held.correction(for: word, context: context) { return correction }
    guard lexer.wordFinalApostrophes, let last = word.last else { return nil }
    let apostrophes = lexer.apostrophes
    guard apostrophes.contains(last) else { return nil }
    let stem = word.reversed().drop { apostrophes.contains($0) }
    let kept = word.count - stem.count
    guard kept > 0, !stem.isEmpty else { return nil }
    return held.correction(for: String(stem.reversed()), context: context).map {
      $0 + word.suffix(kept)
    }
  }

  /// A correction in the case policy's case, remembered for the event; `nil` when it is
  /// the typed word.
  private mutating func cased(
    _ correction: String?, typed word: String, _ capitals: (locked: Bool, shiftedAllCharacters: Bool)
  ) -> (word: String, correction: String)? {
    guard let correction, correction != word else { return nil }
    var cased = casePolicy.apply(correction, typed: word)
    if Self.writesInCapitals(
      typed: word, locked: capitals.locked, shiftedAllCharacters: capitals.shiftedAllCharacters,
      policy: casePolicy)
    {
      cased = cased.uppercased()
    }
    if cased != word { answer = (word, cased) }
    return answer
  }

  /// Whether a word the engine writes in place of a typed one (a correction, an accepted
  /// suggestion or prediction) is written all in capitals, whatever its own case: with caps
  /// lock on (`locked`), in a field that capitalizes every character while the keyboard is
  /// shifted (`shiftedAllCharacters`), and, when the case policy matches the typed case, in
  /// place of a word the user typed in capitals (two letters or more).
  static func writesInCapitals(
    typed word: String, locked: Bool, shiftedAllCharacters: Bool, policy: CasePolicy
  ) -> Bool {
    if locked || shiftedAllCharacters { return true }
    // A word typed in capitals: the case the policy matches (an `as-written` pack keeps
    // its replacements as they are).
    guard policy == .matchTyped else { return false }
    var letters = 0
    for character in word where character.isLetter {
      guard character.isUppercase else { return false }
      letters += 1
    }
    return letters > 1
  }
}
