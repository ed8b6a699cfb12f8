import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Every documented limit (Docs/reliability.md) is enforced, with an error that says where.
struct LimitsTests {
  func parse(_ text: String) -> YAMLError? {
    do {
      _ = try YAMLParser.parse(text, file: "limit.yaml")
      return nil
    } catch {
      return error
    }
  }

  @Test func fileSize() {
    let error = parse("a: " + String(repeating: "x", count: YAMLLimits.default.maxBytes))
    guard case .tooLarge = error else {
      Issue.record("expected tooLarge, got \(String(describing: error))")
      return
    }
    #expect(error?.location == SourceLocation(file: "limit.yaml", line: 1, column: 1))
  }

  @Test func nestingDepth() {
    let depth = YAMLLimits.default.maxDepth + 1
    let error = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    guard case .tooDeep = error else {
      Issue.record("expected tooDeep, got \(String(describing: error))")
      return
    }
    #expect(error?.location.line == 1)
    #expect(error?.location.column == depth)
  }

  @Test func nodesCountingAliasExpansions() {
    // Each level doubles: 2^20 nodes from a few lines ("billion laughs").
    var lines = ["a0: &a0 [x, x]"]
    for level in 1...20 { lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]") }
    let error = parse(lines.joined(separator: "\n"))
    guard case .tooManyNodes = error else {
      Issue.record("expected tooManyNodes, got \(String(describing: error))")
      return
    }
    #expect((error?.location.line ?? 0) > 1)
  }

  @Test func scalarLength() {
    let error = parse("a: \"" + String(repeating: "x", count: YAMLLimits.default.maxScalarBytes + 1) + "\"")
    guard case .scalarTooLong = error else {
      Issue.record("expected scalarTooLong, got \(String(describing: error))")
      return
    }
    #expect(error?.location == SourceLocation(file: "limit.yaml", line: 1, column: 4))
  }

  /// A pack of `count` trivial rules, one per line after `rules:` (rule i on line i + 2).
  func ruleFile(_ count: Int) -> String {
    "rules:\n"
      + (1...count).map { "  - {id: r\($0), summary: s, on: space, do: [swallow]}" }.joined(separator: "\n")
  }

  func compile(_ rules: String, extendsBase: Bool) -> (CompiledPack?, [Diagnostic]) {
    let files = [
      "/limits/pack.yaml": "pack: limits\n\(extendsBase ? "extends: base\n" : "")files: [rules.yaml]\n",
      "/limits/rules.yaml": rules,
    ]
    let sink = DiagnosticSink()
    let parser = PackParser(sink: sink) { path in
      files[path].map { Array($0.utf8) } ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
    var chain: [PackSource] = []
    if extendsBase, let base = parser.parsePack(directory: Packs.rulesRoot + "/base", expectedName: "base") {
      chain.append(base)
    }
    guard let pack = parser.parsePack(directory: "/limits", expectedName: "limits") else {
      return (nil, sink.diagnostics)
    }
    chain.append(pack)
    let compiled = PackCompiler(sink: sink).compile(chain: chain)
    return (sink.hasErrors ? nil : compiled, sink.diagnostics)
  }

  @Test func rulesPerPack() {
    let (atLimit, fine) = compile(ruleFile(PackCompiler.maxRules), extendsBase: false)
    #expect(atLimit != nil, "\(fine.map(\.gnuLine))")
    let (over, diagnostics) = compile(ruleFile(PackCompiler.maxRules + 1), extendsBase: false)
    #expect(over == nil)
    let error = diagnostics.first { $0.severity == .error }
    #expect(error?.check == "yaml-limit")
    #expect(error?.location.file == "/limits/rules.yaml")
    // The first rule over the limit: rule 4097, on line 4098.
    #expect(error?.location.line == PackCompiler.maxRules + 2)
    #expect(error?.message.contains("limit is \(PackCompiler.maxRules)") == true)
  }

  @Test func rulesPerPackCountInheritedRules() throws {
    let inherited = try #require(Packs.all["en"]).program.rules.count
    let (over, diagnostics) = compile(ruleFile(PackCompiler.maxRules - inherited + 1), extendsBase: true)
    #expect(over == nil)
    let error = diagnostics.first { $0.severity == .error }
    #expect(error?.check == "yaml-limit")
    #expect(error?.location.file == "/limits/rules.yaml")
  }

  @Test func patternItems() {
    let pattern = String(repeating: "a", count: Pattern.maxItems + 1)
    let (compiled, diagnostics) = compile(
      "rules:\n  - {id: long, summary: s, on: space, when: [before: '\(pattern)'], do: [swallow]}\n",
      extendsBase: true)
    #expect(compiled == nil)
    let error = diagnostics.first { $0.severity == .error }
    #expect(error?.check == "bad-pattern")
    #expect(error?.location.line == 2)
    #expect(error?.message.contains("at most \(Pattern.maxItems) items") == true)
  }

  @Test func patternRunLength() {
    let (compiled, diagnostics) = compile(
      "rules:\n  - {id: long, summary: s, on: space, when: [before: 'a{\(Int(Pattern.maxRun) + 1)}'], do: [swallow]}\n",
      extendsBase: true)
    #expect(compiled == nil)
    #expect(diagnostics.first { $0.severity == .error }?.check == "bad-pattern")
  }

  /// Backtracking is bounded: a pattern that would take exponential time matches (or
  /// fails) within the step budget, so a tap stays fast on hostile text.
  @Test func patternBacktrackingIsBounded() throws {
    let pattern = String(repeating: "a*", count: 30) + "b"
    let (compiled, diagnostics) = compile(
      "rules:\n  - {id: slow, summary: s, on: space, when: [before: '\(pattern)'], do: [insert: X]}\n",
      extendsBase: true)
    let pack = try #require(compiled, "\(diagnostics.map(\.gnuLine))")
    let document = InMemoryDocument(before: String(repeating: "a", count: 250))
    let engine = try TypingEngine(program: pack.program, document: document)
    let start = ContinuousClock.now
    engine.handle(.space, at: 1)
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test func tapStringLengthForTypingrulesType() throws {
    let binary = try #require(Executables.locate("typingrules"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Exactly at the limit: typed.
    let atLimit = try Executables.run(
      binary, ["type", "--rules", Packs.rulesRoot, String(repeating: "a", count: 1000)])
    #expect(atLimit.status == 0)
    // Over the limit: a usage error at the first character over it. Passed in a file
    // through `--before-file`'s sibling, standard input.
    let taps = folder.appendingPathComponent("taps.txt")
    try Data(String(repeating: "ab ", count: 333_334).utf8).write(to: taps)
    let script = folder.appendingPathComponent("run.sh")
    try "exec \"$1\" type --rules \"$2\" - < \"$3\"\n".write(to: script, atomically: true, encoding: .utf8)
    let over = try Executables.run(
      URL(fileURLWithPath: "/bin/sh"), [script.path, binary.path, Packs.rulesRoot, taps.path])
    #expect(over.status == 64)
    #expect(over.stderr.contains("bad TAPS at character 1000001"), "\(over.stderr.prefix(300))")
  }
}
