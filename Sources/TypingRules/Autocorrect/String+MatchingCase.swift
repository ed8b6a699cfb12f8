extension String {

  /// This word written in the case of `typed`, the default case policy for corrections and
  /// suggestions. Only a word written all in lowercase takes a case: all capitals if `typed`
  /// is (and has more than one letter), a capital first letter if `typed` has one, else
  /// unchanged. A word with any capital of its own (`iPhone`, `eBay`, `McDonald`, `NASA`,
  /// `Reykjavík`) is always written as it is.
  public func matchingCase(of typed: String) -> String {
    guard takesTypedCase else { return self }
    let letters = typed.filter(\.isLetter)
    guard let first = letters.first else { return self }
    if letters.count > 1, letters.allSatisfy(\.isUppercase) { return uppercased() }
    if first.isUppercase { return capitalizingFirstLetter() }
    return self
  }

  /// Whether this word takes the typed or shifted case: it has no uppercase letter.
  var takesTypedCase: Bool { !contains(where: \.isUppercase) }

  /// This word with its first character in uppercase (unchanged if it has its own capitals).
  func capitalizingFirstLetter() -> String {
    guard takesTypedCase, let head = first else { return self }
    return head.uppercased() + dropFirst()
  }
}
