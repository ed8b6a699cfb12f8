/// Every check id a diagnostic can carry, loader and linter alike, with a one-line summary
/// and the severity it reports at. SARIF lists these as the tool's rules; `Docs/rulecheck.md`
/// lists the same ids (a test keeps the catalog, the sources and the docs in step).
public enum CheckCatalog {
  public struct Check: Sendable, Hashable {
    public var id: String
    public var severity: Diagnostic.Severity
    public var summary: String
  }

  /// The checks in documentation order: reading, YAML, schema, references, packs, then the
  /// linter's own checks.
  public static let checks: [Check] = [
    // Reading and YAML.
    Check(id: "unreadable-file", severity: .error, summary: "A file or folder cannot be read."),
    Check(id: "empty-file", severity: .warning, summary: "A rule file is empty."),
    Check(id: "invalid-utf8", severity: .error, summary: "The file is not valid UTF-8."),
    Check(id: "yaml-syntax", severity: .error, summary: "libyaml rejected the text."),
    Check(
      id: "yaml-limit", severity: .error,
      summary: "The file breaks a size limit: bytes, nesting, nodes (aliases counted) or scalar length."),
    // Schema.
    Check(id: "unknown-key", severity: .error, summary: "A key the schema does not know."),
    Check(id: "duplicate-key", severity: .error, summary: "A key given twice in one mapping."),
    Check(id: "missing-key", severity: .error, summary: "A required key is missing."),
    Check(id: "wrong-type", severity: .error, summary: "A value of the wrong type."),
    Check(id: "out-of-range", severity: .error, summary: "A value outside its allowed range, or empty."),
    Check(id: "conflicting-keys", severity: .error, summary: "Two keys that exclude each other."),
    Check(
      id: "not-one-character", severity: .error, summary: "A locale value that must be one character is not."),
    Check(
      id: "bad-rule-id", severity: .error,
      summary: "A rule id with characters other than a-z, 0-9, '-' and '.'."),
    Check(
      id: "bad-flag", severity: .error,
      summary: "A flag name with characters other than letters, digits and '-'."),
    Check(
      id: "bad-file-name", severity: .error,
      summary: "A listed file is not a '.yaml' file in the pack's folder."),
    Check(id: "bad-pattern", severity: .error, summary: "A pattern that does not parse."),
    Check(id: "bad-taps", severity: .error, summary: "An example's taps do not parse."),
    Check(
      id: "steps-count", severity: .error, summary: "An example's steps do not match its taps one to one."),
    Check(id: "duplicate-case", severity: .error, summary: "Two catalog cases with one name."),
    // References.
    Check(id: "unknown-trigger", severity: .error, summary: "A trigger that does not exist."),
    Check(id: "unknown-condition", severity: .error, summary: "A condition that does not exist."),
    Check(id: "unknown-action", severity: .error, summary: "An action that does not exist."),
    Check(id: "unknown-event", severity: .error, summary: "An event name that does not exist."),
    Check(id: "unknown-shape", severity: .error, summary: "A token shape that does not exist."),
    Check(id: "unknown-trait", severity: .error, summary: "A field trait that does not exist."),
    Check(id: "unknown-trait-value", severity: .error, summary: "A value a field trait cannot take."),
    Check(id: "unknown-setting", severity: .error, summary: "A setting no pack declares."),
    Check(
      id: "unknown-locale-key", severity: .error, summary: "A locale key that does not exist or has no value."
    ),
    Check(
      id: "unknown-reference", severity: .error,
      summary: "A '$' reference that is not $locale.KEY or $settings.NAME."),
    Check(
      id: "unknown-rule-id", severity: .error,
      summary: "An override, placement, patch or disable names no inherited rule."),
    Check(
      id: "unknown-patch-target", severity: .error,
      summary:
        "A patch removes, replaces or anchors on a condition, escape hatch or action the rule does not have."
    ),
    Check(id: "unknown-locale", severity: .error, summary: "A locale tag no pack serves."),
    Check(
      id: "unknown-profile", severity: .error, summary: "A profile that 'Rules/profiles/' does not have."),
    Check(id: "unknown-pack", severity: .error, summary: "'extends' names a pack that does not exist."),
    Check(
      id: "unknown-corrector", severity: .error,
      summary: "A catalog's 'corrector:' that is neither table nor dictionary."),
    Check(
      id: "missing-dictionary", severity: .error,
      summary: "A case with 'corrector: dictionary' for a locale without a dictionary."),
    Check(id: "edit-after-tap", severity: .error, summary: "An 'after-tap' rule edits text."),
    Check(id: "suggest-action", severity: .error, summary: "A 'suggest' rule does something other than 'swallow'."),
    // Packs.
    Check(id: "pack-name", severity: .error, summary: "A pack's name differs from its folder's."),
    Check(id: "extends-cycle", severity: .error, summary: "Packs that extend each other in a cycle."),
    Check(
      id: "profile-extends", severity: .error,
      summary: "A profile or a profile's locale overlay says 'extends'; it is composed, not extended."),
    Check(id: "duplicate-rule-id", severity: .error, summary: "Two rules with one id."),
    Check(
      id: "unlisted-file", severity: .warning,
      summary: "A YAML file in a pack's folder that the pack does not list."),
    // Rules that can never fire.
    Check(
      id: "shadowed-rule", severity: .warning,
      summary: "An earlier rule on the same trigger always fires first and stops evaluation."),
    Check(
      id: "contradictory-conditions", severity: .warning,
      summary: "A rule's conditions can never all hold."),
    Check(
      id: "escape-always-holds", severity: .warning,
      summary: "A rule's escape hatches always stand it down when its conditions hold."),
    // Locale data.
    Check(
      id: "decimal-equals-grouping", severity: .error,
      summary: "The decimal separator equals the grouping separator."),
    Check(
      id: "quote-not-punctuation", severity: .error,
      summary: "The opening or closing punctuation set disagrees with the pack's quotes."),
    Check(
      id: "differs-from-cldr", severity: .warning,
      summary: "A locale value differs from CLDR (Foundation.Locale) without a 'reason'."),
    // Examples.
    Check(id: "example-failed", severity: .error, summary: "A rule's example gives another buffer."),
    Check(id: "missing-examples", severity: .warning, summary: "A rule has no examples."),
  ]

  /// The check with an id, if it is known.
  public static func check(_ id: String) -> Check? { checks.first { $0.id == id } }
}
