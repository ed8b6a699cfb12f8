public import TypingRules

/// The keyboard's state and behaviour, without a screen: the plane on show, the keys with
/// their labels, the shift key's look, the suggestion bar, and every key tap turned into the
/// engine's tap. A view controller draws ``rows`` with ``label(of:)``, ``shiftKey`` and
/// ``suggestions``, and calls `tap(_:at:)` with each touch's timestamp; nothing
/// here needs UIKit.
///
/// What a tap does to the text, the shift state and the bar is the engine's (the rules'):
/// a letter key sends its lowercase letter and the engine types the capital while shifted,
/// the shift key sends ``TypingRules/Tap/shift``, and the keyboard only reads the result.
public final class Keyboard {
  /// The layout the keys come from.
  public let layout: Layout
  /// The engine of the field being edited.
  public let engine: TypingEngine
  /// The plane on show.
  public private(set) var plane: Plane = .letters
  /// Whether the globe key is shown (`UIInputViewController.needsInputModeSwitchKey`).
  public var showsGlobeKey: Bool
  /// How many words the suggestion bar shows at most.
  public var suggestionLimit: Int

  /// A keyboard on the letters plane, typing through `engine`.
  public init(
    layout: Layout = .englishUS, engine: TypingEngine, showsGlobeKey: Bool = true, suggestionLimit: Int = 3
  ) {
    self.layout = layout
    self.engine = engine
    self.showsGlobeKey = showsGlobeKey
    self.suggestionLimit = suggestionLimit
  }

  /// The keys on show, row by row.
  public var rows: [[Key]] {
    let rows = layout.rows(of: plane)
    return showsGlobeKey ? rows : rows.map { $0.filter { $0 != .globe } }
  }

  /// Whether the letter keys show capitals: while the engine is shifted (automatic, the
  /// user's shift or caps lock), a tap types the capital.
  public var showsCapitals: Bool { plane == .letters && engine.isShifted }

  /// The key's label now: a letter in the case it would type.
  public func label(of key: Key) -> String { layout.label(of: key, capitals: showsCapitals) }

  /// How the shift key looks now.
  public var shiftKey: ShiftKeyLook { ShiftKeyLook(engine.shiftState) }

  /// What the engine offers for the word at the cursor: the word, the pending correction and
  /// the items (empty in a secure field).
  public var suggestionBar: SuggestionBar { engine.suggestionBar(limit: suggestionLimit) }

  /// The suggestion bar's cells, in order.
  public var suggestions: [SuggestionCell] { suggestionBar.items.map(SuggestionCell.init) }

  /// Taps a key at `time` (the touch's timestamp, in seconds; only differences matter).
  /// A plane key shows its plane; the globe key asks the controller to switch keyboards;
  /// every other key goes to the engine. On the numbers plane, space and the apostrophe
  /// bring the letters back, as on iOS.
  @discardableResult
  public func tap(_ key: Key, at time: Double) -> KeyboardRequest? {
    switch key {
    case .globe:
      return .advanceToNextInputMode
    case .plane(let target):
      plane = target
    case .character, .shift, .backspace, .space, .return:
      if let tap = key.tap { engine.handle(tap, at: time) }
      if plane == .numbers, key == .space || key == .character("'") { plane = .letters }
    }
    return nil
  }

  /// Taps a word of the suggestion bar: the engine gets the item's own tap (an accept or,
  /// for the typed word of a corrected one, a revert).
  public func tap(_ item: SuggestionBar.Item, at time: Double) {
    engine.handle(item.tap, at: time)
  }

  /// The host changed the text, the selection or the field (`textDidChange`): the engine
  /// keeps its state for the echo of its own edits and forgets what no longer holds after a
  /// real change; traits equal to the current ones change nothing.
  public func hostDidChange(field: FieldTraits) {
    engine.field = field
    engine.documentDidChange()
  }
}
