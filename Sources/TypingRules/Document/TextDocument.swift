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

  /// A number that changes whenever the text, the selection or what the contexts report
  /// changes, by any means; `nil` (the default) if the document cannot tell. With it the
  /// engine notices text changed by other means without reading the context; without it,
  /// it compares the characters before the cursor with what it left there at every tap.
  var changeCount: Int? { get }

  /// Whether ``documentContextBeforeInput`` is always the whole text before the cursor,
  /// never truncated; `false` (the default) if the document cannot promise it. With it the
  /// engine's own copy of the text before the cursor, kept in step with its edits, needs no
  /// check against the document after an edit.
  var reportsWholeContextBeforeInput: Bool { get }

  /// The text the host has selected (`UITextDocumentProxy.selectedText`), or `nil` (the
  /// default) when nothing is selected or the document cannot tell. The contexts end and
  /// start at the selection; `insertText` replaces it, `deleteBackward` deletes it.
  var selectedText: String? { get }
}

extension TextDocument {
  /// `nil`: the document cannot tell when its text changed.
  public var changeCount: Int? { nil }
  /// `false`: the document does not promise whole contexts.
  public var reportsWholeContextBeforeInput: Bool { false }
  /// `nil`: no selection, or the document cannot tell.
  public var selectedText: String? { nil }
}
