import TypingRules

/// The transformations of typed text the shipped packs declare, and the check that typed
/// text survives modulo them ("nothing typed is lost").
///
/// Typed text T survives in text B when N(T) is a subsequence of N(B), where a word of T
/// found in the correction table may instead match its correction. N:
///
/// - ignores horizontal whitespace (spaces, tabs, no-break and narrow no-break spaces):
///   the double-space full stop deletes a typed space, the automatic space after a
///   suggestion is removed by punctuation, French typography turns a typed space into a
///   narrow no-break space and absorbs a space typed after an opening guillemet; line
///   breaks are kept;
/// - reads every quotation mark and apostrophe the packs write (straight, curly, low,
///   guillemets, single and double, as the locale data lists them) as `"`: smart quotes
///   and apostrophes, and an apostrophe turned back from a closing quote;
/// - reads an em dash as `--` and an ellipsis as `...`, and the locale's full stop as `.`;
/// - ignores case: auto-capitalization and corrections change it;
/// - and B may hold more than T: inserted full stops, spaces and punctuation spaces.
struct DeclaredTransformations {
  /// Characters read as a quote.
  let quotes: Set<Character>
  /// The full stop the double-space shortcut inserts.
  let fullStop: String
  /// Typo -> correction, lower-cased, the pack's table and the scenario's.
  let corrections: [String: String]

  init(locale: LocaleData, corrections: [String: String]) {
    var quotes: Set<Character> = ["\"", "'"]
    for key in [
      "quotes.primary.open", "quotes.primary.close", "quotes.secondary.open", "quotes.secondary.close",
      "apostrophe",
    ] {
      if case .string(let text)? = locale.values[key] { quotes.formUnion(text) }
    }
    self.quotes = quotes
    if case .string(let stop)? = locale.values["full-stop"] { fullStop = stop } else { fullStop = "." }
    var table: [String: String] = [:]
    for (typo, fix) in corrections { table[typo.lowercased()] = fix.lowercased() }
    self.corrections = table
  }

  /// The normal form of a text: a list of characters.
  func normalized(_ text: String) -> [Character] {
    normalizedKeepingSpaces(text).filter { $0 != " " }
  }

  /// The normal form with each horizontal whitespace character kept as a space, so words
  /// can be told apart.
  private func normalizedKeepingSpaces(_ text: String) -> [Character] {
    var result: [Character] = []
    var text = text
    if fullStop != "." { text = text.replacingOccurrences(of: fullStop, with: ".") }
    for character in text.lowercased() {
      if character.isWhitespace && !character.isNewline {
        result.append(" ")
      } else if quotes.contains(character) {
        result.append("\"")
      } else if character == "—" {
        result += ["-", "-"]
      } else if character == "…" {
        result += [".", ".", "."]
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Whether `typed` survives in `text` (see the type's documentation).
  func survives(_ typed: String, in text: String) -> Bool {
    let spaced = normalizedKeepingSpaces(typed)
    let t = spaced.filter { $0 != " " }
    let b = normalized(text)
    // Words of the typed text that the table corrects, by start index in `t`:
    // (length, correction).
    var replaceable: [Int: (Int, [Character])] = [:]
    if !corrections.isEmpty {
      var index = 0  // in `spaced`
      var position = 0  // in `t`
      while index < spaced.count {
        let isStart =
          PlainModel.isWordCharacter(spaced[index])
          && (index == 0 || !PlainModel.isWordCharacter(spaced[index - 1]))
        guard isStart else {
          if spaced[index] != " " { position += 1 }
          index += 1
          continue
        }
        var end = index
        while end < spaced.count, PlainModel.isWordCharacter(spaced[end]) || spaced[end] == "\"" { end += 1 }
        // The longest prefix that is a typo: a correction may stop at an apostrophe.
        for stop in stride(from: end, to: index, by: -1) {
          let word = String(spaced[index..<stop])
          let candidates = [
            word, word.replacingOccurrences(of: "\"", with: "'"),
            word.replacingOccurrences(of: "\"", with: "’"),
          ]
          if let fix = candidates.lazy.compactMap({ corrections[$0] }).first {
            replaceable[position] = (stop - index, normalized(fix))
            break
          }
        }
        // Every word start counts, also inside a run joined by quotes (t"e: the e).
        position += 1
        index += 1
      }
    }
    // Subsequence matching with word alternatives, memoized on (position in t, in b).
    var memo: [Int: Bool] = [:]
    func match(_ i: Int, _ j: Int) -> Bool {
      if i == t.count { return true }
      if j == b.count { return false }
      let key = i * (b.count + 1) + j
      if let known = memo[key] { return known }
      var result = false
      if let (length, fix) = replaceable[i], let end = subsequenceEnd(fix, in: b, from: j),
        match(i + length, end)
      {
        result = true
      }
      if !result {
        if let next = b[j...].firstIndex(of: t[i]) { result = match(i + 1, next + 1) }
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }

  /// Where the shortest match of `pattern` as a subsequence of `text` from `start` ends.
  private func subsequenceEnd(_ pattern: [Character], in text: [Character], from start: Int) -> Int? {
    var j = start
    for character in pattern {
      guard let found = text[j...].firstIndex(of: character) else { return nil }
      j = found + 1
    }
    return j
  }
}
