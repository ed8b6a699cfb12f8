public import TypingRules

/// A keyboard layout as data: the rows of each plane and the labels of the keys that do not
/// type a character. The letter rows are a ``TypingRules/KeyLayout``, the type the
/// dictionaries' error model reads a locale's layout as (`Dictionaries/layouts/*.txt` in the
/// TypingRules repository holds the same rows).
///
/// ``rows(of:)`` lays the planes out as iOS does: shift and delete beside the last letter
/// row, the `#+=`/`123` key and delete beside the last row of the other planes, and a bottom
/// row of the plane key, the globe, space and return.
public struct Layout: Hashable, Sendable {
  /// The layout's name, for a settings screen (`English (US)`).
  public var name: String
  /// The letter keys, lowercase, row by row.
  public var letters: KeyLayout
  /// The numbers plane's characters, row by row (three rows).
  public var numbers: [String]
  /// The symbols plane's characters, row by row (three rows).
  public var symbols: [String]
  /// The labels of the keys that do not type a character; a character key is labelled with
  /// its character.
  public var labels: [Key: String]

  public init(name: String, letters: KeyLayout, numbers: [String], symbols: [String], labels: [Key: String]) {
    self.name = name
    self.letters = letters
    self.numbers = numbers
    self.symbols = symbols
    self.labels = labels
  }

  /// The keys of a plane, row by row, top to bottom.
  public func rows(of plane: Plane) -> [[Key]] {
    let characters: [[Key]] =
      switch plane {
      case .letters: letters.rows.split(separator: "\n").map(Self.keys)
      case .numbers: numbers.map(Self.keys)
      case .symbols: symbols.map(Self.keys)
      }
    var rows = characters
    guard let last = rows.indices.last else { return [] }
    let shiftPosition: Key =
      switch plane {
      case .letters: .shift
      case .numbers: .plane(.symbols)
      case .symbols: .plane(.numbers)
      }
    rows[last] = [shiftPosition] + rows[last] + [.backspace]
    rows.append([plane == .letters ? .plane(.numbers) : .plane(.letters), .globe, .space, .return])
    return rows
  }

  /// The label of a key, with letters in lowercase or as capitals.
  public func label(of key: Key, capitals: Bool = false) -> String {
    if case .character(let character) = key {
      return capitals ? character.uppercased() : String(character)
    }
    return labels[key] ?? ""
  }

  private static func keys(_ row: some StringProtocol) -> [Key] {
    row.filter { $0 != " " }.map { .character($0) }
  }

  /// The labels of the US English keyboard, which the layouts here share.
  public static let englishLabels: [Key: String] = [
    .shift: "shift", .backspace: "delete", .space: "space", .return: "return",
    .plane(.letters): "ABC", .plane(.numbers): "123", .plane(.symbols): "#+=", .globe: "next keyboard",
  ]

  /// The numbers plane of the US English keyboard.
  public static let englishNumbers = ["1234567890", "-/:;()$&@\"", ".,?!'"]
  /// The symbols plane of the US English keyboard.
  public static let englishSymbols = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]

  /// US English, QWERTY.
  public static let englishUS = Layout(
    name: "English (US)", letters: .qwerty, numbers: englishNumbers, symbols: englishSymbols,
    labels: englishLabels)

  /// French, AZERTY.
  public static let frenchAZERTY = Layout(
    name: "Français (AZERTY)", letters: try! KeyLayout(rows: "azertyuiop\nqsdfghjklm\nwxcvbn"),
    numbers: ["1234567890", "-/:;()€&@\"", ".,?!'"], symbols: englishSymbols,
    labels: englishLabels.merging([.space: "espace", .return: "retour"]) { $1 })

  /// German, QWERTZ.
  public static let germanQWERTZ = Layout(
    name: "Deutsch (QWERTZ)", letters: try! KeyLayout(rows: "qwertzuiopü\nasdfghjklöä\nyxcvbnm"),
    numbers: ["1234567890", "-/:;()€&@\"", ".,?!'"], symbols: englishSymbols,
    labels: englishLabels.merging([.space: "Leerzeichen", .return: "Return"]) { $1 })
}
