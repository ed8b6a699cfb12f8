/// A number a condition compares against: a constant, or a setting read at tap time.
public enum Operand: Hashable, Sendable {
  case constant(Double)
  case setting(Int)
}
