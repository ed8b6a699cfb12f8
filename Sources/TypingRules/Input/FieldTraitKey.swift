/// The name of one field trait, and the values it can take, in the catalog format's spelling.
public enum FieldTraitKey: String, CaseIterable, Sendable {
  /// ``FieldTraits/keyboard``.
  case keyboard
  /// ``FieldTraits/autocapitalization``.
  case autocapitalization
  /// ``FieldTraits/autocorrection``.
  case autocorrection
  /// ``FieldTraits/smartQuotes``.
  case smartQuotes = "smart-quotes"
  /// ``FieldTraits/smartDashes``.
  case smartDashes = "smart-dashes"
  /// ``FieldTraits/smartInsertDelete``.
  case smartInsertDelete = "smart-insert-delete"
  /// ``FieldTraits/secure``.
  case secure
  /// ``FieldTraits/content``.
  case content
  /// ``FieldTraits/multiline``.
  case multiline

  /// Every value the trait accepts, in a fixed order (a value's index is its position).
  public var values: [String] {
    switch self {
    case .keyboard: FieldTraits.Keyboard.allCases.map(\.rawValue)
    case .autocapitalization: FieldTraits.Autocapitalization.allCases.map(\.rawValue)
    case .autocorrection, .smartQuotes, .smartDashes, .smartInsertDelete:
      FieldTraits.Switch.allCases.map(\.rawValue)
    case .content: FieldTraits.Content.allCases.map(\.rawValue)
    case .secure, .multiline: ["false", "true"]
    }
  }
}

extension FieldTraitKey {
  /// The trait's position in `allCases`, as the engine's tables index traits.
  var index: Int { Self.allCases.firstIndex(of: self)! }
}
