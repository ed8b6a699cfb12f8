import Foundation

/// The normal build's entry point: runs each file given (or each file in each folder given)
/// through the fuzz target's checks, as libFuzzer would, and names it first, so a crash
/// says which input caused it. Exit status 0 when every input ran, 64 on a bad argument.
public enum FuzzReplay {
  public static func run(name: String, arguments: [String], body: ([UInt8]) -> Void) -> Int32 {
    if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
      print(
        "usage: \(name) FILE-OR-FOLDER...\n\nRuns each input through the fuzz target's checks; build with\n-Xswiftc -sanitize=fuzzer,address -Xswiftc -DTYPINGRULES_FUZZING to fuzz (see Tests/fuzz)."
      )
      return arguments.isEmpty ? 64 : 0
    }
    var count = 0
    for argument in arguments {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("\(name): no such file or folder '\(argument)'\n".utf8))
        return 64
      }
      var paths = [argument]
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
        paths = names.filter { !$0.hasPrefix(".") }.sorted().map { argument + "/" + $0 }
      }
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        FileHandle.standardError.write(Data("\(name): \(path)\n".utf8))
        body([UInt8](data))
        count += 1
      }
    }
    print("\(name): ran \(count) input\(count == 1 ? "" : "s") without a finding")
    return 0
  }
}
