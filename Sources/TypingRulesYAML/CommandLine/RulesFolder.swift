import Foundation

/// The `Rules/` folder the command-line tools read packs from, and where it was found.
///
/// The lookup order (the first that exists wins; a folder counts when it holds
/// `base/pack.yaml`):
///
/// 1. `--rules DIR`;
/// 2. `$TYPINGRULES_RULES`;
/// 3. `Rules/` in the current folder or one of its parents;
/// 4. the installed packs, `../share/typingrules/Rules` from the executable's folder
///    (symbolic links resolved), as `Scripts/install` lays them out;
/// 5. `Rules/` in a parent of the executable's folder (a tool run from a package's `.build`);
/// 6. `Rules/` of the source tree the executable was built from.
public struct RulesFolder: Sendable, Equatable {
  /// Where a rules folder was found.
  public enum Origin: Sendable, Equatable {
    case option
    case environment
    case currentFolder
    case installed
    case executablePackage
    case buildSource

    /// How `--verbose` names the origin.
    public var summary: String {
      switch self {
      case .option: "from --rules"
      case .environment: "from $TYPINGRULES_RULES"
      case .currentFolder: "found from the current folder"
      case .installed: "installed beside the executable"
      case .executablePackage: "the package the executable was built in"
      case .buildSource: "the source tree the executable was built from"
      }
    }
  }

  /// The folder, relative when it is `Rules` in the current folder (short diagnostics).
  public var path: String
  public var origin: Origin

  public init(path: String, origin: Origin) {
    self.path = path
    self.origin = origin
  }

  /// The line `--verbose` prints.
  public var verboseLine: String { "rules folder: \(path) (\(origin.summary))" }

  /// The lookup order, as the tools' `--help` states it.
  public static let lookupOrderHelp = """
    RULES FOLDER (the first of these that holds base/pack.yaml):
      1. --rules DIR
      2. $TYPINGRULES_RULES
      3. Rules/ in the current folder or one of its parents
      4. ../share/typingrules/Rules from the executable's folder (installed with
         Scripts/install: PREFIX/bin/TOOL reads PREFIX/share/typingrules/Rules)
      5. Rules/ in a parent of the executable's folder (a tool run from .build)
      6. Rules/ of the source tree the executable was built from
    --verbose prints the folder used and why.
    """

  /// Finds the rules folder; nil when no candidate exists (`explicit` and the environment
  /// are taken as given, so a wrong path fails where it is read, with its name).
  public static func locate(
    explicit: String?, executable: String? = nil, sourceFile: String = #filePath
  ) -> RulesFolder? {
    if let explicit { return RulesFolder(path: explicit, origin: .option) }
    let environment = ProcessInfo.processInfo.environment
    if let fromEnvironment = environment["TYPINGRULES_RULES"], !fromEnvironment.isEmpty {
      return RulesFolder(path: fromEnvironment, origin: .environment)
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    if holdsPacks(current.appendingPathComponent("Rules")) {
      return RulesFolder(path: "Rules", origin: .currentFolder)
    }
    if let found = search(upwardFrom: current.deletingLastPathComponent()) {
      return RulesFolder(path: found.path, origin: .currentFolder)
    }
    let executableFolder = executableURL(executable).deletingLastPathComponent()
    let installed = executableFolder.deletingLastPathComponent()
      .appendingPathComponent("share/typingrules/Rules").standardizedFileURL
    if holdsPacks(installed) { return RulesFolder(path: installed.path, origin: .installed) }
    if let found = search(upwardFrom: executableFolder) {
      return RulesFolder(path: found.path, origin: .executablePackage)
    }
    if let found = search(upwardFrom: URL(fileURLWithPath: sourceFile).deletingLastPathComponent()) {
      return RulesFolder(path: found.path, origin: .buildSource)
    }
    return nil
  }

  /// The error when no folder is found.
  public static let notFoundMessage =
    "error: no rules folder found; pass --rules DIR or set TYPINGRULES_RULES (install the tools with Scripts/install to have the shipped packs)"

  /// The running executable, symbolic links resolved.
  static func executableURL(_ given: String?) -> URL {
    if let given { return URL(fileURLWithPath: given).resolvingSymlinksInPath().standardizedFileURL }
    let url = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
    return url.resolvingSymlinksInPath().standardizedFileURL
  }

  /// `Rules/` in `start` or one of its parents (at most eight levels up).
  static func search(upwardFrom start: URL) -> URL? {
    var url = start.standardizedFileURL
    for _ in 0..<8 {
      let candidate = url.appendingPathComponent("Rules")
      if holdsPacks(candidate) { return candidate }
      if url.path == "/" { break }
      url.deleteLastPathComponent()
    }
    return nil
  }

  static func holdsPacks(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("base/pack.yaml").path)
  }
}
