import Foundation

/// Finds and runs the package's executables (built by `swift build` / `swift test`).
enum Executables {
  static var candidateFolders: [URL] {
    var folders: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    for configuration in ["debug", "release"] {
      folders.append(Packs.packageRoot.appendingPathComponent(".build/\(configuration)"))
    }
    return folders
  }

  static func locate(_ name: String) -> URL? {
    candidateFolders.map { $0.appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
    -> Output
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // Output goes to files, so neither stream can fill a pipe and block the child.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reliability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    let outputData = (try? Data(contentsOf: outputURL)) ?? Data()
    let errorData = (try? Data(contentsOf: errorURL)) ?? Data()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }
}
