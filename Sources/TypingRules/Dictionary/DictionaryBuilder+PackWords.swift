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

  /// The pack's respellings (`respellings` under `locale:`: `FROM TO` entries); entries
  /// that are no such pair are left out (the pack parser reports them).
  package static func respellings(_ locale: LocaleData) -> [(from: String, to: String)] {
    guard case .list(let entries)? = locale["respellings"] else { return [] }
    return entries.compactMap(respelling)
  }

  /// One respelling entry, `FROM TO` (two spellings apart by spaces), or `nil`.
  package static func respelling(_ entry: String) -> (from: String, to: String)? {
    let parts = entry.split(separator: " ")
    guard parts.count == 2, parts[0] != parts[1] else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  /// A word written with the ``respellings``: each `FROM` replaced by its `TO`, and a
  /// capitalized `FROM` at the start by a capitalized `TO`.
  package func respell(_ word: String) -> String {
    var word = word
    for (from, to) in respellings {
      if word.hasPrefix(Self.capitalized(from)) {
        word = Self.capitalized(to) + word.dropFirst(from.count)
      }
      word = word.replacing(from, with: to)
    }
    return word
  }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
