/// Why a compiled file was rejected.
public enum CompiledFormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not a TypingRules compiled file (wrong magic bytes).
  case notCompiledRules
  /// Written by a different format version.
  case unsupportedVersion(Int)
  /// A pack's checksum does not match its bytes.
  case checksumMismatch(pack: String)
  /// The file ends early.
  case truncated(offset: Int)
  /// A value is invalid at a byte offset.
  case malformed(String, offset: Int)
  /// The file has no pack for a locale.
  case unknownLocale(String, available: [String])
  /// The file has no pack for a profile.
  case unknownProfile(String, available: [String])

  public var description: String {
    switch self {
    case .notCompiledRules: "not a compiled TypingRules file"
    case .unsupportedVersion(let version):
      "compiled with format version \(version); this build reads version \(CompiledRules.formatVersion)"
    case .checksumMismatch(let pack): "pack '\(pack)' is corrupt (checksum mismatch)"
    case .truncated(let offset): "file is truncated at byte \(offset)"
    case .malformed(let what, let offset): "malformed file at byte \(offset): \(what)"
    case .unknownLocale(let tag, let available):
      "no pack for locale '\(tag)'; the file has: \(available.joined(separator: ", "))"
    case .unknownProfile(let profile, let available):
      "no packs for profile '\(profile)'; the file has: \(available.joined(separator: ", "))"
    }
  }
}
