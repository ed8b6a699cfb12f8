/// The shift key's state, which the keyboard shows and which decides whether the next
/// lowercase letter tap types a capital. The user's own choice (a shift tap, caps lock)
/// wins over the `after-tap` rules, which decide only the automatic part.
public enum ShiftState: String, Sendable, CaseIterable {
  /// Not shifted.
  case off
  /// Shifted by the rules (a sentence start), until the next tap.
  case automatic = "auto"
  /// Shifted by the user's shift tap, for the next tap.
  case manual
  /// Caps lock: every letter a capital until the user releases it.
  case locked

  /// The state's index (bit i of a `shift-state` condition's mask).
  package var index: Int {
    switch self {
    case .off: 0
    case .automatic: 1
    case .manual: 2
    case .locked: 3
    }
  }
}

/// What the user chose with the shift key (the `user-shift` action): nothing (the rules
/// decide), shifted or unshifted for the next tap, or locked until released.
package enum UserShift: Int32, Sendable, CaseIterable {
  /// The rules decide.
  case none = 0
  /// Shifted for the next tap.
  case on = 1
  /// Not shifted for the next tap, whatever the rules decide.
  case off = 2
  /// Caps lock.
  case locked = 3

  /// The spelling in rules (`user-shift: on`).
  package var name: String {
    switch self {
    case .none: "none"
    case .on: "on"
    case .off: "off"
    case .locked: "locked"
    }
  }
}
