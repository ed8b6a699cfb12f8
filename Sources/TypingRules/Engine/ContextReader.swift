/// Reads the document's context outward from the cursor, lazily and at most
/// ``ContextReader/lookLimit`` characters far, so a tap's work never grows with the
/// document. Characters are kept nearest-first in a reused buffer.
///
/// The reader holds the context string only while it reads: the engine invalidates it
/// before every edit, so the document's storage stays uniquely referenced and edits stay
/// cheap. ASCII text is read byte by byte; anything else goes through `String`'s
/// grapheme breaking, so a character is always a whole grapheme cluster.
struct ContextReader: PatternSubject {
  /// The farthest a rule can look from the cursor, in characters.
  static let lookLimit = 1024

  let forward: Bool
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

  init(forward: Bool) {
    self.forward = forward
    buffer.reserveCapacity(64)
    codes.reserveCapacity(64)
  }

  /// Forgets what was read; the next access reads the document again.
  mutating func invalidate() {
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
      let context = forward ? document?.documentContextAfterInput : document?.documentContextBeforeInput
      let text = context ?? ""
      index = forward ? text.startIndex : text.endIndex
      source = text
    }
    guard let text = source else { return }
    while buffer.count < count {
      if buffer.count >= Self.lookLimit {
        source = nil
        return
      }
      if forward {
        if index == text.endIndex { return finish() }
        append(text[index])
        index = text.index(after: index)
      } else {
        if index == text.startIndex { return finish() }
        if let byte = Self.asciiByte(
          before: index, in: text, nearerIsASCII: codes.last.map { $0 < 0x80 } ?? true)
        {
          index = text.utf8.index(before: index)
          buffer.append(Character(Unicode.Scalar(byte)))
          codes.append(UInt16(byte))
        } else {
          index = text.index(before: index)
          append(text[index])
        }
      }
    }
  }

  private mutating func append(_ character: Character) {
    buffer.append(character)
    if let byte = character.asciiValue, character.utf8.count == 1 {
      codes.append(UInt16(byte))
    } else {
      codes.append(PatternCode.other)
    }
  }

  /// The ASCII byte ending at `index` when it is certainly a whole grapheme: the byte
  /// before it is ASCII too (or the start), the character after it is ASCII (or the
  /// cursor), and it is not part of a CR LF.
  @inline(__always)
  private static func asciiByte(before index: String.Index, in text: String, nearerIsASCII: Bool) -> UInt8? {
    guard nearerIsASCII else { return nil }
    let utf8 = text.utf8
    let position = utf8.index(before: index)
    let byte = utf8[position]
    guard byte < 0x80, byte != 0x0D else { return nil }
    if position != utf8.startIndex {
      let previous = utf8[utf8.index(before: position)]
      if previous >= 0x80 || (previous == 0x0D && byte == 0x0A) { return nil }
    }
    return byte
  }

  private mutating func finish() {
    exhausted = true
    source = nil
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

  /// Whether `distance` is the true edge of the context (start or end of the field as far
  /// as the document tells).
  mutating func isEdge(at distance: Int) -> Bool {
    if distance >= buffer.count { fill(to: distance + 1) }
    return exhausted && distance == buffer.count
  }
}
