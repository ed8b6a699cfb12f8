import Foundation
import FuzzSupport
import TypingRules

/// libFuzzer target for the dictionary loader, `CompiledDictionary(bytes:)`: what a
/// keyboard extension runs on the dictionary it is shipped. Each input is loaded as it is,
/// and again with the payload's checksum recomputed, so that mutations get past the
/// checksum into the trie. Loading checks only the header, the checksum and the sections,
/// so a dictionary that loads must be safe to walk as it is: entries are read, the
/// corrector corrects, suggests and completes a fixed set of words, and then the whole
/// structure is verified (`verify()`, which must not trap either). A trap, a sanitizer
/// report or a hang is a finding; a load or verification error is expected.
///
/// Fuzz build (see `Tests/fuzz`):
///
///     swift build --scratch-path .build/fuzz --product FuzzDictionary \
///       -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTYPINGRULES_FUZZING
///
/// In a normal build the same executable replays the files (or folders of files) given as
/// arguments through the same checks.
enum DictionaryFuzzer {
  static func run(_ bytes: [UInt8]) {
    load(bytes)
    let repaired = withChecksumRepaired(bytes)
    if repaired != bytes { load(repaired) }
  }

  static let words = ["teh", "the", "thw", "a", "Reykjavik", "dont", "alot", "xyzzyq", "ö", "hello", "", "’"]

  static func load(_ bytes: [UInt8]) {
    guard let dictionary = try? CompiledDictionary(bytes: bytes) else { return }
    for index in 0..<min(dictionary.count, 4096) {
      _ = dictionary.word(index)
      _ = dictionary.frequency(index)
      _ = dictionary.misspellingCorrection(index)
    }
    let corrector = DictionaryCorrector(dictionary: dictionary)
    for word in words {
      for before in ["", "and ", "@"] {
        let context = AutocorrectionContext(textBefore: before[...], locale: dictionary.locale)
        _ = corrector.correction(for: word, context: context)
        _ = corrector.suggestions(for: word, context: context, limit: 3)
      }
      _ = dictionary.entries(withPrefix: CompiledDictionary.key(for: word))
      _ = dictionary.entries(forKey: CompiledDictionary.key(for: word))
    }
    _ = try? dictionary.verify()
  }

  /// The bytes with the header's checksum (bytes 12-15) made to match the payload.
  static func withChecksumRepaired(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= 16 else { return bytes }
    var hash: UInt32 = 0x811C_9DC5
    for byte in bytes[16...] {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    var repaired = bytes
    for index in 0..<4 { repaired[12 + index] = UInt8((hash >> UInt32(8 * index)) & 0xFF) }
    return repaired
  }
}

#if TYPINGRULES_FUZZING
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzDictionary(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    DictionaryFuzzer.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
  }
#endif

@main
enum Main {
  static func main() {
    #if TYPINGRULES_FUZZING
      let callback: FuzzEntry.Callback = fuzzDictionary
    #else
      let callback: FuzzEntry.Callback = { _, _ in 0 }
    #endif
    FuzzEntry.main(name: "FuzzDictionary", callback: callback) { DictionaryFuzzer.run($0) }
  }
}
