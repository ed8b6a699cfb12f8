internal import TypingRules

extension PackParser {
  static let listEntryKeys = ["value", "reason", "add", "remove", "source", "dropped"]

  /// Reads a list locale value written as a mapping: `value` (the list, replacing the
  /// inherited one) or `add` / `remove` (edits of the inherited list), with an optional
  /// `reason`, `source` (where the entries come from) and `dropped` (reference entries left
  /// out, in groups of `{reason: ..., entries: [...]}`).
  func parseListEntry(_ node: YAMLNode, path: String) -> LocaleEntry? {
    let what = "locale value '\(path)'"
    guard let fields = reader.fields(node, allowed: Self.listEntryKeys, what: what) else { return nil }
    func list(_ key: String) -> [String]? {
      guard let node = fields[key], let items = reader.sequence(node, what: "'\(path).\(key)'") else {
        return nil
      }
      return items.compactMap { reader.nonEmptyString($0, what: "an entry of '\(path).\(key)'") }
    }
    let replacing = list("value")
    let added = list("add")
    let removed = list("remove")
    if replacing != nil, fields["add"] != nil || fields["remove"] != nil {
      sink.error(
        "\(what) takes 'value' (the whole list) or 'add' / 'remove' (changes to the inherited list), not both",
        at: node.location, check: "conflicting-keys")
      return nil
    }
    if replacing == nil, fields["value"] == nil, fields["add"] == nil, fields["remove"] == nil {
      sink.error(
        "\(what) needs 'value' (the whole list) or 'add' / 'remove' (changes to the inherited list)",
        at: node.location, check: "missing-key")
      return nil
    }
    var dropped: [LocaleEntry.DroppedEntries] = []
    if let droppedNode = fields["dropped"],
      let groups = reader.sequence(droppedNode, what: "'\(path).dropped'")
    {
      for group in groups {
        guard
          let groupFields = reader.fields(
            group, allowed: ["reason", "entries"], what: "a group of dropped entries"),
          let reasonNode = groupFields.require("reason"), let entriesNode = groupFields.require("entries"),
          let reason = reader.nonEmptyString(reasonNode, what: "'reason'"),
          let items = reader.sequence(entriesNode, what: "'entries'")
        else { continue }
        let entries = items.compactMap { reader.nonEmptyString($0, what: "a dropped entry") }
        dropped.append(.init(entries: entries, reason: reason, location: group.location))
      }
    }
    let valueNode = fields["value"] ?? fields["add"] ?? node
    return LocaleEntry(
      value: .list(replacing ?? added ?? []), location: valueNode.location,
      reason: fields["reason"].flatMap { reader.nonEmptyString($0, what: "'reason'") },
      removed: replacing == nil ? (removed ?? []) : nil,
      source: fields["source"].flatMap { reader.nonEmptyString($0, what: "'source'") },
      dropped: dropped)
  }
}
