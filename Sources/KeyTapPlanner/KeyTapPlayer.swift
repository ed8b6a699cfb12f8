import TypingRules

/// Plays a catalog case's taps on an on-screen keyboard, key by key, the way a person
/// would: it finds the plane each character is on and switches to it, taps shift for an
/// uppercase letter when the keyboard is not already shifted, taps space, return and delete
/// by their labels, suggestions by their words, moves the caret, waits a human gap between
/// any two taps (and the case's `{pause}`s on top), and reads the field after every catalog
/// tap. The surface (a real keyboard through XCUITest, or a simulated one) does the
/// tapping; all the deciding is here.
public struct KeyTapPlayer {
  public var layout: KeyboardLayout
  public var cadence: HumanCadence

  public init(layout: KeyboardLayout = .iOSEnglish, cadence: HumanCadence = HumanCadence()) {
    self.layout = layout
    self.cadence = cadence
  }

  /// Plays the script; the buffer after each tap (one entry per tap, `{pause}` is not a
  /// tap), or the first tap that could not be played.
  public mutating func play(_ script: TapScript, on surface: some KeyboardSurface) throws(KeyTapError)
    -> [String]
  {
    var buffers: [String] = []
    var pending = 0.0
    var tapIndex = 0
    var first = true
    /// Waits a human gap (plus pending pauses) before every physical tap but the first.
    func pace() {
      let gap = (first ? 0 : cadence.next()) + pending
      first = false
      pending = 0
      if gap > 0 { surface.wait(seconds: gap) }
    }
    for step in script.steps {
      switch step {
      case .pause(let seconds):
        pending += seconds
      case .host(let change):
        throw .hostChange(change, tapIndex: tapIndex)
      case .tap(let tap):
        try play(tap, index: tapIndex, on: surface, pace: pace)
        buffers.append(surface.buffer())
        tapIndex += 1
      }
    }
    return buffers
  }

  private func play(_ tap: Tap, index: Int, on surface: some KeyboardSurface, pace: () -> Void)
    throws(KeyTapError)
  {
    func press(_ label: String) throws(KeyTapError) {
      guard surface.hasKey(label) else { throw .keyNotFound(label, tapIndex: index) }
      pace()
      surface.tapKey(label)
    }
    switch tap {
    case .space: try press(layout.spaceLabel)
    case .return: try press(layout.returnLabel)
    case .backspace: try press(layout.deleteLabel)
    case .character("\n"): try press(layout.returnLabel)
    case .character(" "): try press(layout.spaceLabel)
    case .character(let character):
      // Switch planes until the key is on screen (at most through two other planes), then
      // tap it (with shift first if needed).
      for _ in 0..<3 {
        let keys = try keys(for: character, index: index, on: surface)
        for label in keys.labels { try press(label) }
        if !keys.switchesPlane { return }
      }
      throw .keyNotFound(String(character), tapIndex: index)
    case .accept(let word):
      pace()
      guard surface.tapSuggestion(word) else { throw .noSuggestion(word, tapIndex: index) }
    case .revert:
      pace()
      guard surface.tapRevertSuggestion() else { throw .noRevertSuggestion(tapIndex: index) }
    case .moveCursor(let offset):
      pace()
      surface.moveCaret(by: offset)
    case .text(let text):
      // A key that types several characters (the URL keyboard's ".com") is labelled with them.
      try press(text)
    case .shift: try press(layout.shiftLabel)
    }
  }

  /// The keys to tap next for a character, given what is on screen: the switch keys to
  /// reach its plane (after which the screen is looked at again), or shift if an uppercase
  /// letter needs it and then the key itself.
  ///
  /// A lowercase letter is the key as labelled: if the keyboard is auto-shifted its key
  /// shows the capital, and tapping it types the capital, as the catalog format says. An
  /// uppercase letter is a shifted tap: if the key shows the lowercase, tap shift first.
  func keys(for character: Character, index: Int, on surface: some KeyboardSurface) throws(KeyTapError)
    -> (labels: [String], switchesPlane: Bool)
  {
    let planes = layout.planes(for: character)
    guard !planes.isEmpty else { throw .noKey(character, tapIndex: index) }
    let key = KeyboardLayout.keyCharacter(character)
    let lower = String(key)
    let upper = key.uppercased()
    let isLetter = character.isLetter && lower != upper
    // Already on a plane with the key?
    if isLetter {
      if character.isUppercase {
        if surface.hasKey(upper) { return ([upper], false) }
        if surface.hasKey(lower) { return ([layout.shiftLabel, upper], false) }
      } else {
        if surface.hasKey(lower) { return ([lower], false) }
        if surface.hasKey(upper) { return ([upper], false) }
      }
    } else if surface.hasKey(lower) {
      return ([lower], false)
    }
    // Switch: from the plane on screen to the first plane that has the character.
    guard let current = currentPlane(on: surface) else { throw .keyNotFound(lower, tapIndex: index) }
    for plane in planes where plane != current {
      if let route = layout.route(from: current, to: plane), !route.isEmpty { return (route, true) }
    }
    throw .keyNotFound(lower, tapIndex: index)
  }

  /// The plane on screen: the one whose switch keys are all visible and whose characters
  /// (any case) include one that is visible.
  func currentPlane(on surface: some KeyboardSurface) -> KeyboardPlane? {
    KeyboardPlane.allCases.first { plane in
      let switches = layout.planeSwitches[plane]?.values.map { $0 } ?? []
      guard switches.allSatisfy(surface.hasKey) else { return false }
      let characters = layout.planes[plane] ?? ""
      // A character only this plane has tells it apart from the others.
      let own = characters.filter { character in
        KeyboardPlane.allCases.allSatisfy {
          $0 == plane || !(layout.planes[$0]?.contains(character) ?? false)
        }
      }
      return own.contains { surface.hasKey(String($0)) || surface.hasKey($0.uppercased()) }
    }
  }
}
