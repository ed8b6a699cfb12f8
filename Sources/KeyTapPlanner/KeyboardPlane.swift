/// One plane of an on-screen keyboard: the letters, the numbers and common punctuation, or
/// the remaining symbols.
public enum KeyboardPlane: String, CaseIterable, Sendable, Codable {
  case letters, numbers, symbols
}
