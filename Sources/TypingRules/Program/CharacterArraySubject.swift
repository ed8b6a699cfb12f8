/// An array of characters as a pattern subject, read from its end (`reversed`) or start.
struct CharacterArraySubject: PatternSubject {
  let characters: ArraySlice<Character>
  let fromEnd: Bool

  func character(at distance: Int) -> Character? {
    guard distance < characters.count else { return nil }
    return fromEnd
      ? characters[characters.endIndex - 1 - distance]
      : characters[characters.startIndex + distance]
  }

  func isEdge(at distance: Int) -> Bool { distance == characters.count }

  func code(at distance: Int) -> UInt16 {
    guard let character = character(at: distance) else { return PatternCode.end }
    if let byte = character.asciiByte { return UInt16(byte) }
    return PatternCode.other
  }
}
