import TypingRules

/// What the device recorder needs from a catalog, prepared on the host (where the YAML
/// front end runs) by `typingrules record-plan`: each case's taps, field and starting text,
/// and where in the catalog's text its new `observed` column goes, so the recorder can
/// write the catalog back with the column added and everything else untouched.
public struct RecordingPlan: Codable, Sendable, Equatable {
  /// The catalog's path as given, and its text.
  public var catalogFile: String
  public var catalogText: String
  /// The name of the `observed` column to write (the keyboard under test: `ios`,
  /// `swiftkey`, ...).
  public var column: String
  public var cases: [Case]

  public init(catalogFile: String, catalogText: String, column: String, cases: [Case]) {
    self.catalogFile = catalogFile
    self.catalogText = catalogText
    self.column = column
    self.cases = cases
  }

  /// One case to play.
  public struct Case: Codable, Sendable, Equatable {
    public var name: String
    /// The tap string, in the catalog syntax.
    public var taps: String
    public var before: String
    public var after: String
    /// The field traits that differ from the defaults, by catalog name
    /// (`keyboard: url`), for the host app to set.
    public var field: [String: String]
    public var locale: String
    /// Where the column goes in the catalog's text.
    public var insertion: Insertion

    public init(
      name: String, taps: String, before: String, after: String, field: [String: String], locale: String,
      insertion: Insertion
    ) {
      self.name = name
      self.taps = taps
      self.before = before
      self.after = after
      self.field = field
      self.locale = locale
      self.insertion = insertion
    }
  }

  /// Lines to add to the catalog's text for one case.
  public struct Insertion: Codable, Sendable, Equatable {
    /// The 1-based line after which the new lines go.
    public var afterLine: Int
    /// Spaces before the first new line's key.
    public var indent: Int
    /// Whether the case has no `observed` map yet (write `observed:` first).
    public var needsObservedKey: Bool

    public init(afterLine: Int, indent: Int, needsObservedKey: Bool) {
      self.afterLine = afterLine
      self.indent = indent
      self.needsObservedKey = needsObservedKey
    }
  }

  /// The catalog's text with the column added to every recorded case (cases missing from
  /// `observed`, by name, are left as they were).
  public func catalog(with observed: [String: [String]]) -> String {
    var lines = catalogText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // From the bottom up, so earlier line numbers stay valid.
    for recorded in cases.sorted(by: { $0.insertion.afterLine > $1.insertion.afterLine }) {
      guard let buffers = observed[recorded.name] else { continue }
      let insertion = recorded.insertion
      let values = "[" + buffers.map(CatalogScalar.doubleQuoted).joined(separator: ", ") + "]"
      var added: [String] = []
      var indent = String(repeating: " ", count: insertion.indent)
      if insertion.needsObservedKey {
        added.append(indent + "observed:")
        indent += "  "
      }
      added.append(indent + CatalogScalar.doubleQuoted(column) + ": " + values)
      let position = min(max(0, insertion.afterLine), lines.count)
      lines.insert(contentsOf: added, at: position)
    }
    return lines.joined(separator: "\n")
  }
}
