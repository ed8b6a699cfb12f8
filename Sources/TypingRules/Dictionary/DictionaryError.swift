/// Why a compiled dictionary was rejected: every check of ``CompiledDictionary/init(bytes:)``
/// names the byte offset where the file stopped making sense.
public enum DictionaryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not a TypingRules dictionary (wrong magic bytes).
  case notADictionary
  /// Written in another version of the dictionary format (this build reads only
  /// ``CompiledDictionary/formatVersion``).
  case unsupportedVersion(Int)
  /// The payload's checksum does not match its bytes.
  case checksumMismatch(expected: UInt32, found: UInt32)
  /// The file ends early.
  case truncated(offset: Int)
  /// A value is invalid at a byte offset.
  case malformed(String, offset: Int)

  public var description: String {
    switch self {
    case .notADictionary: "not a compiled TypingRules dictionary"
    case .unsupportedVersion(let version) where version > CompiledDictionary.formatVersion:
      "the dictionary is in format version \(version), newer than this build of TypingRules reads (dictionary format version \(CompiledDictionary.formatVersion)); update TypingRules, or compile the dictionary with the typingrules of this build"
    case .unsupportedVersion(let version):
      "the dictionary is in format version \(version), older than this build of TypingRules reads (dictionary format version \(CompiledDictionary.formatVersion)); compile the dictionary again with the typingrules of this build"
    case .checksumMismatch(let expected, let found):
      "the dictionary is corrupt (checksum \(found), the header says \(expected))"
    case .truncated(let offset): "the dictionary is truncated at byte \(offset)"
    case .malformed(let what, let offset): "malformed dictionary at byte \(offset): \(what)"
    }
  }
}
