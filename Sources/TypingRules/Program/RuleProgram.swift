/// A compiled rule program: the rules of one locale pack in evaluation order, the constant
/// pools their conditions and actions index into, and a trigger index, so that an event
/// looks only at the rules for its trigger.
///
/// A program is immutable; one instance is shared by every engine (and thread) typing with
/// the same pack. Build one with ``ProgramBuilder``.
public final class RuleProgram: Sendable {
  /// The locale data of the pack.
  public let locale: LocaleData
  /// The rules in evaluation order.
  public let rules: [Rule]
  /// Predicate pool; rules and `not` / `any` refer to it by index.
  public let predicates: [Predicate]
  /// How each predicate reads in the rule file, for traces (`before: ' +'`).
  public let predicateSources: [String]
  /// Pattern pool.
  public let patterns: [Pattern]
  /// Character class pool (triggers and `key` conditions).
  public let classes: [CharacterClass]
  /// String pool (`insert` values).
  public let strings: [String]
  /// Word lists (token `in:` and `starts:`), entries as written (spaces inside normalized
  /// to one).
  public let lists: [Set<String>]
  /// The lists as the engine matches them (see `WordList`), built once.
  let wordLists: [WordList]
  /// Engine flags by name; a flag's index is its position.
  public let flags: [String]
  /// The settings the program declares (the base pack declares the catalog format's five).
  public let settings: [SettingDefinition]

  /// The flat tables the engine runs.
  let executable: ExecutableProgram

  init(
    locale: LocaleData, rules: [Rule], predicates: [Predicate], predicateSources: [String],
    patterns: [Pattern], classes: [CharacterClass], strings: [String], lists: [Set<String>],
    flags: [String], settings: [SettingDefinition]
  ) {
    self.locale = locale
    self.rules = rules
    self.predicates = predicates
    self.predicateSources = predicateSources
    self.patterns = patterns
    self.classes = classes
    self.strings = strings
    self.lists = lists
    self.wordLists = lists.map { WordList(entries: $0) }
    self.flags = flags
    self.settings = settings

    // The trigger index: the rules each event kind and each ASCII key looks at, in order.
    var eventRules = Array(repeating: [Int](), count: EventKind.count)
    var asciiRules = Array(repeating: [Int](), count: 128)
    var characterRules: [Int] = []
    for (index, rule) in rules.enumerated() {
      switch rule.trigger {
      case .event(let kind):
        eventRules[kind.index].append(index)
      case .character(let classIndex):
        characterRules.append(index)
        for byte in 0..<128 where classes[classIndex].contains(ascii: UInt8(byte)) {
          asciiRules[byte].append(index)
        }
      }
    }
    self.executable = ExecutableProgram(
      rules: rules, predicates: predicates, patterns: patterns, classes: classes,
      eventRules: eventRules, asciiRules: asciiRules, characterRules: characterRules)
  }

  /// The index of a setting by name.
  public func settingIndex(named name: String) -> Int? {
    settings.firstIndex { $0.name == name }
  }

  /// A program with no rules: every tap has its plain effect.
  public static func empty(locale: LocaleData = LocaleData(tag: "und")) -> RuleProgram {
    ProgramBuilder(locale: locale).build()
  }
}
