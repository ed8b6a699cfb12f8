import Foundation
import Testing

extension CLI {
  /// A temporary copy of the package's `Rules/` (at `<folder>/Rules`) whose base pack also
  /// loads `broken.yaml` with the given text. Remove the folder when done.
  static func rulesCopy(adding ruleFile: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("Rules")
    try FileManager.default.copyItem(atPath: rules, toPath: copy.path)
    let packPath = copy.appendingPathComponent("base/pack.yaml").path
    let pack = try String(contentsOfFile: packPath, encoding: .utf8)
    guard let files = pack.range(of: "\nfiles:\n") else {
      folder.remove()
      Issue.record("Rules/base/pack.yaml has no 'files:' list to add a rule file to")
      throw NotFound(name: "files: in Rules/base/pack.yaml")
    }
    try pack.replacingCharacters(in: files, with: "\nfiles:\n  - broken.yaml\n")
      .write(toFile: packPath, atomically: true, encoding: .utf8)
    try folder.write("Rules/base/broken.yaml", ruleFile)
    return folder
  }

  /// A rule file with a misspelt condition (`feild`) at line 6, column 9.
  static let misspeltConditionRule = """
    rules:
      - id: broken-rule
        summary: A rule with a misspelt condition.
        on: space
        when:
          - feild: {keyboard: url}
        do:
          - insert: "!"
    """
}
