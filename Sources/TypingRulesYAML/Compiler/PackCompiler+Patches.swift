internal import TypingRules

extension PackCompiler {
  /// Applies one patch to the rules inherited so far (and the pack's own): a patch of a rule
  /// that is not there, or an edit of an item the rule does not have, is an error at the
  /// patch with a note at the rule.
  func apply(_ patch: RulePatch, of pack: String, to rules: inout [RuleSource]) {
    guard let index = rules.firstIndex(where: { $0.id == patch.id }) else {
      let hint = SchemaReader.suggestion(for: patch.id, among: rules.map(\.id))
      sink.error(
        "cannot patch '\(patch.id)': no such rule in the packs this one extends\(hint)", at: patch.idLocation,
        check: "unknown-rule-id")
      return
    }
    if rules[index].isDisabled {
      sink.error(
        "cannot patch '\(patch.id)': a pack this one extends disables it", at: patch.idLocation,
        check: "unknown-rule-id")
      return
    }
    if patch.disables {
      rules[index].isDisabled = true
      return
    }
    var rule = rules[index]
    let before = sink.diagnostics.count
    if let summary = patch.summary { rule.summary = summary }
    if let trigger = patch.trigger { rule.trigger = trigger }
    if let continues = patch.continues { rule.continues = continues }
    edit(&rule.conditions, with: patch.conditions, what: "condition", list: "when", of: rule)
    edit(&rule.escapes, with: patch.escapes, what: "escape hatch", list: "unless", of: rule)
    edit(&rule.actions, with: patch.actions, what: "action", list: "do", of: rule)
    if rule.actions.isEmpty {
      sink.error(
        "the patch leaves rule '\(rule.id)' with no actions", at: patch.location, check: "missing-key",
        notes: [Diagnostic.Note(location: rule.idLocation, message: "'\(rule.id)' defined here")])
    }
    if let examples = patch.examples { rule.examples = examples }
    guard sink.diagnostics.count == before else { return }
    rule.origin.patches.append(RuleOrigin.Patch(pack: pack, location: patch.idLocation))
    rules[index] = rule
  }

  private func edit(
    _ items: inout [YAMLNode], with edits: [RulePatch.Edit], what: String, list: String, of rule: RuleSource
  ) {
    for edit in edits {
      func find(_ item: YAMLNode) -> Int? {
        if let position = items.firstIndex(where: { $0.says(item) }) { return position }
        let present =
          items.isEmpty ? "it has none" : "it has: " + items.map(\.entryText).joined(separator: "; ")
        sink.error(
          "rule '\(rule.id)' has no \(what) '\(item.entryText)' in '\(list)'; \(present)", at: item.location,
          check: "unknown-patch-target",
          notes: [Diagnostic.Note(location: rule.idLocation, message: "'\(rule.id)' defined here")])
        return nil
      }
      switch edit.operation {
      case .add(let item, let before, let after):
        if let before {
          guard let position = find(before) else { continue }
          items.insert(item, at: position)
        } else if let after {
          guard let position = find(after) else { continue }
          items.insert(item, at: position + 1)
        } else {
          items.append(item)
        }
      case .remove(let item):
        guard let position = find(item) else { continue }
        items.remove(at: position)
      case .replace(let item, let replacement):
        guard let position = find(item) else { continue }
        items[position] = replacement
      }
    }
  }
}
