import Foundation

/// Finds the `Rules/` folder when `--rules` is not given: `$TYPINGRULES_RULES`, then
/// `Rules/` in the current folder or above it, then next to the executable's package, then
/// the folder this package was built from.
public enum RulesFolder {
  public static func locate(explicit: String?, sourceFile: String = #filePath) -> String {
    if let explicit { return explicit }
    let environment = ProcessInfo.processInfo.environment
    if let fromEnvironment = environment["TYPINGRULES_RULES"], !fromEnvironment.isEmpty {
      return fromEnvironment
    }
    var starts = [FileManager.default.currentDirectoryPath]
    starts.append(URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent().path)
    starts.append(URL(fileURLWithPath: sourceFile).deletingLastPathComponent().path)
    for start in starts {
      var url = URL(fileURLWithPath: start).standardizedFileURL
      for _ in 0..<8 {
        let candidate = url.appendingPathComponent("Rules")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("base/pack.yaml").path) {
          return candidate.path
        }
        url.deleteLastPathComponent()
      }
    }
    return "Rules"
  }
}
