import Foundation
import Testing

/// The code in the embedding guide (`Docs/embedding.md`) and the DocC articles of the
/// TypingRules module is code for the API as it is: every ```swift block parses, and the
/// blocks marked `<!-- buildable -->` (the line before the fence) are type-checked together,
/// file by file in order, against the modules this package built (TypingRules,
/// KeyboardModel), with Foundation and TypingRules imported. The blocks that need UIKit or
/// a package's `Bundle.module` are not marked.
@Suite(.timeLimit(.minutes(5)))
struct DocumentationSnippetTests {
  /// The TypingRules repository (this package is `Examples/ExampleKeyboard` in it).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// This package's build products: the modules the snippets import.
  static let modules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/Modules")

  /// The pages, relative to the repository.
  static let pages: [String] = {
    let docc = "Sources/TypingRules/TypingRules.docc"
    let articles =
      (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(docc).path))
      ?? []
    return ["Docs/embedding.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(docc)/\($0)" }
  }()

  /// A fenced swift block of a page.
  struct Snippet {
    /// The line of the block's first code line (1-based).
    var line: Int
    var code: String
    var isBuildable: Bool
  }

  /// The page's ```swift blocks, indented ones (in a list) too.
  static func snippets(of page: String) throws -> [Snippet] {
    let text = try String(contentsOf: repository.appendingPathComponent(page), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var snippets: [Snippet] = []
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].drop { $0 == " " }
      guard trimmed == "```swift" else {
        index += 1
        continue
      }
      let indent = lines[index].count - trimmed.count
      let marked = index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces) == "<!-- buildable -->"
      var code: [Substring] = []
      index += 1
      let first = index
      while index < lines.count, lines[index].drop(while: { $0 == " " }) != "```" {
        code.append(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count)))
        index += 1
      }
      index += 1
      snippets.append(Snippet(line: first + 1, code: code.joined(separator: "\n"), isBuildable: marked))
    }
    return snippets
  }

  /// `swiftc` on PATH.
  static var swiftc: URL? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs swiftc on one generated `main.swift`; its diagnostics (empty if none) and status.
  static func swiftc(_ arguments: [String], source: String) throws -> (status: Int32, output: String) {
    let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doc-snippets-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = swiftc
    process.arguments = arguments + [file.path]
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// The snippets as one file, each at its page's lines (`#sourceLocation`), so a
  /// diagnostic names the page and line. Foundation and TypingRules are imported for all.
  static func source(_ snippets: [Snippet], page: String) -> String {
    (["import Foundation\nimport TypingRules"]
      + snippets.map { "#sourceLocation(file: \"\(page)\", line: \($0.line))\n\($0.code)\n#sourceLocation()" })
      .joined(separator: "\n")
  }

  @Test func theEmbeddingPagesHaveBuildableSnippetsOfTheExampleKeyboard() throws {
    for page in [
      "Docs/embedding.md", "Sources/TypingRules/TypingRules.docc/EmbeddingInAKeyboardExtension.md",
    ] {
      let buildable = try Self.snippets(of: page).filter(\.isBuildable)
      #expect(buildable.contains { $0.code.contains("import KeyboardModel") }, "\(page)")
      #expect(
        buildable.contains { $0.code.contains("suggestionBar") || $0.code.contains(".suggestions") },
        "\(page)")
      #expect(buildable.contains { $0.code.contains("shiftKey") }, "\(page)")
    }
  }

  @Test(arguments: pages)
  func everySnippetParses(page: String) throws {
    for snippet in try Self.snippets(of: page) {
      let result = try Self.swiftc(["-parse"], source: Self.source([snippet], page: page))
      #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
  }

  @Test(arguments: pages)
  func theBuildableSnippetsTypeCheck(page: String) throws {
    let buildable = try Self.snippets(of: page).filter(\.isBuildable)
    guard !buildable.isEmpty else { return }
    #expect(
      FileManager.default.fileExists(
        atPath: Self.modules.appendingPathComponent("KeyboardModel.swiftmodule").path),
      "no modules at \(Self.modules.path): build this package with the default scratch path")
    let result = try Self.swiftc(
      ["-typecheck", "-I", Self.modules.path], source: Self.source(buildable, page: page))
    #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
  }
}
