/// A setting a program knows: its name, type (from the default) and default value.
public struct SettingDefinition: Hashable, Sendable {
  public var name: String
  public var defaultValue: SettingValue
  public var summary: String

  public init(name: String, defaultValue: SettingValue, summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
  }
}
