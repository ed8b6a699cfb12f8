/// A tap string parsed into taps and pauses: `"word  next"`, `"teh{accept the}."`,
/// `"word {pause 3.5} "`. The syntax is the catalog format's.
public struct TapScript: Hashable, Sendable {
  /// One step of a script: a tap, or time passing with no tap.
  public enum Step: Hashable, Sendable {
    /// One tap.
    case tap(Tap)
    /// Seconds that pass before the next tap, on top of the gap between taps.
    case pause(Double)
    /// The host app changes the field and says so (no tap, no time).
    case host(HostChange)
  }

  /// The steps, in order.
  public var steps: [Step]

  /// The taps alone, without pauses.
  public var taps: [Tap] {
    steps.compactMap { if case .tap(let tap) = $0 { tap } else { nil } }
  }

  /// A script of these steps.
  public init(steps: [Step]) { self.steps = steps }

  /// Parses a tap string; errors carry the 1-based offset (in characters) of the problem.
  public init(parsing text: String) throws(TapScriptError) {
    var steps: [Step] = []
    var index = text.startIndex
    var offset = 1
    while index < text.endIndex {
      let character = text[index]
      let start = offset
      if character == "{" {
        let next = text.index(after: index)
        if next < text.endIndex, text[next] == "{" {
          steps.append(.tap(.character("{")))
          index = text.index(after: next)
          offset += 2
          continue
        }
        guard let close = text[next...].firstIndex(of: "}") else {
          throw .unclosedBrace(offset: start)
        }
        let body = String(text[next..<close])
        steps.append(try Self.special(body, offset: start))
        offset += text[index...close].count
        index = text.index(after: close)
        continue
      }
      if character == "}" {
        let next = text.index(after: index)
        guard next < text.endIndex, text[next] == "}" else { throw .strayBrace(offset: start) }
        steps.append(.tap(.character("}")))
        index = text.index(after: next)
        offset += 2
        continue
      }
      switch character {
      case " ": steps.append(.tap(.space))
      case "\n", "\r\n": steps.append(.tap(.return))
      default: steps.append(.tap(.character(character)))
      }
      index = text.index(after: index)
      offset += 1
    }
    self.steps = steps
  }

  private static func special(_ body: String, offset: Int) throws(TapScriptError) -> Step {
    let parts = body.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    let name = parts.first.map(String.init) ?? ""
    let argument = parts.count > 1 ? String(parts[1]) : nil
    func noArgument(_ tap: Tap) throws(TapScriptError) -> Step {
      guard argument == nil else { throw .unexpectedArgument(name: name, offset: offset) }
      return .tap(tap)
    }
    func count() throws(TapScriptError) -> Int {
      guard let argument, let value = Int(argument), value >= 0, value <= 1_000_000 else {
        throw .badArgument(name: name, argument: argument ?? "", offset: offset)
      }
      return value
    }
    switch name {
    case "space": return try noArgument(.space)
    case "backspace", "bs": return try noArgument(.backspace)
    case "return": return try noArgument(.return)
    case "revert": return try noArgument(.revert)
    case "shift": return try noArgument(.shift)
    case "accept":
      guard let argument, !argument.isEmpty else {
        throw .badArgument(name: name, argument: "", offset: offset)
      }
      return .tap(.accept(argument))
    case "text":
      guard let argument, !argument.isEmpty else {
        throw .badArgument(name: name, argument: "", offset: offset)
      }
      return .tap(.text(argument))
    case "left": return .tap(.moveCursor(-(try count())))
    case "right": return .tap(.moveCursor(try count()))
    case "paste":
      guard let argument else { throw .badArgument(name: name, argument: "", offset: offset) }
      return .host(.paste(argument))
    case "echo":
      guard argument == nil else { throw .unexpectedArgument(name: name, offset: offset) }
      return .host(.echo)
    case "select": return .host(.select(try count()))
    case "pause":
      guard let argument, let seconds = Double(argument), seconds.isFinite, seconds >= 0,
        seconds <= 86_400
      else { throw .badArgument(name: name, argument: argument ?? "", offset: offset) }
      return .pause(seconds)
    default:
      throw .unknownTap(name: name, offset: offset)
    }
  }
}
