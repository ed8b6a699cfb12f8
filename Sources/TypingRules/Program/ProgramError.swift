/// Why the verifier rejected a program (built by the compiler, or read from a compiled file:
/// then ``CompiledFormError/invalidProgram(pack:_:)`` carries it). Each case names the place
/// in the program's tables.
public enum ProgramError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in a program's tables.
  public enum Place: Hashable, Sendable, CustomStringConvertible {
    /// A rule, by index.
    case rule(Int)
    /// A condition, by index in the condition pool.
    case condition(Int)
    /// An action, by index in the action pool.
    case action(Int)
    /// A pattern, by index.
    case pattern(Int)
    /// A setting, by index.
    case setting(Int)
    /// A whole table, by name.
    case table(String)

    public var description: String {
      switch self {
      case .rule(let index): "rule #\(index)"
      case .condition(let index): "condition #\(index)"
      case .action(let index): "action #\(index)"
      case .pattern(let index): "pattern #\(index)"
      case .setting(let index): "setting #\(index)"
      case .table(let name): "table '\(name)'"
      }
    }
  }

  /// An operand (or a rule's field) is outside the pool or range its layout allows.
  case outOfRange(Place, what: String, value: Int, limit: String)
  /// An action in the condition pool, or a condition among actions.
  case wrongRole(Place, opcode: String)
  /// A condition refers to itself or to a later condition (a cycle, or unbounded recursion).
  case forwardReference(Place, to: Int)
  /// An `after-tap` rule has an action that edits text; they decide state only.
  case editAfterTap(rule: Int, opcode: String)
  /// A table has more entries than the program limits allow (`ProgramLimits`).
  case tooLarge(Place, count: Int, limit: Int)
  /// A value is invalid for another reason.
  case invalid(Place, String)

  public var description: String {
    switch self {
    case .outOfRange(let place, let what, let value, let limit):
      "\(place): \(what) \(value) is out of range (\(limit))"
    case .wrongRole(let place, let opcode):
      "\(place): '\(opcode)' does not belong in this pool"
    case .forwardReference(let place, let target):
      "\(place): refers to condition #\(target), which is not earlier in the pool"
    case .editAfterTap(let rule, let opcode):
      "rule #\(rule): 'after-tap' rules decide state and cannot '\(opcode)'"
    case .tooLarge(let place, let count, let limit):
      "\(place): \(count) entries; the limit is \(limit)"
    case .invalid(let place, let message):
      "\(place): \(message)"
    }
  }
}
