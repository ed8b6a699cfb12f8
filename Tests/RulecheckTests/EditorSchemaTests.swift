import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The JSON Schemas for editors (`Docs/schema/`) stay in step with the loader: they are the
/// output of ``EditorSchema`` (built from the loader's own tables), every shipped file
/// points at the right one and validates against it with a real validator, and files the
/// loader rejects for their shape are rejected by the schema too.
struct EditorSchemaTests {
  static let schemaFolder = Rulecheck.packageRoot.appendingPathComponent("Docs/schema")

  @Test("Docs/schema matches the loader", arguments: ["pack", "rules"])
  func schemaFileIsCurrent(name: String) throws {
    let schema = try #require(EditorSchema.schema(named: name))
    Rulecheck.compare(
      schema.rendered() + "\n", toFile: Self.schemaFolder.appendingPathComponent("\(name).schema.json"))
  }

  /// Every condition and action of the primitive table has an argument schema of its own
  /// (or is listed bare).
  @Test func everyConditionAndActionIsDescribed() throws {
    let rules = try #require(EditorSchema.schema(named: "rules")?.rendered())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(rules.utf8)) as? [String: Any])
    let definitions = try #require(object["definitions"] as? [String: Any])
    for (definition, names) in [
      ("condition", Primitive.all(.condition)), ("action", Primitive.all(.action)),
    ] {
      let bare = try #require(anyOf(definitions, definition)?[0]["enum"] as? [String])
      #expect(Set(bare) == Set(names.filter(\.isBare).map(\.name)))
      let names = names.filter { !$0.isBare }.map(\.name)
      let anyOf = try #require((definitions[definition] as? [String: Any])?["anyOf"] as? [[String: Any]])
      let properties = try #require(anyOf[1]["properties"] as? [String: [String: Any]])
      #expect(Set(properties.keys) == Set(names))
      for name in names {
        #expect(
          properties[name]?.isEmpty == false, "\(definition) '\(name)' has no argument schema in EditorSchema"
        )
      }
    }
  }

  private func anyOf(_ definitions: [String: Any], _ name: String) -> [[String: Any]]? {
    (definitions[name] as? [String: Any])?["anyOf"] as? [[String: Any]]
  }

  /// The shipped packs and their rule files: (file, schema name).
  static func shippedFiles() throws -> [(path: String, schema: String)] {
    let rules = Rulecheck.shippedRules
    var packs = ["base"]
    let locales =
      (try? FileManager.default.contentsOfDirectory(atPath: rules.appendingPathComponent("locales").path))
      ?? []
    packs += locales.filter {
      FileManager.default.fileExists(atPath: rules.appendingPathComponent("locales/\($0)/pack.yaml").path)
    }.sorted().map { "locales/\($0)" }
    var files: [(String, String)] = []
    for pack in packs {
      let packFile = "Rules/\(pack)/pack.yaml"
      files.append((packFile, "pack"))
      let bytes = try [UInt8](Data(contentsOf: Rulecheck.packageRoot.appendingPathComponent(packFile)))
      let node = try YAMLParser.parse(bytes, file: packFile)
      for item in node?["files"]?.sequence ?? [] {
        if let name = item.scalar { files.append(("Rules/\(pack)/\(name)", "rules")) }
      }
    }
    return files
  }

  @Test func everyShippedFilePointsAtItsSchema() throws {
    for (path, schema) in try Self.shippedFiles() {
      let text = try String(contentsOf: Rulecheck.packageRoot.appendingPathComponent(path), encoding: .utf8)
      let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
      let prefix = "# yaml-language-server: $schema="
      guard first.hasPrefix(prefix) else {
        Issue.record("\(path) does not start with '\(prefix)...'")
        continue
      }
      let relative = String(first.dropFirst(prefix.count))
      let folder = Rulecheck.packageRoot.appendingPathComponent(path).deletingLastPathComponent()
      let target = folder.appendingPathComponent(relative).standardizedFileURL.path
      let expected = Self.schemaFolder.appendingPathComponent("\(schema).schema.json").standardizedFileURL
        .path
      #expect(target == expected, "\(path) points at \(relative)")
    }
  }

  /// A YAML node as the YAML language server sees it, typed the loader's way (only true
  /// and false are booleans).
  static func json(_ node: YAMLNode) -> JSONValue {
    switch node.kind {
    case .scalar(let text, _):
      if node.isNull { return .null }
      if let flag = node.bool { return .bool(flag) }
      if let number = node.int { return .int(number) }
      if let number = node.double { return .number(number) }
      return .string(text)
    case .sequence(let items):
      return .array(items.map(json))
    case .mapping(let pairs):
      return .object(pairs.map { ($0.key.scalar ?? $0.key.flowText, json($0.value)) })
    }
  }

  static func document(_ path: String, schema: String, valid: Bool) throws -> JSONValue {
    let url =
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : Rulecheck.packageRoot.appendingPathComponent(path)
    let node = try YAMLParser.parse([UInt8](Data(contentsOf: url)), file: path)
    return .object([
      ("name", .string(path)),
      ("schema", .string(schemaFolder.appendingPathComponent("\(schema).schema.json").path)),
      ("document", node.map(json) ?? .null),
      ("valid", .bool(valid)),
    ])
  }

  static func validate(_ documents: [JSONValue]) throws {
    let script = Rulecheck.validation.appendingPathComponent("validate_documents.py").path
    guard let result = try Rulecheck.python([script], stdin: Data(JSONValue.array(documents).rendered().utf8))
    else {
      Issue.record("python3 not found; the schema validation needs it: \(Rulecheck.installHint)")
      return
    }
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func theShippedFilesValidate() throws {
    try Self.validate(
      try Self.shippedFiles().map { try Self.document($0.path, schema: $0.schema, valid: true) })
  }

  @Test func theFixturesValidate() throws {
    let base = "Tests/RulecheckTests/Corpus/Rules"
    try Self.validate([
      try Self.document("\(base)/base/pack.yaml", schema: "pack", valid: true),
      try Self.document("\(base)/base/basics.yaml", schema: "rules", valid: true),
      try Self.document("\(base)/locales/en/pack.yaml", schema: "pack", valid: true),
    ])
  }

  /// Corpus files whose mistake is one of shape: the schema rejects them as the loader does.
  @Test func theSchemaRejectsShapeMistakes() throws {
    let cases = "Tests/RulecheckTests/Corpus/cases/"
    let rules = [
      "unknown-key", "unknown-key-in-example", "missing-key", "missing-rules", "wrong-type-list",
      "wrong-type-boolean", "out-of-range-negative-threshold", "out-of-range-absurd-threshold",
      "out-of-range-delete", "empty-insert", "bad-rule-id", "conflicting-keys", "edit-after-tap", "bad-flag",
      "example-without-result", "unknown-trigger", "unknown-trigger-character", "unknown-condition",
      "unknown-action", "unknown-trait", "unknown-trait-value", "unknown-event", "unknown-shape",
    ].map { try? Self.document(cases + $0 + ".yaml", schema: "rules", valid: false) }
    let packs = [
      "unknown-locale-key-in-pack", "not-one-character", "bad-file-name", "settings-out-of-range",
    ].map { try? Self.document(cases + $0 + "/pack.yaml", schema: "pack", valid: false) }
    #expect(!rules.contains { $0 == nil } && !packs.contains { $0 == nil })
    try Self.validate((rules + packs).compactMap { $0 })
  }
}
