/// Compiled locale packs in their portable serialized form: what a keyboard extension
/// ships and loads with the core alone (no YAML, no libyaml).
///
/// A file holds one pack per (locale, profile): the locale packs composed with each
/// behaviour profile (`ios`, `android`).
///
/// Layout: the magic bytes `TRUL`, a format version, the names of the opcodes in the order
/// instructions number them, then per pack its locale tag and profile, the length and
/// FNV-1a checksum of its payload, and the payload (the program's tables and the correction
/// table), then the locale aliases. Loading checks the magic, the version and every checksum, and every
/// program passes the verifier, so a damaged file is an error, never a crash.
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
    package init(
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
  public static let formatVersion = 5
  static let magic: [UInt8] = Array("TRUL".utf8)

  /// The packs, in the order they were compiled.
  public var packs: [Pack]
  /// Locale tags without a pack of their own, lower-cased, and the tag each resolves to.
  public var aliases: [String: String]

  /// Packs to serialize, and the locale aliases the file resolves.
  package init(packs: [Pack], aliases: [String: String] = [:]) {
    self.packs = packs
    self.aliases = aliases
  }

  /// The locale tags in the file.
  public var tags: [String] { packs.map(\.tag) }

  /// The profiles in the file, in the order first seen.
  public var profiles: [String] {
    var seen: Set<String> = []
    return packs.map(\.profile).filter { seen.insert($0).inserted }
  }

  /// Resolves tags among a profile's packs exactly as the YAML packs do (see
  /// ``LocaleResolver``).
  package func resolver(profile: String = CompiledRules.defaultProfile) -> LocaleResolver {
    LocaleResolver(packs: packs.filter { $0.profile == profile }.map(\.tag), aliases: aliases)
  }

  /// The pack for a locale tag and a profile (default `ios`), by alias and falling back by
  /// dropping subtags (`en-AU` -> `en`, `pt-AO` -> `pt-PT`). A profile the file does not
  /// have is an error listing those it has.
  public func pack(for tag: String, profile: String = CompiledRules.defaultProfile) throws(CompiledFormError)
    -> Pack
  {
    guard profiles.contains(profile) else { throw .unknownProfile(profile, available: profiles) }
    let resolver = resolver(profile: profile)
    guard let resolved = resolver.resolve(tag),
      let pack = packs.first(where: { $0.tag == resolved && $0.profile == profile })
    else {
      throw .unknownLocale(tag, available: resolver.packs)
    }
    return pack
  }

  /// The serialized bytes.
  package func serialized() -> [UInt8] {
    var file = TableWriter()
    file.writer.raw(Self.magic)
    file.writer.int(Self.formatVersion)
    file.writeOpcodeTable()
    file.writer.int(packs.count)
    for pack in packs {
      var payload = TableWriter()
      var tables = pack.program.code
      try! tables.code(with: &payload)  // Writing does not fail.
      var entries = pack.corrections.entries.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
      try! payload.code(&entries)
      file.writer.string(pack.tag)
      file.writer.string(pack.profile)
      file.writer.int(payload.writer.bytes.count)
      file.writer.uint32(Self.checksum(payload.writer.bytes[...]))
      file.writer.raw(payload.writer.bytes)
    }
    var aliasPairs = aliases.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    try! file.code(&aliasPairs)
    return file.writer.bytes
  }

  /// Loads serialized bytes, validating them.
  public init(bytes: [UInt8]) throws(CompiledFormError) {
    var file = TableReader(reader: BinaryReader(bytes))
    guard bytes.count >= 4, Array(try file.reader.raw(4)) == Self.magic else { throw .notCompiledRules }
    let version = try file.reader.int(max: 1 << 16)
    guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
    try file.readOpcodeTable()
    let count = try file.reader.int(max: 1024)
    var packs: [Pack] = []
    for _ in 0..<count {
      let tag = try file.reader.string()
      let profile = try file.reader.string()
      let length = try file.reader.int(max: bytes.count)
      let checksum = try file.reader.uint32()
      let start = file.reader.offset
      let payload = try file.reader.raw(length)
      guard Self.checksum(payload) == checksum else { throw .checksumMismatch(pack: tag) }
      var pack = TableReader(
        reader: BinaryReader(bytes, from: start, to: start + length), opcodes: file.opcodes)
      var tables = ProgramTables()
      try tables.code(with: &pack)
      var entries: [String] = []
      try pack.code(&entries, limit: 1 << 21)
      guard entries.count % 2 == 0 else {
        throw .malformed("correction without a fix in pack '\(tag)'", offset: start)
      }
      guard pack.reader.isAtEnd else {
        throw .malformed("unexpected bytes after pack '\(tag)'", offset: pack.reader.offset)
      }
      let program: RuleProgram
      do {
        program = try RuleProgram(tables: tables)
      } catch {
        throw .invalidProgram(pack: tag, error)
      }
      var corrections: [String: String] = [:]
      for index in stride(from: 0, to: entries.count, by: 2) {
        corrections[entries[index]] = entries[index + 1]
      }
      packs.append(
        Pack(tag: tag, profile: profile, program: program, corrections: SubstitutionTable(corrections)))
    }
    var aliasPairs: [String] = []
    try file.code(&aliasPairs, limit: 4096)
    guard aliasPairs.count % 2 == 0 else {
      throw .malformed("alias without a target", offset: file.reader.offset)
    }
    guard file.reader.isAtEnd else {
      throw .malformed("unexpected bytes after the aliases", offset: file.reader.offset)
    }
    self.packs = packs
    self.aliases = [:]
    for index in stride(from: 0, to: aliasPairs.count, by: 2) {
      aliases[aliasPairs[index]] = aliasPairs[index + 1]
    }
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
