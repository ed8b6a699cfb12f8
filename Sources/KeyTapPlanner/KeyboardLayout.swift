/// What a keyboard looks like to a UI test: which characters each plane has, and the
/// accessibility labels of the keys that are not characters. The labels are data, because
/// they differ between iOS versions, languages and third-party keyboards; ``iOSEnglish``
/// is the US English layout of the iOS system keyboard in portrait.
public struct KeyboardLayout: Sendable, Codable, Equatable {
  /// The characters typed by a key of each plane, lowercase for letters (a shifted letter
  /// key types its uppercase).
  public var planes: [KeyboardPlane: String]
  /// The label of the key that switches from one plane to another: `[from: [to: label]]`.
  public var planeSwitches: [KeyboardPlane: [KeyboardPlane: String]]
  public var shiftLabel: String
  public var spaceLabel: String
  public var returnLabel: String
  public var deleteLabel: String

  public init(
    planes: [KeyboardPlane: String], planeSwitches: [KeyboardPlane: [KeyboardPlane: String]],
    shiftLabel: String, spaceLabel: String, returnLabel: String, deleteLabel: String
  ) {
    self.planes = planes
    self.planeSwitches = planeSwitches
    self.shiftLabel = shiftLabel
    self.spaceLabel = spaceLabel
    self.returnLabel = returnLabel
    self.deleteLabel = deleteLabel
  }

  /// The iOS system keyboard, US English, portrait: `123` and `ABC` are both labelled
  /// "more" by VoiceOver on current iOS, `#+=` is "symbols" and `123` on the symbols plane
  /// is "numbers".
  public static let iOSEnglish = KeyboardLayout(
    planes: [
      .letters: "qwertyuiopasdfghjklzxcvbnm",
      .numbers: "1234567890-/:;()$&@\".,?!'",
      .symbols: "[]{}#%^*+=_\\|~<>€£¥•.,?!'",
    ],
    planeSwitches: [
      .letters: [.numbers: "more"],
      .numbers: [.letters: "more", .symbols: "symbols"],
      .symbols: [.letters: "more", .numbers: "numbers"],
    ],
    shiftLabel: "shift", spaceLabel: "space", returnLabel: "Return", deleteLabel: "delete")

  /// The planes that have a key for the character (its lowercase, for a letter), in the
  /// order letters, numbers, symbols.
  public func planes(for character: Character) -> [KeyboardPlane] {
    let key = Self.keyCharacter(character)
    return KeyboardPlane.allCases.filter { planes[$0]?.contains(key) ?? false }
  }

  /// The character on the key: a letter's lowercase form, anything else itself.
  static func keyCharacter(_ character: Character) -> Character {
    character.isLetter && character.isUppercase ? Character(character.lowercased()) : character
  }

  /// The switch keys to tap to get from one plane to another (direct if there is a key,
  /// else through a third plane); `nil` if there is no way.
  public func route(from start: KeyboardPlane, to target: KeyboardPlane) -> [String]? {
    if start == target { return [] }
    if let direct = planeSwitches[start]?[target] { return [direct] }
    for middle in KeyboardPlane.allCases where middle != start && middle != target {
      if let first = planeSwitches[start]?[middle], let second = planeSwitches[middle]?[target] {
        return [first, second]
      }
    }
    return nil
  }
}
