/// How the recorder tells the host app what field to show for a case: launch environment
/// variables, written by the UI test and read by the app at launch (a fresh app, and so a
/// fresh field, per case).
public struct HostLaunch: Equatable, Sendable {
  /// Field traits by catalog name (`keyboard: url`); absent traits keep their defaults.
  public var field: [String: String]
  /// The text before and after the caret when the field appears.
  public var before: String
  public var after: String

  public init(field: [String: String] = [:], before: String = "", after: String = "") {
    self.field = field
    self.before = before
    self.after = after
  }

  /// The setup of a planned case.
  public init(_ planned: RecordingPlan.Case) {
    self.init(field: planned.field, before: planned.before, after: planned.after)
  }

  static let fieldKey = "TYPINGRULES_FIELD"
  static let beforeKey = "TYPINGRULES_BEFORE"
  static let afterKey = "TYPINGRULES_AFTER"

  /// The launch environment: traits as `key=value` lines, sorted; the texts as they are.
  public var environment: [String: String] {
    [
      Self.fieldKey: field.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n"),
      Self.beforeKey: before,
      Self.afterKey: after,
    ]
  }

  /// Reads a launch environment (missing variables: the defaults).
  public init(environment: [String: String]) {
    var field: [String: String] = [:]
    for line in (environment[Self.fieldKey] ?? "").split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      field[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    self.init(
      field: field, before: environment[Self.beforeKey] ?? "", after: environment[Self.afterKey] ?? "")
  }

  /// The caret's place in UTF-16 code units (what `UITextView.selectedRange` counts) after
  /// `before`.
  public var caretUTF16Offset: Int { before.utf16.count }

  /// Where the caret lands, in UTF-16 code units, when it moves by `characters` grapheme
  /// clusters (the catalog's unit) from `utf16Offset` in `text`, stopping at the ends.
  public static func caret(in text: String, from utf16Offset: Int, movingBy characters: Int) -> Int {
    let clamped = min(max(0, utf16Offset), text.utf16.count)
    var index = text.utf16.index(text.utf16.startIndex, offsetBy: clamped)
    // A caret inside a cluster (never from the field itself) snaps to the cluster's start.
    index = text.rangeOfComposedCharacter(at: index)
    if characters < 0 {
      for _ in 0..<(-characters) where index > text.startIndex { index = text.index(before: index) }
    } else {
      for _ in 0..<characters where index < text.endIndex { index = text.index(after: index) }
    }
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
  }
}

extension String {
  /// The start of the character (grapheme cluster) that contains `index`.
  fileprivate func rangeOfComposedCharacter(at index: Index) -> Index {
    guard index < endIndex else { return endIndex }
    var start = startIndex
    while start < endIndex {
      let next = self.index(after: start)
      if next > index { return start }
      start = next
    }
    return endIndex
  }
}
