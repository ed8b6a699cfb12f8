/// Assembles a ``RuleProgram``: interns constants into pools and appends rules in order.
/// The builder is kept apart from the engine that runs programs; front ends (YAML, the
/// compiled form) drive it.
public struct ProgramBuilder {
  /// The pack's locale data, which patterns and values read.
  /// The pack's locale data, which patterns and values read.
  public var locale: LocaleData
  private var rules: [Rule] = []
  private var predicates: [Predicate] = []
  private var predicateSources: [String] = []
  private var predicateIndex: [Predicate: Int] = [:]
  private var patterns: [Pattern] = []
  private var patternIndex: [Pattern: Int] = [:]
  private var classes: [CharacterClass] = []
  private var classIndex: [CharacterClass: Int] = [:]
  private var strings: [String] = []
  private var stringIndex: [String: Int] = [:]
  private var lists: [Set<String>] = []
  private var flags: [String] = []
  private var settings: [SettingDefinition] = []

  /// An empty program for a locale.
  /// An empty program for a locale.
  public init(locale: LocaleData) { self.locale = locale }

  /// The settings declared so far, in order.
  public var knownSettings: [SettingDefinition] { settings }

  /// Declares a setting a pack adds; returns its index.
  @discardableResult
  public mutating func declareSetting(_ definition: SettingDefinition) -> Int {
    if let index = settings.firstIndex(where: { $0.name == definition.name }) {
      settings[index] = definition
      return index
    }
    settings.append(definition)
    return settings.count - 1
  }

  /// The index of a known setting.
  public func settingIndex(named name: String) -> Int? {
    settings.firstIndex { $0.name == name }
  }

  /// Interns a predicate; `source` is how it reads in the rule file.
  public mutating func add(_ predicate: Predicate, source: String) -> Int {
    if let index = predicateIndex[predicate] { return index }
    predicates.append(predicate)
    predicateSources.append(source)
    predicateIndex[predicate] = predicates.count - 1
    return predicates.count - 1
  }

  /// The predicate interned at an index.
  public func predicateAt(_ index: Int) -> Predicate { predicates[index] }

  /// Adds a pattern to the pool (once) and returns its index.
  /// Adds a pattern to the pool (once) and returns its index.
  public mutating func add(_ pattern: Pattern) -> Int {
    if let index = patternIndex[pattern] { return index }
    patterns.append(pattern)
    patternIndex[pattern] = patterns.count - 1
    return patterns.count - 1
  }

  /// Adds a character class to the pool (once) and returns its index.
  /// Adds a character class to the pool (once) and returns its index.
  public mutating func add(_ characters: CharacterClass) -> Int {
    if let index = classIndex[characters] { return index }
    classes.append(characters)
    classIndex[characters] = classes.count - 1
    return classes.count - 1
  }

  /// Adds a string to the pool (once) and returns its index.
  /// Adds a string to the pool (once) and returns its index.
  public mutating func add(_ string: String) -> Int {
    if let index = stringIndex[string] { return index }
    strings.append(string)
    stringIndex[string] = strings.count - 1
    return strings.count - 1
  }

  /// Adds a word list; entries are matched as `WordList` says (as written or with a
  /// capital first letter; an entry with spaces spans several runs).
  public mutating func addList(_ words: [String]) -> Int {
    lists.append(Set(words.map(WordList.normalized)))
    return lists.count - 1
  }

  /// The index of an engine flag, declaring it on first use.
  public mutating func flag(named name: String) -> Int {
    if let index = flags.firstIndex(of: name) { return index }
    flags.append(name)
    return flags.count - 1
  }

  /// Appends a rule; rules run in the order they are added.
  public mutating func append(_ rule: Rule) { rules.append(rule) }

  /// The finished, immutable program.
  public func build() -> RuleProgram {
    RuleProgram(
      locale: locale, rules: rules, predicates: predicates, predicateSources: predicateSources,
      patterns: patterns, classes: classes, strings: strings, lists: lists, flags: flags,
      settings: settings)
  }
}
