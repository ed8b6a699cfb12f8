import TypingRulesYAML

/// A command's rules folder: `--rules` or the lookup order of ``RulesFolder``, printed on
/// standard error with `--verbose` (or `--trace`).
enum RulesLookup {
  /// The folder, or nil after printing why none was found (exit status 2).
  static func folder(_ parsed: CommandLineArguments) -> String? {
    guard let folder = RulesFolder.locate(explicit: parsed.value("--rules")) else {
      Output.error("typingrules: \(RulesFolder.notFoundMessage)")
      return nil
    }
    if parsed.has("--verbose") || parsed.has("--trace") {
      Output.error("typingrules: \(folder.verboseLine)")
    }
    return folder.path
  }
}
