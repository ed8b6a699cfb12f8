/// One description of a table serves both directions: a type lists its fields once in
/// ``TableCodable/code(with:)``, and the writer and the reader walk that same list (the
/// writer reads each field, the reader fills it). Nothing is kept in step by hand.
protocol TableCoder {
  /// Whether this coder fills values (reading) rather than reading them (writing).
  var isReading: Bool { get }
  mutating func code(_ value: inout Int) throws(CompiledFormError)
  mutating func code(_ value: inout Double) throws(CompiledFormError)
  mutating func code(_ value: inout Bool) throws(CompiledFormError)
  mutating func code(_ value: inout String) throws(CompiledFormError)
  mutating func code(_ value: inout Opcode) throws(CompiledFormError)
  /// The count of an array: written, or read (at most `limit`).
  mutating func count(_ count: inout Int, limit: Int) throws(CompiledFormError)
}

/// A value the compiled form holds, described once for both directions.
protocol TableCodable {
  init()
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError)
}

extension TableCoder {
  mutating func code(_ value: inout Int32) throws(CompiledFormError) {
    var wide = Int(value)
    try code(&wide)
    guard let narrow = Int32(exactly: wide) else { throw .malformed("value \(wide) out of range", offset: 0) }
    value = narrow
  }

  mutating func code<Value: TableCodable>(_ value: inout Value) throws(CompiledFormError) {
    try value.code(with: &self)
  }

  mutating func code<Value: TableCodable>(_ values: inout [Value], limit: Int) throws(CompiledFormError) {
    var count = values.count
    try self.count(&count, limit: limit)
    if isReading { values = Array(repeating: Value(), count: count) }
    for index in 0..<count { try values[index].code(with: &self) }
  }
}

extension Int32: TableCodable {
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) { try coder.code(&self) }
}

extension Double: TableCodable {
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) { try coder.code(&self) }
}

extension String: TableCodable {
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) { try coder.code(&self) }
}

/// An array: its count (at most ``ProgramLimits/maxPoolEntries``), then its elements.
extension Array: TableCodable where Element: TableCodable {
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&self, limit: ProgramLimits.maxPoolEntries)
  }
}

/// An optional value: a presence flag, then the value.
extension Optional: TableCodable where Wrapped: TableCodable {
  init() { self = nil }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    var present = self != nil
    try coder.code(&present)
    guard present else {
      self = nil
      return
    }
    var inner = self ?? Wrapped()
    try inner.code(with: &coder)
    self = inner
  }
}

/// Writes what a ``TableCodable`` describes.
struct TableWriter: TableCoder {
  var writer = BinaryWriter()
  var isReading: Bool { false }

  mutating func code(_ value: inout Int) { writer.signed(value) }
  mutating func code(_ value: inout Double) { writer.double(value) }
  mutating func code(_ value: inout Bool) { writer.bool(value) }
  mutating func code(_ value: inout String) { writer.string(value) }
  mutating func code(_ value: inout Opcode) { writer.int(Opcode.allCases.firstIndex(of: value)!) }
  mutating func count(_ count: inout Int, limit: Int) { writer.int(count) }

  /// Writes the opcode names in the order instructions refer to them.
  mutating func writeOpcodeTable() {
    writer.int(Opcode.allCases.count)
    for opcode in Opcode.allCases { writer.string(opcode.name) }
  }
}

/// Reads what ``TableWriter`` wrote, checking every length and bound.
struct TableReader: TableCoder {
  var reader: BinaryReader
  /// The file's opcode numbers mapped to this build's opcodes (`nil`: a name this build
  /// does not know).
  var opcodes: [Opcode?] = []
  var isReading: Bool { true }

  mutating func code(_ value: inout Int) throws(CompiledFormError) { value = try reader.signed() }
  mutating func code(_ value: inout Double) throws(CompiledFormError) { value = try reader.double() }
  mutating func code(_ value: inout Bool) throws(CompiledFormError) { value = try reader.bool() }
  mutating func code(_ value: inout String) throws(CompiledFormError) { value = try reader.string() }
  mutating func code(_ value: inout Opcode) throws(CompiledFormError) {
    let number = try reader.int(max: opcodes.count)
    guard number < opcodes.count else {
      throw .malformed("instruction \(number) is not in the file's opcode table", offset: reader.offset)
    }
    guard let opcode = opcodes[number] else {
      throw .malformed("unknown instruction (written by a newer build)", offset: reader.offset)
    }
    value = opcode
  }
  mutating func count(_ count: inout Int, limit: Int) throws(CompiledFormError) {
    count = try reader.int(max: limit)
  }

  /// Reads the opcode names a file uses.
  mutating func readOpcodeTable() throws(CompiledFormError) {
    let count = try reader.int(max: 1024)
    opcodes = []
    for _ in 0..<count { opcodes.append(Opcode.byName[try reader.string()]) }
  }
}
