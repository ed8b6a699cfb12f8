extension String {

  /// This word written in the case of `typed`: all capitals if `typed` is (and has more
  /// than one letter), a capital first letter if `typed` has one, else unchanged.
  public func matchingCase(of typed: String) -> String {
    let letters = typed.filter(\.isLetter)
    guard let first = letters.first else { return self }
    if letters.count > 1, letters.allSatisfy(\.isUppercase) { return uppercased() }
    if first.isUppercase, let head = self.first {
      return head.uppercased() + dropFirst()
    }
    return self
  }
}
