import TypingRules

/// The versions the command-line tools print with `--version` (CHANGELOG.md).
public enum ToolVersion {
  /// The release of the package and its tools.
  public static let release = "0.2.0"

  /// The version of the rule language (Docs/rules.md): the YAML keys, triggers, conditions,
  /// actions and locale keys the front end accepts. It grows by one when a rule file written
  /// for this version could stop compiling or change meaning; additions keep it.
  public static let ruleLanguage = 2

  /// The version of the compiled form a keyboard extension loads; a file of another
  /// version is refused with both numbers (``CompiledFormError``).
  public static var compiledFormat: Int { CompiledRules.formatVersion }

  /// What `TOOL --version` prints.
  public static func text(tool: String) -> String {
    """
    \(tool) \(release)
    rule language version \(ruleLanguage)
    compiled format version \(compiledFormat)
    """
  }
}
