extension String {

  /// This word written in the case of `typed`, the default case policy for corrections and
  /// suggestions. Only a word written all in lowercase takes a case: all capitals if `typed`
  /// is (and has more than one letter), a capital first letter if `typed` has one, else
  /// unchanged. A word with any capital of its own (`iPhone`, `eBay`, `McDonald`, `NASA`,
  /// `Reykjavík`) is always written as it is.
  package func matchingCase(of typed: String) -> String {
    if let ascii = Self.asciiMatchingCase(self, typed) { return ascii }
    guard takesTypedCase else { return self }
    let letters = typed.filter(\.isLetter)
    guard let first = letters.first else { return self }
    if letters.count > 1, letters.allSatisfy(\.isUppercase) { return uppercased() }
    if first.isUppercase { return capitalizingFirstLetter() }
    return self
  }

  /// ``matchingCase(of:)`` for a word and a typed word both in ASCII, by their bytes (the
  /// same answer without Unicode property lookups); `nil` if either is not ASCII.
  private static func asciiMatchingCase(_ word: String, _ typed: String) -> String? {
    // Read through contiguous UTF-8 (a small string is copied to the stack): iterating a
    // string's `utf8` view byte by byte costs several times more.
    var typedText = typed
    var wordText = word
    return typedText.withUTF8 { typedBytes -> String? in
      var typedLetters = 0
      var typedCapitals = 0
      var firstIsCapital = false
      for byte in typedBytes {
        guard byte < 0x80 else { return nil }
        let isCapital = byte >= 0x41 && byte <= 0x5A
        guard isCapital || (byte >= 0x61 && byte <= 0x7A) else { continue }
        if typedLetters == 0 { firstIsCapital = isCapital }
        typedLetters += 1
        if isCapital { typedCapitals += 1 }
      }
      let allCapitals = typedLetters > 1 && typedCapitals == typedLetters
      return wordText.withUTF8 { wordBytes -> String? in
        for byte in wordBytes {
          guard byte < 0x80 else { return nil }
          if byte >= 0x41 && byte <= 0x5A { return word }  // Capitals of its own.
        }
        guard allCapitals || firstIsCapital else { return word }
        return String(unsafeUninitializedCapacity: wordBytes.count) { buffer in
          for (offset, byte) in wordBytes.enumerated() {
            let raise = (allCapitals || offset == 0) && byte >= 0x61 && byte <= 0x7A
            buffer[offset] = raise ? byte - 0x20 : byte
          }
          return wordBytes.count
        }
      }
    }
  }

  /// Whether this word takes the typed or shifted case: it has no uppercase letter.
  var takesTypedCase: Bool { !contains(where: \.isUppercase) }

  /// This word with its first character in uppercase (unchanged if it has its own capitals).
  func capitalizingFirstLetter() -> String {
    guard takesTypedCase, let head = first else { return self }
    return head.uppercased() + dropFirst()
  }
}
