extension EngineCore {
  /// The token shapes in mask-bit order (`allCases` would build an array per call).
  static let tokenShapes = TokenShape.allCases

  /// Whether a predicate (by index) holds now.
  mutating func holds(_ index: Int32) -> Bool {
    switch code.tests[Int(index)] {
    case .before(let pattern):
      return code.match(pattern, &before) != nil
    case .after(let pattern):
      return code.match(pattern, &after) != nil
    case .tokenShapes(let mask):
      let token = token()
      for (bit, shape) in Self.tokenShapes.enumerated() where mask & (1 << UInt8(bit)) != 0 {
        if shape.matches(token) { return true }
      }
      return false
    case .tokenMatches(let pattern):
      var subject = CharacterArraySubject(characters: token(), fromEnd: false)
      return code.match(pattern, &subject) == subject.characters.count
    case .tokenInList(let list):
      return tokenIsListed(Int(list), starts: false)
    case .tokenStartsList(let list):
      return tokenIsListed(Int(list), starts: true)
    case .tokenEmpty:
      return token().isEmpty
    case .field(let key, let mask):
      return mask & (1 << UInt32(fieldValue(at: Int(key)))) != 0
    case .setting(let setting, let value):
      return self.setting(Int(setting)) == value
    case .sinceWithin(let kind, let seconds):
      return secondsSince(Int(kind)) <= number(seconds)
    case .sinceOver(let kind, let seconds):
      return secondsSince(Int(kind)) > number(seconds)
    case .previous(let mask):
      return previousEventMatches(mask)
    case .flag(let flag):
      return flagIsSet(Int(flag))
    case .shifted:
      return isShifted
    case .canRevert:
      return lastAutomaticEdit != nil
    case .key(let characters):
      guard case .character(let character) = tap else { return false }
      return code.classContains(characters, character)
    case .hasCorrection:
      return correctionForWord() != nil
    case .textMatches(let pattern):
      let text: String
      switch tap {
      case .text(let typed): text = typed
      case .accept(let word): text = word
      default: return false
      }
      textBuffer.removeAll(keepingCapacity: true)
      textBuffer.append(contentsOf: text)
      var subject = CharacterArraySubject(characters: textBuffer[...], fromEnd: false)
      return code.match(pattern, &subject) == subject.characters.count
    case .constant(let value):
      return value
    case .not(let inner):
      return !holds(inner)
    case .any(let span):
      for position in span.range where holds(code.operands[position]) { return true }
      return false
    case .all(let span):
      for position in span.range where !holds(code.operands[position]) { return false }
      return true
    }
  }
}
