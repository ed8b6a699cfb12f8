import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Patches of inherited rules, and behaviour profiles composed with locales, in small
/// rules folders written for each test.
struct PatchTests {
  /// A rules folder with a `base` pack holding one rule (`shout`: "!" after a word types
  /// "!!"), the packs and profiles given, and returns its root.
  static func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "patch-tests-\(UUID().uuidString)"
    ).path
    var all = files
    all["base/pack.yaml"] =
      all["base/pack.yaml"] ?? """
        pack: base
        settings:
          loud: {default: true, summary: Shout.}
        rules:
          - id: shout
            summary: A "!" after a letter types two.
            on: {key: "!"}
            when: [before: '\\a']
            unless: [setting: {loud: false}]
            do: [key, key]
            examples:
              - {taps: "a!", result: "a!!"}
        """
    all["locales/xx/pack.yaml"] = all["locales/xx/pack.yaml"] ?? "pack: xx\nextends: base\n"
    for (path, text) in all {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  static func type(_ taps: String, _ pack: CompiledPack) throws -> String {
    var replay = Replay(script: try TapScript(parsing: taps))
    try replay.field.set(.autocapitalization, to: "none")
    return try replay.run(with: pack.program).result
  }

  static func errors(_ body: () throws -> Void) -> [Diagnostic] {
    do {
      try body()
      return []
    } catch let error as DiagnosticsError {
      return error.diagnostics.filter { $0.severity == .error }
    } catch {
      return []
    }
  }

  @Test("a patch adds, removes and replaces conditions and actions of an inherited rule")
  func editsApply() throws {
    let root = try Self.folder([
      "locales/xx/pack.yaml": """
      pack: xx
      extends: base
      rules:
        - patch: shout
          when:
            - replace: {before: '\\a'}
              with: {before: '\\d'}
          unless:
            - remove: {setting: {loud: false}}
          do:
            - add: {insert: "?"}
              after: key
          examples:
            - {taps: "1!", result: "1!?!"}
      """
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = PackLibrary(root: root)
    let pack = try library.load(pack: "xx")
    #expect(try Self.type("a!", pack) == "a!")
    #expect(try Self.type("1!", pack) == "1!?!")
    let rule = try #require(pack.rules.first { $0.id == "shout" })
    #expect(rule.origin.pack == "base")
    #expect(rule.origin.patches.map(\.pack) == ["xx"])
    #expect(rule.examples.map(\.taps) == ["1!"])
    // The parent is untouched.
    #expect(try Self.type("a!", library.load(pack: "base")) == "a!!")
  }

  @Test("a patch changes the trigger, the summary and continue, or disables the rule")
  func valuesAndDisable() throws {
    let root = try Self.folder([
      "locales/xx/pack.yaml": """
      pack: xx
      extends: base
      rules:
        - patch: shout
          on: {key: "?"}
          summary: A "?" after a letter types two.
          continue: true
      """,
      "locales/yy/pack.yaml": "pack: yy\nextends: base\nrules:\n  - {patch: shout, disable: true}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = PackLibrary(root: root)
    let xx = try library.load(pack: "xx")
    #expect(try Self.type("a?a!", xx) == "a??a!")
    #expect(xx.rules.first?.continues == true)
    #expect(xx.rules.first?.summary == "A \"?\" after a letter types two.")
    #expect(try library.load(pack: "yy").rules.isEmpty)
  }

  @Test("patching an unknown rule or an item the rule lacks is a located error")
  func mistakesAreLocated() throws {
    let root = try Self.folder([
      "locales/xx/pack.yaml": """
      pack: xx
      extends: base
      rules:
        - patch: shuot
          disable: true
        - patch: shout
          when:
            - remove: {before: '\\d'}
          do:
            - add: {insert: "x"}
              before: swallow
      """
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let errors = Self.errors { _ = try PackLibrary(root: root).load(pack: "xx") }
    #expect(errors.map(\.check) == ["unknown-rule-id", "unknown-patch-target", "unknown-patch-target"])
    #expect(errors.map(\.location.line) == [4, 8, 11])
    #expect(errors[0].message.contains("did you mean 'shout'"))
    #expect(errors[1].message.contains("it has: before: '\\a'"))
    #expect(errors[1].notes.first?.location.file.hasSuffix("base/pack.yaml") == true)
  }

  @Test("an edit takes exactly one operation, and the patch must change something")
  func editShape() throws {
    let root = try Self.folder([
      "locales/xx/pack.yaml": """
      pack: xx
      extends: base
      rules:
        - patch: shout
          when:
            - {add: {before: x}, remove: {before: y}}
            - {with: {before: x}}
        - patch: shout
      """
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let errors = Self.errors { _ = try PackLibrary(root: root).load(pack: "xx") }
    #expect(errors.map(\.check) == ["conflicting-keys", "missing-key", "missing-key"])
  }

  @Test("a profile comes between base and the locale, and its overlay after the locale")
  func profileComposition() throws {
    let root = try Self.folder([
      "profiles/quiet/pack.yaml": """
      pack: quiet
      settings:
        loud: {default: false, summary: Do not shout.}
      """,
      "profiles/quiet/locales/xx/pack.yaml": """
      pack: xx
      rules:
        - patch: shout
          unless:
            - remove: {setting: {loud: false}}
          do:
            - replace: key
              with: {insert: "¡"}
      """,
      "profiles/plain/pack.yaml": "pack: plain\n",
      "locales/zz/pack.yaml": "pack: zz\nextends: base\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = PackLibrary(root: root)
    #expect(library.availableProfiles == ["plain", "quiet"])
    let quietXX = try library.load(locale: "xx", profile: "quiet")
    #expect(quietXX.chain.map(\.name) == ["base", "quiet", "xx", "quiet/xx"])
    #expect(quietXX.name == "xx")
    #expect(quietXX.profile == "quiet")
    #expect(quietXX.program.locale.tag == "xx")
    #expect(try Self.type("a!", quietXX) == "a¡!")
    // Without an overlay, the profile's setting stands the rule down.
    #expect(try Self.type("a!", library.load(locale: "zz", profile: "quiet")) == "a!")
    #expect(try Self.type("a!", library.load(locale: "zz", profile: "plain")) == "a!!")
    let origin = try #require(quietXX.origins["shout"])
    #expect(origin.description.hasPrefix("from base, patched by quiet/xx ("))
    // An unknown profile lists the available ones.
    let errors = Self.errors { _ = try library.load(locale: "xx", profile: "loud") }
    #expect(errors.map(\.message) == ["unknown profile 'loud'; available: plain, quiet"])
  }

  @Test(
    "a disabled rule keeps its place: later packs insert next to it or replace it; '*' disables by pattern")
  func disabledRulesKeepTheirPlace() throws {
    let root = try Self.folder([
      "profiles/quiet/pack.yaml": "pack: quiet\ndisable: [sh*]\n",
      "profiles/ios/pack.yaml": "pack: ios\n",
      "locales/xx/pack.yaml": """
      pack: xx
      extends: base
      rules:
        - id: ask
          summary: A "?" after a letter types two.
          insert-before: shout
          on: {key: "?"}
          when: [before: '\\a']
          do: [key, key]
      """,
      "locales/yy/pack.yaml": """
      pack: yy
      extends: base
      rules:
        - id: shout
          override: true
          summary: A "!" after a letter types three.
          on: {key: "!"}
          when: [before: '\\a']
          do: [key, key, key]
      """,
      "locales/zz/pack.yaml": "pack: zz\nextends: base\nrules:\n  - {patch: shout, summary: x}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = PackLibrary(root: root)
    let xx = try library.load(locale: "xx", profile: "quiet")
    #expect(xx.rules.map(\.id) == ["ask"])
    #expect(try Self.type("a?a!", xx) == "a??a!")
    #expect(try Self.type("a!", library.load(locale: "yy", profile: "quiet")) == "a!!!")
    let errors = Self.errors { _ = try library.load(locale: "zz", profile: "quiet") }
    #expect(errors.map(\.message) == ["cannot patch 'shout': a pack this one extends disables it"])
    let none = Self.errors {
      _ = try PackLibrary(
        root: try Self.folder(["locales/xx/pack.yaml": "pack: xx\nextends: base\ndisable: [x*]\n"])
      ).load(pack: "xx")
    }
    #expect(none.map(\.check) == ["unknown-rule-id"])
  }

  @Test("a profile takes no extends")
  func profileExtends() throws {
    let root = try Self.folder(["profiles/p/pack.yaml": "pack: p\nextends: base\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let errors = Self.errors { _ = try PackLibrary(root: root).load(locale: "xx", profile: "p") }
    #expect(errors.map(\.check) == ["profile-extends"])
  }

  @Test("a rules folder without profiles has the ios profile, with no rules of its own")
  func defaultProfile() throws {
    let root = try Self.folder([:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = PackLibrary(root: root)
    #expect(library.availableProfiles == ["ios"])
    #expect(try library.load(locale: "xx").chain.map(\.name) == ["base", "xx"])
  }

  @Test("a catalog case or a rule example names its profile")
  func caseProfile() throws {
    let root = try Self.folder([
      "profiles/quiet/pack.yaml": "pack: quiet\nsettings:\n  loud: {default: false, summary: x}\n",
      "profiles/ios/pack.yaml": "pack: ios\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = try Catalog.load(
      path: "c.yaml",
      bytes: Array(
        """
        defaults: {locale: xx, profile: quiet, field: {autocapitalization: none}}
        cases:
          - {name: quiet, taps: "a!", result: "a!"}
          - {name: ios, taps: "a!", profile: ios, result: "a!!"}
          - {name: unknown, taps: "a!", profile: nope, result: "a!!"}
        """.utf8))
    let runner = CaseRunner(library: PackLibrary(root: root))
    let results = catalog.cases.map { runner.run($0, defaults: catalog.defaults) }
    #expect(results[0].passed)
    #expect(results[1].passed)
    #expect(results[2].error?.message == "unknown profile 'nope'; available: ios, quiet")
    #expect(results[2].error?.location.line == 5)
  }
}
