import Foundation

/// CLDR's sentence-break suppressions: per language, the abbreviations after which a period
/// does not end a sentence (`common/segments/LANG.xml`, `<suppression>` elements), as
/// Debian's `unicode-cldr-core` and other CLDR installs ship them.
public struct CLDRSuppressions: Sendable {
  /// The folders searched for `common/segments`, in order.
  public static let defaultFolders = [
    "/usr/share/unicode/cldr/common/segments",
    "/usr/local/share/unicode/cldr/common/segments",
    "/opt/homebrew/share/unicode/cldr/common/segments",
  ]

  /// The segments folder in use.
  public let folder: String

  /// The first of `folders` that exists, or nil when CLDR is not installed.
  public init?(folders: [String] = defaultFolders) {
    guard let found = folders.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
    folder = found
  }

  /// The suppressions for a pack's tag, with the file they come from (as CLDR names it,
  /// `common/segments/de.xml`, whatever the install folder): the tag's own file
  /// (`de_CH.xml`), else its parents by truncation (`de.xml`), as CLDR inherits; nil when no
  /// file of the chain lists any.
  public func entries(for tag: String) -> (file: String, entries: [String])? {
    var parts = tag.split(separator: "-").map(String.init)
    while !parts.isEmpty {
      let name = parts.joined(separator: "_") + ".xml"
      if let data = FileManager.default.contents(atPath: folder + "/" + name),
        let text = String(data: data, encoding: .utf8)
      {
        let entries = Self.parse(text)
        if !entries.isEmpty { return ("common/segments/" + name, entries) }
      }
      parts.removeLast()
    }
    return nil
  }

  /// The text of every `<suppression>` element, entities decoded, in file order.
  static func parse(_ xml: String) -> [String] {
    var entries: [String] = []
    var rest = xml[...]
    while let open = rest.range(of: "<suppression>") {
      guard let close = rest[open.upperBound...].range(of: "</suppression>") else { break }
      let raw = rest[open.upperBound..<close.lowerBound]
      let decoded = raw.replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
      if !decoded.isEmpty { entries.append(decoded) }
      rest = rest[close.upperBound...]
    }
    return entries
  }
}
