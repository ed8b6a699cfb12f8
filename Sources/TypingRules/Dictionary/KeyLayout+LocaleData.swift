extension LocaleData {
  /// The pack's `layout:` (the letter keys' rows), if it declares a valid one.
  package var keyLayout: KeyLayout? {
    guard case .list(let rows)? = self["layout"] else { return nil }
    return try? KeyLayout(rows: rows.joined(separator: "\n"))
  }
}

extension RuleProgram {
  /// The letter keys' rows the pack declares (`layout:` under `locale:`), for a
  /// ``DictionaryCorrector``'s neighbouring keys: set it as the dictionary's
  /// ``CompiledDictionary/layout`` (the layout compiled into the dictionary is the
  /// fallback). `nil` when the pack has none.
  public var keyLayout: KeyLayout? { locale.keyLayout }
}
