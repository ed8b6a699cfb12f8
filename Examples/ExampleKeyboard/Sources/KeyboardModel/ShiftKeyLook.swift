public import TypingRules

/// How the shift key looks, from the engine's ``TypingRules/ShiftState``: the letters are
/// capitals in every look but ``off``.
public enum ShiftKeyLook: String, CaseIterable, Hashable, Sendable {
  /// Not shifted: an outlined arrow.
  case off
  /// Shifted by the rules (a sentence start), for the next letter: a filled arrow on a
  /// plain key. A tap cancels it.
  case automatic
  /// Shifted by the user's tap, for the next letter: a filled arrow on a highlighted key.
  case on
  /// Caps lock (two quick taps): the caps-lock symbol on a highlighted key, until shift is
  /// tapped again.
  case locked

  /// The look for a shift state.
  public init(_ state: ShiftState) {
    switch state {
    case .off: self = .off
    case .automatic: self = .automatic
    case .manual: self = .on
    case .locked: self = .locked
    }
  }

  /// The SF Symbol that draws it.
  public var symbolName: String {
    switch self {
    case .off: "shift"
    case .automatic, .on: "shift.fill"
    case .locked: "capslock.fill"
    }
  }

  /// Whether the key is drawn highlighted: the user's own shift and caps lock are, the
  /// automatic shift is not.
  public var isHighlighted: Bool { self == .on || self == .locked }
}
