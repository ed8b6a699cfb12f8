import Foundation
import TypingRules
import TypingRulesYAML

/// `typingrules compile`: writes packs in the compiled form a keyboard extension loads.
enum CompileCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments(
        arguments, options: ["--rules", "--locale", "--profile", "--config", "-o", "--output"],
        flags: ["--lint", "--verbose", "--strip", "--help", "-h"])
    } catch {
      return usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      print(Usage.compile)
      return 0
    }
    guard parsed.positional.isEmpty else {
      return usageError("unexpected argument '\(parsed.positional[0])'")
    }
    guard let output = parsed.value("-o") ?? parsed.value("--output") else {
      return usageError("missing -o FILE")
    }
    guard let root = RulesLookup.folder(parsed) else { return 2 }
    let library = PackLibrary(root: root)
    var configuration = CompileConfiguration()
    if let path = parsed.value("--config") {
      do {
        configuration = try CompileConfiguration.load(path: path)
      } catch {
        Output.error(error.rendered)
        return 2
      }
    }
    var tags = parsed.all("--locale")
    if tags.isEmpty { tags = configuration.locales }
    if parsed.has("--lint") {
      let status = lint(library, tags: tags)
      guard status == 0 else { return status }
    }
    if tags.isEmpty { tags = library.availablePacks.filter { $0 != "base" } }
    var profiles = parsed.all("--profile")
    for profile in profiles where !library.hasProfile(profile) {
      return usageError(library.unknownProfileMessage(profile))
    }
    if profiles.isEmpty {
      profiles = configuration.profiles
      for (profile, location) in zip(profiles, configuration.profileLocations)
      where !library.hasProfile(profile) {
        Output.error("\(location): error: \(library.unknownProfileMessage(profile)) [unknown-profile]")
        return 2
      }
    }
    if profiles.isEmpty { profiles = library.availableProfiles }
    var packs: [CompiledRules.Pack] = []
    for profile in profiles {
      for tag in tags {
        do {
          let pack = try library.load(locale: tag, profile: profile)
          // No machine paths in the file: rule sources relative to the Rules folder, or none.
          let program =
            parsed.has("--strip")
            ? pack.program.stripped() : pack.program.mappingSourceFiles { relativePath($0, to: library.root) }
          packs.append(
            CompiledRules.Pack(tag: tag, profile: profile, program: program, corrections: pack.corrections))
        } catch {
          Output.error(error.rendered)
          return 2
        }
      }
    }
    let aliases: [String: String]
    do {
      aliases = try library.aliases()
    } catch {
      Output.error(error.rendered)
      return 2
    }
    let bytes = CompiledRules(packs: packs, aliases: aliases).serialized()
    // What is written must load: a pack past the compiled form's caps is refused here, not
    // on the device.
    do {
      _ = try CompiledRules(bytes: bytes)
    } catch {
      Output.error("\(output):1:1: error: the compiled packs would not load back: \(error)")
      return 2
    }
    guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
      Output.error("\(output):1:1: error: cannot write file")
      return 2
    }
    Output.error(
      "wrote \(packs.count) pack\(packs.count == 1 ? "" : "s") (\(tags.joined(separator: ", ")); profiles \(profiles.joined(separator: ", "))) to \(output), \(bytes.count) bytes"
    )
    return 0
  }

  /// `--lint`: the checks of `rulecheck` on the packs to compile (every pack when `tags`
  /// is empty), printed as `file:line:column: error: message`; 1 when there are errors.
  static func lint(_ library: PackLibrary, tags: [String]) -> Int32 {
    // A tag without a pack is reported by the compile step, with the available packs.
    let paths = Linter.packPaths(locales: tags, in: library)
    let report = Linter(options: Linter.Options(rulesFolder: library.root)).lint(paths)
    if !report.diagnostics.isEmpty {
      Output.error(String(GNUFormat(colour: false).render(report).dropLast()))
    }
    return report.exitStatus(strict: false)
  }

  /// `file` relative to `root` (`locales/en/autocorrect.yaml`); a file outside it keeps only
  /// its name.
  static func relativePath(_ file: String, to root: String) -> String {
    let standardRoot = URL(fileURLWithPath: root).standardizedFileURL.path
    let standardFile = URL(fileURLWithPath: file).standardizedFileURL.path
    if standardFile.hasPrefix(standardRoot + "/") {
      return String(standardFile.dropFirst(standardRoot.count + 1))
    }
    return URL(fileURLWithPath: file).lastPathComponent
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("Error: \(message)\n\n\(Usage.compile)")
    return 64
  }
}
