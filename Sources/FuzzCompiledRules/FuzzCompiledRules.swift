import Foundation
import FuzzSupport
import TypingRules

/// libFuzzer target for the compiled-form loader, `CompiledRules(bytes:)`: what a
/// keyboard extension runs on a file it is shipped. Each input is loaded as it is, and again
/// with the checksum of every pack payload recomputed, so that mutations get past the
/// checksum into the program decoder and validator. A file that loads must be safe to run:
/// every pack it holds types a fixed tap script in several fields through the engine, and
/// writes back bytes that load and write the same again. A trap, a sanitizer report or a
/// hang is a finding; a load error is expected.
///
/// Fuzz build (see `Tests/fuzz`):
///
///     swift build --scratch-path .build/fuzz --product FuzzCompiledRules \
///       -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTYPINGRULES_FUZZING
///
/// In a normal build the same executable replays the files (or folders of files) given as
/// arguments through the same checks.
enum CompiledRulesFuzzer {
  static func run(_ bytes: [UInt8]) {
    load(bytes)
    let repaired = withChecksumsRepaired(bytes)
    if repaired != bytes { load(repaired) }
  }

  static func load(_ bytes: [UInt8]) {
    guard let rules = try? CompiledRules(bytes: bytes) else { return }
    let written = rules.serialized()
    guard let again = try? CompiledRules(bytes: written) else {
      fatalError("a loaded file, written back, does not load")
    }
    guard again.serialized() == written else {
      fatalError("a loaded file does not write back the same bytes twice")
    }
    for pack in rules.packs.prefix(4) { type(pack) }
  }

  /// Taps that reach every trigger and the characters the shipped packs react to.
  static let script = try! TapScript(
    parsing: "hello  world. \"hi\" it's--done... teh, i 'x' ¿qué? ¡sí! «a» 21. maí: ok; "
      + "v2.0 www.a.com a@b.c 3,14{accept the}.com{revert}{bs}{bs}{left 3}x{right 9}{return}"
      + "x{accept hello}?{revert}{bs}{left 100}{right 100}  {pause 4}  end")

  static let fields: [FieldTraits] = {
    var words = FieldTraits()
    words.autocapitalization = .words
    var secure = FieldTraits()
    secure.secure = true
    var url = FieldTraits()
    url.keyboard = .url
    url.multiline = false
    return [FieldTraits(), words, secure, url]
  }()

  static func type(_ pack: CompiledRules.Pack) {
    var flipped = KeyboardSettings()
    for setting in pack.program.settings {
      if case .bool(let value) = setting.defaultValue { flipped.set(setting.name, to: .bool(!value)) }
    }
    for field in fields {
      for settings in [KeyboardSettings(), flipped] {
        var replay = Replay(script: script)
        replay.field = field
        replay.settings = settings
        replay.autocorrector = pack.corrections
        replay.after = " after"
        _ = try? replay.run(with: pack.program)
      }
    }
  }

  /// The input with each pack's checksum set to its payload's, as far as the layout can be
  /// followed: magic, version, pack count, then per pack its tag, payload length, checksum
  /// and payload (LEB128 integers, little-endian checksum).
  static func withChecksumsRepaired(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    var offset = 4
    func leb() -> Int? {
      var value = 0
      var shift = 0
      while offset < bytes.count, shift < 63 {
        let byte = bytes[offset]
        offset += 1
        value |= Int(byte & 0x7F) << shift
        if byte & 0x80 == 0 { return value }
        shift += 7
      }
      return nil
    }
    guard bytes.count >= 4, leb() != nil, let count = leb() else { return bytes }
    for _ in 0..<min(count, 64) {
      guard let tagLength = leb(), tagLength <= bytes.count - offset else { break }
      offset += tagLength
      guard let length = leb(), offset + 4 <= bytes.count, length <= bytes.count - offset - 4 else { break }
      let payload = bytes[(offset + 4)..<(offset + 4 + length)]
      var hash: UInt32 = 0x811C_9DC5
      for byte in payload {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
      }
      for index in 0..<4 { bytes[offset + index] = UInt8((hash >> UInt32(8 * index)) & 0xFF) }
      offset += 4 + length
    }
    return bytes
  }
}

#if TYPINGRULES_FUZZING
  // Only in the fuzz build: the test targets link this module, and both fuzz targets
  // define the symbol.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzCompiledRules(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    CompiledRulesFuzzer.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
  }
#endif

@main
enum Main {
  static func main() {
    #if TYPINGRULES_FUZZING
      let callback: FuzzEntry.Callback = fuzzCompiledRules
    #else
      let callback: FuzzEntry.Callback = { _, _ in 0 }
    #endif
    FuzzEntry.main(name: "FuzzCompiledRules", callback: callback) { CompiledRulesFuzzer.run($0) }
  }
}
