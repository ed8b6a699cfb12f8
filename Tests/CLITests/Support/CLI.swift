import Foundation
import Testing

/// Runs the package's executables as processes, the way a user does.
enum CLI {
  /// The package's root folder (this file is `Tests/CLITests/Support/CLI.swift`).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The package's `Rules/` folder, passed as `--rules` so no test depends on the lookup.
  static let rules = packageRoot.appendingPathComponent("Rules").path

  /// The catalogs under `Tests/catalogs/`.
  static var catalogs: [String] {
    let folder = packageRoot.appendingPathComponent("Tests/catalogs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
  }

  /// What a run printed and how it ended.
  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var stdoutLines: [String] {
      stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    /// The last non-empty line of standard output.
    var lastLine: String? { stdoutLines.last { !$0.isEmpty } }

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  }

  /// Folders where SwiftPM may have put the executables, most likely first.
  static var candidateFolders: [URL] {
    var folders: [URL] = []
    let bundle = Bundle.main.bundleURL
    folders.append(bundle)
    folders.append(bundle.deletingLastPathComponent())
    if let first = CommandLine.arguments.first {
      let runner = URL(fileURLWithPath: first).resolvingSymlinksInPath()
      folders.append(runner.deletingLastPathComponent())
      // macOS: .build/debug/X.xctest/Contents/MacOS/X
      folders.append(
        runner.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent())
    }
    for configuration in ["debug", "release"] {
      folders.append(packageRoot.appendingPathComponent(".build/\(configuration)"))
    }
    return folders
  }

  /// Finds a built executable, or fails the test with where it looked.
  static func executable(_ name: String) throws -> URL {
    if let found = locate(name) { return found }
    let looked = candidateFolders.map { "  " + $0.path }.joined(separator: "\n")
    Issue.record("executable '\(name)' not found; looked in:\n\(looked)\nbuild it with 'swift build'")
    throw NotFound(name: name)
  }

  static func locate(_ name: String) -> URL? {
    for folder in candidateFolders {
      let candidate = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }

  struct NotFound: Error, CustomStringConvertible {
    var name: String
    var description: String { "executable '\(name)' not found" }
  }

  struct TimedOut: Error, CustomStringConvertible {
    var command: String
    var description: String { "'\(command)' did not finish within the time limit" }
  }

  /// Runs a built executable with arguments (and optional standard input) to completion.
  static func run(
    _ name: String, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
    timeout: TimeInterval = 120
  ) throws -> Result {
    try run(executable: executable(name), arguments, stdin: stdin, in: directory, timeout: timeout)
  }

  /// Runs any program to completion (standard input from `stdin`, outputs captured).
  static func run(
    executable: URL, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
    timeout: TimeInterval = 120
  ) throws -> Result {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let inputURL = scratch.url.appendingPathComponent("stdin")
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    try Data((stdin ?? "").utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let input = try FileHandle(forReadingFrom: inputURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? input.close()
      try? output.close()
      try? error.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    var environment = ProcessInfo.processInfo.environment
    environment["TYPINGRULES_RULES"] = nil
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        process.waitUntilExit()
        throw TimedOut(command: ([executable.lastPathComponent] + arguments).joined(separator: " "))
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// `typingrules ARGUMENTS`.
  static func typingrules(_ arguments: String..., stdin: String? = nil) throws -> Result {
    try run("typingrules", arguments, stdin: stdin)
  }

  /// `typingrules type --rules <package>/Rules ARGUMENTS`.
  static func type(_ arguments: String..., stdin: String? = nil) throws -> Result {
    try run("typingrules", ["type", "--rules", rules] + arguments, stdin: stdin)
  }

  /// `typingrules replay --rules <package>/Rules ARGUMENTS`.
  static func replay(_ arguments: [String]) throws -> Result {
    try run("typingrules", ["replay", "--rules", rules] + arguments)
  }
}

/// A folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("typingrules-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  /// Writes a file under the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

extension String {
  /// Whether the whole string matches a regular expression.
  func fullyMatches(_ pattern: String) -> Bool {
    range(of: "^(?:\(pattern))$", options: .regularExpression) != nil
  }

  /// Whether some line of the string matches a regular expression.
  func hasLine(matching pattern: String) -> Bool {
    split(separator: "\n").contains { String($0).fullyMatches(pattern) }
  }
}

/// A regular-expression literal for text.
func escaped(_ text: String) -> String {
  NSRegularExpression.escapedPattern(for: text)
}
