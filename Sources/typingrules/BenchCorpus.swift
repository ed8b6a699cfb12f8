import TypingRules

/// A deterministic corpus of realistic typing for the benchmark: prose key by key with
/// sentences, double spaces, quotes, numbers, abbreviations, suggestion acceptances,
/// typos and backspaces, and the times between taps. The same seed gives the same taps.
///
/// Taps are kept compact (one byte each, plus the accepted words aside) so the benchmark's
/// own data does not dominate the memory it reports.
struct BenchCorpus {
  /// One byte per tap: an ASCII character, or one of the codes below.
  private var codes: [UInt8] = []
  /// Whether each tap came quickly (0.15 s) rather than at the normal gap (0.2 s).
  private var quick: [Bool] = []
  /// The words accepted, in order, for the `accept` codes.
  private var accepted: [String] = []

  private static let space: UInt8 = 0x80
  private static let backspace: UInt8 = 0x81
  private static let returnKey: UInt8 = 0x82
  private static let accept: UInt8 = 0x83

  private var random: SplitMix64

  /// The number of taps.
  var count: Int { codes.count }

  /// Calls `body` with each tap and its time, in order.
  @inline(__always)
  func forEach(limit: Int = .max, _ body: (Tap, Double) -> Void) {
    var clock = 0.0
    var acceptIndex = 0
    for index in 0..<min(limit, codes.count) {
      clock += quick[index] ? 0.15 : 0.2
      let code = codes[index]
      let tap: Tap
      switch code {
      case Self.space: tap = .space
      case Self.backspace: tap = .backspace
      case Self.returnKey: tap = .return
      case Self.accept:
        tap = .accept(accepted[acceptIndex])
        acceptIndex += 1
      default: tap = .character(Character(Unicode.Scalar(code)))
      }
      body(tap, clock)
    }
  }

  static let words = """
    the of and to in is you that it he was for on are as with his they at be this have from \
    or one had by word but not what all were we when your can said there use an each which \
    she do how their if will up other about out many then them these so some her would make \
    like him into time has look two more write go see number no way could people my than \
    first water been call who oil its now find long down day did get come made may part over \
    keyboard sentence period quote space letter morning evening question answer friend house \
    little world school still learn plant cover food between city tree cross farm hard start \
    might story saw far sea draw left late run while press close night real life few north
    """.split(separator: " ").map(String.init)
  static let numbers = ["3.14", "1,000", "10:30", "42", "2024", "555-1234", "v2.0", "0.5"]
  static let abbreviations = ["e.g.", "i.e.", "etc.", "Mr.", "Dr.", "vs."]

  init(seed: UInt64, minimumTaps: Int) {
    random = SplitMix64(seed: seed)
    codes.reserveCapacity(minimumTaps + 200)
    quick.reserveCapacity(minimumTaps + 200)
    while codes.count < minimumTaps { sentence() }
  }

  private mutating func tap(_ tap: Tap, after gap: Double = 0.2) {
    switch tap {
    case .character(let character): codes.append(character.asciiValue!)
    case .space: codes.append(Self.space)
    case .backspace: codes.append(Self.backspace)
    case .return: codes.append(Self.returnKey)
    case .accept(let word):
      codes.append(Self.accept)
      accepted.append(word)
    case .revert, .moveCursor, .text, .shift:
      preconditionFailure("the corpus types only keys and suggestions")
    }
    quick.append(gap < 0.2)
  }

  private mutating func type(_ text: String) {
    for character in text { tap(character == " " ? .space : .character(character)) }
  }

  private mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

  private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  private mutating func sentence() {
    let length = 4 + Int(random.next() % 10)
    let quoteAt = chance(15) ? Int(random.next() % UInt64(length)) : -1
    for index in 0..<length {
      if index > 0 { tap(.space) }
      if index == quoteAt { tap(.character("\"")) }
      if chance(6) {
        type(pick(Self.numbers))
      } else if chance(3) {
        type(pick(Self.abbreviations))
      } else {
        word()
      }
      if index == quoteAt { tap(.character("\"")) }
      if index < length - 1, chance(8) { tap(.character(",")) }
      if chance(3) {
        tap(.character("'"))
        type("s")
      }
    }
    switch random.next() % 10 {
    case 0..<4:
      tap(.space)
      tap(.space, after: 0.15)
    case 4..<7:
      tap(.character("."))
      tap(.space)
    case 7:
      tap(.character("?"))
      tap(.space)
    case 8:
      tap(.character("."))
      tap(.character("."))
      tap(.character("."))
      tap(.space)
    default:
      tap(.character("!"))
      tap(.return)
    }
  }

  private mutating func word() {
    let word = pick(Self.words)
    if word.count > 4, chance(25) {
      type(String(word.prefix(3)))
      tap(.accept(word))
      return
    }
    if chance(5) {
      type(word + "x")
      tap(.backspace)
      return
    }
    type(word)
  }
}
