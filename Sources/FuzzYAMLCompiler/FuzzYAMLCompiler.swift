import Foundation
import FuzzSupport
import TypingRules
import TypingRulesYAML

/// libFuzzer target for the YAML front end and the compiler. Each input is read
/// three ways: as a rule file listed by a pack that extends the shipped `base` pack's
/// locale data and settings, as the `pack.yaml` of a pack (which may extend the whole
/// shipped `base` pack, rules included), and as a tap catalog. Whatever compiles is also run: the
/// pack's rule examples are typed through the engine, and the program is written in the
/// compiled form and read back, which must give the same bytes. Errors are expected; a
/// trap, a sanitizer report or a hang is a finding.
///
/// Fuzz build (see `Tests/fuzz`):
///
///     swift build --scratch-path .build/fuzz --product FuzzYAMLCompiler \
///       -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTYPINGRULES_FUZZING
///
/// In a normal build the same executable replays the files (or folders of files) given as
/// arguments through the same checks, so a crash input can be debugged without libFuzzer.
enum YAMLCompilerFuzzer {
  /// The shipped rules folder (`$TYPINGRULES_RULES`, or found from here).
  static let rulesRoot = RulesFolder.locate(explicit: nil)?.path ?? "Rules"

  /// The in-memory folder of the fuzzed pack.
  static let packDirectory = "/fuzz/pack"

  /// The shipped base pack, parsed once.
  static let base: PackSource = {
    let sink = DiagnosticSink()
    let parser = PackParser(sink: sink) { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    guard let pack = parser.parsePack(directory: rulesRoot + "/base", expectedName: "base"), !sink.hasErrors
    else {
      fatalError("cannot load the base pack from \(rulesRoot): \(sink.diagnostics.map(\.gnuLine))")
    }
    return pack
  }()

  /// Most examples typed per compiled pack, and most taps per example.
  static let maxExamples = 16
  static let maxTaps = 200

  static func run(_ bytes: [UInt8]) {
    asRuleFile(bytes)
    asPackFile(bytes)
    asCatalog(bytes)
  }

  /// The base pack's locale data and settings without its rules: compiling a rule file
  /// against it costs the rule file alone.
  static let baseData: PackSource = {
    var data = base
    data.rules = []
    return data
  }()

  /// The input as `rules.yaml` of a pack `fuzz` that extends the base pack's data, or the
  /// whole base pack when its rules name base rules (override, insert-before, disable).
  static func asRuleFile(_ bytes: [UInt8]) {
    let packFile = Array("pack: fuzz\nextends: base\nfiles: [rules.yaml]\n".utf8)
    let files = [packDirectory + "/pack.yaml": packFile, packDirectory + "/rules.yaml": bytes]
    let sink = compile(files: files, base: baseData)
    if sink.diagnostics.contains(where: { $0.check == "unknown-rule-id" || $0.check == "duplicate-rule-id" })
    {
      compile(files: files, base: base)
    }
  }

  /// The input as `pack.yaml`; any rule file it lists reads as the input again.
  static func asPackFile(_ bytes: [UInt8]) {
    compile(files: [packDirectory + "/pack.yaml": bytes], otherFiles: bytes, base: base)
  }

  @discardableResult
  static func compile(files: [String: [UInt8]], otherFiles: [UInt8]? = nil, base: PackSource)
    -> DiagnosticSink
  {
    let sink = DiagnosticSink()
    let parser = PackParser(sink: sink) { path in
      files[path] ?? (path.hasPrefix(packDirectory + "/") ? otherFiles : nil)
    }
    guard let pack = parser.parsePack(directory: packDirectory, expectedName: nil) else { return sink }
    let chain: [PackSource]
    switch pack.extends?.name {
    case nil: chain = [pack]
    case "base": chain = [base, pack]
    default: return sink
    }
    guard let compiled = PackCompiler(sink: sink).compile(chain: chain), !sink.hasErrors else { return sink }
    roundTrip(compiled)
    typeExamples(of: pack, in: compiled)
    return sink
  }

  /// The compiled form of a compiled pack loads, and writes back the same bytes.
  static func roundTrip(_ compiled: CompiledPack) {
    let written = CompiledRules(packs: [
      CompiledRules.Pack(tag: compiled.name, program: compiled.program, corrections: compiled.corrections)
    ]).serialized()
    let loaded: CompiledRules
    do {
      loaded = try CompiledRules(bytes: written)
    } catch {
      fatalError("the compiled form of a pack that compiled does not load: \(error)")
    }
    guard loaded.serialized() == written else {
      fatalError("the compiled form read back does not write the same bytes")
    }
  }

  /// Types the fuzzed pack's own rule examples through the engine (what `rulecheck` and
  /// the tests do).
  static func typeExamples(of pack: PackSource, in compiled: CompiledPack) {
    var typed = 0
    for rule in pack.rules {
      for example in rule.examples where example.script.steps.count <= maxTaps {
        guard typed < maxExamples else { return }
        typed += 1
        var replay = Replay(script: example.script)
        replay.before = String(example.before.prefix(1000))
        replay.after = String(example.after.prefix(1000))
        replay.field = example.options.fieldTraits
        replay.settings = example.options.keyboardSettings
        var table = compiled.corrections
        table.merge(SubstitutionTable(example.options.corrections))
        replay.autocorrector = table
        _ = try? replay.run(with: compiled.program)
      }
    }
  }

  /// The input as a tap catalog; its cases run against the base pack.
  static func asCatalog(_ bytes: [UInt8]) {
    guard let catalog = try? Catalog.load(path: "/fuzz/catalog.yaml", bytes: bytes) else { return }
    for source in catalog.cases.prefix(maxExamples) where source.script.steps.count <= maxTaps {
      let options = catalog.defaults.overlaid(with: source.options)
      var replay = Replay(script: source.script)
      replay.before = String(source.before.prefix(1000))
      replay.after = String(source.after.prefix(1000))
      replay.field = options.fieldTraits
      replay.settings = options.keyboardSettings
      replay.autocorrector = SubstitutionTable(options.corrections)
      if let gap = options.gap, gap.isFinite, gap >= 0 { replay.gap = gap }
      _ = try? replay.run(with: baseProgram)
    }
  }

  static let baseProgram: RuleProgram = {
    let sink = DiagnosticSink()
    guard let compiled = PackCompiler(sink: sink).compile(chain: [base]), !sink.hasErrors else {
      fatalError("the base pack does not compile: \(sink.diagnostics.map(\.gnuLine))")
    }
    return compiled.program
  }()
}

#if TYPINGRULES_FUZZING
  // Only in the fuzz build: the test targets link this module, and both fuzz targets
  // define the symbol.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzYAMLCompiler(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    YAMLCompilerFuzzer.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
  }
#endif

@main
enum Main {
  static func main() {
    #if TYPINGRULES_FUZZING
      _ = YAMLCompilerFuzzer.base
      let callback: FuzzEntry.Callback = fuzzYAMLCompiler
    #else
      let callback: FuzzEntry.Callback = { _, _ in 0 }
    #endif
    FuzzEntry.main(name: "FuzzYAMLCompiler", callback: callback) { YAMLCompilerFuzzer.run($0) }
  }
}
