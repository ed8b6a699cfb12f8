import Foundation
public import TypingRules

/// The dictionaries' sources in a repository: `Dictionaries/` next to the rules folder,
/// with `sources/manifest.tsv` (a locale tag and its source files a line) and the compiled
/// files in `compiled/TAG.trdict`. A locale's layout and its own words (its name,
/// abbreviations and elisions) come from its pack in the rules folder; `layouts/TAG.txt`
/// are copies of the packs' layouts for keyboards to read (a test keeps them equal).
public struct DictionarySources: Sendable {
  /// Why a dictionary could not be read or built, with the file (and line) at fault.
  public struct Error: Swift.Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String
    /// `FILE:LINE:1: error: MESSAGE`.
    public var description: String { "\(path):\(line):1: error: \(message)" }
  }

  /// The `Dictionaries` folder.
  public let folder: URL
  /// The rules folder (the packs).
  public let rulesFolder: String

  /// The `Dictionaries` folder beside a rules folder.
  public init(rulesFolder: String) {
    self.rulesFolder = rulesFolder
    folder = URL(fileURLWithPath: rulesFolder).deletingLastPathComponent().appendingPathComponent(
      "Dictionaries")
  }

  /// The compiled dictionary of a tag, if it was built.
  public func compiledPath(for tag: String) -> String? {
    let path = folder.appendingPathComponent("compiled/\(tag).trdict").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// The locale tags of the manifest and their source files (absolute paths).
  public func manifest() throws(Error) -> [(tag: String, sources: [String])] {
    let path = folder.appendingPathComponent("sources/manifest.tsv").path
    let text = try Self.readText(path)
    var entries: [(String, [String])] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t")
      guard fields.count == 2 else {
        throw Error(path: path, line: number + 1, message: "expected TAG<TAB>SOURCE...")
      }
      entries.append(
        (
          String(fields[0]),
          fields[1].split(separator: " ").map { folder.appendingPathComponent("sources/\($0)").path }
        ))
    }
    return entries
  }

  /// The tag the manifest has for a locale, falling back by dropping subtags (`en-AU` -> `en`).
  public func resolve(_ tag: String) throws(Error) -> String? {
    let tags = Set(try manifest().map(\.tag))
    var candidate = tag
    while true {
      if tags.contains(candidate) { return candidate }
      guard let dash = candidate.lastIndex(of: "-") else { return nil }
      candidate = String(candidate[..<dash])
    }
  }

  /// Builds a locale's dictionary from its sources and layout (what
  /// `Scripts/build-dictionaries` writes to `compiled/`).
  public func build(_ tag: String) throws(Error) -> CompiledDictionary {
    guard let sources = try manifest().first(where: { $0.tag == tag })?.sources else {
      throw Error(
        path: folder.appendingPathComponent("sources/manifest.tsv").path, line: 1,
        message: "no sources for '\(tag)'")
    }
    let locale = try Self.packLocale(rulesFolder: rulesFolder, tag: tag)
    guard let layout = locale.keyLayout else {
      throw Error(path: rulesFolder, line: 1, message: "the pack of '\(tag)' has no layout: under locale:")
    }
    var builder = DictionaryBuilder(locale: tag, layout: layout)
    builder.respellings = DictionaryBuilder.respellings(locale)
    for path in sources { try Self.add(path, to: &builder) }
    builder.addPackWords(locale)
    do {
      return try CompiledDictionary(bytes: builder.build())
    } catch {
      throw Error(path: tag, line: 1, message: "the built dictionary does not load: \(error)")
    }
  }

  /// The locale data of the pack for `tag` in a rules folder (its `layout:`, name,
  /// abbreviations).
  package static func packLocale(rulesFolder: String, tag: String) throws(Error) -> LocaleData {
    do {
      return try PackLibrary(root: rulesFolder).load(locale: tag).program.locale
    } catch {
      throw Error(path: rulesFolder, line: 1, message: "cannot load the pack of '\(tag)': \(error)")
    }
  }

  /// Adds a source file's words: a LatinIME list, or a `.tsv` (either may be gzipped).
  package static func add(_ path: String, to builder: inout DictionaryBuilder) throws(Error) {
    let text = try readText(path)
    let name = path.hasSuffix(".gz") ? String(path.dropLast(3)) : path
    do {
      let entries =
        name.hasSuffix(".tsv")
        ? try DictionarySource.tabSeparated(text[...]) : try DictionarySource.latinIME(text[...])
      for entry in entries { builder.add(entry) }
    } catch {
      throw Error(path: path, line: error.line, message: error.message)
    }
  }

  /// A file's text, through `gzip -dc` when its name ends in `.gz`.
  public static func readText(_ path: String) throws(Error) -> String {
    let data: Data?
    if path.hasSuffix(".gz") {
      guard FileManager.default.fileExists(atPath: path) else {
        throw Error(path: path, line: 1, message: "cannot read file")
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["gzip", "-dc", path]
      let pipe = Pipe()
      process.standardOutput = pipe
      do { try process.run() } catch {
        throw Error(path: path, line: 1, message: "cannot run gzip: \(error)")
      }
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      data = process.terminationStatus == 0 ? output : nil
    } else {
      data = FileManager.default.contents(atPath: path)
    }
    guard let data else { throw Error(path: path, line: 1, message: "cannot read file") }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Error(path: path, line: 1, message: "file is not valid UTF-8")
    }
    return text
  }
}
