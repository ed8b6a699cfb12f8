import Foundation
import TypingRules

/// The small configuration file that says which packs go into a compiled file
/// (`typingrules compile --config FILE`, and the build-tool plugin's `typingrules.yaml`):
///
/// ```yaml
/// locales: [en, fr, de-CH]   # the locale packs to compile (default: every pack)
/// profiles: [ios]            # the behaviour profiles (default: every profile)
/// ```
///
/// Unknown keys and wrong types are located errors, like in rule files.
public struct CompileConfiguration: Sendable, Equatable {
  /// The keys the file may have.
  public static let keys = ["locales", "profiles"]

  /// The locale packs to compile; empty: every pack of the rules folder.
  public var locales: [String] = []
  /// The behaviour profiles to compile; empty: every profile of the rules folder.
  public var profiles: [String] = []
  /// Where each profile is named, for errors about it.
  package var profileLocations: [SourceLocation] = []

  public init(locales: [String] = [], profiles: [String] = []) {
    self.locales = locales
    self.profiles = profiles
  }

  /// Reads the file at `path`.
  public static func load(path: String) throws(DiagnosticsError) -> CompileConfiguration {
    let location = SourceLocation(file: path, line: 1, column: 1)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticsError([
        Diagnostic(.error, at: location, "cannot read file", check: "unreadable-file")
      ])
    }
    return try parse([UInt8](data), file: path)
  }

  /// Reads a configuration from its bytes; an empty file is the default configuration.
  public static func parse(_ bytes: [UInt8], file: String) throws(DiagnosticsError) -> CompileConfiguration {
    let sink = DiagnosticSink()
    let reader = SchemaReader(sink: sink)
    var configuration = CompileConfiguration()
    do {
      if let node = try YAMLParser.parse(bytes, file: file),
        let fields = reader.fields(node, allowed: keys, what: "the compile configuration")
      {
        if let node = fields["locales"] {
          configuration.locales = names(node, key: "locales", reader: reader).map(\.name)
        }
        if let node = fields["profiles"] {
          let profiles = names(node, key: "profiles", reader: reader)
          configuration.profiles = profiles.map(\.name)
          configuration.profileLocations = profiles.map(\.location)
        }
      }
    } catch {
      sink.emit(error.diagnostic)
    }
    guard !sink.hasErrors else { throw DiagnosticsError(sink.diagnostics) }
    return configuration
  }

  /// A name or a list of names, each non-empty, with where it is written.
  static func names(_ node: YAMLNode, key: String, reader: SchemaReader) -> [(
    name: String, location: SourceLocation
  )] {
    let items = node.sequence ?? [node]
    guard let names = reader.strings(node, what: "'\(key)'") else { return [] }
    for (name, item) in zip(names, items) where name.isEmpty {
      reader.sink.error("'\(key)' has an empty name", at: item.location, check: "wrong-type")
    }
    return Array(zip(names, items.map(\.location)))
  }
}
