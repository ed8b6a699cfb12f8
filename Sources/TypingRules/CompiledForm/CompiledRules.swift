/// Compiled locale packs in their portable serialized form: what a keyboard extension
/// ships and loads with the core alone (no YAML, no libyaml).
///
/// A file holds one pack per (locale, profile): the locale packs composed with each
/// behaviour profile (`ios`, `android`).
///
/// Layout: the magic bytes `TRUL`, a format version, then per pack its locale tag and
/// profile, the length and FNV-1a checksum of its payload, and the payload (program and
/// correction table). Loading checks the magic, the version, every checksum and every
/// index inside the program.
public struct CompiledRules: Sendable {
  /// One pack: its locale tag, behaviour profile, program and autocorrection table.
  public struct Pack: Sendable {
    /// The locale tag (`en`, `fr-CA`).
    public var tag: String
    /// The behaviour profile (`ios`, `android`).
    public var profile: String
    /// The compiled rules.
    public var program: RuleProgram
    /// The pack's autocorrection table.
    public var corrections: SubstitutionTable

    /// A pack for a locale and a profile.
    public init(
      tag: String, profile: String = CompiledRules.defaultProfile, program: RuleProgram,
      corrections: SubstitutionTable
    ) {
      self.tag = tag
      self.profile = profile
      self.program = program
      self.corrections = corrections
    }
  }

  /// The profile asked for when none is named: the iOS system keyboard's behaviour.
  public static let defaultProfile = "ios"

  /// The version of the compiled format this build writes and reads (`typingrules
  /// --version` prints it); a file of another version is
  /// ``CompiledFormError/unsupportedVersion(_:)``.
  public static let formatVersion = 4
  static let magic: [UInt8] = Array("TRUL".utf8)

  /// The packs, in the order they were compiled.
  public var packs: [Pack]

  /// Packs to serialize.
  public init(packs: [Pack]) { self.packs = packs }

  /// The locale tags in the file.
  public var tags: [String] { packs.map(\.tag) }

  /// The profiles in the file, in the order first seen.
  public var profiles: [String] {
    var seen: Set<String> = []
    return packs.map(\.profile).filter { seen.insert($0).inserted }
  }

  /// The pack for a locale tag and a profile (default `ios`), falling back by dropping
  /// subtags (`en-AU` -> `en`). A profile the file does not have is an error listing those
  /// it has.
  public func pack(for tag: String, profile: String = CompiledRules.defaultProfile) throws(CompiledFormError)
    -> Pack
  {
    guard profiles.contains(profile) else { throw .unknownProfile(profile, available: profiles) }
    var candidate = tag
    while true {
      if let pack = packs.first(where: { $0.tag == candidate && $0.profile == profile }) { return pack }
      guard let dash = candidate.lastIndex(of: "-") else { break }
      candidate = String(candidate[..<dash])
    }
    throw .unknownLocale(tag, available: packs.filter { $0.profile == profile }.map(\.tag))
  }

  /// The serialized bytes.
  public func serialized() -> [UInt8] {
    var writer = BinaryWriter()
    writer.raw(Self.magic)
    writer.int(Self.formatVersion)
    writer.int(packs.count)
    for pack in packs {
      var payload = BinaryWriter()
      ProgramCoder.write(pack.program, to: &payload)
      let entries = pack.corrections.entries.sorted { $0.key < $1.key }
      payload.int(entries.count)
      for (typo, fix) in entries {
        payload.string(typo)
        payload.string(fix)
      }
      writer.string(pack.tag)
      writer.string(pack.profile)
      writer.int(payload.bytes.count)
      writer.uint32(Self.checksum(payload.bytes[...]))
      writer.raw(payload.bytes)
    }
    return writer.bytes
  }

  /// Loads serialized bytes, validating them.
  public init(bytes: [UInt8]) throws(CompiledFormError) {
    var reader = BinaryReader(bytes)
    guard bytes.count >= 4, Array(try reader.raw(4)) == Self.magic else { throw .notCompiledRules }
    let version = try reader.int(max: 1 << 16)
    guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
    let count = try reader.int(max: 1024)
    var packs: [Pack] = []
    for _ in 0..<count {
      let tag = try reader.string()
      let profile = try reader.string()
      let length = try reader.int(max: bytes.count)
      let checksum = try reader.uint32()
      let start = reader.offset
      let payload = try reader.raw(length)
      guard Self.checksum(payload) == checksum else { throw .checksumMismatch(pack: tag) }
      var payloadReader = BinaryReader(bytes, from: start, to: start + length)
      let program = try ProgramCoder.read(from: &payloadReader)
      let entryCount = try payloadReader.int(max: 1 << 20)
      var entries: [String: String] = [:]
      for _ in 0..<entryCount {
        let typo = try payloadReader.string()
        entries[typo] = try payloadReader.string()
      }
      guard payloadReader.isAtEnd else {
        throw .malformed("unexpected bytes after pack '\(tag)'", offset: payloadReader.offset)
      }
      packs.append(
        Pack(tag: tag, profile: profile, program: program, corrections: SubstitutionTable(entries)))
    }
    guard reader.isAtEnd else {
      throw .malformed("unexpected bytes after the last pack", offset: reader.offset)
    }
    self.packs = packs
  }

  /// 32-bit FNV-1a.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }
}
