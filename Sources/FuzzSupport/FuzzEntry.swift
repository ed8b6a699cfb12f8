import Foundation

/// The entry point both fuzz targets share: in a fuzz build (`-DTYPINGRULES_FUZZING`, with
/// `-sanitize=fuzzer`) it hands over to libFuzzer's driver with the target's
/// `LLVMFuzzerTestOneInput`; in a normal build it replays the files named on the command
/// line through the same checks (``FuzzReplay``).
public enum FuzzEntry {
  /// libFuzzer's callback type.
  public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  public static func main(name: String, callback: Callback, replay: ([UInt8]) -> Void) -> Never {
    #if TYPINGRULES_FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    #else
      exit(FuzzReplay.run(name: name, arguments: Array(CommandLine.arguments.dropFirst()), body: replay))
    #endif
  }
}

#if TYPINGRULES_FUZZING
  /// libFuzzer's driver (from `-sanitize=fuzzer`); SwiftPM's link step makes each target's
  /// own entry point `main`, so the entry point hands over to it.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzEntry.Callback
  ) -> CInt
#endif
