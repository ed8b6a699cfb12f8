import Foundation
import TypingRules
import TypingRulesYAML

/// Where `typingrules play` gets its program: a locale pack compiled from the YAML rules
/// folder, or a pack of a compiled file (`--compiled`). It can tell when the files behind
/// the program changed, so the session reloads them.
struct PlayRules {
  enum Source {
    /// YAML packs under a rules folder.
    case packs(root: String)
    /// A file written by `typingrules compile`.
    case compiled(path: String)
  }

  var source: Source
  /// The locale tag asked for.
  var locale: String
  /// The behaviour profile composed with the locale (`ios`, `android`).
  var profile: String

  /// A program ready to type with.
  struct Loaded {
    var program: RuleProgram
    var corrections: SubstitutionTable
  }

  /// Compiles (or reads) the program afresh; a failure is the located error, rendered.
  func load() -> Result<Loaded, LoadError> {
    switch source {
    case .packs(let root):
      // A fresh library: nothing cached from before the files changed.
      do {
        let pack = try PackLibrary(root: root).load(locale: locale, profile: profile)
        return .success(Loaded(program: pack.program, corrections: pack.corrections))
      } catch {
        return .failure(LoadError(rendered: error.rendered))
      }
    case .compiled(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(LoadError(rendered: "\(path):1:1: error: cannot read file"))
      }
      do {
        let pack = try CompiledRules(bytes: [UInt8](data)).pack(for: locale, profile: profile)
        return .success(Loaded(program: pack.program, corrections: pack.corrections))
      } catch {
        return .failure(LoadError(rendered: "\(path):1:1: error: \(error)"))
      }
    }
  }

  /// Why the rules could not be loaded: `file:line:column: error: message` lines.
  struct LoadError: Error {
    var rendered: String
  }

  /// What the files behind the program look like now: path, size and modification time of
  /// each. Two equal stamps mean nothing changed.
  func stamp() -> [FileStamp] {
    switch source {
    case .packs(let root):
      var stamps: [FileStamp] = []
      let rootURL = URL(fileURLWithPath: root)
      if let walker = FileManager.default.enumerator(atPath: root) {
        for case let relative as String in walker {
          let path = rootURL.appendingPathComponent(relative).path
          if let stamp = FileStamp(path: path), !stamp.isDirectory { stamps.append(stamp) }
        }
      }
      return stamps.sorted { $0.path < $1.path }
    case .compiled(let path):
      return FileStamp(path: path).map { [$0] } ?? []
    }
  }

  /// One file's identity for change detection.
  struct FileStamp: Equatable {
    var path: String
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var isDirectory: Bool

    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      self.path = path
      size = Int64(info.st_size)
      #if os(Linux)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
      #else
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
      #endif
      isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }
  }
}
