import Foundation
import KeyTapPlanner
import TypingRules
import TypingRulesYAML

/// `typingrules record-plan`: prepares a catalog for the device recorder (`Harness/`):
/// the cases' taps, fields and starting text, and where each case's new `observed` column
/// goes in the catalog's text, as JSON the recorder reads without a YAML parser.
enum RecordPlanCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments, options: ["--keyboard", "-o", "--output"], flags: ["--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.recordPlan)
      return 0
    }
    guard parsed.positional.count == 1 else {
      return usageError(parsed.positional.isEmpty ? "missing CATALOG" : "give one CATALOG")
    }
    guard let column = parsed.value("--keyboard"), !column.isEmpty else {
      return usageError("missing --keyboard NAME (the observed column to record, e.g. ios or swiftkey)")
    }
    let path = parsed.positional[0]
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      Output.error("\(path):1:1: error: cannot read file [unreadable-file]")
      return 2
    }
    let plan: RecordingPlan
    do {
      plan = try make(path: path, text: text, column: column)
    } catch {
      Output.error(error.rendered)
      return 2
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let json = (try? encoder.encode(plan)) ?? Data()
    if let output = parsed.value("-o") ?? parsed.value("--output") {
      guard FileManager.default.createFile(atPath: output, contents: json) else {
        Output.error("\(output):1:1: error: cannot write file")
        return 2
      }
      Output.error("wrote the plan of \(plan.cases.count) cases to \(output)")
    } else {
      print(String(decoding: json, as: UTF8.self))
    }
    return 0
  }

  /// The plan of a catalog; every case that cannot take a new column is a located error.
  static func make(path: String, text: String, column: String) throws(DiagnosticsError) -> RecordingPlan {
    let bytes = [UInt8](text.utf8)
    let catalog = try Catalog.load(path: path, bytes: bytes)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The case nodes, in order, as the catalog loader read them.
    var caseNodes: [YAMLNode] = []
    do {
      if let root = try YAMLParser.parse(bytes, file: path), case .mapping(let pairs) = root.kind,
        let cases = pairs.first(where: { $0.key.scalar == "cases" })?.value,
        case .sequence(let items) = cases.kind
      {
        caseNodes = items
      }
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    var problems: [Diagnostic] = []
    var planned: [RecordingPlan.Case] = []
    for source in catalog.cases {
      guard let node = caseNodes.first(where: { $0.location == source.location }),
        case .mapping(let pairs) = node.kind, let firstKey = pairs.first?.key
      else { continue }
      if source.observed.contains(where: { $0.column == column }) {
        problems.append(
          Diagnostic(
            .error, at: source.location, "case '\(source.name)' already has an observed column '\(column)'",
            check: "observed-column-exists"))
        continue
      }
      let insertion: RecordingPlan.Insertion
      if node.location.column != firstKey.location.column {
        problems.append(flowStyle(source, at: node.location))
        continue
      } else if let observed = pairs.first(where: { $0.key.scalar == "observed" })?.value {
        guard case .mapping(let columns) = observed.kind, let firstColumn = columns.first?.key,
          observed.location.column == firstColumn.location.column
        else {
          problems.append(flowStyle(source, at: observed.location))
          continue
        }
        insertion = RecordingPlan.Insertion(
          afterLine: lastLine(of: observed, indent: firstColumn.location.column - 1, in: lines),
          indent: firstColumn.location.column - 1, needsObservedKey: false)
      } else {
        insertion = RecordingPlan.Insertion(
          afterLine: lastLine(of: node, indent: firstKey.location.column - 1, in: lines),
          indent: firstKey.location.column - 1, needsObservedKey: true)
      }
      let options = catalog.defaults.overlaid(with: source.options)
      let traits = options.fieldTraits
      let defaults = FieldTraits()
      var field: [String: String] = [:]
      for key in FieldTraitKey.allCases where traits.value(of: key) != defaults.value(of: key) {
        field[key.rawValue] = traits.value(of: key)
      }
      planned.append(
        RecordingPlan.Case(
          name: source.name, taps: source.taps, before: source.before, after: source.after, field: field,
          locale: options.locale ?? "en", insertion: insertion))
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return RecordingPlan(catalogFile: path, catalogText: text, column: column, cases: planned)
  }

  private static func flowStyle(_ source: CaseSource, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, at: location,
      "case '\(source.name)' is written in flow style ({...}); write it in block style so a column can be added",
      check: "flow-style-case")
  }

  /// The last line of a block node: the last line any node inside it starts on, then the
  /// lines after it indented deeper than its keys (the rest of a multi-line value).
  private static func lastLine(of node: YAMLNode, indent: Int, in lines: [String]) -> Int {
    var last = node.location.line
    func visit(_ node: YAMLNode) {
      last = max(last, node.location.line)
      switch node.kind {
      case .scalar: break
      case .sequence(let items): items.forEach(visit)
      case .mapping(let pairs):
        for pair in pairs {
          visit(pair.key)
          visit(pair.value)
        }
      }
    }
    visit(node)
    while last < lines.count {
      let next = lines[last]
      let depth = next.prefix { $0 == " " }.count
      let blank = next.allSatisfy { $0 == " " }
      guard !blank, depth > indent else { break }
      last += 1
    }
    return last
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.recordPlan)")
    return 64
  }
}
