public import TypingRules

/// A pack compiled with everything it extends: the program, the rules as written (in
/// program order, for their examples), and its autocorrection table.
public struct CompiledPack: Sendable {
  /// The pack's name (`en`, `is`, `base`).
  public var name: String
  public var program: RuleProgram
  /// The rules in program order, as written, with their examples.
  package var rules: [RuleSource]
  /// The packs from the root of the `extends` chain to this one.
  public var chain: [PackSource]
  /// The merged autocorrection table of the chain.
  public var corrections: SubstitutionTable
  /// Warnings found while compiling (errors throw instead).
  public var warnings: [Diagnostic]
  /// The behaviour profile composed into the program (`ios`, `android`); nil when the
  /// rules folder has no profiles.
  public var profile: String?

  init(
    name: String, program: RuleProgram, rules: [RuleSource], chain: [PackSource],
    corrections: SubstitutionTable, warnings: [Diagnostic], profile: String?
  ) {
    self.name = name
    self.program = program
    self.rules = rules
    self.chain = chain
    self.corrections = corrections
    self.warnings = warnings
    self.profile = profile
  }

  /// A pack read from a compiled file: its program and table, without rule sources.
  public init(name: String, program: RuleProgram, corrections: SubstitutionTable, profile: String?) {
    self.name = name
    self.program = program
    self.rules = []
    self.chain = []
    self.corrections = corrections
    self.warnings = []
    self.profile = profile
  }

  /// Where each rule of the program comes from, by id (for traces).
  public var origins: [String: RuleOrigin] {
    Dictionary(rules.map { ($0.id, $0.origin) }, uniquingKeysWith: { first, _ in first })
  }

  /// This pack with another program and table, e.g. read back from the compiled form.
  public func replacing(program: RuleProgram, corrections: SubstitutionTable) -> CompiledPack {
    var copy = self
    copy.program = program
    copy.corrections = corrections
    return copy
  }
}
