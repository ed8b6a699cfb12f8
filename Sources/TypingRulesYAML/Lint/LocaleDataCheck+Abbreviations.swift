import TypingRules

extension LocaleDataCheck {
  /// Compares a pack's abbreviation list (as its chain resolves it) with CLDR's
  /// sentence-break suppressions for its tag (`differs-from-cldr`): every CLDR entry the
  /// list leaves out needs a `dropped:` group with a reason in the chain; a dropped entry
  /// the list still has, or one CLDR does not list, is reported as stale; entries CLDR does
  /// not have need a `source:` that says where they come from. Skipped where CLDR is not
  /// installed, for a list only `base` (or another pack that is no locale) declares, and for
  /// languages CLDR has no suppressions for.
  func checkAbbreviations(chain: [PackSource]) {
    let key = "abbreviations"
    guard let leaf = chain.last, leaf.name != "base", let suppressions,
      let (file, reference) = suppressions.entries(for: leaf.name)
    else { return }
    var list: LocaleData.Value?
    var dropped: [String: LocaleEntry.DroppedEntries] = [:]
    var source: String?
    var declared: (entry: LocaleEntry, pack: PackSource)?
    for pack in chain {
      guard let entry = pack.locale[key] else { continue }
      list = entry.value(over: list)
      declared = (entry, pack)
      if entry.removed == nil {
        dropped = [:]
        source = nil
      }
      for group in entry.dropped { for item in group.entries { dropped[item] = group } }
      source = entry.source ?? source
    }
    // A list only a pack that is no locale declares (`base`'s empty list) is no locale's
    // list: nothing to compare.
    guard let (entry, pack) = declared, Self.platformLocale(for: pack.name) != nil,
      case .list(let entries) = list
    else { return }
    let location = pack.name == leaf.name ? entry.location : leaf.location
    let listed = Set(entries)
    let cldr = Set(reference)
    let missing = reference.filter { !listed.contains($0) && dropped[$0] == nil }
    if !missing.isEmpty {
      sink.warning(
        "'\(key)' of '\(leaf.name)' leaves out \(missing.count) of CLDR's sentence-break suppressions (\(file)) without a reason: \(Self.sample(missing)); add them, or list them under 'dropped:' with the reason",
        at: location, check: "differs-from-cldr")
    }
    let stale = dropped.keys.filter { listed.contains($0) || !cldr.contains($0) }.sorted()
    for item in stale {
      guard let group = dropped[item] else { continue }
      let why = listed.contains(item) ? "is still listed" : "is not one of CLDR's suppressions (\(file))"
      sink.warning(
        "'\(item)' is dropped from '\(key)' of '\(leaf.name)' but \(why); remove it from 'dropped:'",
        at: group.location, check: "differs-from-cldr")
    }
    let added = entries.filter { !cldr.contains($0) }
    if !added.isEmpty && source == nil {
      sink.warning(
        "'\(key)' of '\(leaf.name)' has \(added.count) entries CLDR does not list (\(Self.sample(added))) and no 'source:' saying where they come from",
        at: location, check: "differs-from-cldr")
    }
  }

  /// The first few entries of a list, for a message.
  static func sample(_ entries: [String]) -> String {
    let shown = entries.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
    return entries.count > 8 ? shown + ", ..." : shown
  }
}
