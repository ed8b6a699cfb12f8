/// Where a letter of a typed word was tapped: the key the keyboard registered and, when it
/// knows it, the touch point, in key units on the letter rows (the grid of
/// ``KeyLayout/position(of:)``: x along the row, each row staggered by half a key; y the
/// row, from the top). A dictionary corrector weights substitutions with it: a touch near
/// the edge of a key makes the neighbour on that side a likelier intended letter.
public struct KeyTouch: Sendable, Hashable {
  /// The key's letter, as typed.
  public var key: Character
  /// The touch point, `nil` when the keyboard does not know it.
  public var point: SIMD2<Float>?

  /// A tap on `key`, at `point` if known.
  public init(key: Character, point: SIMD2<Float>? = nil) {
    self.key = key
    self.point = point
  }
}
