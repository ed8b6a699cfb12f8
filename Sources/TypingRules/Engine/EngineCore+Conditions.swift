extension EngineCore {
  /// Whether a predicate (by index) holds now.
  mutating func holds(_ index: Int) -> Bool {
    switch program.predicates[index] {
    case .before(let pattern):
      return program.patterns[pattern].match(&before) != nil
    case .after(let pattern):
      return program.patterns[pattern].match(&after) != nil
    case .token(let test):
      return holds(test)
    case .field(let key, let mask):
      return mask & (1 << UInt32(fieldValue(key))) != 0
    case .setting(let setting, let value):
      return self.setting(setting) == value
    case .sinceWithin(let kind, let seconds):
      return secondsSince(kind) <= number(seconds)
    case .sinceOver(let kind, let seconds):
      return secondsSince(kind) > number(seconds)
    case .previous(let mask):
      return previousEventMatches(mask)
    case .flag(let flag):
      return flagIsSet(flag)
    case .shifted:
      return isShifted
    case .canRevert:
      return lastAutomaticEdit != nil
    case .key(let characters):
      guard case .character(let character) = tap else { return false }
      return program.classes[characters].contains(character)
    case .hasCorrection:
      return correctionForWord() != nil
    case .constant(let value):
      return value
    case .not(let inner):
      return !holds(inner)
    case .any(let alternatives):
      for alternative in alternatives where holds(alternative) { return true }
      return false
    case .all(let parts):
      for part in parts where !holds(part) { return false }
      return true
    }
  }

  private mutating func holds(_ test: TokenTest) -> Bool {
    let token = token()
    switch test {
    case .shape(let shapes):
      for shape in shapes where shape.matches(token) { return true }
      return false
    case .matches(let pattern):
      var subject = CharacterArraySubject(characters: token, fromEnd: false)
      return program.patterns[pattern].match(&subject) == token.count
    case .inList(let list):
      return !token.isEmpty && program.lists[list].contains(String(token).lowercased())
    case .empty:
      return token.isEmpty
    }
  }
}
