/// A place in a source file: 1-based line and column.
///
/// Columns count Unicode scalars (code points) from the start of the line, the unit libyaml
/// reports, so a caret under a line of mixed ASCII and `„“` lands on the right character.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path as the user named it.
  package var file: String
  /// 1-based line.
  package var line: Int
  /// 1-based column, in Unicode scalars.
  package var column: Int

  /// A place in a file; line and column count from 1.
  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the prefix every diagnostic starts with.
  package var description: String { "\(file):\(line):\(column)" }
}
