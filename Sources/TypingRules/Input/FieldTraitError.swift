/// A field trait or value that does not exist.
public enum FieldTraitError: Error, Hashable, Sendable {
  case unknownTrait(String)
  case unknownValue(FieldTraitKey, String)

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
