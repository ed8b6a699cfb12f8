import Foundation
import TypingRules

/// `rulecheck`'s engine: loads rule folders, packs and rule files with the loader (whose
/// diagnostics it passes on as they are: YAML, schema, references, duplicate ids, `extends`
/// cycles) and runs the linter's own checks on what compiled: rules that can never fire,
/// locale data, examples, unlisted files.
///
/// Diagnostics are values; ``LintReport`` holds them sorted and without duplicates, and the
/// printers in `Lint/Formats/` render them.
public final class Linter {
  /// What to check and where the packs are.
  public struct Options: Sendable {
    /// Run every rule's examples (and warn about rules without any).
    public var runExamples = true
    /// The pack a stand-alone rule file is checked with, and the only pack checked in a
    /// rules folder; nil: every pack of a folder, and `en` (else `base`) for a rule file.
    public var locale: String?
    /// The rules folder that packs given on their own extend and stand-alone rule files
    /// are checked with.
    public var rulesFolder: String
    /// The only behaviour profile composed with each locale pack; nil: every profile.
    public var profile: String?

    public init(rulesFolder: String, locale: String? = nil, runExamples: Bool = true, profile: String? = nil)
    {
      self.rulesFolder = rulesFolder
      self.locale = locale
      self.runExamples = runExamples
      self.profile = profile
    }
  }

  public let options: Options
  private var libraries: [String: PackLibrary] = [:]
  private let sink = DiagnosticSink()
  private var files: [String] = []
  private var packs: [String] = []
  private var couldNotRun = false
  private var checkedPacks: [String: PackSource?] = [:]
  private var checkedFiles: Set<String> = []

  public init(options: Options) { self.options = options }

  /// Checks every path (a rules folder, a pack folder or its `pack.yaml`, or a rule file).
  public func lint(_ paths: [String]) -> LintReport {
    for path in paths { lint(path: Self.trimmed(path)) }
    var seen: Set<Diagnostic> = []
    let unique = sink.diagnostics.filter { seen.insert($0).inserted }
    let sorted = unique.enumerated().sorted { a, b in
      let (x, y) = (a.element.location, b.element.location)
      if x.file != y.file { return x.file < y.file }
      if x.line != y.line { return x.line < y.line }
      if x.column != y.column { return x.column < y.column }
      return a.offset < b.offset
    }.map(\.element)
    var seenFiles: Set<String> = []
    return LintReport(
      diagnostics: sorted, files: files.filter { seenFiles.insert($0).inserted }, packs: packs,
      couldNotRun: couldNotRun)
  }

  /// The paths that check the packs of `locales` in `library`: its base pack and the pack
  /// each tag resolves to, once each (a tag without a pack is left to whoever loads it);
  /// the whole rules folder when `locales` is empty.
  public static func packPaths(locales: [String], in library: PackLibrary) -> [String] {
    guard !locales.isEmpty else { return [library.root] }
    var names: [String] = []
    for name in ["base"] + locales.compactMap({ library.resolve(locale: $0) }) where !names.contains(name) {
      names.append(name)
    }
    return names.compactMap { library.directory(of: $0) }
  }

  // MARK: - Paths

  private func lint(path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      cannotRead(path, "no such file or folder")
      return
    }
    let manager = FileManager.default
    if isDirectory.boolValue {
      if manager.fileExists(atPath: path + "/pack.yaml") {
        lintPack(directory: path)
      } else if manager.fileExists(atPath: path + "/base/pack.yaml")
        || manager.fileExists(atPath: path + "/locales")
      {
        lintRulesFolder(path)
      } else {
        cannotRead(path, "not a rules folder (no 'base/pack.yaml' or 'locales/') nor a pack (no 'pack.yaml')")
      }
      return
    }
    guard Self.isRegularFile(path) else {
      cannotRead(path, "not a regular file")
      return
    }
    let directory = Self.directory(of: path)
    if (path as NSString).lastPathComponent == "pack.yaml" {
      lintPack(directory: directory)
    } else if manager.fileExists(atPath: PackFilesCheck.join(directory, "pack.yaml")) {
      lintFileOfPack(path, directory: directory)
    } else {
      let library = library(for: options.rulesFolder)
      guard !library.availablePacks.isEmpty else {
        cannotRead(
          library.root, "no packs to check '\(path)' with: not a rules folder (give one with --rules)")
        return
      }
      var name = library.directory(of: "en") != nil ? "en" : "base"
      if let locale = options.locale {
        guard let resolved = library.resolve(locale: locale) else {
          unknownLocale(locale, in: library)
          return
        }
        name = resolved
      }
      lintStandalone(path, extending: name, library: library)
    }
  }

  private func cannotRead(_ path: String, _ reason: String) {
    couldNotRun = true
    sink.error(
      "cannot read '\(path)': \(reason)", at: SourceLocation(file: path, line: 1, column: 1),
      check: "unreadable-file")
  }

  /// Every pack of a rules folder, `base` first (or only the `--locale` one), and its
  /// locale aliases (`locales/aliases.yaml`).
  private func lintRulesFolder(_ root: String) {
    let library = library(for: root)
    if FileManager.default.fileExists(atPath: library.aliasesFile) {
      files.append(library.aliasesFile)
      do {
        _ = try library.aliases()
      } catch {
        error.diagnostics.forEach(sink.emit)
      }
    }
    var names = library.availablePacks
    if let locale = options.locale {
      guard let name = library.resolve(locale: locale) else {
        unknownLocale(locale, in: library)
        return
      }
      names = [name]
    }
    for name in names { lintPack(name, library: library) }
  }

  /// `--locale` names no pack of the rules folder.
  private func unknownLocale(_ locale: String, in library: PackLibrary) {
    guard checkedFiles.insert("locale\u{0}\(library.root)\u{0}\(locale)").inserted else { return }
    sink.error(
      "no pack for locale '\(locale)' in '\(library.root)'; available: \(library.availablePacks.joined(separator: ", "))",
      at: SourceLocation(file: library.root, line: 1, column: 1), check: "unknown-locale")
  }

  /// A pack folder: inside a rules folder's layout (`ROOT/base`, `ROOT/locales/TAG`) its
  /// parents come from that folder; elsewhere from the rules folder of the options.
  @discardableResult
  private func lintPack(directory: String) -> PackSource? {
    let name = (directory as NSString).lastPathComponent
    let parent = Self.directory(of: directory)
    let library: PackLibrary
    if name == "base" {
      library = self.library(for: parent)
    } else if (parent as NSString).lastPathComponent == "locales" {
      library = self.library(for: Self.directory(of: parent))
    } else {
      library = self.library(for: options.rulesFolder)
      library.packDirectories[name] = directory
    }
    return lintPack(name, library: library)
  }

  /// A rule file in a pack's folder: the pack, and the file on its own (as if the pack
  /// listed it last) when the pack does not list it.
  private func lintFileOfPack(_ path: String, directory: String) {
    guard let pack = lintPack(directory: directory) else { return }
    let name = (path as NSString).lastPathComponent
    guard !pack.files.contains(where: { ($0 as NSString).lastPathComponent == name }) else { return }
    let library =
      libraries.values.first { $0.directory(of: pack.name) == directory }
      ?? library(for: options.rulesFolder)
    lintStandalone(path, extending: pack.name, library: library)
  }

  // MARK: - Units

  /// Checks a pack with its chain; returns the pack as written (also when already checked).
  @discardableResult
  private func lintPack(_ name: String, library: PackLibrary) -> PackSource? {
    let key = "\(library.root)\u{0}\(name)"
    if let done = checkedPacks[key] { return done }
    packs.append(name)
    let local = DiagnosticSink()
    let chain = library.loadChain(name, sink: local)
    checkedPacks[key] = chain.last
    files += chain.flatMap { [$0.file] + $0.files }
    if chain.isEmpty, let directory = library.directory(of: name) {
      files.append(PackFilesCheck.join(directory, "pack.yaml"))
    }
    let compiled = PackCompiler(sink: local).compile(chain: chain)
    let hasErrors = local.hasErrors
    local.diagnostics.forEach(sink.emit)
    guard let leaf = chain.last else { return nil }
    PackFilesCheck(sink: sink).check(leaf)
    LocaleDataCheck(sink: sink).check(chain: chain)
    if let compiled {
      let ownFiles = Set([leaf.file] + leaf.files)
      analyze(
        compiled, library: library, inScope: { _ in true }, isOwn: { ownFiles.contains($0.file) },
        hasErrors: hasErrors)
    }
    if chain.first?.name == "base", leaf.name != "base", !hasErrors {
      lintProfiles(of: leaf, library: library)
    }
    return leaf
  }

  /// A locale pack composed with every profile (or the `--profile` one): each combination
  /// must load, and every rule's examples must hold in it, whichever pack wrote the rule. A
  /// failure of an inherited rule's example is reported at this pack's file, with a note at
  /// the example.
  private func lintProfiles(of leaf: PackSource, library: PackLibrary) {
    var profiles = library.availableProfiles
    if let profile = options.profile {
      guard library.hasProfile(profile) else {
        guard checkedFiles.insert("profile\u{0}\(library.root)\u{0}\(profile)").inserted else { return }
        sink.error(
          library.unknownProfileMessage(profile), at: SourceLocation(file: library.root, line: 1, column: 1),
          check: "unknown-profile")
        return
      }
      profiles = [profile]
    }
    for profile in profiles {
      let local = DiagnosticSink()
      let chain = library.loadChain(leaf.name, profile: profile, sink: local)
      for pack in chain where pack.role != .locale {
        files += [pack.file] + pack.files
        if checkedFiles.insert("pack\u{0}\(pack.file)").inserted { PackFilesCheck(sink: sink).check(pack) }
      }
      let compiled = PackCompiler(sink: local).compile(chain: chain)
      local.diagnostics.forEach(sink.emit)
      guard var compiled, !local.hasErrors, options.runExamples else { continue }
      compiled.profile = profile
      let runner = CaseRunner(library: library)
      // Without anything from the profile, the pack's own rules were run at their examples.
      let profileChanges = chain.contains {
        $0.role != .locale
          && !($0.rules.isEmpty && $0.patches.isEmpty && $0.settings.isEmpty && $0.locale.isEmpty
            && $0.disable.isEmpty)
      }
      for rule in compiled.rules where profileChanges || rule.origin.pack != leaf.name {
        for (index, example) in rule.examples.enumerated() {
          let result = runner.run(example, pack: compiled)
          if let error = result.error {
            sink.emit(error)
            continue
          }
          guard let failure = result.failure else { continue }
          let name =
            example.name == "example \(index + 1)" ? "example \(index + 1)" : "example '\(example.name)'"
          let what = failure.tapIndex.map { "after tap \($0 + 1)" } ?? failure.what
          sink.error(
            "\(name) of rule '\(rule.id)' (\(rule.origin.description)) fails in pack '\(leaf.name)' with profile '\(profile)': \(what): expected \"\(failure.expected.visible)\", got \"\(failure.actual.visible)\" (taps: \"\(example.taps.visible)\")",
            at: leaf.location, check: "example-failed",
            notes: [Diagnostic.Note(location: failure.location, message: "the example")])
        }
      }
    }
  }

  /// A rule file no pack lists, checked as if the pack `name` listed it last.
  private func lintStandalone(_ path: String, extending name: String, library: PackLibrary) {
    guard checkedFiles.insert("\(path)\u{0}\(name)").inserted else { return }
    files.append(path)
    let local = DiagnosticSink()
    let chainSink = DiagnosticSink()
    let chain = library.loadChain(name, sink: chainSink)
    let parser = PackParser(sink: local) {
      Self.isRegularFile($0) ? FileManager.default.contents(atPath: $0).map { [UInt8]($0) } : nil
    }
    let items = parser.parseRuleFile(path)
    guard let leaf = chain.last, !chainSink.hasErrors else {
      // The pack itself is broken: say so, and report what the file alone shows.
      chainSink.diagnostics.forEach(sink.emit)
      local.diagnostics.forEach(sink.emit)
      return
    }
    var own = PackSource(
      name: leaf.name, file: path, location: SourceLocation(file: path, line: 1, column: 1))
    own.rules = items.rules
    own.patches = items.patches
    let compiled = PackCompiler(sink: local).compile(chain: chain + [own])
    let hasErrors = local.hasErrors
    local.diagnostics.forEach(sink.emit)
    if let compiled {
      analyze(
        compiled, library: library, inScope: { $0.file == path }, isOwn: { $0.file == path },
        hasErrors: hasErrors)
    }
  }

  /// The checks on a compiled pack. Rules that can never fire are reported for the rules
  /// `inScope` says are being checked (by the file they are written in); examples run for
  /// the rules the pack itself defines (`isOwn`): a rule belongs to the pack whose files
  /// write it, and its examples are written for that pack's data. Whole-program checks
  /// (shadowing, examples) need a pack without errors: with a rule missing, their answers
  /// could be wrong.
  private func analyze(
    _ pack: CompiledPack, library: PackLibrary, inScope: (SourceLocation) -> Bool,
    isOwn: (SourceLocation) -> Bool, hasErrors: Bool
  ) {
    let program = pack.program
    var sources: [String: RuleSource] = [:]
    for rule in pack.rules where sources[rule.id] == nil { sources[rule.id] = rule }

    var neverFires: Set<Int> = []
    let contradictions = ContradictionCheck(program: program, sink: sink)
    for (index, rule) in program.rules.enumerated() {
      guard let source = sources[rule.id], inScope(source.location) else { continue }
      if !contradictions.check(rule, source: source) { neverFires.insert(index) }
    }
    guard !hasErrors else { return }
    let scoped = DiagnosticSink()
    ShadowedRuleCheck(program: program, sink: scoped).check(
      candidates: Set(program.rules.indices), sources: sources, skip: neverFires)
    for diagnostic in scoped.diagnostics
    where inScope(diagnostic.location) || diagnostic.notes.contains(where: { inScope($0.location) }) {
      sink.emit(diagnostic)
    }
    guard options.runExamples else { return }
    let examples = ExampleCheck(runner: CaseRunner(library: library), sink: sink)
    for rule in pack.rules where isOwn(rule.location) {
      examples.check(rule, in: pack)
    }
  }

  // MARK: - Helpers

  private func library(for root: String) -> PackLibrary {
    let root = Self.trimmed(root)
    if let library = libraries[root] { return library }
    let library = PackLibrary(root: root)
    libraries[root] = library
    return library
  }

  static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  static func directory(of path: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    return directory.isEmpty ? "." : directory
  }

  static func isRegularFile(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeRegular
  }
}

/// What a lint run found.
public struct LintReport: Sendable {
  /// Sorted by file, line and column; no duplicates.
  public var diagnostics: [Diagnostic]
  /// The files read, in the order they were first read.
  public var files: [String]
  /// The packs checked.
  public var packs: [String]
  /// A path given could not be read: the run is incomplete (exit status 2).
  public var couldNotRun: Bool

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

  /// 0 no errors (with `strict`: no warnings either), 1 found some, 2 could not run.
  public func exitStatus(strict: Bool) -> Int32 {
    if couldNotRun { return 2 }
    if errorCount > 0 || (strict && warningCount > 0) { return 1 }
    return 0
  }

  /// One line: `rulecheck: no problems in 4 files` or `rulecheck: 2 errors and 1 warning in 4 files`.
  public var summary: String {
    let fileCount = "\(files.count) file\(files.count == 1 ? "" : "s")"
    if errorCount == 0 && warningCount == 0 { return "rulecheck: no problems in \(fileCount)" }
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var parts: [String] = []
    if errorCount > 0 { parts.append(count(errorCount, "error")) }
    if warningCount > 0 { parts.append(count(warningCount, "warning")) }
    return "rulecheck: \(parts.joined(separator: " and ")) in \(fileCount)"
  }
}
