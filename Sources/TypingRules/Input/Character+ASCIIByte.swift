extension Character {
  /// The character's byte when it is one ASCII scalar, else `nil` (CR LF, whose
  /// `asciiValue` is LF, is not one). The engine asks it for every key.
  @inline(__always)
  var asciiByte: UInt8? {
    // `asciiValue` is inlinable with a fast path for one ASCII scalar; it answers LF for
    // CR LF, told apart by its length.
    guard let byte = asciiValue else { return nil }
    return byte == 0x0A && utf8.count != 1 ? nil : byte
  }
}
