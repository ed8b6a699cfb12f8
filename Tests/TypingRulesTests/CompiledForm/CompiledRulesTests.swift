import Testing

@testable import TypingRules

/// The compiled form rejects what is not a valid file, with a clear error, never a crash.
struct CompiledRulesTests {
  /// A small program with a rule touching every pool: a trigger class, a pattern, a string, a flag.
  static func sampleBytes() -> [UInt8] {
    var builder = ProgramBuilder(locale: LocaleData(tag: "xx", values: ["apostrophe": .string("’")]))
    let pattern = builder.add(try! Pattern(parsing: "\\w", direction: .backward) { _ in nil })
    let before = builder.add(.before(pattern), source: "before: '\\w'")
    let flag = builder.flag(named: "seen")
    let trigger = builder.add(CharacterClass(["'"]))
    let negated = builder.add(.not(before), source: "not")
    let text = builder.add("’")
    builder.append(
      Rule(
        id: "apostrophe", summary: "s", trigger: .character(trigger), conditions: [before],
        escapes: [negated], actions: [.insert(text), .setFlag(flag, lifetime: 1)], continues: false,
        location: nil))
    let pack = CompiledRules.Pack(
      tag: "xx", program: try! builder.build(), corrections: SubstitutionTable(["teh": "the"]))
    return CompiledRules(packs: [pack]).serialized()
  }

  /// Where the (one) pack's payload lies: it follows its checksum, so the two are found by
  /// matching them.
  static func payload(of bytes: [UInt8]) -> (start: Int, end: Int)? {
    for offset in 0..<(bytes.count - 4) {
      let stored =
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        | UInt32(bytes[offset + 3]) << 24
      for length in stride(from: bytes.count - offset - 4, to: 0, by: -1)
      where CompiledRules.checksum(bytes[(offset + 4)..<(offset + 4 + length)]) == stored {
        return (offset + 4, offset + 4 + length)
      }
    }
    return nil
  }

  /// Writes the checksum of an altered payload before it, so that loading gets past it.
  static func fixChecksum(of bytes: inout [UInt8], payload: Range<Int>) {
    let checksum = CompiledRules.checksum(bytes[payload])
    for byte in 0..<4 {
      bytes[payload.lowerBound - 4 + byte] = UInt8((checksum >> (8 * UInt32(byte))) & 0xFF)
    }
  }

  @Test(
    "a string that is not UTF-8 is rejected",
    arguments: [[0xF0, 0x90, 0x80], [0xE2, 0x80, 0x41]] as [[UInt8]])
  func stringsMustBeUTF8(replacement: [UInt8]) throws {
    // The program's string `’` (E2 80 99), replaced by three bytes that are not UTF-8: a
    // 4-byte sequence cut short (which decoding repairs to as many bytes) or a 3-byte one.
    var bytes = Self.sampleBytes()
    let payload = try #require(Self.payload(of: bytes))
    let apostrophe: [UInt8] = [0xE2, 0x80, 0x99]
    let at = try #require(
      (payload.start..<(payload.end - 2)).first { Array(bytes[$0..<($0 + 3)]) == apostrophe })
    bytes.replaceSubrange(at..<(at + 3), with: replacement)
    Self.fixChecksum(of: &bytes, payload: payload.start..<payload.end)
    #expect(throws: CompiledFormError.malformed("string is not UTF-8", offset: at)) {
      try CompiledRules(bytes: bytes)
    }
  }

  @Test func roundTripIsEqual() throws {
    let bytes = Self.sampleBytes()
    let loaded = try CompiledRules(bytes: bytes)
    #expect(loaded.tags == ["xx"])
    #expect(loaded.packs[0].corrections.entries == ["teh": "the"])
    #expect(loaded.serialized() == bytes)
  }

  @Test func foreignFileIsRejected() {
    #expect(throws: CompiledFormError.notCompiledRules) {
      try CompiledRules(bytes: Array("hello world".utf8))
    }
    #expect(throws: CompiledFormError.notCompiledRules) { try CompiledRules(bytes: []) }
  }

  @Test func otherVersionIsRejected() {
    var bytes = Self.sampleBytes()
    bytes[4] = 99
    #expect(throws: CompiledFormError.unsupportedVersion(99)) { try CompiledRules(bytes: bytes) }
  }

  @Test func aNewerFormatNamesBothVersions() {
    var bytes = Self.sampleBytes()
    let newer = CompiledRules.formatVersion + 1
    bytes[4] = UInt8(newer)
    #expect(throws: CompiledFormError.unsupportedVersion(newer)) { try CompiledRules(bytes: bytes) }
    let message = CompiledFormError.unsupportedVersion(newer).description
    #expect(message.contains("compiled format version \(newer), newer than"), "\(message)")
    #expect(message.contains("(compiled format version \(CompiledRules.formatVersion))"), "\(message)")
    let older = CompiledFormError.unsupportedVersion(CompiledRules.formatVersion - 1).description
    #expect(older.contains("older than"), "\(older)")
  }

  @Test func corruptedBytesAreRejectedOrHarmless() {
    let bytes = Self.sampleBytes()
    for index in 0..<bytes.count {
      for flip: UInt8 in [0x01, 0x80, 0xFF] {
        var corrupt = bytes
        corrupt[index] ^= flip
        // The payload is checksummed: a flip there is always an error. A flip in the header
        // may still describe a valid (different) file, which must then load cleanly.
        if let loaded = try? CompiledRules(bytes: corrupt) {
          #expect(loaded.packs.count == 1)
        }
      }
    }
  }

  @Test func everyTruncationIsRejected() {
    let bytes = Self.sampleBytes()
    for length in 0..<bytes.count {
      #expect(throws: (any Error).self) { try CompiledRules(bytes: Array(bytes[..<length])) }
    }
  }

  @Test func unknownLocaleListsWhatTheFileHas() throws {
    let loaded = try CompiledRules(bytes: Self.sampleBytes())
    #expect(throws: CompiledFormError.unknownLocale("yy", available: ["xx"])) { try loaded.pack(for: "yy") }
    #expect(try loaded.pack(for: "xx-YY").tag == "xx")
  }

  @Test func packsAreKeyedByLocaleAndProfile() throws {
    let ios = try CompiledRules(bytes: Self.sampleBytes()).packs[0]
    var android = ios
    android.profile = "android"
    android.corrections = SubstitutionTable(["tgis": "this"])
    let loaded = try CompiledRules(bytes: CompiledRules(packs: [ios, android]).serialized())
    #expect(loaded.profiles == ["ios", "android"])
    #expect(try loaded.pack(for: "xx").corrections.entries == ["teh": "the"])
    #expect(try loaded.pack(for: "xx-YY", profile: "android").corrections.entries == ["tgis": "this"])
    #expect(throws: CompiledFormError.unknownProfile("windows", available: ["ios", "android"])) {
      try loaded.pack(for: "xx", profile: "windows")
    }
    let onlyAndroid = try CompiledRules(bytes: CompiledRules(packs: [android]).serialized())
    #expect(throws: CompiledFormError.unknownProfile("ios", available: ["android"])) {
      try onlyAndroid.pack(for: "xx")
    }
  }
}
