public import TypingRules

/// A pack compiled with everything it extends: the program, the rules as written (in
/// program order, for their examples), and its autocorrection table.
public struct CompiledPack: Sendable {
  /// The pack's name (`en`, `is`, `base`).
  public var name: String
  public var program: RuleProgram
  /// The rules in program order, as written, with their examples.
  public var rules: [RuleSource]
  /// The packs from the root of the `extends` chain to this one.
  public var chain: [PackSource]
  /// The merged autocorrection table of the chain.
  public var corrections: SubstitutionTable
  /// Warnings found while compiling (errors throw instead).
  public var warnings: [Diagnostic]
  /// The behaviour profile composed into the program (`ios`, `android`); nil when the
  /// rules folder has no profiles.
  public var profile: String?

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
