import Foundation
import TypingRules
import TypingRulesYAML

/// Paths and shared loaders for the tests.
enum Fixtures {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let rulesRoot = packageRoot.appendingPathComponent("Rules").path
  static let catalogsFolder = packageRoot.appendingPathComponent("Tests/catalogs").path

  /// One library for every test: packs compile once.
  nonisolated(unsafe) static let library = PackLibrary(root: rulesRoot)
  static let lock = NSRecursiveLock()

  /// Runs `body` with the shared library, one caller at a time.
  ///
  /// Never read a `static let` whose initializer calls this from inside `body`: read it
  /// first. Another thread may be running that initializer and waiting for the lock, while
  /// this one holds the lock and waits for the initializer (a deadlock that hangs the run).
  static func withLibrary<T>(_ body: (PackLibrary) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(library)
  }

  static func catalogPaths() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogsFolder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { catalogsFolder + "/" + $0 }
  }
}
