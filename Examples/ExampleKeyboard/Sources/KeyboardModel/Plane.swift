/// One page of keys: the letters, the digits with common punctuation, or the remaining
/// symbols. The keyboard shows one at a time; the plane keys switch between them.
public enum Plane: String, CaseIterable, Hashable, Sendable {
  case letters, numbers, symbols
}
