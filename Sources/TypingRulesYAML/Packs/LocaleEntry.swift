package import TypingRules

/// One locale value with its place.
public struct LocaleEntry: Sendable {
  package var value: LocaleData.Value
  package var location: SourceLocation
  /// The reason a value deliberately differs from CLDR, if the pack gives one.
  public var reason: String?
  /// For a list written as `{add: [...], remove: [...]}`: the entries taken out of the
  /// inherited list (`value` then holds the entries added). `nil` when the value replaces
  /// what the pack inherits.
  public var removed: [String]?
  /// Where a list's entries come from (`source:`), as the pack cites it.
  public var source: String?
  /// Entries of the reference data (CLDR) the pack leaves out, each group with its reason
  /// (`dropped:`).
  public var dropped: [DroppedEntries] = []

  package init(
    value: LocaleData.Value, location: SourceLocation, reason: String? = nil, removed: [String]? = nil,
    source: String? = nil, dropped: [DroppedEntries] = []
  ) {
    self.value = value
    self.location = location
    self.reason = reason
    self.removed = removed
    self.source = source
    self.dropped = dropped
  }

  /// Entries of a reference list that a pack leaves out on purpose, and why.
  public struct DroppedEntries: Sendable {
    public var entries: [String]
    public var reason: String
    package var location: SourceLocation
  }

  /// The value this entry gives the key, over what the pack inherits: the value itself, or
  /// for an `add`/`remove` list, the inherited list without the removed entries and with
  /// the added ones (each once, in order).
  package func value(over inherited: LocaleData.Value?) -> LocaleData.Value {
    guard let removed, case .list(let added) = value else { return value }
    var result: [String] = []
    if case .list(let parent) = inherited {
      result = parent.filter { !removed.contains($0) }
    }
    for entry in added where !result.contains(entry) { result.append(entry) }
    return .list(result)
  }
}
