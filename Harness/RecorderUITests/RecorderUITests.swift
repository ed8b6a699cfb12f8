import KeyTapPlanner
import TypingRules
import XCTest

/// Plays a catalog on the keyboard that is active on the device or simulator and writes
/// the catalog back with an `observed` column named after it (Docs/recording.md).
///
/// Input: `TYPINGRULES_PLAN`, the path of a plan written by `typingrules record-plan`
/// (readable from a simulator), or `plan.json` in this test bundle (a device).
/// Output: the catalog with the column, written to `TYPINGRULES_OUTPUT` if set, else back
/// to the catalog's own path when it is writable from here; always attached to the test
/// result as `CATALOG.COLUMN.yaml`.
final class RecorderUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = true
  }

  func testRecordCatalog() throws {
    let environment = ProcessInfo.processInfo.environment
    let planURL =
      environment["TYPINGRULES_PLAN"].map { URL(fileURLWithPath: $0) }
      ?? Bundle(for: Self.self).url(forResource: "plan", withExtension: "json")
    let url = try XCTUnwrap(planURL, "set TYPINGRULES_PLAN or add plan.json to the test bundle")
    let plan = try JSONDecoder().decode(RecordingPlan.self, from: Data(contentsOf: url))

    var observed: [String: [String]] = [:]
    var player = KeyTapPlayer(layout: .iOSEnglish, cadence: HumanCadence(seed: 1))
    for planned in plan.cases {
      let app = XCUIApplication()
      app.launchEnvironment = HostLaunch(planned).environment
      app.launch()
      guard app.keyboards.firstMatch.waitForExistence(timeout: 10) else {
        XCTFail("\(planned.name): no keyboard appeared")
        continue
      }
      do {
        let script = try TapScript(parsing: planned.taps)
        observed[planned.name] = try player.play(script, on: XCUIKeyboardSurface(app: app))
      } catch {
        XCTFail("\(planned.name): \(error)")
      }
      app.terminate()
    }

    let catalog = plan.catalog(with: observed)
    let name = URL(fileURLWithPath: plan.catalogFile).deletingPathExtension().lastPathComponent
    let attachment = XCTAttachment(string: catalog)
    attachment.name = "\(name).\(plan.column).yaml"
    attachment.lifetime = .keepAlways
    add(attachment)
    let output = environment["TYPINGRULES_OUTPUT"] ?? plan.catalogFile
    do {
      try catalog.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      XCTContext.runActivity(named: "could not write \(output) (\(error)); the catalog is attached") { _ in }
    }
  }
}
