/// Reads what ``BinaryWriter`` wrote, checking every length and bound: a corrupt or
/// foreign file is an error, never a crash.
struct BinaryReader {
  let bytes: [UInt8]
  private(set) var offset: Int
  let end: Int

  init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
    self.bytes = bytes
    self.offset = start
    self.end = end ?? bytes.count
  }

  var isAtEnd: Bool { offset == end }

  mutating func byte() throws(CompiledFormError) -> UInt8 {
    guard offset < end else { throw .truncated(offset: offset) }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func unsigned() throws(CompiledFormError) -> UInt64 {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try self.byte()
      guard shift < 64 else { throw .malformed("integer too long", offset: offset) }
      result |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return result }
      shift += 7
    }
  }

  /// A count or index, bounded so a hostile file cannot ask for absurd allocations.
  mutating func int(max limit: Int = 1 << 24) throws(CompiledFormError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(limit) else { throw .malformed("value \(value) out of range", offset: offset) }
    return Int(value)
  }

  mutating func signed() throws(CompiledFormError) -> Int {
    let raw = try unsigned()
    let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    guard value >= Int64(Int32.min), value <= Int64(Int32.max) else {
      throw .malformed("value \(value) out of range", offset: offset)
    }
    return Int(value)
  }

  mutating func bool() throws(CompiledFormError) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    case let other: throw .malformed("bad boolean \(other)", offset: offset - 1)
    }
  }

  mutating func double() throws(CompiledFormError) -> Double {
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(try byte()) << UInt64(index * 8) }
    let value = Double(bitPattern: bits)
    guard value.isFinite else { throw .malformed("number is not finite", offset: offset - 8) }
    return value
  }

  mutating func string() throws(CompiledFormError) -> String {
    let count = try int(max: 1 << 20)
    guard end - offset >= count else { throw .truncated(offset: offset) }
    let slice = bytes[offset..<(offset + count)]
    offset += count
    // Decoding from a buffer takes the standard library's fast path (the generic
    // `String(validating:as:)` looks up type metadata per string); decoding repairs
    // invalid UTF-8, so the bytes must come back unchanged: compared as two buffers (the
    // collections' generic comparison costs several times as much, a quarter of loading).
    return try slice.withUnsafeBufferPointer { (bytes) throws(CompiledFormError) -> String in
      let text = String(decoding: bytes, as: UTF8.self)
      let unchanged =
        text.utf8.count == bytes.count
        && (text.utf8.withContiguousStorageIfAvailable { decoded in
          var difference: UInt8 = 0
          for index in 0..<decoded.count { difference |= decoded[index] ^ bytes[index] }
          return difference == 0
        } ?? text.utf8.elementsEqual(bytes))
      guard unchanged else { throw .malformed("string is not UTF-8", offset: offset - count) }
      return text
    }
  }

  mutating func raw(_ count: Int) throws(CompiledFormError) -> ArraySlice<UInt8> {
    guard count >= 0, end - offset >= count else { throw .truncated(offset: offset) }
    defer { offset += count }
    return bytes[offset..<(offset + count)]
  }

  mutating func uint32() throws(CompiledFormError) -> UInt32 {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte()) << UInt32(shift) }
    return value
  }
}
