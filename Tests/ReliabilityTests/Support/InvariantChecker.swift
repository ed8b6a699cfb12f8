import TypingRules
import TypingRulesYAML

/// A broken invariant: which one, after which tap, and what was expected.
struct InvariantFailure: Error, Equatable, CustomStringConvertible {
  /// The invariant's name (shrinking keeps a failure of the same name).
  var check: String
  /// 0-based index of the tap after which it broke, if it is about one tap.
  var tapIndex: Int?
  var message: String
  /// The whole buffer the invariant expects after the last tap, when it says one.
  var expected: String?

  var description: String {
    "\(check)\(tapIndex.map { " (after tap \($0 + 1))" } ?? ""): \(message)"
  }
}

/// Types a scenario through the engine and checks, after every tap, the invariants of
/// Docs/reliability.md:
///
/// 1. state: the engine's revertable edit describes the text before the cursor; no tap
///    takes longer than `slowTap` seconds (a hang shows as a test that never ends);
/// 2. determinism: the same taps at the same times give the same buffers, shift states and
///    edits;
/// 3. plain effect: with every setting off, in a secure field and in a code field, the
///    buffer equals ``PlainModel``'s after every tap (going on from what the host left after
///    a host change) (with the shift the user chose with
///    the shift key), never shifted automatically, and no edit is automatic;
/// 4. revert: after a tap that made an automatic edit, reverting it gives the buffer before
///    the tap with the tap's own key applied;
/// 5. nothing lost: every tap either has its plain effect, or is a recorded automatic edit
///    whose typed text survives in its replacement modulo ``DeclaredTransformations``, or
///    reverts the last automatic edit (before its own key), or is a space absorbed after a
///    no-break space; and in scenarios of typing alone, everything typed so far survives
///    in the buffer after every tap;
/// 6. truncated context (limit N): while the whole text fits in N characters the engine
///    behaves exactly as with the full context; the text more than N characters before the
///    cursor when a tap starts is never changed by the tap; and two fields that differ only
///    in text the engine cannot see get the same edits.
struct InvariantChecker {
  let pack: Packs.Pack
  /// A tap slower than this is a failure.
  var slowTap = 2.0

  /// What a run of the checker looked at.
  struct Stats: CustomStringConvertible {
    var sequences = 0
    var taps = 0
    var plainSequences = 0
    var typingOnlySequences = 0
    var automaticEdits = 0
    var revertsChecked = 0
    var truncatedTapsCompared = 0
    var slowestTap = 0.0

    mutating func add(_ other: Stats) {
      sequences += other.sequences
      taps += other.taps
      plainSequences += other.plainSequences
      typingOnlySequences += other.typingOnlySequences
      automaticEdits += other.automaticEdits
      revertsChecked += other.revertsChecked
      truncatedTapsCompared += other.truncatedTapsCompared
      slowestTap = max(slowestTap, other.slowestTap)
    }

    var description: String {
      "\(sequences) sequences, \(taps) taps, \(plainSequences) in plain cases, \(typingOnlySequences) typing only, "
        + "\(automaticEdits) automatic edits (\(revertsChecked) reverts checked), "
        + "\(truncatedTapsCompared) taps compared under truncated context, slowest tap \(Int(slowestTap * 1e6)) µs"
    }
  }

  func check(_ scenario: Scenario) -> InvariantFailure? {
    var stats = Stats()
    return check(scenario, stats: &stats)
  }

  func check(_ scenario: Scenario, stats: inout Stats) -> InvariantFailure? {
    do {
      return try checkThrowing(scenario, stats: &stats)
    } catch let failure as InvariantFailure {
      return failure
    } catch {
      return InvariantFailure(check: "settings", message: "the engine rejected the settings: \(error)")
    }
  }

  private func checkThrowing(_ scenario: Scenario, stats: inout Stats) throws -> InvariantFailure? {
    let taps = scenario.taps
    let multiline = scenario.field.multiline
    var run = TypingRun()
    try TypingRun.type(scenario, pack: pack, into: &run)
    stats.sequences += 1
    stats.taps += taps.count
    stats.slowestTap = max(stats.slowestTap, run.slowestTap)
    if scenario.plainCase != nil { stats.plainSequences += 1 }
    if scenario.typingOnly { stats.typingOnlySequences += 1 }

    // 1. State.
    if run.slowestTap > slowTap {
      return InvariantFailure(check: "slow tap", message: "a tap took \(run.slowestTap) s")
    }
    for index in 1..<run.befores.count {
      if let edit = run.edits[index], !run.befores[index].hasSuffix(edit.replacement) {
        return InvariantFailure(
          check: "state", tapIndex: index - 1,
          message:
            "the revertable edit (\(edit.ruleID): '\(edit.typed.visible)' -> '\(edit.replacement.visible)') is not before the cursor in '\(run.befores[index].visible)'"
        )
      }
    }

    // 2. Determinism.
    var again = TypingRun()
    try TypingRun.type(scenario, pack: pack, into: &again)
    if again != run {
      let index =
        (0..<run.befores.count).first {
          run.text($0) != again.text($0) || run.cursor($0) != again.cursor($0)
            || run.shifted[$0] != again.shifted[$0]
            || run.edits[$0] != again.edits[$0]
        } ?? 0
      return InvariantFailure(
        check: "determinism", tapIndex: index > 0 ? index - 1 : nil,
        message: "two runs differ: '\(run.text(index).visible)' and '\(again.text(index).visible)'")
    }

    // 3. Plain effect.
    if let plainCase = scenario.plainCase {
      var model = PlainModel(before: scenario.before, after: scenario.after)
      if run.shiftStates[0] == .automatic {
        return InvariantFailure(
          check: "plain effect", message: "\(plainCase.rawValue): shifted before the first tap")
      }
      for (index, tap) in taps.enumerated() {
        // The host changed the field: the model goes on from what the host left.
        let start = run.start(index)
        if let left = run.hostLeft[index] { model = PlainModel(before: left.before, after: left.after) }
        // The user's own shift (a shift tap, caps lock) applies; the rules' does not exist.
        let userShifted = start.shiftState == .manual || start.shiftState == .locked
        model.apply(
          tap, shifted: userShifted, multiline: multiline, pending: nil,
          allCharacters: scenario.field.autocapitalization == .allCharacters,
          locked: start.shiftState == .locked, acceptsSuggestions: !scenario.field.secure)
        let final = model.text
        if run.text(index + 1) != final || run.cursor(index + 1) != model.cursor {
          return InvariantFailure(
            check: "plain effect", tapIndex: index,
            message:
              "\(plainCase.rawValue): expected '\(final.visible)' (cursor \(model.cursor)), got '\(run.text(index + 1).visible)' (cursor \(run.cursor(index + 1)))",
            expected: final)
        }
        if run.shiftStates[index + 1] == .automatic {
          return InvariantFailure(
            check: "plain effect", tapIndex: index, message: "\(plainCase.rawValue): shifted automatically")
        }
        if let edit = run.edits[index + 1] {
          return InvariantFailure(
            check: "plain effect", tapIndex: index,
            message: "\(plainCase.rawValue): automatic edit by \(edit.ruleID)")
        }
      }
    }

    // 4 and 5. Revert, and nothing lost, tap by tap.
    let declared = DeclaredTransformations(
      locale: pack.program.locale, corrections: pack.corrections.entries.merging(scenario.corrections) { $1 })
    for (index, tap) in taps.enumerated() {
      let start = run.start(index)
      let previous = start.edit
      let edit = run.edits[index + 1]
      let changed = run.befores[index + 1] != start.before || run.afters[index + 1] != start.after
      let shifted = start.shifted
      // The field before the tap, with the pending edit reverted.
      var reverted: PlainModel?
      if let previous {
        var model = PlainModel(before: start.before, after: start.after)
        model.apply(.revert, shifted: shifted, multiline: multiline, pending: previous)
        reverted = model
      }
      if let edit, changed || edit != previous {
        // A new automatic edit: reverting it gives the field before the tap (or, if the
        // tap first reverted the pending edit, that field) with the tap's own key.
        var expected = PlainModel(before: start.before, after: start.after)
        expected.applyTyped(tap, shifted: shifted, multiline: multiline)
        var alternative = reverted
        alternative?.applyTyped(tap, shifted: shifted, multiline: multiline)
        stats.automaticEdits += 1
        stats.revertsChecked += 1
        var prefix = TypingRun()
        let (engine, document) = try TypingRun.type(scenario, pack: pack, taps: index + 1, into: &prefix)
        let didRevert = engine.revertLastEdit()
        let after = PlainModel(before: document.inner.textBeforeCursor, after: document.inner.textAfterCursor)
        if !didRevert || (after != expected && after != alternative) {
          return InvariantFailure(
            check: "revert", tapIndex: index,
            message:
              "reverting \(edit.ruleID) ('\(edit.typed.visible)' -> '\(edit.replacement.visible)') gave '\(after.text.visible)'\(didRevert ? "" : " (revertLastEdit() returned false)"), expected '\(expected.text.visible)'",
            expected: expected.text)
        }
        if case .accept = tap { continue }
        if !declared.survives(edit.typed, in: edit.replacement) {
          return InvariantFailure(
            check: "nothing lost", tapIndex: index,
            message:
              "\(edit.ruleID) replaced '\(edit.typed.visible)' with '\(edit.replacement.visible)', which is not a declared transformation"
          )
        }
        continue
      }
      let actual = PlainModel(before: run.befores[index + 1], after: run.afters[index + 1])
      var plain = PlainModel(before: start.before, after: start.after)
      plain.apply(
        tap, shifted: shifted, multiline: multiline, pending: previous,
        allCharacters: scenario.field.autocapitalization == .allCharacters,
        locked: start.shiftState == .locked, acceptsSuggestions: !scenario.field.secure)
      if actual == plain { continue }
      if let reverted {
        if actual == reverted { continue }
        var thenKey = reverted
        thenKey.applyTyped(tap, shifted: shifted, multiline: multiline)
        if actual == thenKey { continue }
      }
      if tap == .space, actual == PlainModel(before: start.before, after: start.after),
        let last = start.before.last, last == "\u{00A0}" || last == "\u{202F}"
      {
        continue
      }
      return InvariantFailure(
        check: "nothing lost", tapIndex: index,
        message:
          "'\((start.before + start.after).visible)' became '\(actual.text.visible)': neither the tap's plain effect ('\(plain.text.visible)') nor a recorded automatic edit",
        expected: plain.text)
    }
    if scenario.typingOnly {
      var typed = ""
      for (index, tap) in taps.enumerated() {
        typed += PlainModel.keyText(tap, shifted: run.shifted[index], multiline: multiline)
        if !declared.survives(typed, in: run.text(index + 1)) {
          return InvariantFailure(
            check: "nothing lost", tapIndex: index,
            message: "typed '\(typed.visible)' does not survive in '\(run.text(index + 1).visible)'")
        }
      }
    }

    // 6. Truncated context.
    if let failure = try checkTruncated(scenario, full: run, stats: &stats) { return failure }
    return nil
  }

  private func checkTruncated(_ scenario: Scenario, full: TypingRun, stats: inout Stats) throws
    -> InvariantFailure?
  {
    let limit = scenario.window.limit
    // 6a. While the whole text fits in the window, as with the full context.
    var cut = TypingRun()
    try TypingRun.type(scenario, pack: pack, contextLimit: limit, into: &cut)
    for index in 0..<scenario.taps.count {
      let fits =
        full.befores[index].count <= limit && full.afters[index].count <= limit
        && full.highestCursor[index] <= limit && full.afters[index + 1].count <= limit
      guard fits else { break }
      stats.truncatedTapsCompared += 1
      if cut.text(index + 1) != full.text(index + 1) || cut.cursor(index + 1) != full.cursor(index + 1)
        || cut.shifted[index + 1] != full.shifted[index + 1] || cut.edits[index + 1] != full.edits[index + 1]
      {
        return InvariantFailure(
          check: "truncated context", tapIndex: index,
          message:
            "context limit \(limit), text within it: '\(cut.text(index + 1).visible)' differs from the full context's '\(full.text(index + 1).visible)'",
          expected: full.text(index + 1))
      }
    }

    // 6b and 6c. After a text the engine cannot see.
    let window = scenario.window
    var runs: [TypingRun] = []
    for hidden in window.hidden {
      var run = TypingRun()
      try TypingRun.type(
        scenario, pack: pack, before: hidden + window.shared, after: window.after, contextLimit: limit,
        into: &run)
      for index in 0..<scenario.taps.count {
        let before = run.start(index).before
        let after = run.start(index).after
        let hiddenBefore = String(before.prefix(max(0, before.count - limit)))
        let hiddenAfter = String(after.suffix(max(0, after.count - limit)))
        let text = run.text(index + 1)
        if !text.hasPrefix(hiddenBefore) || !text.hasSuffix(hiddenAfter) {
          return InvariantFailure(
            check: "truncated context", tapIndex: index,
            message:
              "context limit \(limit): the tap changed text it could not see: '\(run.text(index).visible)' became '\(text.visible)'"
          )
        }
      }
      runs.append(run)
    }
    let hiddenLength = window.hidden[0].count
    for index in 0..<scenario.taps.count {
      // Compare while neither field's cursor came within the limit of the hidden text.
      guard
        runs.allSatisfy({
          $0.lowestCursor[index] - hiddenLength >= limit && $0.befores[index].count - hiddenLength >= limit
        })
      else { break }
      stats.truncatedTapsCompared += 1
      let visible = runs.map { String($0.text(index + 1).dropFirst(hiddenLength)) }
      if visible[0] != visible[1] || runs[0].cursor(index + 1) != runs[1].cursor(index + 1)
        || runs[0].shifted[index + 1] != runs[1].shifted[index + 1]
        || runs[0].edits[index + 1] != runs[1].edits[index + 1]
      {
        return InvariantFailure(
          check: "truncated context", tapIndex: index,
          message:
            "context limit \(limit): two fields that differ only in text the engine cannot see were edited differently: '\(runs[0].text(index + 1).visible)' and '\(runs[1].text(index + 1).visible)'"
        )
      }
    }
    return nil
  }
}
