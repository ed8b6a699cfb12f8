/// Appends the compiled form's primitives to a byte buffer: LEB128 unsigned and zigzag
/// signed integers, length-prefixed UTF-8 strings, IEEE doubles.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  mutating func unsigned(_ value: UInt64) {
    var value = value
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value != 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value != 0
  }

  mutating func int(_ value: Int) {
    precondition(value >= 0, "counts and indexes are never negative")
    unsigned(UInt64(value))
  }

  mutating func signed(_ value: Int) {
    let wide = Int64(value)
    unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

  mutating func double(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<8 {
      bytes.append(UInt8(bits & 0xFF))
      bits >>= 8
    }
  }

  mutating func string(_ value: String) {
    let utf8 = Array(value.utf8)
    int(utf8.count)
    bytes += utf8
  }

  mutating func raw(_ value: [UInt8]) { bytes += value }

  mutating func uint32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
  }
}
