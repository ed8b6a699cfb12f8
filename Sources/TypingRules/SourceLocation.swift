/// A place in a source file: 1-based line and column.
///
/// Columns count Unicode scalars (code points) from the start of the line, the unit libyaml
/// reports, so a caret under a line of mixed ASCII and `„“` lands on the right character.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path as the user named it.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int

  /// A place in a file; line and column count from 1.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the prefix every diagnostic starts with.
  public var description: String { "\(file):\(line):\(column)" }
}
