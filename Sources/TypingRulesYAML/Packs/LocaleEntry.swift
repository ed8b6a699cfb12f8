public import TypingRules

/// One locale value with its place.
public struct LocaleEntry: Sendable {
  public var value: LocaleData.Value
  public var location: SourceLocation
  /// The reason a value deliberately differs from CLDR, if the pack gives one.
  public var reason: String?
}
