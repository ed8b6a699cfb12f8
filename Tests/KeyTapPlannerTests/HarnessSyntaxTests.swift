import Foundation
import Testing

/// The Apple-only half of the recorder (Harness/: the UIKit host app and the XCUITest)
/// cannot be built here; `swiftc -parse` at least checks every file's syntax.
@Suite(.timeLimit(.minutes(20)))
struct HarnessSyntaxTests {
  static let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Harness")

  static var files: [URL] {
    let walker = FileManager.default.enumerator(at: harness, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// `swiftc` on PATH, or next to the `swift` running the tests.
  static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test func theHarnessHasTheHostAppAndTheUITest() {
    let names = Set(Self.files.map(\.lastPathComponent))
    #expect(
      names.isSuperset(of: [
        "AppDelegate.swift", "FieldViewController.swift", "FieldTraitsMapping.swift", "RecorderUITests.swift",
        "XCUIKeyboardSurface.swift",
      ]), "\(names)")
  }

  @Test(arguments: files.map(\.lastPathComponent))
  func parses(file name: String) throws {
    let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
    let file = try #require(Self.files.first { $0.lastPathComponent == name })
    let process = Process()
    process.executableURL = swiftc
    process.arguments = ["-parse", file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(name):\n\(output)")
    #expect(output.isEmpty, "\(name):\n\(output)")
  }
}
