import TypingRules

/// A document that behaves like `UITextDocumentProxy` as the engine sees it: its contexts
/// are truncated (at ``contextLimit`` characters each side), it cannot tell when its text
/// changed (no ``TextDocument/changeCount``) and promises no whole context. It counts the
/// engine's calls, so the benchmark reports how often a tap reads the document and edits
/// it (Docs/performance.md).
final class ProxyLikeDocument: TextDocument {
  /// How many characters each context shows.
  static let contextLimit = 128

  let text: InMemoryDocument
  /// `documentContextBeforeInput` reads.
  private(set) var beforeReads = 0
  /// `documentContextAfterInput` reads.
  private(set) var afterReads = 0
  /// `insertText`, `deleteBackward` and `adjustTextPosition` calls.
  private(set) var edits = 0

  init(before: String = "") {
    text = InMemoryDocument(before: before, contextLimit: Self.contextLimit)
  }

  var documentContextBeforeInput: String? {
    beforeReads += 1
    return text.documentContextBeforeInput
  }

  var documentContextAfterInput: String? {
    afterReads += 1
    return text.documentContextAfterInput
  }

  func insertText(_ inserted: String) {
    edits += 1
    text.insertText(inserted)
  }

  func deleteBackward() {
    edits += 1
    text.deleteBackward()
  }

  func adjustTextPosition(byCharacterOffset offset: Int) {
    edits += 1
    text.adjustTextPosition(byCharacterOffset: offset)
  }
}
