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
  /// The characters read, the first `count` of `buffer` (later entries are stale, kept so
  /// that reading again writes over them rather than emptying the arrays).
  private var buffer: [Character] = []
  /// For each buffered character, its ASCII byte or ``PatternCode/other``.
  private var codes: [UInt16] = []
  private var count = 0
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
    count = 0
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
    while self.count < count {
      if self.count >= Self.lookLimit {
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
      let code = character.asciiByte.map { UInt16($0) } ?? PatternCode.other
      if self.count < buffer.count {
        buffer[self.count] = character
        codes[self.count] = code
      } else {
        buffer.append(character)
        codes.append(code)
      }
      self.count += 1
    }
  }

  /// The character at `distance` from the cursor (0 is adjacent), or `nil` past the context.
  @inline(__always)
  mutating func character(at distance: Int) -> Character? {
    if distance >= count { fill(to: distance + 1) }
    return distance < count ? buffer[distance] : nil
  }

  /// The ASCII byte at `distance`, or ``PatternCode/other`` / ``PatternCode/end``.
  @inline(__always)
  mutating func code(at distance: Int) -> UInt16 {
    if distance >= count { fill(to: distance + 1) }
    return distance < count ? codes[distance] : PatternCode.end
  }

  /// Whether `distance` is the true edge of the context (the end of the field as far as the
  /// document tells).
  mutating func isEdge(at distance: Int) -> Bool {
    if distance >= count { fill(to: distance + 1) }
    return exhausted && distance == count
  }
}
