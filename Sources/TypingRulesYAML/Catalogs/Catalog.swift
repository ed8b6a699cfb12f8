internal import TypingRules

/// A tap catalog (`Docs/catalog-format.md`): defaults and cases.
public struct Catalog: Sendable {
  public var file: String
  public var defaults: CaseOptions
  public var cases: [CaseSource]

  /// Reads a catalog file; every mistake in it is reported with its place.
  public static func load(path: String, bytes: [UInt8]) throws(DiagnosticsError) -> Catalog {
    let sink = DiagnosticSink()
    let catalog = read(path: path, bytes: bytes, sink: sink)
    guard let catalog, !sink.hasErrors else { throw DiagnosticsError(sink.diagnostics) }
    return catalog
  }

  static func read(path: String, bytes: [UInt8], sink: DiagnosticSink) -> Catalog? {
    let reader = SchemaReader(sink: sink)
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(bytes, file: path)
    } catch {
      sink.emit(error.diagnostic)
      return nil
    }
    guard let root else {
      sink.error(
        "the catalog is empty; it needs 'cases'", at: SourceLocation(file: path, line: 1, column: 1),
        check: "missing-key")
      return nil
    }
    guard let fields = reader.fields(root, allowed: ["defaults", "cases"], what: "a catalog") else {
      return nil
    }
    var defaults = CaseOptions()
    if let node = fields["defaults"],
      let defaultFields = reader.fields(node, allowed: SchemaReader.optionKeys, what: "'defaults'")
    {
      defaults = reader.caseOptions(defaultFields, what: "'defaults'")
    }
    guard let casesNode = fields.require("cases"), let items = reader.sequence(casesNode, what: "'cases'")
    else {
      return nil
    }
    var cases: [CaseSource] = []
    var names: [String: SourceLocation] = [:]
    for (index, item) in items.enumerated() {
      guard let source = reader.caseSource(item, requireName: true, index: index) else { continue }
      if let first = names[source.name] {
        sink.error(
          "duplicate case name '\(source.name)'", at: source.location, check: "duplicate-case",
          notes: [Diagnostic.Note(location: first, message: "'\(source.name)' first used here")])
        continue
      }
      names[source.name] = source.location
      cases.append(source)
    }
    return Catalog(file: path, defaults: defaults, cases: cases)
  }
}
