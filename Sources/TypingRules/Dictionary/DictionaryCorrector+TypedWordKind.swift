/// What the corrector takes a typed word the dictionary lacks for, beside its candidates:
/// the tests that raise or cap its confidence. The tools print it with a miss.
extension DictionaryCorrector {
  /// The kinds of typed word the corrector's settings weigh apart.
  package struct TypedWordKind: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// A stem the dictionary knows with an ending that alternates with one of its words'
    /// (``CompiledDictionary/isFormOfKnownStem(_:)``): more likely an inflection it lacks.
    package static let knownForm = TypedWordKind(rawValue: 1)
    /// Splits into words the dictionary has (``Settings/compoundPartLength``).
    package static let compound = TypedWordKind(rawValue: 2)
    /// Has a letter triple few of the dictionary's words have (``Settings/rareTripleWords``).
    package static let sureSlip = TypedWordKind(rawValue: 4)

    /// The kinds' names, as the tools print them.
    package var names: [String] {
      [(Self.knownForm, "form of a known stem"), (.compound, "compound"), (.sureSlip, "sure slip")]
        .filter { contains($0.0) }.map(\.1)
    }
  }

  /// The kinds of the typed word (the dictionary's and the settings' tests, as the
  /// correction asks them).
  package func kind(ofTyped word: String) -> TypedWordKind {
    let key = CompiledDictionary.key(for: word)
    var kind: TypedWordKind = []
    if dictionary.isFormOfKnownStem(key) { kind.insert(.knownForm) }
    if isCompound(key) { kind.insert(.compound) }
    if isSureSlip(key) { kind.insert(.sureSlip) }
    return kind
  }
}
