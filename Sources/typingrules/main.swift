import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules`: type taps through the engine, replay catalogs. Exit status 0 success,
/// 1 failures found, 2 could not run (rules or input unreadable), 64 bad command line.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "type": status = TypeCommand.run(Array(arguments.dropFirst()))
case "replay": status = ReplayCommand.run(Array(arguments.dropFirst()))
case "play": status = PlayCommand.run(Array(arguments.dropFirst()))
case "record-plan": status = RecordPlanCommand.run(Array(arguments.dropFirst()))
case "compile": status = CompileCommand.run(Array(arguments.dropFirst()))
case "bench": status = BenchCommand.run(Array(arguments.dropFirst()))
case "evaluate": status = EvaluateCommand.run(Array(arguments.dropFirst()))
case "compile-dictionary": status = CompileDictionaryCommand.run(Array(arguments.dropFirst()))
case "evaluate-corrections": status = EvaluateCorrectionsCommand.run(Array(arguments.dropFirst()))
case "--help", "-h", "help":
  print(Usage.main)
  status = 0
case "--version":
  print(ToolVersion.text(tool: "typingrules"))
  status = 0
case nil:
  Output.error("Error: missing command\n\n" + Usage.main)
  status = 64
case let command?:
  Output.error("Error: unknown command '\(command)'\n\n" + Usage.main)
  status = 64
}
exit(status)
