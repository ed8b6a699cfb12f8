/// Resolves a locale tag to the pack that serves it, the same way for YAML packs and for
/// compiled files. `_` counts as `-` and case does not matter (`en_au`, `EN-AU`). Tried in
/// turn, for the tag and then for the tag without its last subtag: a pack of that name,
/// then an alias (itself resolved the same way). `en-AU` -> `en`; `pt` -> `pt-BR` and
/// `no` -> `nb` by alias; `de-AT` -> `de`.
package struct LocaleResolver: Hashable, Sendable {
  /// The pack tags available.
  package var packs: [String]
  /// Alias tags (lower-cased) and the tag each resolves to.
  package var aliases: [String: String]

  /// A resolver over these pack tags and aliases.
  package init(packs: [String], aliases: [String: String]) {
    self.packs = packs
    self.aliases = aliases
  }

  /// The pack a tag resolves to, or `nil`.
  package func resolve(_ tag: String) -> String? {
    var visited: Set<String> = []
    var candidate = String(tag.map { $0 == "_" ? "-" : $0 })
    while !candidate.isEmpty, visited.insert(candidate.lowercased()).inserted {
      if let pack = packs.first(where: { $0 == candidate }) { return pack }
      if let pack = packs.first(where: { $0.lowercased() == candidate.lowercased() }) { return pack }
      if let target = aliases[candidate.lowercased()] {
        candidate = target
        continue
      }
      guard let dash = candidate.lastIndex(of: "-") else { return nil }
      candidate = String(candidate[..<dash])
    }
    return nil
  }
}
