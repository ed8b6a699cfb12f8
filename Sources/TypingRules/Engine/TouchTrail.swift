/// Where the character keys typed since the last word boundary were tapped, for the
/// autocorrector (``AutocorrectionContext/touches``): kept only once the keyboard gives a
/// touch point (``TypingEngine/handle(_:at:touch:)``), so a keyboard that gives none pays
/// nothing.
///
/// A character tap adds its key (with its point, if the tap had one), a backspace removes
/// the last, a shift changes nothing, and every other event (a space, a return, an accepted
/// suggestion, a revert, a cursor move, a change the host made) forgets them all. An
/// autocorrector checks that the touches are the typed word's letters and ignores them
/// otherwise (a rule may have edited the word).
struct TouchTrail {
  /// The most touches kept: a longer word is corrected without them.
  static let capacity = 48

  /// The touches, oldest first.
  private(set) var touches: [KeyTouch] = []
  /// The point given with this event's tap, until the event finishes.
  var pending: SIMD2<Float>?

  /// Records the event's tap (see the type's description).
  mutating func finish(_ tap: Tap) {
    defer { pending = nil }
    switch tap {
    case .character(let key):
      guard pending != nil || !touches.isEmpty else { return }
      if touches.capacity < Self.capacity { touches.reserveCapacity(Self.capacity) }
      if touches.count == Self.capacity { touches.removeFirst() }
      touches.append(KeyTouch(key: key, point: pending))
    case .backspace:
      if !touches.isEmpty { touches.removeLast() }
    case .shift:
      break
    case .space, .return, .accept, .revert, .moveCursor, .text:
      clear()
    }
  }

  /// Forgets every touch.
  mutating func clear() {
    if !touches.isEmpty { touches.removeAll(keepingCapacity: true) }
  }

  /// The touches of the last `length` characters typed; none when fewer were recorded.
  func last(_ length: Int) -> [KeyTouch] {
    guard length > 0, touches.count >= length else { return [] }
    return Array(touches.suffix(length))
  }
}
