/// A field trait or value that does not exist.
public enum FieldTraitError: Error, Hashable, Sendable {
  /// No trait has this name.
  case unknownTrait(String)
  /// The trait has no such value.
  case unknownValue(FieldTraitKey, String)

  /// The error in words, with the names or values that would do.
  public var message: String {
    switch self {
    case .unknownTrait(let name):
      "unknown field trait '\(name)'; expected one of "
        + FieldTraitKey.allCases.map(\.rawValue).joined(separator: ", ")
    case .unknownValue(let key, let value):
      "'\(value)' is not a value of field trait '\(key.rawValue)'; expected one of "
        + key.values.joined(separator: ", ")
    }
  }
}
