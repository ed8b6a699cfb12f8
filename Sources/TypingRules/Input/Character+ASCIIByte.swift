extension Character {
  /// The character's byte when it is one ASCII scalar, else `nil` (CR LF, whose
  /// `asciiValue` is LF, is not one). Inlined, unlike `asciiValue`: the engine asks it for
  /// every key.
  @inline(__always)
  var asciiByte: UInt8? {
    let utf8 = self.utf8
    guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
    return byte
  }
}
