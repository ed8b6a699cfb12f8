import Foundation

/// Writing to standard error.
enum Output {
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
