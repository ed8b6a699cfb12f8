import Foundation
import KeyTapPlanner
import Testing
import TypingRules
import TypingRulesYAML

/// The recorder's round trip, on Linux: `typingrules record-plan` prepares a catalog, the
/// player plays every case on a simulated keyboard (driven by the engine), and the plan
/// writes the catalog back with the new column; the result loads, keeps everything that
/// was there, has the column, and still replays.
@Suite(.timeLimit(.minutes(20)))
struct RecordingPlanTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static let catalog = """
    # Cases recorded on devices.
    defaults:
      corrections: {teh: the}
    cases:
      - name: double space
        taps: "hi  there"
        result: "Hi. There"

      - name: autocorrect, already recorded on one keyboard
        taps: "teh, "
        steps: ["T", "Te", "Teh", "The,", "The, "]
        observed:
          ios: ["T", "Te", "Teh", "The,", "The, "]
        # A comment after the case.
      - name: a URL field
        field:
          keyboard: url
        before: "see "
        taps: "a.b  c"
        steps: [
          "see a", "see a.", "see a.b",
          "see a.b ", "see a.b  ", "see a.b  c"]
    """

  /// Runs the built `typingrules` (a product this test target depends on).
  static func typingrules(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("typingrules"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("typingrules"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "typingrules"),
    ]
    let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
    )
  }

  @Test func planPlayWriteBackAndReplay() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "record-plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("devices.yaml").path
    try Self.catalog.write(toFile: path, atomically: true, encoding: .utf8)

    let planned = try Self.typingrules(["record-plan", "--keyboard", "simulated", path])
    #expect(planned.status == 0, "\(planned)")
    let plan = try JSONDecoder().decode(RecordingPlan.self, from: Data(planned.stdout.utf8))
    #expect(plan.column == "simulated")
    #expect(
      plan.cases.map(\.name) == [
        "double space", "autocorrect, already recorded on one keyboard", "a URL field",
      ])
    #expect(plan.cases[2].field == ["keyboard": "url"])
    #expect(plan.cases[2].before == "see ")

    // Play every case on the simulated keyboard.
    let library = PackLibrary(root: Self.packageRoot.appendingPathComponent("Rules").path)
    var observed: [String: [String]] = [:]
    for recorded in plan.cases {
      let pack = try library.load(locale: recorded.locale)
      var field = FieldTraits()
      for (key, value) in recorded.field { try field.set(key, to: value) }
      var table = pack.corrections
      table.merge(SubstitutionTable(["teh": "the"]))
      let keyboard = try SimulatedKeyboard(
        program: pack.program, field: field, before: recorded.before, after: recorded.after,
        autocorrector: table)
      var player = KeyTapPlayer(cadence: HumanCadence(seed: 3))
      observed[recorded.name] = try player.play(TapScript(parsing: recorded.taps), on: keyboard)
    }
    let written = plan.catalog(with: observed)
    try written.write(toFile: path, atomically: true, encoding: .utf8)

    // Everything that was there is still there, in place; the column was added.
    let originalLines = Self.catalog.split(separator: "\n", omittingEmptySubsequences: false)
    let writtenLines = written.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(writtenLines.count == originalLines.count + 5, "\(written)")
    #expect(originalLines.allSatisfy { writtenLines.contains($0) }, "\(written)")
    #expect(
      written.contains("      ios: [\"T\", \"Te\", \"Teh\", \"The,\", \"The, \"]\n      \"simulated\": ["),
      "\(written)")

    let catalog = try Catalog.load(path: path, bytes: Array(written.utf8))
    for source in catalog.cases {
      let column = try #require(
        source.observed.first { $0.column == "simulated" }, "\(source.name)\n\(written)")
      #expect(column.steps == observed[source.name], "\(source.name)")
      #expect(column.steps.count == source.script.taps.count)
    }
    #expect(catalog.cases[1].observed.map(\.column) == ["ios", "simulated"])
    // The simulated keyboard is the engine, so its column is what the catalog expects.
    #expect(observed["double space"]?.last == "Hi. There")
    let replayed = try Self.typingrules(["replay", "--rules", library.root, path])
    #expect(replayed.status == 0, "\(replayed)")

    // Recording the same column again is refused, at the case.
    let again = try Self.typingrules(["record-plan", "--keyboard", "simulated", path])
    #expect(again.status == 2)
    #expect(
      again.stderr.contains(
        "devices.yaml:5:5: error: case 'double space' already has an observed column 'simulated'"), "\(again)"
    )
  }

  @Test func aFlowStyleCaseIsALocatedError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "record-plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("flow.yaml").path
    try "cases:\n  - {name: flow, taps: \"a\", result: \"A\"}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try Self.typingrules(["record-plan", "--keyboard", "ios", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("flow.yaml:2:5: error: case 'flow' is written in flow style"), "\(result)")
    let usage = try Self.typingrules(["record-plan", path])
    #expect(usage.status == 64)
  }
}
