/// A number a condition compares against: a constant, or a setting read at tap time.
package enum Operand: Hashable, Sendable {
  /// A number fixed at compile time.
  case constant(Double)
  /// The setting at this index of the program's settings.
  case setting(Int)
}
