import Foundation

/// Headless Chromium, to check HTML output in a real browser. Tests/run installs Debian's
/// `chromium` package; tests that need it are skipped, saying why, when it is missing.
enum Chromium {
  /// The browser's executable, found on `PATH`, or `nil`.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser", "google-chrome"] {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  /// Options for a headless run as any user (root needs --no-sandbox in a container), with a
  /// throwaway profile.
  private static func options(profile: TemporaryFolder) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--no-first-run", "--user-data-dir=\(profile.path)",
    ]
  }

  /// The DOM the browser built from a page, serialized.
  static func dumpDOM(_ chromium: URL, _ page: URL) throws -> String {
    let profile = try TemporaryFolder()
    defer { profile.remove() }
    let result = try CLI.run(
      executable: chromium, options(profile: profile) + ["--dump-dom", page.absoluteString], timeout: 90)
    guard result.status == 0, result.stdout.contains("</html>") else {
      throw BrowserFailed(result: result)
    }
    return result.stdout
  }

  /// Renders a page into a PNG file.
  static func screenshot(_ chromium: URL, _ page: URL, to file: URL) throws {
    let profile = try TemporaryFolder()
    defer { profile.remove() }
    let result = try CLI.run(
      executable: chromium,
      options(profile: profile) + [
        "--window-size=1100,1400", "--screenshot=\(file.path)", page.absoluteString,
      ],
      timeout: 90)
    guard result.status == 0, FileManager.default.fileExists(atPath: file.path) else {
      throw BrowserFailed(result: result)
    }
  }

  struct BrowserFailed: Error, CustomStringConvertible {
    var result: CLI.Result
    var description: String { "chromium failed: \(result)" }
  }
}
