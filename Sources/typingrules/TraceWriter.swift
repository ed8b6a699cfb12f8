import Foundation
import TypingRules
import TypingRulesYAML

/// Prints trace events on standard error, one tap per block. A rule that a pack other than
/// the one that wrote it patched is named with where it comes from, so the trace shows which
/// pack's patch made the rule what it is.
final class TraceWriter {
  let program: RuleProgram
  let origins: [String: RuleOrigin]
  init(program: RuleProgram, origins: [String: RuleOrigin] = [:]) {
    self.program = program
    self.origins = origins
  }

  private func name(_ id: String) -> String {
    guard let origin = origins[id], !origin.patches.isEmpty else { return id }
    return "\(id) (\(origin.description))"
  }

  func write(_ event: TraceEvent) {
    switch event {
    case .tap(let tap, let time):
      Output.error("tap \(Self.describe(tap)) at \(String(format: "%.2f", time))s")
    case .rule(let id, .fired):
      Output.error("  \(name(id)): fired")
    case .rule(let id, .failed(let condition)):
      Output.error("  \(name(id)): stopped by \(condition)")
    case .rule(let id, .escaped(let hatch)):
      Output.error("  \(name(id)): stood down by escape hatch \(hatch)")
    case .rule(let id, .skipped(let shortcut)):
      Output.error("  \(name(id)): skipped: \(shortcut.rawValue)")
    case .plainEffect:
      Output.error("  (no rule took the key: plain effect)")
    case .done(let shifted, _):
      Output.error("  shift: \(shifted ? "on" : "off")")
    }
  }

  /// A tap as traces and tables show it: a character key quoted, the space bar as
  /// `{space}`, other taps in tap syntax.
  static func describe(_ tap: Tap) -> String {
    switch tap {
    case .character(let character): "'\(String(character).visible)'"
    case .space: "{space}"
    default: TapSyntax.write(tap)
    }
  }
}
