internal import TypingRules

extension PackParser {
  static let patchKeys = [
    "patch", "summary", "on", "continue", "when", "unless", "do", "examples", "disable",
  ]
  static let editKeys = ["add", "before", "after", "remove", "replace", "with"]

  /// Reads a `- patch: ID` item of a rule list.
  func parsePatch(_ node: YAMLNode) -> RulePatch? {
    guard let fields = reader.fields(node, allowed: Self.patchKeys, what: "a patch") else { return nil }
    guard let idNode = fields.require("patch"), let id = reader.nonEmptyString(idNode, what: "'patch'") else {
      return nil
    }
    var patch = RulePatch(id: id, idLocation: idNode.location, location: node.location)
    if let disable = fields["disable"], let value = reader.bool(disable, what: "'disable'") {
      patch.disables = value
      if value, fields.entries.count > 2 {
        sink.error(
          "a patch that disables rule '\(id)' changes nothing else; remove the other keys",
          at: disable.location, check: "conflicting-keys")
      }
    }
    patch.summary = fields["summary"].flatMap { reader.nonEmptyString($0, what: "'summary'") }
    patch.trigger = fields["on"]
    patch.continues = fields["continue"].flatMap { reader.bool($0, what: "'continue'") }
    patch.conditions = edits(fields["when"], list: "when")
    patch.escapes = edits(fields["unless"], list: "unless")
    patch.actions = edits(fields["do"], list: "do")
    if let node = fields["examples"], let items = reader.sequence(node, what: "'examples'") {
      patch.examples = items.enumerated().compactMap { index, item in
        reader.caseSource(item, requireName: false, index: index)
      }
    }
    if fields.entries.count == 1 {
      sink.error(
        "the patch of rule '\(id)' changes nothing; give 'disable', 'summary', 'on', 'continue', 'when', 'unless', 'do' or 'examples'",
        at: node.location, check: "missing-key")
    }
    return patch
  }

  /// The edits of one list (`when`, `unless`, `do`): each `{add: ITEM}` (with `before:` or
  /// `after:` an item of the list), `{remove: ITEM}` or `{replace: ITEM, with: ITEM}`.
  private func edits(_ node: YAMLNode?, list: String) -> [RulePatch.Edit] {
    guard let node, let items = reader.sequence(node, what: "'\(list)' of a patch") else { return [] }
    var edits: [RulePatch.Edit] = []
    for item in items {
      guard let fields = reader.fields(item, allowed: Self.editKeys, what: "an edit of '\(list)'") else {
        continue
      }
      let operations = ["add", "remove", "replace"].filter { fields[$0] != nil }
      guard operations.count == 1 else {
        sink.error(
          operations.isEmpty
            ? "an edit of '\(list)' needs one of 'add', 'remove' or 'replace'"
            : "an edit of '\(list)' takes one of 'add', 'remove' or 'replace', not \(operations.joined(separator: " and "))",
          at: item.location, check: operations.isEmpty ? "missing-key" : "conflicting-keys")
        continue
      }
      func refuse(_ key: String, unless allowed: Bool) -> Bool {
        guard let extra = fields[key], !allowed else { return false }
        sink.error(
          "'\(key)' goes with \(key == "with" ? "'replace'" : "'add'") only", at: extra.location,
          check: "conflicting-keys")
        return true
      }
      switch operations[0] {
      case "add":
        if refuse("with", unless: false) { continue }
        if fields["before"] != nil, let after = fields["after"] {
          sink.error(
            "an 'add' takes 'before' or 'after', not both", at: after.location, check: "conflicting-keys")
          continue
        }
        edits.append(
          RulePatch.Edit(
            operation: .add(fields["add"]!, before: fields["before"], after: fields["after"]),
            location: item.location))
      case "remove":
        if refuse("with", unless: false) || refuse("before", unless: false) || refuse("after", unless: false)
        {
          continue
        }
        edits.append(RulePatch.Edit(operation: .remove(fields["remove"]!), location: item.location))
      default:
        if refuse("before", unless: false) || refuse("after", unless: false) { continue }
        guard let replacement = fields.require("with") else { continue }
        edits.append(
          RulePatch.Edit(operation: .replace(fields["replace"]!, with: replacement), location: item.location))
      }
    }
    return edits
  }
}
