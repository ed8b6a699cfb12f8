import Foundation
package import TypingRules

/// The locale packs in a rules folder: `base/` and `locales/TAG/`, each with a `pack.yaml`.
/// Loads a pack with the chain it `extends`, merges it and compiles it; caches the result.
public final class PackLibrary {
  /// The rules folder.
  public let root: String
  private var cache: [String: CompiledPack] = [:]

  public init(root: String) { self.root = root }

  /// The names of the packs that can be loaded, `base` first, then locales sorted.
  public var availablePacks: [String] {
    let manager = FileManager.default
    var names: [String] = []
    if manager.fileExists(atPath: root + "/base/pack.yaml") { names.append("base") }
    let locales = (try? manager.contentsOfDirectory(atPath: root + "/locales")) ?? []
    names += locales.filter { manager.fileExists(atPath: "\(root)/locales/\($0)/pack.yaml") }.sorted()
    return names
  }

  /// The profile a program gets when none is asked for: the iOS system keyboard.
  public static let defaultProfile = "ios"

  /// The behaviour profiles (`profiles/NAME/pack.yaml`), sorted. A rules folder without
  /// `profiles/` has the default profile alone, with no rules of its own.
  public var availableProfiles: [String] {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: root + "/profiles")) ?? []).filter {
      manager.fileExists(atPath: "\(root)/profiles/\($0)/pack.yaml")
    }
    return names.isEmpty ? [Self.defaultProfile] : names.sorted()
  }

  /// Whether a profile exists.
  public func hasProfile(_ name: String) -> Bool { availableProfiles.contains(name) }

  /// The error for a profile that does not exist, listing the ones that do.
  public func unknownProfileMessage(_ name: String) -> String {
    "unknown profile '\(name)'; available: \(availableProfiles.joined(separator: ", "))"
  }

  /// The folder of a profile's pack, if it has one.
  public func directory(ofProfile name: String) -> String? {
    let directory = root + "/profiles/" + name
    return FileManager.default.fileExists(atPath: directory + "/pack.yaml") ? directory : nil
  }

  /// The folder of a profile's overlay for a locale pack, if it has one.
  public func directory(ofOverlay locale: String, profile: String) -> String? {
    let directory = root + "/profiles/" + profile + "/locales/" + locale
    return FileManager.default.fileExists(atPath: directory + "/pack.yaml") ? directory : nil
  }

  /// Packs that live outside the rules folder, by name (a pack folder given on its own).
  public var packDirectories: [String: String] = [:]

  /// The folder a pack lives in, if it exists.
  public func directory(of name: String) -> String? {
    if let directory = packDirectories[name] { return directory }
    let candidates = name == "base" ? [root + "/base"] : [root + "/locales/" + name]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/pack.yaml") }
  }

  /// The pack a locale tag resolves to. `_` counts as `-` and case does not matter
  /// (`en_au`, `EN-AU`). Tried in turn, for the tag and then for the tag without its last
  /// subtag: a pack of that name, then an alias from `locales/aliases.yaml`, itself
  /// resolved the same way (`en-AU` -> `en`; `pt` -> `pt-BR` and `no` -> `nb` by alias;
  /// `de-AT` -> `de`). `nil` if nothing matches.
  public func resolve(locale tag: String) -> String? {
    resolver.resolve(tag)
  }

  /// The resolver YAML loading and compiled files share: this folder's packs (and packs
  /// given by folder) and its aliases.
  package var resolver: LocaleResolver {
    LocaleResolver(
      packs: availablePacks + packDirectories.keys.sorted().filter { !availablePacks.contains($0) },
      aliases: (try? aliases()) ?? [:])
  }

  /// The file of locale aliases: `aliases: {TAG: TAG}`, a tag that has no pack of its own
  /// mapped to the tag whose pack it uses.
  public var aliasesFile: String { root + "/locales/aliases.yaml" }

  /// The locale aliases by lower-cased tag (none if the file does not exist); a malformed
  /// file is an error.
  public func aliases() throws(DiagnosticsError) -> [String: String] {
    if let cachedAliases { return cachedAliases }
    guard let data = FileManager.default.contents(atPath: aliasesFile) else {
      cachedAliases = [:]
      return [:]
    }
    let sink = DiagnosticSink()
    let reader = SchemaReader(sink: sink)
    var result: [String: String] = [:]
    do {
      if let node = try YAMLParser.parse([UInt8](data), file: aliasesFile),
        let fields = reader.fields(node, allowed: ["aliases"], what: "the aliases file"),
        let table = fields.require("aliases"), let pairs = reader.mapping(table, what: "'aliases'")
      {
        for pair in pairs {
          guard let alias = reader.nonEmptyString(pair.key, what: "a locale tag"),
            let target = reader.nonEmptyString(pair.value, what: "the tag it uses")
          else { continue }
          result[alias.replacingOccurrences(of: "_", with: "-").lowercased()] = target
        }
      }
    } catch {
      sink.emit(error.diagnostic)
    }
    guard !sink.hasErrors else { throw DiagnosticsError(sink.diagnostics) }
    cachedAliases = result
    return result
  }

  private var cachedAliases: [String: String]?

  /// Loads and compiles the pack for a locale tag, with fallback, composed with a profile
  /// (default: `ios`); a missing pack or profile is an error listing the available ones.
  package func load(
    locale tag: String, profile: String = PackLibrary.defaultProfile,
    requestedAt location: SourceLocation? = nil
  ) throws(DiagnosticsError) -> CompiledPack {
    _ = try aliases()
    try checkProfile(profile, requestedAt: location)
    guard let name = resolve(locale: tag) else {
      let location = location ?? SourceLocation(file: root, line: 1, column: 1)
      throw DiagnosticsError([
        Diagnostic(
          .error, at: location,
          "unknown locale '\(tag)'; available: \(availablePacks.filter { $0 != "base" }.joined(separator: ", "))",
          check: "unknown-locale")
      ])
    }
    return try load(pack: name, profile: profile)
  }

  private func checkProfile(_ profile: String, requestedAt location: SourceLocation?) throws(DiagnosticsError)
  {
    guard !hasProfile(profile) else { return }
    let location = location ?? SourceLocation(file: root, line: 1, column: 1)
    throw DiagnosticsError([
      Diagnostic(.error, at: location, unknownProfileMessage(profile), check: "unknown-profile")
    ])
  }

  /// Loads and compiles a pack by name, composed with a profile (default: `ios`).
  public func load(pack name: String, profile: String = PackLibrary.defaultProfile) throws(DiagnosticsError)
    -> CompiledPack
  {
    let key = profile + "\u{0}" + name
    if let cached = cache[key] { return cached }
    try checkProfile(profile, requestedAt: nil)
    let sink = DiagnosticSink()
    let compiled = PackCompiler(sink: sink).compile(chain: loadChain(name, profile: profile, sink: sink))
    guard let compiled, !sink.hasErrors else { throw DiagnosticsError(sink.diagnostics) }
    var result = compiled
    result.warnings = sink.diagnostics
    result.profile = profile
    cache[key] = result
    return result
  }

  /// A pack's chain composed with a profile, root first: the root pack (`base`), the
  /// profile's pack, then the rest of the locale chain, each locale pack followed by the
  /// profile's overlay for it (`profiles/NAME/locales/TAG/`) if there is one. So locale data
  /// and rules override the profile's, and the overlay has the last word for its locale.
  public func loadChain(_ name: String, profile: String, sink: DiagnosticSink) -> [PackSource] {
    var chain = loadChain(name, sink: sink)
    guard !chain.isEmpty else { return [] }
    let parser = PackParser(sink: sink) { path in
      FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
    var composed = [chain.removeFirst()]
    if let directory = directory(ofProfile: profile) {
      guard var pack = parsedPack(directory: directory, name: profile, parser: parser, sink: sink) else {
        return []
      }
      pack.role = .profile
      if let parent = pack.extends {
        sink.error(
          "a profile takes no 'extends': it is composed with base and each locale", at: parent.location,
          check: "profile-extends")
        return []
      }
      composed.append(pack)
    }
    for pack in chain {
      composed.append(pack)
      guard let directory = directory(ofOverlay: pack.name, profile: profile),
        var overlay = parsedPack(directory: directory, name: pack.name, parser: parser, sink: sink)
      else { continue }
      if let parent = overlay.extends {
        sink.error(
          "a profile's locale overlay takes no 'extends': it applies right after the locale pack of its name",
          at: parent.location, check: "profile-extends")
        return []
      }
      overlay.role = .overlay(profile: profile)
      overlay.name = profile + "/" + pack.name
      composed.append(overlay)
    }
    return composed
  }

  /// Reads a pack and every pack it extends, root first; reports missing packs and cycles.
  /// Packs parsed without a diagnostic, by folder: a parent shared by many packs (`base`)
  /// is read once per library.
  private var parsed: [String: PackSource] = [:]

  private func parsedPack(directory: String, name: String, parser: PackParser, sink: DiagnosticSink)
    -> PackSource?
  {
    if let pack = parsed[directory] { return pack }
    let before = sink.diagnostics.count
    let pack = parser.parsePack(directory: directory, expectedName: name)
    if let pack, sink.diagnostics.count == before { parsed[directory] = pack }
    return pack
  }

  public func loadChain(_ name: String, sink: DiagnosticSink) -> [PackSource] {
    let parser = PackParser(sink: sink) { path in
      FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
    var chain: [PackSource] = []
    var current = name
    var referencedAt: SourceLocation?
    while true {
      guard let directory = directory(of: current) else {
        sink.error(
          "no pack named '\(current)' in '\(root)'; available: \(availablePacks.joined(separator: ", "))",
          at: referencedAt ?? SourceLocation(file: root, line: 1, column: 1), check: "unknown-pack")
        return []
      }
      guard let pack = parsedPack(directory: directory, name: current, parser: parser, sink: sink) else {
        return []
      }
      if let cycleStart = chain.firstIndex(where: { $0.name == pack.name }) {
        let cycle = chain[cycleStart...].map(\.name) + [pack.name]
        sink.error(
          "'extends' makes a cycle: \(cycle.joined(separator: " -> "))",
          at: referencedAt ?? pack.location, check: "extends-cycle")
        return []
      }
      chain.append(pack)
      guard let parent = pack.extends else { break }
      current = parent.name
      referencedAt = parent.location
    }
    return chain.reversed()
  }
}
