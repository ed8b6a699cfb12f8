/// Writes taps back in tap-string syntax, so a failing sequence can be pasted into
/// `typingrules type` or a catalog.
package enum TapSyntax {
  /// One tap in tap-string syntax (`a`, `{bs}`, `{accept the}`, `{{`).
  package static func write(_ tap: Tap) -> String {
    switch tap {
    case .character("{"): "{{"
    case .character("}"): "}}"
    case .character("\n"): "{return}"
    case .character(let character): String(character)
    case .space: " "
    case .backspace: "{bs}"
    case .return: "{return}"
    case .accept(let word): "{accept \(word)}"
    case .revert: "{revert}"
    case .moveCursor(let offset): offset < 0 ? "{left \(-offset)}" : "{right \(offset)}"
    case .text(let text): "{text \(text)}"
    case .shift: "{shift}"
    }
  }

  /// A whole script.
  package static func write(_ script: TapScript) -> String {
    script.steps.map { step in
      switch step {
      case .tap(let tap): write(tap)
      case .host(.paste(let text)): "{paste \(text)}"
      case .host(.echo): "{echo}"
      case .host(.select(let count)): "{select \(count)}"
      case .pause(let seconds):
        "{pause \(seconds.compactText)}"
      }
    }.joined()
  }
}
