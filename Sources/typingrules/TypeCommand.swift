import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules type`: types one tap string and prints the buffer.
enum TypeCommand {
  /// The longest tap string `type` accepts, in characters (Docs/reliability.md).
  static let maxTapsLength = 1_000_000

  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments,
        options: [
          "--rules", "--locale", "--profile", "--field", "--setting", "--correction", "--gap", "--before",
          "--after", "--before-file", "--after-file", "--compiled", "--corrector", "--dictionary",
        ],
        flags: ["--trace", "--reference", "--verbose", "--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.type)
      return 0
    }
    guard parsed.positional.count == 1 else {
      return usageError(
        parsed.positional.isEmpty
          ? "missing TAPS"
          : "expected one TAPS argument, found \(parsed.positional.count) (quote the tap string)")
    }
    var tapsText = parsed.positional[0]
    if tapsText == "-" {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      guard let text = String(data: data, encoding: .utf8) else {
        Output.error("<stdin>:1:1: error: standard input is not valid UTF-8")
        return 2
      }
      tapsText = text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
    guard tapsText.count <= maxTapsLength else {
      return usageError("bad TAPS at character \(maxTapsLength + 1): longer than \(maxTapsLength) characters")
    }
    let script: TapScript
    do {
      script = try TapScript(parsing: tapsText)
    } catch {
      return usageError("bad TAPS at character \(error.offset): \(error.message)")
    }
    var replay = Replay(script: script)
    replay.recordsSteps = false
    let options: TypingOptions
    do { options = try TypingOptions(parsed) } catch { return usageError(error.message) }
    replay.field = options.field
    replay.settings = options.settings
    let corrections = options.corrections
    if let gapText = parsed.value("--gap") {
      guard let gap = Double(gapText), gap.isFinite, gap >= 0, gap <= 3600 else {
        return usageError("--gap takes a number of seconds, found '\(gapText)'")
      }
      replay.gap = gap
    }
    do {
      replay.before = try text(parsed, inline: "--before", file: "--before-file") ?? ""
      replay.after = try text(parsed, inline: "--after", file: "--after-file") ?? ""
    } catch {
      Output.error(error.message)
      return 2
    }
    let locale = parsed.value("--locale") ?? "en"
    let profile = parsed.value("--profile") ?? PackLibrary.defaultProfile
    let pack: CompiledPack
    var rulesFolder: String?
    if let path = parsed.value("--compiled") {
      if parsed.value("--rules") != nil { return usageError("--compiled and --rules exclude each other") }
      guard let file = CompiledFile.load(path) else { return 2 }
      do {
        pack = try file.pack(locale: locale, profile: profile)
      } catch {
        return usageError("\(path): \(error)")
      }
    } else {
      guard let root = RulesLookup.folder(parsed) else { return 2 }
      rulesFolder = root
      let library = PackLibrary(root: root)
      guard library.hasProfile(profile) else { return usageError(library.unknownProfileMessage(profile)) }
      do {
        pack = try library.load(locale: locale, profile: profile)
      } catch {
        Output.error(error.rendered)
        return 2
      }
    }
    var table = pack.corrections
    table.merge(SubstitutionTable(corrections))
    guard
      let corrector = DictionaryFiles.corrector(
        parsed, table: table, program: pack.program, rulesFolder: rulesFolder)
    else { return 2 }
    replay.autocorrector = corrector
    if parsed.has("--reference") { replay.mode = .reference }
    let tracer: ((TraceEvent) -> Void)? =
      parsed.has("--trace") ? TraceWriter(program: pack.program, origins: pack.origins).write : nil
    do {
      let outcome = try replay.run(with: pack.program, tracer: tracer)
      print(outcome.result)
      return 0
    } catch {
      return usageError(error.message)
    }
  }

  private static func text(_ parsed: CommandLineArguments, inline: String, file: String) throws(UsageError)
    -> String?
  {
    if let path = parsed.value(file) {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("\(path):1:1: error: cannot read file")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw UsageError("\(path):1:1: error: file is not valid UTF-8")
      }
      return text
    }
    return parsed.value(inline)
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.type)")
    return 64
  }
}
