import TypingRules
import TypingRulesYAML

/// The typist of `typingrules evaluate`: the taps a careful person types to write a
/// paragraph of correctly written text on a keyboard that has the pack's behaviours.
/// Docs/evaluate.md gives the model and its reasons.
struct EvaluateTypist {
  /// How a sentence end is typed.
  enum Variant: String {
    /// The full stop typed with the period key, then a space.
    case typedStop = "typed-stop"
    /// A full stop before a new sentence typed as two quick spaces.
    case doubleSpace = "double-space"
  }

  /// Characters typed with the straight double-quote key (the pack's primary quotes).
  var doubleQuoteKey: Set<Character> = []
  /// Characters typed with the straight single-quote key (the pack's secondary quotes and
  /// apostrophe).
  var singleQuoteKey: Set<Character> = []
  /// The pack's sentence terminators (and the ellipsis).
  var terminators: Set<Character> = ["…"]
  /// The pack's opening and closing punctuation.
  var openers: Set<Character> = []
  var closers: Set<Character> = []
  var variant = Variant.typedStop
  /// Whether the pack inserts a space before a character typed right after a letter
  /// (French `; : ! ?`, a closing guillemet), and after one typed before a letter (an
  /// opening guillemet): asked of the engine once per character.
  var insertsSpaceBefore: (Character) -> Bool = { _ in false }
  var insertsSpaceAfter: (Character) -> Bool = { _ in false }

  /// Straight quotes: a paragraph holding one is not typographically careful.
  static let straightQuotes: Set<Character> = ["\"", "'"]
  /// Every character compared as a space.
  static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\u{00A0}" || character == "\u{202F}" || character == "\u{2009}"
      || character == "\u{2007}"
  }

  /// Reads the pack's data.
  init(locale: LocaleData, variant: Variant) {
    self.variant = variant
    func characters(_ key: String) -> [Character] {
      switch locale[key] {
      case .string(let text)?: Array(text)
      case .list(let items)?: items.flatMap(Array.init)
      default: []
      }
    }
    for key in ["quotes.primary.open", "quotes.primary.close"] { doubleQuoteKey.formUnion(characters(key)) }
    for key in ["quotes.secondary.open", "quotes.secondary.close", "apostrophe"] {
      singleQuoteKey.formUnion(characters(key))
    }
    terminators.formUnion(characters("sentence-terminators"))
    openers = Set(characters("opening-punctuation")).union(characters("sentence-openers"))
    closers = Set(characters("closing-punctuation"))
  }

  /// The result of planning one paragraph.
  struct Plan {
    var taps: [Tap]
    /// Character indices typed in lowercase though written as capitals (sentence starts).
    var loweredStarts: Set<Int>
    /// Character indices of sentence starts after a terminator (gold or read).
    var sentenceStarts: Set<Int>
    /// The first letter of every sentence (gold or read), after a terminator or not.
    var startLetters: Set<Int>
  }

  /// The sentence starts of a paragraph as character indices: the gold ones (scalar
  /// offsets) if given, else the typist's own reading: the start, and a capital after a
  /// terminator, closing punctuation and a space.
  func sentenceStarts(_ characters: [Character], gold: [Int]?) -> Set<Int> {
    var starts: Set<Int> = [0]
    if let gold {
      var scalarOffset = 0
      var indexByScalar: [Int: Int] = [:]
      for (index, character) in characters.enumerated() {
        indexByScalar[scalarOffset] = index
        scalarOffset += character.unicodeScalars.count
      }
      for offset in gold { if let index = indexByScalar[offset] { starts.insert(index) } }
      return starts
    }
    var index = 0
    while index < characters.count {
      if terminators.contains(characters[index]) {
        var next = index + 1
        while next < characters.count,
          closers.contains(characters[next]) || terminators.contains(characters[next])
        {
          next += 1
        }
        var spaced = next
        while spaced < characters.count, Self.isSpace(characters[spaced]) { spaced += 1 }
        if spaced > next, spaced < characters.count {
          var letter = spaced
          while letter < characters.count, openers.contains(characters[letter]) { letter += 1 }
          if letter < characters.count, characters[letter].isUppercase { starts.insert(spaced) }
        }
        index = next
      } else {
        index += 1
      }
    }
    return starts
  }

  /// Whether the sentence that starts at `index` follows a terminator (closing punctuation
  /// and spaces between), or starts the paragraph: the places the keyboard can know.
  func followsTerminator(_ characters: [Character], _ index: Int) -> Bool {
    var back = index - 1
    guard back >= 0 else { return true }
    guard Self.isSpace(characters[back]) else { return false }
    while back >= 0, Self.isSpace(characters[back]) { back -= 1 }
    while back >= 0, closers.contains(characters[back]) { back -= 1 }
    return back >= 0 && terminators.contains(characters[back])
  }

  /// The taps for one paragraph.
  func plan(_ characters: [Character], gold: [Int]?) -> Plan {
    let starts = sentenceStarts(characters, gold: gold)
    var lowered: Set<Int> = []
    var knownStarts: Set<Int> = []
    var startLetters: Set<Int> = []
    for start in starts {
      let known = followsTerminator(characters, start)
      if known { knownStarts.insert(start) }
      guard let letter = firstLetter(characters, from: start) else { continue }
      startLetters.insert(letter)
      guard known, characters[letter].isUppercase else { continue }
      var end = letter
      while end < characters.count, characters[end].isLetter { end += 1 }
      let word = characters[letter..<end]
      let allCapitals = word.count > 1 && word.allSatisfy { !$0.isLowercase }
      if !allCapitals { lowered.insert(letter) }
    }
    // Full stops typed as two quick spaces: a period right after a letter or digit, one
    // space, and a sentence start the keyboard can know.
    var doubleSpaced: Set<Int> = []
    if variant == .doubleSpace {
      for start in knownStarts where start >= 3 {
        // Not after a URL, e-mail address or domain (www.adobe.com.): the keyboard offers
        // no shortcut there, so the period is typed.
        var wordStart = start - 2
        while wordStart > 0, !Self.isSpace(characters[wordStart - 1]) { wordStart -= 1 }
        let word = characters[wordStart..<(start - 2)]
        // (An initialism, U.S or EE.UU, groups of one or two letters, is no domain.)
        let groups = word.split(separator: ".")
        if word.contains("@") || word.contains(":")
          || groups.count > 1 && groups.contains(where: { $0.count > 2 })
        {
          continue
        }
        if characters[start - 1] == " ", characters[start - 2] == ".",
          characters[start - 3].isLetter || characters[start - 3].isNumber
        {
          doubleSpaced.insert(start - 2)
        }
      }
    }
    var taps: [Tap] = []
    taps.reserveCapacity(characters.count + 8)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if doubleSpaced.contains(index) {
        taps.append(.space)
        taps.append(.space)
        index += 2
        continue
      }
      if Self.isSpace(character) {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let previous = index > 0 ? characters[index - 1] : nil
        // Before a closing or other mark (not an opener: the space before « is typed),
        // and after an opener (not a closer: the space after » is typed).
        let inserted =
          (next.map { !$0.isLetter && !$0.isNumber && !openers.contains($0) && insertsSpaceBefore($0) }
            ?? false)
          || (previous.map {
            !$0.isLetter && !$0.isNumber && openers.contains($0) && !closers.contains($0)
              && insertsSpaceAfter($0)
          } ?? false)
        if !inserted { taps.append(.space) }
      } else if character == "—" {
        taps.append(.character("-"))
        taps.append(.character("-"))
      } else if character == "…" {
        taps.append(contentsOf: [.character("."), .character("."), .character(".")])
      } else if doubleQuoteKey.contains(character) {
        taps.append(.character("\""))
      } else if singleQuoteKey.contains(character) {
        taps.append(.character("'"))
      } else if lowered.contains(index) {
        let lower = String(character).lowercased()
        taps.append(.character(lower.count == 1 ? Character(lower) : character))
      } else {
        taps.append(.character(character))
      }
      index += 1
    }
    return Plan(taps: taps, loweredStarts: lowered, sentenceStarts: knownStarts, startLetters: startLetters)
  }

  /// The first letter of a sentence that starts at `start`, past opening punctuation,
  /// quotes, dashes and spaces; nil if anything else comes first (a digit, a bullet `*`).
  func firstLetter(_ characters: [Character], from start: Int) -> Int? {
    var letter = start
    while letter < characters.count {
      let character = characters[letter]
      if character.isLetter { return letter }
      if openers.contains(character) || Self.isSpace(character) || Self.dashes.contains(character)
        || EvaluateAlignment.quoteCharacters.contains(character) || character == "¿" || character == "¡"
      {
        letter += 1
      } else {
        return nil
      }
    }
    return nil
  }

  /// The dashes that may open a sentence (a line of dialogue).
  static let dashes: Set<Character> = ["-", "–", "—"]

  /// The taps of a character typed on its own (for the spacing probes).
  func taps(for character: Character) -> [Tap] {
    if doubleQuoteKey.contains(character) { return [.character("\"")] }
    if singleQuoteKey.contains(character) { return [.character("'")] }
    if character == "—" { return [.character("-"), .character("-")] }
    if character == "…" { return [.character("."), .character("."), .character(".")] }
    return [.character(character)]
  }
}
