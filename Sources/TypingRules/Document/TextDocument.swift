/// The text field as a keyboard extension sees it: the mirror of `UITextDocumentProxy`.
///
/// The engine reads only the context around the cursor and edits only through the three
/// calls a keyboard extension is given. Either context may be truncated (on iOS it usually
/// stops around the current sentence or paragraph) or `nil`.
public protocol TextDocument: AnyObject {
  /// The text before the cursor, possibly truncated at its start.
  var documentContextBeforeInput: String? { get }
  /// The text after the cursor, possibly truncated at its end.
  var documentContextAfterInput: String? { get }
  /// Inserts text at the cursor and moves the cursor after it.
  func insertText(_ text: String)
  /// Deletes the character (grapheme cluster) before the cursor.
  func deleteBackward()
  /// Moves the cursor by a number of characters; negative moves left.
  func adjustTextPosition(byCharacterOffset offset: Int)
}
