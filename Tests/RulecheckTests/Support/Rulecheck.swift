import Foundation
import Testing

/// Runs the built `rulecheck` executable as a process, and finds the test data.
enum Rulecheck {
  /// The package's root folder (this file is `Tests/RulecheckTests/Support/Rulecheck.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let testsFolder = packageRoot.appendingPathComponent("Tests/RulecheckTests")
  static let corpus = testsFolder.appendingPathComponent("Corpus")
  static let cases = corpus.appendingPathComponent("cases")
  static let golden = testsFolder.appendingPathComponent("Golden")
  static let validation = testsFolder.appendingPathComponent("Validation")
  static let shippedRules = packageRoot.appendingPathComponent("Rules")

  /// Set `RULECHECK_UPDATE_GOLDEN=1` to rewrite expected outputs instead of comparing
  /// (then review the diff).
  static var updating: Bool { ProcessInfo.processInfo.environment["RULECHECK_UPDATE_GOLDEN"] == "1" }

  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The built executable: next to the test bundle, or in `.build/debug`.
  static func executable(_ name: String = "rulecheck") throws -> URL {
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let first = CommandLine.arguments.first {
      let runner = URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent()
      folders += [
        runner, runner.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
      ]
    }
    folders += ["debug", "release"].map { packageRoot.appendingPathComponent(".build/\($0)") }
    for folder in folders {
      let candidate = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw Failure(description: "'\(name)' not found in \(folders.map(\.path)); run 'swift build'")
  }

  /// Runs `rulecheck` in `directory` and waits at most `timeout` seconds (a hang fails).
  static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = 60) throws -> Result {
    try runProcess(executable(), arguments, in: directory, timeout: timeout)
  }

  static func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL, stdin: Data? = nil,
    timeout: TimeInterval = 60
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rulecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let paths = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
    try (stdin ?? Data()).write(to: paths[0])
    try Data().write(to: paths[1])
    try Data().write(to: paths[2])
    let input = try FileHandle(forReadingFrom: paths[0])
    let output = try FileHandle(forWritingTo: paths[1])
    let error = try FileHandle(forWritingTo: paths[2])
    defer {
      try? input.close()
      try? output.close()
      try? error.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    var environment = ProcessInfo.processInfo.environment
    environment["TYPINGRULES_RULES"] = nil
    environment["NO_COLOR"] = "1"
    process.environment = environment
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        process.waitUntilExit()
        throw Failure(
          description:
            "'\(executable.lastPathComponent) \(arguments.joined(separator: " "))' ran longer than \(Int(timeout)) s"
        )
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: paths[1]), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
  }

  /// Compares `actual` with the file's text, or writes it when updating.
  static func compare(_ actual: String, toFile url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    if updating {
      try? Data(actual.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing expected output \(url.path); run with RULECHECK_UPDATE_GOLDEN=1",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      Issue.record(
        "\(url.lastPathComponent) differs:\n\(firstDifference(expected, actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// The first line that differs, for readable failures.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < b.count ? String(b[index]) : "<end>"
      if left != right {
        return "line \(index + 1)\n  expected: \(left.prefix(400))\n  actual:   \(right.prefix(400))"
      }
    }
    return "(same lines)"
  }

  /// The command that installs the validators' Python packages.
  static let installHint =
    "run 'Tests/run --install-only' to make .build/venv with jsonschema and sarif-pydantic"

  /// Runs a Python script with arguments; nil if no python3 is found.
  static func python(_ arguments: [String], stdin: Data? = nil) throws -> Result? {
    guard let python = pythonExecutable() else { return nil }
    return try runProcess(python, arguments, in: packageRoot, stdin: stdin, timeout: 120)
  }

  /// The Python with the validators' packages: `$TYPINGRULES_PYTHON`, else the project's
  /// `.build/venv` (made by `Tests/run`), else the first python3 on PATH.
  static func pythonExecutable() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [URL] = []
    if let chosen = environment["TYPINGRULES_PYTHON"], !chosen.isEmpty {
      candidates.append(URL(fileURLWithPath: chosen))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/venv/bin/python3"))
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append(URL(fileURLWithPath: String(folder)).appendingPathComponent("python3"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
