import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The contexts where the keyboard's automatic behaviours stand down, generated: every
/// field and token context of the iOS behaviour list (URL, e-mail, number, decimal, phone,
/// secure, password and code fields; autocapitalization none and the other per-field
/// switches; URL, e-mail and domain tokens; numbers, and ordinals where the locale writes
/// them with a dot), times every behaviour that context
/// switches off (the double-space full stop, auto-capitalization, smart quotes and the
/// apostrophe, the em dash, the ellipsis, autocorrection, the automatic space after a
/// suggestion and the punctuation that attaches to it), in every shipped locale, gives
/// exactly the typed text.
struct StandDownMatrixTests {
  /// A behaviour, probed by taps that would trigger it.
  enum Behaviour: String, CaseIterable, Sendable {
    case fullStop = "double-space full stop"
    case capitalization = "auto-capitalization"
    case quotes = "smart quotes and apostrophe"
    case dashes = "em dash and ellipsis"
    case correction = "autocorrection"
    case suggestion = "automatic space after a suggestion"
  }

  /// Taps that would trigger a behaviour, and the text they type by themselves (a
  /// suggestion's plain effect replaces the word with the suggestion as written; in a
  /// secure field, which shows no suggestions, an accept changes nothing).
  struct Probe: Sendable {
    var behaviour: Behaviour
    var taps: String
    var typed: String
    var typedInSecureField: String?
  }

  /// Probes typed at the start of a field (or after a word and a space).
  static let fieldProbes: [Probe] = [
    Probe(behaviour: .fullStop, taps: "word  ", typed: "word  "),
    Probe(behaviour: .fullStop, taps: "word   next", typed: "word   next"),
    Probe(behaviour: .capitalization, taps: "hi. there! yes? ok", typed: "hi. there! yes? ok"),
    Probe(behaviour: .capitalization, taps: "one{return}two", typed: "one\ntwo"),
    Probe(behaviour: .quotes, taps: "say \"hi\" and 'yo' don't", typed: "say \"hi\" and 'yo' don't"),
    Probe(behaviour: .quotes, taps: "\"\"''", typed: "\"\"''"),
    Probe(behaviour: .dashes, taps: "a--b---c", typed: "a--b---c"),
    Probe(behaviour: .dashes, taps: "wait... ....", typed: "wait... ...."),
    Probe(behaviour: .correction, taps: "teh teh. teh, teh! teh{return}", typed: "teh teh. teh, teh! teh\n"),
    Probe(behaviour: .suggestion, taps: "hel{accept hello}", typed: "hello", typedInSecureField: "hel"),
    Probe(behaviour: .suggestion, taps: "hel{accept hello}.", typed: "hello.", typedInSecureField: "hel."),
    Probe(
      behaviour: .suggestion, taps: "hel{accept hello}\")", typed: "hello\")", typedInSecureField: "hel\")"),
  ]

  /// Probes typed right after a token, continuing it (no space before them).
  static let tokenProbes: [Probe] = [
    Probe(behaviour: .fullStop, taps: "a  ", typed: "a  "),
    Probe(behaviour: .capitalization, taps: "a. then", typed: "a. then"),
    Probe(behaviour: .capitalization, taps: "a! then", typed: "a! then"),
    Probe(behaviour: .quotes, taps: "it's", typed: "it's"),
    Probe(behaviour: .quotes, taps: "?q=\"x\"", typed: "?q=\"x\""),
    Probe(behaviour: .quotes, taps: "'x'", typed: "'x'"),
    Probe(behaviour: .dashes, taps: "a--b", typed: "a--b"),
    Probe(behaviour: .dashes, taps: "a...b", typed: "a...b"),
    Probe(behaviour: .correction, taps: "teh ", typed: "teh "),
    Probe(behaviour: .correction, taps: "teh.", typed: "teh."),
    Probe(behaviour: .correction, taps: "teh, ", typed: "teh, "),
    Probe(behaviour: .suggestion, taps: "hel{accept hello}", typed: "hello"),
    Probe(behaviour: .suggestion, taps: "hel{accept hello}.", typed: "hello."),
  ]

  /// A context: a field, or text before the cursor that makes a token, and the behaviours
  /// it switches off.
  struct Context: Sendable {
    var name: String
    var field: [(FieldTraitKey, String)] = []
    var settings: [String: SettingValue] = [:]
    var before = ""
    var off: Set<Behaviour>
  }

  static let all = Set(Behaviour.allCases)

  static let fieldContexts: [Context] = [
    Context(name: "URL keyboard", field: [(.keyboard, "url")], off: all),
    Context(name: "e-mail keyboard", field: [(.keyboard, "email")], off: all),
    Context(name: "number keyboard", field: [(.keyboard, "number")], off: all),
    Context(name: "decimal keyboard", field: [(.keyboard, "decimal")], off: all),
    Context(name: "phone keyboard", field: [(.keyboard, "phone")], off: all),
    Context(name: "secure field", field: [(.secure, "true")], off: all),
    Context(name: "URL content", field: [(.content, "url")], off: all),
    Context(name: "e-mail content", field: [(.content, "email")], off: all),
    Context(name: "password content", field: [(.content, "password")], off: all),
    Context(name: "code content", field: [(.content, "code")], off: all),
    Context(name: "autocapitalization none", field: [(.autocapitalization, "none")], off: [.capitalization]),
    Context(name: "autocorrection no", field: [(.autocorrection, "no")], off: [.correction]),
    Context(name: "smart quotes no", field: [(.smartQuotes, "no")], off: [.quotes]),
    Context(name: "smart dashes no", field: [(.smartDashes, "no")], off: [.dashes]),
    Context(
      name: "smart insert-delete no", field: [(.smartInsertDelete, "no")], off: [.suggestion]),
    Context(name: "period shortcut off", settings: ["period-shortcut": .bool(false)], off: [.fullStop]),
    Context(
      name: "auto-capitalization off", settings: ["auto-capitalization": .bool(false)],
      off: [.capitalization]),
    Context(
      name: "smart punctuation off", settings: ["smart-punctuation": .bool(false)], off: [.quotes, .dashes]),
    Context(name: "auto-correction off", settings: ["auto-correction": .bool(false)], off: [.correction]),
    Context(name: "suggestion space off", settings: ["suggestion-space": .bool(false)], off: [.suggestion]),
  ]

  static let tokenContexts: [Context] = [
    Context(name: "URL token (scheme)", before: "see https://x.com/", off: all),
    Context(name: "URL token (www.)", before: "see www.x.org/", off: all),
    Context(name: "URL token in brackets", before: "see (http://x.io/a_", off: all),
    Context(name: "e-mail token", before: "mail me@x_", off: all),
    Context(name: "e-mail token (domain part)", before: "mail jo.doe@mail.x.is/", off: all),
    Context(name: "domain token", before: "see example.com/", off: all),
    Context(name: "domain token (host and hyphen)", before: "see example.com-", off: all),
  ]

  /// Numbers: a separator between digits is formatting, never the end of a word or a
  /// sentence (no correction, no capital, no locale spacing), in every field.
  static let numberProbes: [(before: String, taps: String)] = [
    ("at 10", ":30 "), ("pay 3", ".14 "), ("pay 3", ",14 "), ("pay 1", ",000 "), ("pay 1", ".000 "),
    ("call 555", "-1234 "), ("see v2", ".0 "), ("on 1", "/2 "),
  ]

  static let corrections = SubstitutionTable([
    "teh": "the", "hel": "help", "14": "fourteen", "30": "thirty", "000": "zero", "1234": "one", "0": "zero",
    "2": "two",
  ])

  static let locales: [String] = Fixtures.withLibrary { $0.availablePacks.filter { $0 != "base" } }

  static func run(
    _ pack: CompiledPack, before: String, taps: String, field: [(FieldTraitKey, String)] = [],
    settings: [String: SettingValue] = [:]
  ) throws -> String {
    var replay = Replay(script: try TapScript(parsing: taps))
    replay.before = before
    for (key, value) in field { try replay.field.set(key, to: value) }
    replay.settings = KeyboardSettings(settings)
    replay.autocorrector = corrections
    return try replay.run(with: pack.program).result
  }

  @Test(
    "every field and token context times every behaviour it switches off gives the typed text",
    arguments: locales)
  func contextsGiveTheTypedText(locale: String) throws {
    let pack = try Fixtures.withLibrary { try $0.load(locale: locale) }
    var checked = 0
    for context in Self.fieldContexts {
      for probe in Self.fieldProbes where context.off.contains(probe.behaviour) {
        // Probed at the start of the field and after a sentence, so a capital at either
        // place is covered.
        for before in ["", "ok. "] {
          let result = try Self.run(
            pack, before: before, taps: probe.taps, field: context.field,
            settings: Self.isolating(probe.behaviour, in: context))
          let secure = context.field.contains { $0.0 == .secure && $0.1 == "true" }
          let expected = before + (secure ? probe.typedInSecureField ?? probe.typed : probe.typed)
          #expect(
            result == expected,
            "\(locale), \(context.name), \(probe.behaviour.rawValue): '\(probe.taps)' after '\(before)' gave '\(result.visible)', expected '\(expected.visible)'"
          )
          checked += 1
        }
      }
    }
    for context in Self.tokenContexts {
      for probe in Self.tokenProbes {
        let result = try Self.run(pack, before: context.before, taps: probe.taps)
        let expected = context.before + probe.typed
        #expect(
          result == expected,
          "\(locale), \(context.name), \(probe.behaviour.rawValue): '\(probe.taps)' after '\(context.before)' gave '\(result.visible)', expected '\(expected.visible)'"
        )
        checked += 1
      }
    }
    for context in [Context(name: "default field", off: [])] + Self.fieldContexts {
      for probe in Self.numberProbes {
        let result = try Self.run(
          pack, before: probe.before, taps: probe.taps, field: context.field, settings: context.settings)
        let expected = probe.before + probe.taps
        #expect(
          result == expected,
          "\(locale), number in \(context.name): '\(probe.taps)' after '\(probe.before)' gave '\(result.visible)', expected '\(expected.visible)'"
        )
        checked += 1
      }
    }
    // Ordinals: where the locale writes them with a dot, the dot after a number is no
    // sentence end, so the next word keeps its lowercase letter.
    if case .bool(true) = pack.program.locale["ordinal-dot"] {
      for number in ["1", "21", "XIV"] {
        let before = "on the \(number)"
        let result = try Self.run(pack, before: before, taps: ". may")
        #expect(
          result == before + ". may",
          "\(locale), ordinal: '. may' after '\(before)' gave '\(result.visible)'")
        checked += 1
      }
    }
    #expect(checked > 400)
  }

  /// The keyboard setting that switches each behaviour off.
  static let setting: [Behaviour: String] = [
    .fullStop: "period-shortcut", .capitalization: "auto-capitalization", .quotes: "smart-punctuation",
    .dashes: "smart-punctuation", .correction: "auto-correction", .suggestion: "suggestion-space",
  ]

  /// The context's settings, plus every other behaviour the context leaves on switched off
  /// by its setting (unless that setting also governs the probed behaviour), so a context
  /// that switches off one behaviour is checked on that behaviour alone: a capital at a
  /// sentence start is not a failure of "autocorrection no".
  static func isolating(_ probed: Behaviour, in context: Context) -> [String: SettingValue] {
    var settings = context.settings
    for behaviour in Behaviour.allCases where !context.off.contains(behaviour) {
      guard let name = setting[behaviour], name != setting[probed] else { continue }
      settings[name] = settings[name] ?? .bool(false)
    }
    return settings
  }
}
