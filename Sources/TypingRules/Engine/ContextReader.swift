/// Reads the document's context after the cursor, lazily and at most
/// ``ContextReader/lookLimit`` characters far, so a tap's work never grows with the
/// document. Characters are kept nearest-first in a reused buffer. (The text before the
/// cursor, which nearly every rule reads, is the engine's ``ContextWindow``.)
///
/// The reader holds the context string only while it reads: the engine invalidates it
/// before every edit, so the document's storage stays uniquely referenced and edits stay
/// cheap. Characters are whole grapheme clusters.
struct ContextReader: PatternSubject {
  /// The farthest a rule can look from the cursor, in characters.
  static let lookLimit = ContextWindow.lookLimit

  private var source: String?
  private var index: String.Index = "".startIndex
  private var loaded = false
  private(set) var buffer: [Character] = []
  /// For each buffered character, its ASCII byte or ``PatternCode/other``.
  private(set) var codes: [UInt16] = []
  /// The reader reached the true edge of the context (not just the look limit).
  private var exhausted = false
  /// The document, while an event is being handled.
  var document: TextDocument?

  init() {
    buffer.reserveCapacity(64)
    codes.reserveCapacity(64)
  }

  /// Forgets what was read; the next access reads the document again.
  mutating func invalidate() {
    guard loaded else { return }
    source = nil
    loaded = false
    exhausted = false
    buffer.removeAll(keepingCapacity: true)
    codes.removeAll(keepingCapacity: true)
  }

  /// Reads until `count` characters are buffered or the context ends.
  mutating func fill(to count: Int) {
    if !loaded {
      loaded = true
      let text = document?.documentContextAfterInput ?? ""
      index = text.startIndex
      source = text
    }
    guard let text = source else { return }
    while buffer.count < count {
      if buffer.count >= Self.lookLimit {
        source = nil
        return
      }
      if index == text.endIndex {
        exhausted = true
        source = nil
        return
      }
      let character = text[index]
      index = text.index(after: index)
      buffer.append(character)
      if let byte = character.asciiByte {
        codes.append(UInt16(byte))
      } else {
        codes.append(PatternCode.other)
      }
    }
  }

  /// The character at `distance` from the cursor (0 is adjacent), or `nil` past the context.
  @inline(__always)
  mutating func character(at distance: Int) -> Character? {
    if distance >= buffer.count { fill(to: distance + 1) }
    return distance < buffer.count ? buffer[distance] : nil
  }

  /// The ASCII byte at `distance`, or ``PatternCode/other`` / ``PatternCode/end``.
  @inline(__always)
  mutating func code(at distance: Int) -> UInt16 {
    if distance >= codes.count { fill(to: distance + 1) }
    return distance < codes.count ? codes[distance] : PatternCode.end
  }

  /// Whether `distance` is the true edge of the context (the end of the field as far as the
  /// document tells).
  mutating func isEdge(at distance: Int) -> Bool {
    if distance >= buffer.count { fill(to: distance + 1) }
    return exhausted && distance == buffer.count
  }
}
