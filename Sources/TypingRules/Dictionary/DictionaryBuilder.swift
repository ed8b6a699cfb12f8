/// Builds a ``CompiledDictionary``'s bytes from words with frequency classes (what
/// `typingrules compile-dictionary` does with a locale's sources).
package struct DictionaryBuilder {
  /// One word of a source list.
  package struct Entry: Hashable, Sendable {
    /// The word as written.
    package var word: String
    /// The frequency class, 0-255 (higher is more frequent; 0: valid, never offered).
    package var frequency: UInt8
    /// For a known misspelling: the word it stands for (`alot` -> `a lot`).
    package var correction: String?

    package init(word: String, frequency: UInt8, correction: String? = nil) {
      self.word = word
      self.frequency = frequency
      self.correction = correction
    }

    /// Whether the corrector may write the entry: a word (no misspelling) above class 0.
    /// Only such words make the language's letter triples and ending alternations: a
    /// class-0 word (a loanword, an older spelling) is valid as typed but no model of it.
    var isOffered: Bool { correction == nil && frequency > 0 }
  }

  package var locale: String
  package var layout: KeyLayout
  /// The fewest stems that take both endings of an ending alternation the dictionary keeps
  /// (see ``CompiledDictionary/isFormOfKnownStem(_:)``): fewer are chance.
  package var alternationStems = 50
  /// The most alternations kept for one ending (the most common).
  package var alternationsPerEnding = 12
  /// Letters the locale writes otherwise than its sources (Swiss German writes `ß` as
  /// `ss`): each word and correction added is written so (see ``respell(_:)``). A pack
  /// gives them (`respellings` under `locale:`, ``respellings(_:)``).
  package var respellings: [(from: String, to: String)] = []
  package private(set) var entries: [Entry] = []
  /// Words skipped, and why (too long, empty).
  package private(set) var skipped: [String] = []

  package init(locale: String, layout: KeyLayout) {
    self.locale = locale
    self.layout = layout
  }

  /// Adds a word, respelled (``respellings``: the word as the sources write it stays valid,
  /// at class 0, never offered); one too long for the format (255 bytes) or with a line
  /// break is skipped, and a misspelling that only the sources' spelling makes (`strasse`
  /// for `Straße`, where `ß` is written `ss`) is no misspelling: dropped.
  package mutating func add(_ entry: Entry) {
    var entry = entry
    if !respellings.isEmpty {
      let word = entry.word
      entry.word = respell(word)
      entry.correction = entry.correction.map(respell)
      if let correction = entry.correction,
        CompiledDictionary.key(for: correction) == CompiledDictionary.key(for: entry.word)
      {
        return
      }
      if entry.word != word, entry.correction == nil { insert(Entry(word: word, frequency: 0)) }
    }
    insert(entry)
  }

  private mutating func insert(_ entry: Entry) {
    let key = CompiledDictionary.key(for: entry.word)
    guard !key.isEmpty, key.utf8.count <= 255, entry.word.utf8.count <= 255,
      (entry.correction?.utf8.count ?? 0) <= 255, entry.correction != "",
      !entry.word.contains(where: \.isNewline)
    else {
      skipped.append(entry.word)
      return
    }
    entries.append(entry)
  }

  /// The compiled bytes: entries sorted by key, a word listed twice kept once at its
  /// highest frequency (a word wins over a misspelling of the same spelling).
  package func build() -> [UInt8] { buildCounting().bytes }

  /// The compiled bytes and the number of entries written.
  package func buildCounting() -> (bytes: [UInt8], count: Int) {
    var best: [String: (key: [UInt8], entry: Entry)] = [:]
    for entry in entries {
      let key = Array(CompiledDictionary.key(for: entry.word).utf8)
      if let existing = best[entry.word] {
        let keepExisting =
          (existing.entry.correction == nil && entry.correction != nil)
          || ((existing.entry.correction == nil) == (entry.correction == nil)
            && existing.entry.frequency >= entry.frequency)
        if keepExisting { continue }
      }
      best[entry.word] = (key, entry)
    }
    let sorted = best.values.sorted { first, second in
      if first.key != second.key { return first.key.lexicographicallyPrecedes(second.key) }
      if first.entry.frequency != second.entry.frequency {
        return first.entry.frequency > second.entry.frequency
      }
      return first.entry.word < second.entry.word
    }
    var table: [UInt8] = []
    var sideIndex: [UInt8] = []
    var sideData: [UInt8] = []
    var keys: [[UInt32]] = []
    var keyIsWord: [Bool] = []
    var entriesPerKey: [Int] = []
    for (index, (key, entry)) in sorted.enumerated() {
      let keyText = String(decoding: key, as: UTF8.self)
      var flags: CompiledDictionary.EntryFlags = []
      var side: [UInt8] = []
      if entry.word != keyText {
        if let first = keyText.first, entry.word == first.uppercased() + keyText.dropFirst() {
          flags.insert(.capitalized)
        } else if entry.word == keyText.uppercased() {
          flags.insert(.capitals)
        } else {
          flags.insert(.surface)
          side.append(UInt8(entry.word.utf8.count))
          side += entry.word.utf8
        }
      }
      if let correction = entry.correction {
        flags.insert(.misspelling)
        side.append(UInt8(correction.utf8.count))
        side += correction.utf8
      }
      if index > 0, sorted[index - 1].key == key {
        flags.insert(.sameKey)
        entriesPerKey[entriesPerKey.count - 1] += 1
        if entry.isOffered { keyIsWord[keyIsWord.count - 1] = true }
      } else {
        keys.append(keyText.unicodeScalars.map(\.value))
        keyIsWord.append(entry.isOffered)
        entriesPerKey.append(1)
      }
      table.append(entry.frequency)
      table.append(flags.rawValue)
      if !side.isEmpty {
        Self.append(UInt32(index), to: &sideIndex)
        Self.append(UInt32(sideData.count), to: &sideIndex)
        sideData += side
      }
    }
    let trie = TrieEncoder(keys: keys, entryCounts: entriesPerKey).root()
    let triples = Self.letterTriples(keys: keys, isWord: keyIsWord)
    let alternations = Self.endingAlternations(
      keys: keys, isWord: keyIsWord, minimumStems: alternationStems, perEnding: alternationsPerEnding)
    var payload: [UInt8] = []
    let localeBytes = Array(locale.utf8.prefix(255))
    payload.append(UInt8(localeBytes.count))
    payload += localeBytes
    let layoutBytes = Array(layout.rows.utf8)
    payload.append(UInt8(layoutBytes.count & 0xFF))
    payload.append(UInt8(layoutBytes.count >> 8))
    payload += layoutBytes
    Self.append(UInt32(sorted.count), to: &payload)
    Self.append(UInt32(trie.count), to: &payload)
    Self.append(UInt32(sideIndex.count / 8), to: &payload)
    Self.append(UInt32(sideData.count), to: &payload)
    Self.append(UInt32(triples.count), to: &payload)
    Self.append(UInt32(alternations.endingCount), to: &payload)
    Self.append(UInt32(alternations.alternationCount), to: &payload)
    payload += table
    payload += sideIndex
    payload += sideData
    payload += triples.bytes
    payload += alternations.bytes
    payload += trie
    var file = CompiledDictionary.magic
    Self.append(UInt32(CompiledDictionary.formatVersion), to: &file)
    Self.append(UInt32(payload.count), to: &file)
    Self.append(CompiledDictionary.checksum(payload[...]), to: &file)
    return (file + payload, sorted.count)
  }

  static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }
}

/// Reads the source word lists a dictionary is built from.
package enum DictionarySource {
  /// Why a source line was rejected.
  package struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var message: String
    package var description: String { "line \(line): \(message)" }
  }

  /// A LatinIME source word list (`*_wordlist.combined`): a header line, then
  /// ` word=WORD,f=F,...` lines, each optionally followed by `  shortcut=...` lines. A word
  /// flagged `not_a_word=true` with a `whitelist` shortcut is a known misspelling corrected
  /// to that shortcut; other shortcuts are ignored (LatinIME's whitelist also replaces valid
  /// words, such as `hum` -> `him`, which this corrector never does).
  package static func latinIME(_ text: Substring) throws(Error) -> [DictionaryBuilder.Entry] {
    var entries: [DictionaryBuilder.Entry] = []
    var pendingMisspelling: (word: String, line: Int)?
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.hasPrefix(" word=") {
        pendingMisspelling = nil
        var word: Substring?
        var frequency: Int?
        var notAWord = false
        for field in line.dropFirst(1).split(separator: ",") {
          guard let equals = field.firstIndex(of: "=") else { continue }
          let name = field[..<equals]
          let value = field[field.index(after: equals)...]
          switch name {
          case "word": word = value
          case "f": frequency = Int(value)
          case "not_a_word": notAWord = value == "true"
          default: break
          }
        }
        guard let word, !word.isEmpty else {
          throw Error(line: lineNumber, message: "a word line without a word")
        }
        guard let frequency, (0...255).contains(frequency) else {
          throw Error(line: lineNumber, message: "'\(word)' has no frequency class 0-255")
        }
        if notAWord {
          pendingMisspelling = (String(word), lineNumber)
        } else {
          entries.append(DictionaryBuilder.Entry(word: String(word), frequency: UInt8(frequency)))
        }
      } else if line.hasPrefix("  shortcut=") {
        guard let misspelling = pendingMisspelling else { continue }
        pendingMisspelling = nil
        let fields = line.dropFirst(2).split(separator: ",")
        guard fields.count >= 2, fields[1] == "f=whitelist" else { continue }
        let target = fields[0].dropFirst("shortcut=".count)
        guard !target.isEmpty else { continue }
        entries.append(
          DictionaryBuilder.Entry(word: misspelling.word, frequency: 0, correction: String(target)))
      } else if lineNumber == 1 || line.isEmpty {
        continue
      } else {
        throw Error(line: lineNumber, message: "neither a word nor a shortcut line")
      }
    }
    return entries
  }

  /// A tab-separated list: `WORD<TAB>FREQUENCY-CLASS` a line (`#` starts a comment line),
  /// as the repository's scripts write for locales without a LatinIME list.
  package static func tabSeparated(_ text: Substring) throws(Error) -> [DictionaryBuilder.Entry] {
    var entries: [DictionaryBuilder.Entry] = []
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2, !fields[0].isEmpty, let frequency = Int(fields[1]),
        (0...255).contains(frequency)
      else {
        throw Error(line: lineNumber, message: "expected WORD<TAB>FREQUENCY (0-255)")
      }
      entries.append(DictionaryBuilder.Entry(word: String(fields[0]), frequency: UInt8(frequency)))
    }
    return entries
  }
}
