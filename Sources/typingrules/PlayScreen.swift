import TypingRules

/// Draws a `typingrules play` session as one full terminal frame: a header (locale, rules,
/// field traits and settings that differ from the defaults), the buffer with the cursor,
/// the shift state, the suggestion bar and the revert offer, what the last key did (the
/// rules that fired and, one line each, why the others stood down), notices and rule
/// errors, and the keys. In the field and settings menus the lower part lists the traits
/// or settings with the key that changes each.
///
/// The cursor is drawn as a reverse-video `│` inside the text; no-break and narrow no-break
/// spaces as `⍽` and `‿`, other invisible characters as `¤`, so they can be told apart.
struct PlayScreen {
  var columns: Int
  var rows: Int
  /// What the header says the rules are (a folder or a compiled file).
  var rulesLabel: String
  var recordPath: String?

  /// One line of the frame: pieces of text, some styled.
  private struct Line {
    var pieces: [(text: String, style: String)] = []

    init(_ text: String = "", _ style: String = "") { if !text.isEmpty { pieces.append((text, style)) } }

    mutating func add(_ text: String, _ style: String = "") { pieces.append((text, style)) }

    /// The line cut to `width` visible characters, with its styles.
    func render(width: Int) -> String {
      var left = width
      var result = ""
      for piece in pieces where left > 0 {
        let text = piece.text.count > left ? String(piece.text.prefix(left)) : piece.text
        left -= text.count
        result += piece.style.isEmpty ? text : piece.style + text + PlayScreen.plain
      }
      return result
    }
  }

  static let plain = "\u{1B}[0m"
  private static let bold = "\u{1B}[1m"
  private static let dim = "\u{1B}[2m"
  private static let reverse = "\u{1B}[7m"
  private static let red = "\u{1B}[31m"
  private static let green = "\u{1B}[32m"
  private static let yellow = "\u{1B}[33m"
  private static let cyan = "\u{1B}[36m"

  /// The whole frame, from the top-left corner.
  func frame(_ session: PlaySession) -> String {
    var top: [Line] = []
    var header = Line("typingrules play", Self.bold)
    header.add("  locale \(session.rules.locale) · profile \(session.rules.profile) · rules \(rulesLabel)")
    if let recordPath { header.add(" · recording to \(recordPath)") }
    top.append(header)
    top.append(Line("field: " + fieldSummary(session.field), Self.dim))
    top.append(Line("settings: " + settingsSummary(session), Self.dim))
    top.append(Line(String(repeating: "─", count: columns), Self.dim))

    var bottom: [Line] = [Line(String(repeating: "─", count: columns), Self.dim)]
    switch session.mode {
    case .typing: bottom += status(session)
    case .field: bottom += fieldMenu(session)
    case .settings, .number: bottom += settingsMenu(session)
    }
    bottom += noticeLines(session)
    bottom.append(Line(keysHelp(session.mode), Self.dim))

    let bufferRows = max(1, rows - top.count - bottom.count)
    var lines = top + bufferLines(session, rows: bufferRows)
    while lines.count < rows - bottom.count { lines.append(Line()) }
    lines += bottom
    let visible = lines.prefix(rows).map { $0.render(width: columns) }
    return "\u{1B}[H" + visible.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
  }

  private func fieldSummary(_ field: FieldTraits) -> String {
    let defaults = FieldTraits()
    let changed = FieldTraitKey.allCases.filter { field.value(of: $0) != defaults.value(of: $0) }
    return changed.isEmpty
      ? "default traits" : changed.map { "\($0.rawValue)=\(field.value(of: $0))" }.joined(separator: " ")
  }

  private func settingsSummary(_ session: PlaySession) -> String {
    let changed = session.program.settings.filter { session.value(of: $0) != $0.defaultValue }
    return changed.isEmpty
      ? "defaults" : changed.map { "\($0.name)=\(session.value(of: $0))" }.joined(separator: " ")
  }

  // MARK: - The buffer

  /// The buffer wrapped to the width, the cursor drawn in it, the last `rows` lines up to
  /// the cursor's line.
  private func bufferLines(_ session: PlaySession, rows: Int) -> [Line] {
    let width = max(10, columns)
    var lines: [Line] = [Line()]
    var count = 0
    var cursorLine = 0
    func put(_ text: String, _ style: String = "") {
      if count >= width {
        lines.append(Line())
        count = 0
      }
      lines[lines.count - 1].add(text, style)
      count += 1
    }
    func putText(_ text: String) {
      for character in text {
        switch character {
        case "\n", "\r\n":
          put("⏎", Self.dim)
          lines.append(Line())
          count = 0
        case "\u{00A0}": put("⍽", Self.cyan)
        case "\u{202F}": put("‿", Self.cyan)
        case "\t": put("⇥", Self.cyan)
        default:
          let invisible = character.unicodeScalars.allSatisfy {
            $0.value < 0x20 || $0.properties.generalCategory == .format
              || ($0.properties.isWhitespace && $0 != " ")
          }
          if invisible { put("¤", Self.cyan) } else { put(String(character)) }
        }
      }
    }
    // Only what can be on screen: the drawing costs the same in a long text as in a short one.
    let room = width * (rows + 1)
    putText(String(session.document.textBeforeCursor.suffix(room)))
    put("│", Self.reverse)
    cursorLine = lines.count - 1
    putText(String(session.document.textAfterCursor.prefix(room)))
    let end = min(lines.count, max(cursorLine + 1, rows))
    return Array(lines[max(0, end - rows)..<end])
  }

  // MARK: - What the last key did

  private func status(_ session: PlaySession) -> [Line] {
    var lines: [Line] = []
    var state = Line("shift: ")
    state.add(session.engine.shiftState.rawValue, Self.bold)
    let bar = session.bar
    if !bar.isEmpty {
      state.add("   bar: ")
      let highlighted = session.highlightedItem(of: bar)
      for (index, item) in bar.items.enumerated() {
        let text: String
        switch item.kind {
        case .verbatim: text = "“\(item.text)”"
        case .restore: text = "↺ \(item.text)"
        case .correction, .candidate: text = item.text
        }
        if index == highlighted {
          state.add("[\(text)]", Self.bold)
        } else {
          state.add(" \(text) ", item.kind == .restore ? Self.yellow : "")
        }
        state.add(" ")
      }
    }
    if let edit = session.engine.lastAutomaticEdit {
      state.add("   revert offer: back to ")
      state.add("“\(edit.typed)”", Self.yellow)
      state.add(" (\(edit.ruleID); Ctrl-R)")
    }
    lines.append(state)

    guard let tap = session.lastTap else {
      lines.append(Line("last key: none yet", Self.dim))
      return lines
    }
    var last = Line("last key: ")
    last.add(TraceWriter.describe(tap), Self.bold)
    last.add(" at \(Self.seconds(session.lastTapTime)) s")
    if let gap = session.lastTapGap { last.add(", \(Self.seconds(gap)) s after the previous key") }
    lines.append(last)

    var fired: [String] = []
    var stoodDown: [(String, String)] = []
    var plainEffect = false
    for event in session.lastTrace {
      switch event {
      case .rule(let id, .fired): fired.append(id)
      case .rule(let id, .failed(let condition)): stoodDown.append((id, "when \(condition)"))
      case .rule(let id, .escaped(let hatch)): stoodDown.append((id, "unless \(hatch)"))
      case .rule(let id, .skipped(let shortcut)): stoodDown.append((id, "skipped: \(shortcut.rawValue)"))
      case .plainEffect: plainEffect = true
      default: break
      }
    }
    var firedLine = Line("fired: ")
    firedLine.add(fired.isEmpty ? "no rule" : fired.joined(separator: ", "), fired.isEmpty ? "" : Self.green)
    if plainEffect { firedLine.add("  (plain effect of the key)", Self.dim) }
    lines.append(firedLine)
    // Why the others stood down, one line per rule, as many as fit.
    let room = max(1, rows / 3)
    if !stoodDown.isEmpty {
      lines.append(Line("stood down (the condition that stopped each):", Self.dim))
      for (id, reason) in stoodDown.prefix(stoodDown.count > room ? room - 1 : room) {
        var line = Line("  \(id): ")
        line.add(reason, Self.dim)
        lines.append(line)
      }
      if stoodDown.count > room {
        lines.append(Line("  … and \(stoodDown.count - room + 1) more", Self.dim))
      }
    }
    return lines
  }

  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  // MARK: - Menus

  private func fieldMenu(_ session: PlaySession) -> [Line] {
    var lines = [Line("field traits: press a number to change one (a fresh engine starts)", Self.bold)]
    for (index, key) in FieldTraitKey.allCases.enumerated() {
      var line = Line("  \(index + 1)  ")
      line.add(key.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0))
      line.add(session.field.value(of: key), Self.bold)
      line.add("   (" + key.values.joined(separator: ", ") + ")", Self.dim)
      lines.append(line)
    }
    return lines
  }

  private func settingsMenu(_ session: PlaySession) -> [Line] {
    var lines: [Line] = []
    if case .number(let name, let text) = session.mode {
      var prompt = Line("\(name) = ", Self.bold)
      prompt.add(text + "│", Self.reverse)
      prompt.add("   type seconds, Enter to set, Esc to cancel", Self.dim)
      lines.append(prompt)
    } else {
      lines.append(
        Line("settings: press a key to toggle a switch or type a number (a fresh engine starts)", Self.bold))
    }
    for (index, definition) in session.program.settings.enumerated()
    where index < PlaySession.settingKeys.count {
      var line = Line("  \(PlaySession.settingKeys[index])  ")
      line.add(definition.name.padding(toLength: 26, withPad: " ", startingAt: 0))
      line.add(session.value(of: definition).description, Self.bold)
      line.add("   " + definition.summary, Self.dim)
      lines.append(line)
    }
    return lines
  }

  private func noticeLines(_ session: PlaySession) -> [Line] {
    var lines: [Line] = []
    if !session.notice.isEmpty { lines.append(Line(session.notice, Self.yellow)) }
    if let error = session.rulesError {
      // Wrapped, not cut: the location and the message both matter.
      var wrapped: [String] = []
      for text in error.split(separator: "\n") {
        var rest = Substring(text)
        repeat {
          wrapped.append(String(rest.prefix(columns)))
          rest = rest.dropFirst(columns)
        } while !rest.isEmpty
      }
      for text in wrapped.prefix(6) { lines.append(Line(text, Self.red)) }
    }
    return lines
  }

  private func keysHelp(_ mode: PlaySession.Mode) -> String {
    switch mode {
    case .typing:
      "keys: type · ←/→ Home/End cursor · Tab accept bar item (Shift-Tab next) · Ctrl-R revert · "
        + "Ctrl-F field · Ctrl-S settings · Ctrl-D or Ctrl-C quit"
    case .field, .settings: "Esc or Enter: back to typing · Ctrl-D or Ctrl-C quit"
    case .number: "digits and '.' · Backspace · Enter set · Esc cancel"
    }
  }
}
