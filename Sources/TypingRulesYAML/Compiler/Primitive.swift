package import TypingRules

/// One word of the rule language: a condition or an action, with everything the front end
/// needs to know about it in one entry. The table (``Primitive/all``) drives the rule
/// compiler (lookup and lowering), the JSON Schemas (``EditorSchema``), the lint
/// vocabulary (unknown names and their suggestions), the fuzz dictionary, and the
/// reference tables and examples of `Docs/rules.md` (tests regenerate them); its
/// ``examples`` are tests (`PrimitiveExampleTests`).
///
/// Adding a primitive: one ``Opcode`` in the core (layout and evaluation) and one entry
/// here, with a triggering and a non-triggering example (Docs/architecture.md, "Opcodes").
public struct Primitive: Sendable {
  public enum Kind: String, Sendable {
    case condition
    case action
  }

  /// How a primitive is lowered: a condition to an index in the condition pool, an action to
  /// an instruction.
  enum Lowering: Sendable {
    case condition(@Sendable (inout RuleCompiler, YAMLNode) -> Int?)
    case action(@Sendable (inout RuleCompiler, YAMLNode) -> Instruction?)
  }

  /// The name as written in YAML.
  public let name: String
  public let kind: Kind
  /// Whether it is written bare (`- can-revert`) rather than as `name: argument`.
  public let isBare: Bool
  /// The JSON Schema of the argument (`nil` for a bare primitive).
  let argument: JSONValue?
  /// One line for editors (the schema's description).
  public let summary: String
  /// The rows of its reference table in `Docs/rules.md`: how it is written, what it does.
  public let reference: [(written: String, meaning: String)]
  /// What it does and does not do, as rules and tap cases a test runs and `Docs/rules.md`
  /// shows: at least one triggering and one non-triggering example.
  public let examples: [Example]
  /// For an action, its opcode (whose layout says whether it takes the key and whether it
  /// only changes state).
  package let opcode: Opcode?
  let lowering: Lowering

  /// Whether an action only changes engine state (allowed in `after-tap` rules).
  public var isStateOnly: Bool {
    guard let opcode, case .action(_, let stateOnly) = opcode.layout.role else { return false }
    return stateOnly
  }

  /// Whether an action stands in for the tap's plain effect.
  public var takesKey: Bool {
    guard let opcode, case .action(let takesKey, _) = opcode.layout.role else { return false }
    return takesKey
  }

  /// The primitives of a kind, in table order.
  public static func all(_ kind: Kind) -> [Primitive] { kind == .condition ? conditions : actions }

  private static let conditions = all.filter { $0.kind == .condition }
  private static let actions = all.filter { $0.kind == .action }

  /// A primitive by kind and name.
  static func named(_ name: String, _ kind: Kind) -> Primitive? {
    byName[kind.rawValue + ":" + name]
  }

  private static let byName: [String: Primitive] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.kind.rawValue + ":" + $0.name, $0) })

  /// The reference table of a kind, as `Docs/rules.md` shows it.
  public static func referenceTable(_ kind: Kind) -> String {
    var lines: [String]
    switch kind {
    case .condition: lines = ["| condition | holds when |", "|---|---|"]
    case .action: lines = ["| action | does | takes the key |", "|---|---|---|"]
    }
    for primitive in all(kind) {
      for row in primitive.reference {
        switch kind {
        case .condition: lines.append("| \(row.written) | \(row.meaning) |")
        case .action:
          lines.append("| \(row.written) | \(row.meaning) | \(primitive.takesKey ? "yes" : "no") |")
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
