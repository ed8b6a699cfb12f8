import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules replay`: runs tap catalogs.
enum ReplayCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments,
        options: ["--rules", "--format", "--html", "--profile", "--compiled", "--corrector", "--dictionary"],
        flags: ["--reference", "--verbose", "--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.replay)
      return 0
    }
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format takes text or json, found '\(format)'")
    }
    guard !parsed.positional.isEmpty else { return usageError("missing FILE") }

    var compiled: CompiledFile?
    if let path = parsed.value("--compiled") {
      if parsed.value("--rules") != nil { return usageError("--compiled and --rules exclude each other") }
      guard let file = CompiledFile.load(path) else { return 2 }
      compiled = file
    }
    // With a compiled file no rules folder is read.
    guard let root = compiled != nil ? "." : RulesLookup.folder(parsed) else { return 2 }
    let library = PackLibrary(root: root)
    var runner = CaseRunner(library: library)
    if let compiled {
      runner.packFor = compiled.packFor
      runner.unknownProfile = { profile in
        compiled.rules.profiles.contains(profile)
          ? nil
          : "\(compiled.path) has no packs for profile '\(profile)'; it has: \(compiled.rules.profiles.joined(separator: ", "))"
      }
    }
    if parsed.has("--reference") { runner.mode = .reference }
    guard DictionaryFiles.setUp(&runner, parsed, rulesFolder: compiled == nil ? root : nil) else { return 64 }
    if let profile = parsed.value("--profile") {
      if let message = runner.unknownProfile(profile) { return usageError(message) }
      runner.defaultProfile = profile
    }
    var catalogs: [Catalog] = []
    var loadErrors: [String] = []
    for path in parsed.positional {
      guard let data = FileManager.default.contents(atPath: path) else {
        loadErrors.append("\(path):1:1: error: cannot read file [unreadable-file]")
        continue
      }
      do {
        catalogs.append(try Catalog.load(path: path, bytes: [UInt8](data)))
      } catch {
        loadErrors.append(error.rendered)
      }
    }
    if !loadErrors.isEmpty {
      Output.error(loadErrors.joined(separator: "\n"))
      return 2
    }

    var passed = 0
    var failed = 0
    var records: [[String: Any]] = []
    let htmlPath = parsed.value("--html")
    var report = HTMLReport()
    for catalog in catalogs {
      for source in catalog.cases {
        let fired = htmlPath == nil ? nil : HTMLReport.FiredRules()
        let result = runner.run(source, defaults: catalog.defaults, tracer: fired?.record)
        if let error = result.error {
          Output.error(error.gnuLine)
          return 2
        }
        if result.passed { passed += 1 } else { failed += 1 }
        if let fired {
          report.entries.append(HTMLReport.Entry(file: catalog.file, result: result, fired: fired.taps))
        }
        if format == "json" {
          records.append(record(result, file: catalog.file))
        } else {
          printText(result, file: catalog.file, verbose: parsed.has("--verbose"))
        }
      }
    }
    if let htmlPath {
      let page = report.render(title: "typingrules replay: \(parsed.positional.joined(separator: " "))")
      guard FileManager.default.createFile(atPath: htmlPath, contents: Data(page.utf8)) else {
        Output.error("\(htmlPath):1:1: error: cannot write file")
        return 2
      }
    }
    if format == "json" {
      let object: [String: Any] = ["cases": records, "passed": passed, "failed": failed]
      let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      print(String(decoding: data, as: UTF8.self))
    } else {
      print("\(passed) passed, \(failed) failed")
    }
    return failed == 0 ? 0 : 1
  }

  private static func printText(_ result: CaseRunner.Result, file: String, verbose: Bool) {
    let source = result.source
    if let failure = result.failure {
      print("FAIL \(file): \(source.name)")
      print("  at \(failure.location): \(failure.what) differs")
      // A case with only a result differs, as far as it says, after its last tap.
      if let tapIndex = failure.tapIndex ?? (source.script.taps.isEmpty ? nil : source.script.taps.count - 1)
      {
        print("  after tap \(tapIndex + 1): \"\(tapPrefix(source.script, through: tapIndex).visible)\"")
      }
      print("  expected: \"\(failure.expected.visible)\"")
      print("  actual:   \"\(failure.actual.visible)\"")
    } else if verbose {
      print("ok   \(file): \(source.name)")
    }
    if !source.observed.isEmpty, let outcome = result.outcome {
      printColumns(source, outcome)
    }
  }

  /// The tap string up to and including a tap, in tap syntax.
  static func tapPrefix(_ script: TapScript, through tapIndex: Int) -> String {
    var steps: [TapScript.Step] = []
    var taps = 0
    for step in script.steps where taps <= tapIndex {
      steps.append(step)
      if case .tap = step { taps += 1 }
    }
    return TapSyntax.write(TapScript(steps: steps))
  }

  private static func printColumns(_ source: CaseSource, _ outcome: Replay.Outcome) {
    let columns = [("engine", outcome.steps)] + source.observed.map { ($0.column, $0.steps) }
    let width = max(8, columns.flatMap { [$0.0] + $0.1.map { "\"\($0.visible)\"" } }.map(\.count).max() ?? 8)
    func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    print("  " + pad("tap") + columns.map { pad($0.0) }.joined(separator: " "))
    for (index, tap) in source.script.taps.enumerated() {
      let cells = columns.map { column in index < column.1.count ? "\"\(column.1[index].visible)\"" : "" }
      let label = TraceWriter.describe(tap)
      print("  " + pad(label) + cells.map(pad).joined(separator: " "))
    }
  }

  private static func record(_ result: CaseRunner.Result, file: String) -> [String: Any] {
    var record: [String: Any] = ["file": file, "name": result.source.name, "passed": result.passed]
    if let failure = result.failure {
      record["what"] = failure.what
      record["expected"] = failure.expected
      record["actual"] = failure.actual
      record["line"] = failure.location.line
      record["column"] = failure.location.column
      if let tapIndex = failure.tapIndex { record["tap"] = tapIndex + 1 }
    }
    if let outcome = result.outcome { record["steps"] = outcome.steps }
    return record
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.replay)")
    return 64
  }
}
