import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules compile-dictionary`: turns a locale's source word lists into the compiled
/// dictionary ``DictionaryCorrector`` searches in place.
enum CompileDictionaryCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments, options: ["--locale", "--layout", "--rules", "-o", "--output"],
        flags: ["--verbose", "--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.compileDictionary)
      return 0
    }
    guard let locale = parsed.value("--locale") else { return usageError("missing --locale TAG") }
    guard let output = parsed.value("-o") ?? parsed.value("--output") else {
      return usageError("missing -o FILE")
    }
    guard parsed.value("--layout") != nil || parsed.value("--rules") != nil else {
      return usageError("missing --rules DIR (or --layout FILE)")
    }
    guard !parsed.positional.isEmpty else { return usageError("missing SOURCE files") }
    var packLocale: LocaleData?
    if let rules = parsed.value("--rules") {
      do { packLocale = try DictionarySources.packLocale(rulesFolder: rules, tag: locale) } catch {
        Output.error("\(error) [pack]")
        return 2
      }
    }
    var layout: KeyLayout
    if let layoutPath = parsed.value("--layout") {
      guard let layoutText = DictionaryFiles.readText(layoutPath) else { return 2 }
      do {
        layout = try KeyLayout(rows: layoutText)
      } catch {
        Output.error("\(layoutPath):1:1: error: \(error) [layout]")
        return 2
      }
    } else if let packLayout = packLocale?.keyLayout {
      layout = packLayout
    } else {
      Output.error(
        "typingrules: the pack of '\(locale)' has no layout: under locale: (or give --layout FILE)")
      return 2
    }
    var builder = DictionaryBuilder(locale: locale, layout: layout)
    builder.respellings = packLocale.map(DictionaryBuilder.respellings) ?? []
    for path in parsed.positional {
      do { try DictionarySources.add(path, to: &builder) } catch {
        Output.error("\(error) [dictionary-source]")
        return 2
      }
    }
    let packWords = packLocale.map { builder.addPackWords($0) } ?? []
    let (bytes, count) = builder.buildCounting()
    do { try CompiledDictionary(bytes: bytes).verify() } catch {
      Output.error("\(output):1:1: error: the built dictionary does not verify: \(error) [dictionary]")
      return 2
    }
    guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
      Output.error("\(output):1:1: error: cannot write file")
      return 2
    }
    if parsed.has("--verbose") {
      Output.error(
        "typingrules: \(output): \(count) entries (of \(builder.entries.count) read, \(packWords.count) of them the pack's own words), \(bytes.count) bytes, \(builder.skipped.count) skipped"
      )
    }
    return 0
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.compileDictionary)")
    return 64
  }
}

/// Reading dictionary sources and compiled dictionaries, and `--corrector`.
enum DictionaryFiles {
  /// A file's text, gunzipped when its name ends in `.gz`; `nil` after printing why not.
  static func readText(_ path: String) -> String? {
    do { return try DictionarySources.readText(path) } catch {
      Output.error("\(error)")
      return nil
    }
  }

  /// Loads a compiled dictionary (its header, checksum and sections); `nil` after printing
  /// `FILE:1:1: error: ...`.
  static func load(_ path: String) -> CompiledDictionary? {
    guard let data = FileManager.default.contents(atPath: path) else {
      Output.error("\(path):1:1: error: cannot read file [unreadable-file]")
      return nil
    }
    do {
      return try CompiledDictionary(bytes: [UInt8](data))
    } catch {
      Output.error("\(path):1:1: error: \(error) [dictionary]")
      return nil
    }
  }

  /// The dictionary of a locale by a rules folder: the compiled one
  /// (`Dictionaries/compiled/TAG.trdict`), else built in memory from the sources (slower),
  /// falling back by dropping subtags; `nil` after printing why not.
  static func dictionary(rulesFolder: String, locale: String) -> CompiledDictionary? {
    let sources = DictionarySources(rulesFolder: rulesFolder)
    do {
      guard let tag = try sources.resolve(locale) else {
        Output.error(
          "typingrules: no dictionary for '\(locale)' in \(sources.folder.path)/sources/manifest.tsv")
        return nil
      }
      var dictionary: CompiledDictionary?
      if let path = sources.compiledPath(for: tag) {
        dictionary = load(path)
      } else {
        dictionary = try sources.build(tag)
      }
      // The pack's layout, where it has one, over the one compiled in.
      if let layout = try? DictionarySources.packLocale(rulesFolder: rulesFolder, tag: tag).keyLayout {
        dictionary?.layout = layout
      }
      return dictionary
    } catch {
      Output.error("\(error)")
      return nil
    }
  }

  /// `--corrector` and `--dictionary` on `replay`: the default corrector of cases that name
  /// none, and where dictionaries come from (`--dictionary FILE` for every locale, else each
  /// locale's next to the rules folder), loaded once per locale. `false` after printing why.
  static func setUp(_ runner: inout CaseRunner, _ parsed: CommandLineArguments, rulesFolder: String?) -> Bool
  {
    let name = parsed.value("--corrector") ?? "table"
    guard name == "table" || name == "dictionary" else {
      Output.error("Error: --corrector takes table or dictionary, found '\(name)'")
      return false
    }
    runner.defaultCorrector = name
    let explicit = parsed.value("--dictionary")
    let cache = DictionaryCache()
    runner.dictionaryFor = { program in
      let tag = program.locale.tag
      return cache.corrector(for: tag) {
        let dictionary =
          if let explicit { load(explicit) } else {
            rulesFolder.flatMap { Self.dictionary(rulesFolder: $0, locale: tag) }
          }
        return dictionary.map { DictionaryCorrector(dictionary: $0, settings: .init(for: program)) }
      }
    }
    return true
  }

  /// The autocorrector `--corrector` names: `table` (the pack's substitution table and
  /// `--correction`s, the default) or `dictionary` (`--dictionary FILE`, else the locale's
  /// compiled dictionary), with the pack's corrector settings. `nil` after printing why not.
  static func corrector(
    _ parsed: CommandLineArguments, table: SubstitutionTable, program: RuleProgram, rulesFolder: String?
  ) -> (any Autocorrector)?? {
    let locale = program.locale.tag
    switch parsed.value("--corrector") ?? "table" {
    case "table": return .some(table)
    case "dictionary":
      let dictionary: CompiledDictionary?
      if let path = parsed.value("--dictionary") {
        dictionary = load(path)
      } else if let rulesFolder {
        dictionary = Self.dictionary(rulesFolder: rulesFolder, locale: locale)
      } else {
        Output.error("Error: --corrector dictionary with --compiled needs --dictionary FILE")
        dictionary = nil
      }
      guard let dictionary else { return nil }
      return .some(DictionaryCorrector(dictionary: dictionary, settings: .init(for: program)))
    case let other:
      Output.error("Error: --corrector takes table or dictionary, found '\(other)'")
      return nil
    }
  }
}

extension Usage {
  static let compileDictionary = """
    USAGE: typingrules compile-dictionary --locale TAG --rules DIR -o FILE SOURCE...

    Compiles word lists into the dictionary the dictionary corrector searches in place
    (format version \(CompiledDictionary.formatVersion), checksummed). A SOURCE is a LatinIME
    word list (`*_wordlist.combined`) or a `.tsv` of WORD<TAB>FREQUENCY (0-255); either may
    be gzipped (`.gz`). Scripts/build-dictionaries builds every locale.

    OPTIONS:
      --locale TAG     The locale tag the dictionary is for.
      --rules DIR      The rules folder: the locale's pack gives the key layout (`layout:`)
                       and its own words (its name, abbreviations and elisions), added
                       as valid words never offered.
      --layout FILE    The letter keys' rows, one a line, instead of the pack's.
      -o FILE          Where to write the dictionary.
      --verbose        Print the number of entries and bytes.
    """
}

/// Dictionaries loaded once per locale for a run of `replay`.
final class DictionaryCache: @unchecked Sendable {
  private var correctors: [String: DictionaryCorrector?] = [:]

  func corrector(for tag: String, load: () -> DictionaryCorrector?) -> DictionaryCorrector? {
    if let known = correctors[tag] { return known }
    let corrector = load()
    correctors[tag] = corrector
    return corrector
  }
}
