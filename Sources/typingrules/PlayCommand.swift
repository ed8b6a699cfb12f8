import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules play`: an interactive playground in the terminal. Every key goes through
/// the engine with its real timestamp; the screen shows what the engine did and why
/// (``PlayScreen``); the rule files are watched and reloaded; `--record FILE` saves the
/// session as a catalog.
enum PlayCommand {
  /// How often the rule files are checked for changes, in milliseconds.
  static let watchInterval: Int32 = 250

  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments,
        options: [
          "--rules", "--compiled", "--locale", "--profile", "--field", "--setting", "--correction",
          "--before", "--after",
          "--record", "--corrector", "--dictionary",
        ],
        flags: ["--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.play)
      return 0
    }
    guard parsed.positional.isEmpty else {
      return usageError("unexpected argument '\(parsed.positional[0])'")
    }
    if parsed.value("--rules") != nil, parsed.value("--compiled") != nil {
      return usageError("give --rules or --compiled, not both")
    }
    let options: TypingOptions
    do { options = try TypingOptions(parsed) } catch { return usageError(error.message) }

    let locale = parsed.value("--locale") ?? "en"
    let source: PlayRules.Source
    let rulesLabel: String
    if let compiled = parsed.value("--compiled") {
      source = .compiled(path: compiled)
      rulesLabel = compiled
    } else {
      guard let root = RulesLookup.folder(parsed) else { return 2 }
      source = .packs(root: root)
      rulesLabel = root
    }
    let profile = parsed.value("--profile") ?? PackLibrary.defaultProfile
    if case .packs(let root) = source {
      let library = PackLibrary(root: root)
      guard library.hasProfile(profile) else { return usageError(library.unknownProfileMessage(profile)) }
    }
    let rules = PlayRules(source: source, locale: locale, profile: profile)
    let loaded: PlayRules.Loaded
    switch rules.load() {
    case .success(let value): loaded = value
    case .failure(let error):
      Output.error(error.rendered)
      return 2
    }
    var dictionary: DictionaryCorrector?
    if parsed.value("--corrector") != nil {
      var root: String?
      if case .packs(let folder) = source { root = folder }
      guard
        let corrector = DictionaryFiles.corrector(
          parsed, table: loaded.corrections, program: loaded.program, rulesFolder: root)
      else { return 2 }
      dictionary = corrector as? DictionaryCorrector
    }
    let recordPath = parsed.value("--record")
    if let recordPath {
      // Refuse a file that cannot be written before the session starts, not after it.
      let existed = FileManager.default.fileExists(atPath: recordPath)
      guard let handle = FileHandle(forUpdatingAtPath: recordPath) ?? createFile(recordPath) else {
        Output.error("\(recordPath):1:1: error: cannot write file")
        return 2
      }
      try? handle.close()
      if !existed { try? FileManager.default.removeItem(atPath: recordPath) }
    }
    let session: PlaySession
    do {
      session = try PlaySession(
        rules: rules, loaded: loaded, field: options.field, settings: options.settings,
        corrections: options.corrections,
        before: parsed.value("--before") ?? "", after: parsed.value("--after") ?? "",
        records: recordPath != nil, dictionary: dictionary)
    } catch {
      return usageError(error.message)
    }

    let terminal: Terminal
    do {
      terminal = try Terminal.open()
    } catch .notATerminal {
      Output.error("Error: typingrules play needs a terminal on standard input and output")
      return 2
    } catch {
      Output.error("Error: cannot put the terminal in raw mode: \(error)")
      return 2
    }
    let signal = loop(session, terminal, rulesLabel: rulesLabel, recordPath: recordPath)
    terminal.restore()

    var status: Int32 = signal.map { 128 + $0 } ?? 0
    if let recordPath, let recording = session.recording {
      let title = "Recorded by typingrules play (locale \(locale))."
      if FileManager.default.createFile(
        atPath: recordPath, contents: Data(recording.yaml(title: title).utf8))
      {
        let cases = recording.segments.filter { !$0.steps.isEmpty }.count
        Output.error("recorded \(cases) case\(cases == 1 ? "" : "s") to \(recordPath)")
      } else {
        Output.error("\(recordPath):1:1: error: cannot write file")
        if status == 0 { status = 2 }
      }
    }
    print(session.document.text)
    return status
  }

  /// Reads keys and redraws until the session ends; the signal that ended it, if any.
  private static func loop(
    _ session: PlaySession, _ terminal: Terminal, rulesLabel: String, recordPath: String?
  ) -> Int32? {
    func draw() {
      let size = terminal.size
      let screen = PlayScreen(
        columns: size.columns, rows: size.rows, rulesLabel: rulesLabel, recordPath: recordPath)
      terminal.write(screen.frame(session))
      terminal.flush()
    }
    draw()
    while !session.ended {
      switch terminal.read(timeout: watchInterval) {
      case .signal(let number):
        return number
      case .resized:
        terminal.write("\u{1B}[2J")
        draw()
      case .idle:
        if session.reloadIfChanged() { draw() }
      case .bytes(let bytes):
        for key in TerminalKey.decode(bytes) where !session.ended { session.handle(key) }
        _ = session.reloadIfChanged()
        draw()
      }
    }
    return nil
  }

  private static func createFile(_ path: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    return FileHandle(forUpdatingAtPath: path)
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.play)")
    return 64
  }
}
