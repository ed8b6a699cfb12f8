import TypingRules

/// Generates random but reproducible scenarios: sequence K of seed S is always the same.
///
/// Taps come in chunks that look like typing, so that rules fire often: words (plain,
/// capitalized, misspelt ones the correction tables know, abbreviations, pieces of URLs and
/// e-mail addresses, letters outside ASCII), numbers, one to three spaces with short or
/// long pauses before them, every punctuation key the shipped packs react to (quotes,
/// - . , ! ? ; : ¿ ¡ and the characters of tokens), typographic characters typed directly,
/// backspaces, returns, suggestion accepts, reverts, cursor moves, text keys, shift taps
/// (single, double, slow), and host changes (a paste, an echo of the engine's own edits, a
/// selection that the next typed key replaces).
struct TapGenerator {
  /// A locale pack the generator may pick: its tag and the settings it declares.
  struct PackInfo: Sendable {
    var tag: String
    var settings: [SettingDefinition]
  }

  var packs: [PackInfo]
  /// Most taps in one sequence.
  var maxTaps = 40

  static let words = [
    "word", "hello", "the", "teh", "adn", "alot", "taht", "i", "a", "it", "don", "s", "t",
    "ok", "yes", "no", "www", "com", "example", "mail", "http", "e", "g", "z", "B", "etc",
    "Mr", "vs", "quoi", "oui", "ég", "þann", "maí", "qué", "sí", "straße", "ÉTÉ", "Über",
    "v2", "x", "geht", "nei", "should", "nt", "JSON", "iPhone",
  ]
  static let letters = Array("abcdefghijklmnopqrstuvwxyzéüßþñøåçABCZÉ")
  /// Punctuation keys the shipped packs react to, and token characters.
  static let punctuation = Array("-.,!?;:'\"¿¡()[]@/_~#%=&+*")
  /// Typographic characters a keyboard can type directly (long press).
  static let typographic = Array("«»„“”‘’‚—…\u{00A0}\u{202F}")
  static let suggestions = [
    "hello", "the", "and", "a lot", "can't", "don’t", "ÉTÉ", "x", "bonjour", "New York", "it's",
  ]
  static let correctionPool: [(String, String)] = [
    ("teh", "the"), ("adn", "and"), ("alot", "a lot"), ("i", "I"), ("dont", "don’t"),
    ("x", "y"), ("com", "come"), ("e", "é"), ("oui", "non"), ("ok", "OK"),
  ]

  /// The scenario for sequence `sequence` of run `seed`.
  func scenario(seed: UInt64, sequence: Int) -> Scenario {
    var random = SeededRandom(seed: seed, sequence: sequence)
    let pack = random.pick(packs)
    var scenario = Scenario(locale: pack.tag)
    scenario.field = randomField(&random)
    for definition in pack.settings where random.chance(0.4) {
      switch definition.defaultValue {
      case .bool: scenario.settings[definition.name] = .bool(random.chance(0.5))
      case .number: scenario.settings[definition.name] = .number(random.pick([0.0, 0.5, 3.0, 10.0]))
      }
    }
    switch random.int(0...9) {
    case 0, 1:
      scenario.plainCase = .settingsOff
      for definition in pack.settings {
        if case .bool = definition.defaultValue { scenario.settings[definition.name] = .bool(false) }
      }
    case 2:
      scenario.plainCase = .secureField
      scenario.field.secure = true
    case 3:
      scenario.plainCase = .codeField
      scenario.field.content = .code
    default:
      break
    }
    for (typo, fix) in Self.correctionPool where random.chance(0.15) { scenario.corrections[typo] = fix }
    scenario.typingOnly = random.chance(0.3)
    if random.chance(0.15) { scenario.before = randomText(&random, length: random.int(1...20)) }
    if random.chance(0.1) { scenario.after = randomText(&random, length: random.int(1...10)) }
    scenario.steps = steps(&random, count: random.int(1...maxTaps), typingOnly: scenario.typingOnly)
    let limit = random.weighted([(3, random.int(1...4)), (5, random.int(5...24)), (2, random.int(25...80))])
    let hiddenLength = random.int(1...12)
    var hidden = [randomText(&random, length: hiddenLength), randomText(&random, length: hiddenLength)]
    if hidden[0] == hidden[1] { hidden[1] = String(repeating: "x", count: hiddenLength) }
    if hidden[0] == hidden[1] { hidden[1] = String(repeating: "y", count: hiddenLength) }
    scenario.window = Scenario.Window(
      limit: limit, hidden: hidden, shared: randomText(&random, length: limit + random.int(0...30)),
      after: random.chance(0.3) ? randomText(&random, length: random.int(1...limit + 10)) : "")
    return scenario
  }

  func randomField(_ random: inout SeededRandom) -> FieldTraits {
    var field = FieldTraits()
    for key in FieldTraitKey.allCases where random.chance(0.25) {
      try? field.set(key, to: random.pick(key.values))
    }
    return field
  }

  /// Text put in the field before typing starts.
  func randomText(_ random: inout SeededRandom, length: Int) -> String {
    var text = ""
    while text.count < length {
      switch random.int(0...5) {
      case 0: text.append(random.pick(Self.punctuation))
      case 1: text += random.pick([" ", " ", "  ", "\n", ". ", "« "])
      case 2: text.append(random.pick(Self.typographic))
      default: text += random.pick(Self.words)
      }
    }
    return String(text.prefix(length))
  }

  enum Chunk {
    case word, number, spaces, punctuation, typographic, backspace, ret, accept, revert, move, text, shift,
      host
  }

  func steps(_ random: inout SeededRandom, count: Int, typingOnly: Bool) -> [TapScript.Step] {
    var steps: [TapScript.Step] = []
    var taps = 0
    func add(_ tap: Tap) {
      steps.append(.tap(tap))
      taps += 1
    }
    var choices: [(Int, Chunk)] = [
      (30, .word), (5, .number), (22, .spaces), (20, .punctuation), (3, .typographic), (4, .ret), (3, .shift),
    ]
    if !typingOnly {
      choices += [(7, .backspace), (4, .accept), (3, .revert), (4, .move), (2, .text), (3, .host)]
    }
    while taps < count {
      switch random.weighted(choices) {
      case .word:
        let word: String
        if random.chance(0.7) {
          word = random.pick(Self.words)
        } else {
          word = String((0..<random.int(1...6)).map { _ in random.pick(Self.letters) })
        }
        for character in word { add(.character(character)) }
      case .number:
        for _ in 0..<random.int(1...3) { add(.character(random.pick(Array("0123456789")))) }
      case .spaces:
        if random.chance(0.25) { steps.append(.pause(random.pick([0.5, 2.5, 2.9, 3.1, 3.5, 10]))) }
        add(.space)
        for _ in 0..<random.weighted([(5, 0), (4, 1), (1, 2)]) {
          if random.chance(0.2) { steps.append(.pause(random.pick([0.5, 2.9, 3.5]))) }
          add(.space)
        }
      case .punctuation:
        add(.character(random.pick(Self.punctuation)))
        if random.chance(0.3) { add(.character(random.pick(Array("-.'\"")))) }
      case .typographic:
        add(.character(random.pick(Self.typographic)))
      case .backspace:
        for _ in 0..<random.weighted([(6, 1), (3, 2), (1, 4)]) { add(.backspace) }
      case .ret:
        add(.return)
      case .accept:
        add(.accept(random.pick(Self.suggestions)))
      case .revert:
        add(.revert)
      case .move:
        let distance = random.weighted([(8, random.int(0...4)), (1, 100)])
        add(.moveCursor(random.chance(0.6) ? -distance : distance))
      case .text:
        add(.text(random.pick([".com", ".org", ":-)", "www.", "🙂"])))
      case .host:
        switch random.int(0...2) {
        case 0: steps.append(.host(.paste(randomText(&random, length: random.int(1...8)))))
        case 1: steps.append(.host(.echo))
        default:
          // A selection is replaced by the key typed next (a key that types; a backspace
          // would only delete it, which is no plain effect of its own).
          steps.append(.host(.select(random.int(1...6))))
          add(
            random.pick([
              .character(random.pick(Self.letters)), .space, .return,
              .character(random.pick(Self.punctuation)),
            ]))
        }
      case .shift:
        // One tap, a double tap (caps lock), or two slow taps.
        add(.shift)
        if random.chance(0.4) {
          if random.chance(0.3) { steps.append(.pause(0.5)) }
          add(.shift)
        }
      }
    }
    return steps
  }
}
