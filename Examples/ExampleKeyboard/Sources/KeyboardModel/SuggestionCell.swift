public import TypingRules

/// One word of the suggestion bar as the keyboard draws it: the typed word in quotes (as
/// iOS shows the verbatim word), the correction the next space would commit highlighted,
/// candidates plain. Tapping it sends its item's tap (`Keyboard.tap(_:at:)` with its item).
public struct SuggestionCell: Hashable, Sendable {
  /// The engine's item: its text, its kind and the tap that accepts it.
  public var item: SuggestionBar.Item
  /// What the cell shows.
  public var title: String
  /// Whether the cell is highlighted: the correction that a space would commit.
  public var isHighlighted: Bool

  /// The cell for an item of the engine's bar.
  public init(_ item: SuggestionBar.Item) {
    self.item = item
    switch item.kind {
    case .verbatim, .restore: title = "“\(item.text)”"
    case .correction, .candidate: title = item.text
    }
    isHighlighted = item.kind == .correction
  }
}
