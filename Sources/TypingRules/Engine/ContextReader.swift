/// Reads the document's context outward from the cursor, lazily and at most
/// ``ContextReader/lookLimit`` characters far, so a tap's work never grows with the
/// document. Characters are kept nearest-first in a reused buffer.
///
/// The reader holds the context string only while it reads: the engine invalidates it
/// before every edit, so the document's storage stays uniquely referenced and edits stay
/// cheap.
final class ContextReader: PatternSubject {
  /// The farthest a rule can look from the cursor, in characters.
  static let lookLimit = 1024

  let forward: Bool
  unowned(unsafe) let document: TextDocument
  private var source: String?
  private var index: String.Index = "".startIndex
  private var loaded = false
  private(set) var buffer: [Character] = []
  /// The reader reached the true edge of the context (not just the look limit).
  private var exhausted = false

  init(forward: Bool, document: TextDocument) {
    self.forward = forward
    self.document = document
    buffer.reserveCapacity(64)
  }

  /// Forgets what was read; the next access reads the document again.
  func invalidate() {
    source = nil
    loaded = false
    exhausted = false
    buffer.removeAll(keepingCapacity: true)
  }

  /// Reads until `count` characters are buffered or the context ends.
  func fill(to count: Int) {
    if !loaded {
      loaded = true
      let context = forward ? document.documentContextAfterInput : document.documentContextBeforeInput
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
        buffer.append(text[index])
        index = text.index(after: index)
      } else {
        if index == text.startIndex { return finish() }
        index = text.index(before: index)
        buffer.append(text[index])
      }
    }
  }

  private func finish() {
    exhausted = true
    source = nil
  }

  /// The character at `distance` from the cursor (0 is adjacent), or `nil` past the context.
  @inline(__always)
  func character(at distance: Int) -> Character? {
    if distance >= buffer.count { fill(to: distance + 1) }
    return distance < buffer.count ? buffer[distance] : nil
  }

  /// Whether `distance` is the true edge of the context (start or end of the field as far
  /// as the document tells).
  func isEdge(at distance: Int) -> Bool {
    if distance >= buffer.count { fill(to: distance + 1) }
    return exhausted && distance == buffer.count
  }
}
