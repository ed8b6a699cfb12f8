/// A setting as a settings screen shows it: what ``RuleProgram/settingDescriptions`` lists,
/// one per setting the program's packs declare (`settings:` in a pack file).
public struct SettingDescription: Hashable, Sendable {
  /// What kind of control the setting takes.
  public enum Kind: Hashable, Sendable {
    /// A switch: ``SettingValue/bool(_:)`` values.
    case toggle
    /// A number of seconds: ``SettingValue/number(_:)`` values.
    case number
  }

  /// The name keyboards set it by in ``KeyboardSettings`` (`period-shortcut`).
  public let name: String
  /// Whether it is a switch or a number.
  public let kind: Kind
  /// The value when the keyboard sets none, of the setting's kind.
  public let defaultValue: SettingValue
  /// The smallest value the engine takes for a number (below it, setting the value throws
  /// ``SettingsError/outOfRange(_:_:)``); `nil` for a switch.
  public let minimum: Double?
  /// The largest value the engine takes for a number; `nil` when there is no upper bound
  /// (and for a switch).
  public let maximum: Double?
  /// One line on what the setting does, from its pack (empty when the pack gives none).
  public let summary: String

  /// The description of a declared setting.
  init(_ definition: SettingDefinition) {
    name = definition.name
    defaultValue = definition.defaultValue
    summary = definition.summary
    switch definition.defaultValue {
    case .bool:
      kind = .toggle
      minimum = nil
    case .number:
      kind = .number
      minimum = Self.numberMinimum
    }
    maximum = nil
  }

  /// The smallest number any number setting takes: numbers are seconds, never negative.
  package static let numberMinimum = 0.0
}

extension RuleProgram {
  /// The settings the program declares, in the order its packs declare them (the base
  /// pack's first), for a keyboard's settings screen: each with its kind, default, the
  /// values it takes and its summary. A keyboard passes the user's choices to the engine as
  /// ``KeyboardSettings``, by ``SettingDescription/name``.
  public var settingDescriptions: [SettingDescription] {
    settings.map(SettingDescription.init)
  }
}
