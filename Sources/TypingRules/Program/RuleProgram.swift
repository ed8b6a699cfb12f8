/// A compiled rule program: the rules of one locale pack in evaluation order, as the
/// verified flat tables the engine runs (`ProgramTables`), with a trigger index so that an
/// event looks only at the rules for its trigger.
///
/// A program is immutable; one instance is shared by every engine (and thread) typing with
/// the same pack. A keyboard loads one with ``CompiledRules``; the package's own tools
/// also build one with `ProgramBuilder`. Both go through the verifier, so a program that
/// exists is one the engine can run.
public final class RuleProgram: Sendable {
  /// The verified tables, with their derived indexes.
  package let code: ProgramTables

  /// Verifies the tables and derives the trigger index.
  package init(tables: ProgramTables) throws(ProgramError) {
    try ProgramVerifier.verify(tables)
    var tables = tables
    tables.derive()
    self.code = tables
  }

  /// The locale data of the pack.
  package var locale: LocaleData { code.locale }

  /// The settings the program declares (the base pack declares the catalog format's five).
  package var settings: [SettingDefinition] { code.settings }

  /// The index of a setting by name.
  package func settingIndex(named name: String) -> Int? {
    code.settings.firstIndex { $0.name == name }
  }

  /// Whether the program carries rule ids, summaries and sources (see `compile --strip`).
  package var hasDebugInfo: Bool { code.debug != nil }

  /// The number of rules.
  package var ruleCount: Int { code.rules.count }

  /// A rule's id, or `#N` in a program without debug information.
  package func ruleID(_ index: Int) -> String { code.debug?.ruleIDs[index] ?? "#\(index)" }

  /// How a condition (by index) reads in its rule file, or its opcode.
  package func conditionSource(_ index: Int) -> String {
    code.debug?.conditionSources[index] ?? "\(code.conditions[index].opcode.name) #\(index)"
  }

  /// Engine flags by name.
  package var flags: [String] { code.flags }

  /// The same program without rule ids, summaries and sources.
  package func stripped() -> RuleProgram {
    var tables = code
    tables.debug = nil
    return try! RuleProgram(tables: tables)  // Dropping debug information keeps it valid.
  }

  /// The same program with each rule's source file passed through `transform` (to make
  /// paths relative to the Rules folder).
  package func mappingSourceFiles(_ transform: (String) -> String) -> RuleProgram {
    guard var debug = code.debug else { return self }
    debug.locations = debug.locations.map { location in
      location.map { SourceLocation(file: transform($0.file), line: $0.line, column: $0.column) }
    }
    var tables = code
    tables.debug = debug
    return try! RuleProgram(tables: tables)  // Source locations are not verified.
  }

  /// A program with no rules: every tap has its plain effect.
  package static func empty(locale: LocaleData = LocaleData(tag: "und")) -> RuleProgram {
    try! ProgramBuilder(locale: locale).build()  // An empty program is valid.
  }
}

extension RuleProgram: Equatable {
  /// Two programs are equal when their tables are: a program read back from the compiled
  /// form equals the one it was written from.
  public static func == (lhs: RuleProgram, rhs: RuleProgram) -> Bool { lhs.code == rhs.code }
}
