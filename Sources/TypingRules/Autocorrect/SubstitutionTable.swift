/// An autocorrector that looks typed words up in a substitution table (`teh` -> `the`).
///
/// Lookup ignores case; the engine re-applies the typed case to the result.
public struct SubstitutionTable: Autocorrector, Hashable, Sendable {
  /// Corrections by lowercased typed word.
  public private(set) var entries: [String: String]

  public init(_ entries: [String: String] = [:]) {
    self.entries = [:]
    for (typo, fix) in entries { self.entries[typo.lowercased()] = fix }
  }

  /// Adds or replaces entries (a catalog's `corrections:` over a pack's table).
  public mutating func merge(_ other: SubstitutionTable) {
    entries.merge(other.entries) { _, new in new }
  }

  public func correction(for word: String, context: AutocorrectionContext) -> String? {
    entries[word.lowercased()]
  }
}

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
