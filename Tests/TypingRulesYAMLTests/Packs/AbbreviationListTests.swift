import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Abbreviation lists as packs write them: a child pack's `add` / `remove` extends the list
/// it inherits (en-GB keeps en's entries), `value` replaces it, and every shipped list cites
/// its source.
struct AbbreviationListTests {
  static func list(_ pack: CompiledPack) -> [String] {
    guard case .list(let entries) = pack.program.locale["abbreviations"] else { return [] }
    return entries
  }

  /// Writes a rules folder with a base pack and locale packs (name -> `locale:` lines of
  /// `pack.yaml`, parent) and loads `name` from it.
  static func load(_ name: String, packs: [String: (parent: String, locale: String)]) throws -> CompiledPack {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "abbreviations-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ folder: String, _ text: String) throws {
      let directory = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: directory.appendingPathComponent("pack.yaml"), atomically: true, encoding: .utf8)
    }
    try write("base", "pack: base\nlocale:\n  abbreviations: []\n")
    for (pack, (parent, locale)) in packs {
      try write("locales/\(pack)", "pack: \(pack)\nextends: \(parent)\nlocale:\n\(locale)")
    }
    return try PackLibrary(root: root.path).load(pack: name)
  }

  @Test("en-GB keeps en's abbreviations and adds its own")
  func britishEnglishExtendsEnglish() throws {
    let (english, british) = try Fixtures.withLibrary { try ($0.load(pack: "en"), $0.load(pack: "en-GB")) }
    let englishList = Self.list(english)
    let britishList = Self.list(british)
    #expect(englishList.contains("dept.") && englishList.contains("Jr."))
    for entry in englishList { #expect(britishList.contains(entry), "en-GB lost '\(entry)'") }
    #expect(britishList.contains("Rd.") && !englishList.contains("Rd."))
  }

  @Test("every child pack keeps its parent's abbreviations", arguments: ["en-GB", "de-CH", "fr-CA", "pt-PT"])
  func childKeepsParentList(pack: String) throws {
    let (child, parent) = try Fixtures.withLibrary { library in
      let child = try library.load(pack: pack)
      return (child, try library.load(pack: try #require(child.chain.dropLast().last).name))
    }
    let childList = Set(Self.list(child))
    for entry in Self.list(parent) { #expect(childList.contains(entry), "\(pack) lost '\(entry)'") }
  }

  @Test("every shipped abbreviation list cites its source", arguments: LocalePackTests.packs)
  func shippedListCitesSource(pack: String) throws {
    let compiled = try Fixtures.withLibrary { try $0.load(pack: pack) }
    let sources = compiled.chain.compactMap { $0.locale["abbreviations"]?.source }
    #expect(!sources.isEmpty, "\(pack): no 'source:' for its abbreviations")
  }

  @Test("add and remove edit the inherited list; value replaces it")
  func addRemoveAndValue() throws {
    let parent = (parent: "base", locale: "  abbreviations: [a., b., c.]\n")
    let edited = try Self.load(
      "xx-YY",
      packs: [
        "xx": parent,
        "xx-YY": ("xx", "  abbreviations:\n    add: [d., a.]\n    remove: [b.]\n    source: test\n"),
      ])
    #expect(Self.list(edited) == ["a.", "c.", "d."])
    let replaced = try Self.load(
      "xx-YY", packs: ["xx": parent, "xx-YY": ("xx", "  abbreviations: {value: [z.]}\n")])
    #expect(Self.list(replaced) == ["z."])
    let plain = try Self.load("xx-YY", packs: ["xx": parent, "xx-YY": ("xx", "  abbreviations: [y.]\n")])
    #expect(Self.list(plain) == ["y."])
  }

  @Test("value together with add is an error at its place")
  func valueAndAddConflict() throws {
    #expect {
      try Self.load(
        "xx", packs: ["xx": ("base", "  abbreviations:\n    value: [a.]\n    add: [b.]\n")])
    } throws: { error in
      let rendered = (error as? DiagnosticsError)?.rendered ?? ""
      return rendered.contains("xx/pack.yaml:5:5: error:") && rendered.contains("[conflicting-keys]")
    }
  }

  @Test("a dropped group needs a reason and its entries")
  func droppedNeedsReason() throws {
    #expect {
      try Self.load(
        "xx", packs: ["xx": ("base", "  abbreviations:\n    value: [a.]\n    dropped: [{entries: [b.]}]\n")])
    } throws: { error in
      ((error as? DiagnosticsError)?.rendered ?? "").contains("missing required key 'reason'")
    }
  }
}
