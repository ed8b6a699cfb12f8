/// Why a compiled file was rejected.
public enum CompiledFormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not a TypingRules compiled file (wrong magic bytes).
  case notCompiledRules
  /// Written in another version of the compiled format (this build reads only
  /// ``CompiledRules/formatVersion``); the description names both.
  case unsupportedVersion(Int)
  /// A pack's checksum does not match its bytes.
  case checksumMismatch(pack: String)
  /// The file ends early.
  case truncated(offset: Int)
  /// A value is invalid at a byte offset.
  case malformed(String, offset: Int)
  /// A pack's program fails the verifier.
  case invalidProgram(pack: String, ProgramError)
  /// The file has no pack for a locale.
  case unknownLocale(String, available: [String])
  /// The file has no pack for a profile.
  case unknownProfile(String, available: [String])

  public var description: String {
    switch self {
    case .notCompiledRules: "not a compiled TypingRules file"
    case .unsupportedVersion(let version) where version > CompiledRules.formatVersion:
      "the file is in compiled format version \(version), newer than this build of TypingRules reads (compiled format version \(CompiledRules.formatVersion)); update TypingRules, or compile the packs with the typingrules of this build"
    case .unsupportedVersion(let version):
      "the file is in compiled format version \(version), older than this build of TypingRules reads (compiled format version \(CompiledRules.formatVersion)); compile the packs again with the typingrules of this build"
    case .checksumMismatch(let pack): "pack '\(pack)' is corrupt (checksum mismatch)"
    case .truncated(let offset): "file is truncated at byte \(offset)"
    case .malformed(let what, let offset): "malformed file at byte \(offset): \(what)"
    case .invalidProgram(let pack, let error): "pack '\(pack)' is not a valid program: \(error)"
    case .unknownLocale(let tag, let available):
      "no pack for locale '\(tag)'; the file has: \(available.joined(separator: ", "))"
    case .unknownProfile(let profile, let available):
      "no packs for profile '\(profile)'; the file has: \(available.joined(separator: ", "))"
    }
  }
}
