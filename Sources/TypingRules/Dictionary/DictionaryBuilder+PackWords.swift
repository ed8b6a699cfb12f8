extension DictionaryBuilder {
  /// The words a locale pack itself writes, so the corrector never changes them: the
  /// language's name (`Íslenska`, `Norsk bokmål`), its abbreviations without their final
  /// period (`sbr`, `o.s.frv`, `f.Kr`) and the dotted ones' parts of two letters or more
  /// (`frv`), and the elided words (`tis`, `cause`).
  package static func packWords(_ locale: LocaleData) -> [String] {
    var words: [String] = []
    func add(_ word: Substring) {
      guard !word.isEmpty, word.contains(where: \.isLetter), !words.contains(where: { $0 == word }) else {
        return
      }
      words.append(String(word))
    }
    if case .string(let name)? = locale["name"] {
      for part in name.split(whereSeparator: { !$0.isLetter && $0 != "-" && $0 != "’" && $0 != "'" }) {
        add(part)
      }
    }
    if case .list(let abbreviations)? = locale["abbreviations"] {
      for abbreviation in abbreviations {
        var whole = abbreviation[...]
        while whole.hasSuffix(".") { whole = whole.dropLast() }
        if !whole.contains(" ") { add(whole) }
        for part in abbreviation.split(whereSeparator: { $0 == "." || $0 == " " })
        where part.count >= 2 && part != whole {
          add(part)
        }
      }
    }
    if case .list(let elisions)? = locale["elisions"] {
      for word in elisions { add(word[...]) }
    }
    return words
  }

  /// Adds the pack's own words (``packWords(_:)``) as valid words of class 0, never
  /// offered; a word the sources have keeps its frequency, and one they list as a
  /// misspelling (`ect`, which the English pack lists as an abbreviation so that its period
  /// ends no sentence) stays one. Call it after adding the sources. The words added.
  @discardableResult
  package mutating func addPackWords(_ locale: LocaleData) -> [String] {
    let misspellings = Set(
      entries.filter { $0.correction != nil }.map { CompiledDictionary.key(for: $0.word) })
    let words = Self.packWords(locale).filter { !misspellings.contains(CompiledDictionary.key(for: $0)) }
    for word in words { add(Entry(word: word, frequency: 0)) }
    return words
  }
}
