import Foundation
import TypingRules

/// YAML files in a pack's folder that its `pack.yaml` does not list are never loaded
/// (`unlisted-file`): usually a file someone forgot to add to `files`.
struct PackFilesCheck {
  let sink: DiagnosticSink

  func check(_ pack: PackSource) {
    let directory = (pack.file as NSString).deletingLastPathComponent
    let listed = Set(pack.files.map { ($0 as NSString).lastPathComponent })
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names.sorted() where name.hasSuffix(".yaml") && name != "pack.yaml" && !listed.contains(name)
    {
      sink.warning(
        "'\(name)' is not listed in the pack's 'files', so its rules are never loaded",
        at: SourceLocation(file: Self.join(directory, name), line: 1, column: 1), check: "unlisted-file")
    }
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.isEmpty || directory == "." ? name : directory + "/" + name
  }
}
