import Foundation
import Testing
import TypingRules

/// Compiled files written by earlier builds (`Golden/NAME.formatN.trul`, from `typingrules
/// compile --locale en --profile ios`): a file of the format this build reads must load and
/// type as it did when it was written; a file of another format must be refused with an
/// error that names both versions. So a change to the compiled form (an opcode's spelling,
/// a table's layout) cannot pass unnoticed: it breaks loading the golden file, or it comes
/// with a new format version and a new golden file.
struct GoldenCompiledFileTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".trul")
    }
    .sorted()

  /// The format version a golden file's name states (`en-ios.format5.trul` → 5).
  static func version(of name: String) -> Int? {
    guard let range = name.range(of: ".format") else { return nil }
    return Int(name[range.upperBound...].prefix { $0.isNumber })
  }

  @Test("there is a golden file of the current compiled format")
  func currentFormatHasAGoldenFile() {
    #expect(Self.files.contains { Self.version(of: $0) == CompiledRules.formatVersion }, "\(Self.files)")
  }

  @Test("a golden compiled file loads, or is refused naming both versions", arguments: files)
  func goldenFile(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let version = try #require(Self.version(of: name), "\(name) does not say its format version")
    if version == CompiledRules.formatVersion {
      let rules = try CompiledRules(bytes: bytes)
      let pack = try rules.pack(for: "en")
      let document = InMemoryDocument()
      let engine = try TypingEngine(
        program: pack.program, document: document, autocorrector: SubstitutionTable(["teh": "the"]))
      var clock = 0.0
      for character in "teh word  \"quoted\" -- end..." {
        clock += 0.2
        engine.handle(character == " " ? .space : .character(character), at: clock)
      }
      #expect(document.text == "The word. “Quoted” — end…")
    } else {
      do {
        _ = try CompiledRules(bytes: bytes)
        Issue.record(
          "\(name): a file of format \(version) loaded in a build of format \(CompiledRules.formatVersion)")
      } catch {
        let message = error.description
        #expect(
          message.contains("version \(version)")
            && message.contains("version \(CompiledRules.formatVersion)"), "\(message)")
      }
    }
  }
}
