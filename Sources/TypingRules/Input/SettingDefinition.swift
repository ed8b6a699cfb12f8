/// A setting a program knows: its name, type (from the default) and default value.
package struct SettingDefinition: Hashable, Sendable {
  /// The name rules and keyboards use (`period-shortcut`).
  package var name: String
  /// The value when the keyboard sets none; its case is the setting's type.
  package var defaultValue: SettingValue
  /// One line on what the setting does.
  package var summary: String

  /// A setting with its name, default value and summary.
  package init(name: String, defaultValue: SettingValue, summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
  }
}
