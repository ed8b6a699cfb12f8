/// A setting a program knows: its name, type (from the default) and default value.
public struct SettingDefinition: Hashable, Sendable {
  /// The name rules and keyboards use (`period-shortcut`).
  public var name: String
  /// The value when the keyboard sets none; its case is the setting's type.
  public var defaultValue: SettingValue
  /// One line on what the setting does.
  public var summary: String

  /// A setting with its name, default value and summary.
  public init(name: String, defaultValue: SettingValue, summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
  }
}
