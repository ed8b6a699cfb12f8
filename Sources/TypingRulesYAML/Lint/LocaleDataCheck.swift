import Foundation
import TypingRules

/// A pack's locale data: the decimal separator must differ from the grouping separator
/// (`decimal-equals-grouping`), and quotes and separators that differ from CLDR, as the
/// platform exposes it through `Foundation.Locale`, need a stated `reason`
/// (`differs-from-cldr`). The abbreviation list is compared with CLDR's sentence-break
/// suppressions where CLDR is installed (``checkAbbreviations``). Values that are not one
/// character are the loader's (`not-one-character`).
///
/// The comparison is skipped for a pack whose name Foundation does not know as a locale
/// (`base`), and for any value Foundation gives as empty.
struct LocaleDataCheck {
  let sink: DiagnosticSink
  /// CLDR's sentence-break suppressions, when CLDR is installed (see ``checkAbbreviations``).
  var suppressions: CLDRSuppressions? = CLDRSuppressions()

  /// The keys compared with CLDR, and how Foundation names them.
  static let cldrKeys: [(key: String, property: String, value: @Sendable (Locale) -> String?)] = [
    ("quotes.primary.open", "quotationBeginDelimiter", { $0.quotationBeginDelimiter }),
    ("quotes.primary.close", "quotationEndDelimiter", { $0.quotationEndDelimiter }),
    ("quotes.secondary.open", "alternateQuotationBeginDelimiter", { $0.alternateQuotationBeginDelimiter }),
    ("quotes.secondary.close", "alternateQuotationEndDelimiter", { $0.alternateQuotationEndDelimiter }),
    ("numbers.decimal", "decimalSeparator", { $0.decimalSeparator }),
    ("numbers.grouping", "groupingSeparator", { $0.groupingSeparator }),
  ]

  /// A locale value as the chain resolves it: the entry and the pack that declares it.
  struct Resolved {
    var entry: LocaleEntry
    var pack: PackSource
  }

  /// Checks the merged locale data of a chain (root first) for its leaf pack.
  func check(chain: [PackSource]) {
    guard let leaf = chain.last else { return }
    func resolve(_ key: String) -> Resolved? {
      for pack in chain.reversed() {
        if let entry = pack.locale[key] { return Resolved(entry: entry, pack: pack) }
      }
      return nil
    }

    if let decimal = resolve("numbers.decimal"), let grouping = resolve("numbers.grouping"),
      let decimalText = decimal.entry.value.text, decimalText == grouping.entry.value.text
    {
      // At the separator this pack sets, the grouping one if it sets both or neither.
      let (at, other) =
        decimal.pack.name == leaf.name && grouping.pack.name != leaf.name
        ? (decimal.entry.location, grouping.entry.location)
        : (grouping.entry.location, decimal.entry.location)
      sink.error(
        "the decimal separator and the grouping separator are both '\(decimalText.visible)'; numbers like 1\(decimalText)000 would be ambiguous",
        at: at, check: "decimal-equals-grouping",
        notes: [Diagnostic.Note(location: other, message: "the other separator is set here")])
    }

    checkQuotePunctuation(chain: chain, resolve: resolve)
    checkAbbreviations(chain: chain)

    guard let locale = Self.platformLocale(for: leaf.name) else { return }
    for (key, property, read) in Self.cldrKeys {
      guard let resolved = resolve(key), resolved.entry.reason == nil,
        let value = resolved.entry.value.text,
        let platform = read(locale), !platform.isEmpty, platform != value
      else { continue }
      let fix = "if this is deliberate, write it as {value: '\(value.visible)', reason: \"...\"}"
      if resolved.pack.name == leaf.name {
        sink.warning(
          "locale value '\(key)' is '\(value.visible)' but CLDR gives '\(platform.visible)' for '\(leaf.name)' (Foundation.Locale.\(property)); \(fix)",
          at: resolved.entry.location, check: "differs-from-cldr")
      } else {
        sink.emit(
          Diagnostic(
            .warning, at: leaf.location,
            "pack '\(leaf.name)' inherits locale value '\(key)' = '\(value.visible)' from '\(resolved.pack.name)' but CLDR gives '\(platform.visible)' (Foundation.Locale.\(property)); set it in this pack, or \(fix)",
            check: "differs-from-cldr",
            notes: [Diagnostic.Note(location: resolved.entry.location, message: "'\(key)' is set here")]))
      }
    }
  }

  /// The opening and closing punctuation sets must agree with the pack's quotes: each opening
  /// quote is opening punctuation, each closing quote closing punctuation, and a closing
  /// quote that opens nothing is not opening punctuation (else a quote typed after it opens
  /// again, and the keyboard shifts after it). Reported at the set, with a note at the quote.
  private func checkQuotePunctuation(chain: [PackSource], resolve: (String) -> Resolved?) {
    guard let leaf = chain.last else { return }
    let opens = ["quotes.primary.open", "quotes.secondary.open"]
    let closes = ["quotes.primary.close", "quotes.secondary.close"]
    func report(_ message: String, set: String, quote: Resolved) {
      guard let resolvedSet = resolve(set) else { return }
      // Once per place: a set inherited unchanged is reported where the pack sets its quote.
      let at = resolvedSet.pack.name == leaf.name ? resolvedSet.entry.location : quote.entry.location
      let notes = [
        Diagnostic.Note(location: quote.entry.location, message: "the quote is set here"),
        Diagnostic.Note(location: resolvedSet.entry.location, message: "'\(set)' is set here"),
      ].filter { $0.location != at }
      sink.error(message, at: at, check: "quote-not-punctuation", notes: notes)
    }
    let opening = resolve("opening-punctuation")?.entry.value.text ?? ""
    let closing = resolve("closing-punctuation")?.entry.value.text ?? ""
    let openMarks = opens.compactMap { resolve($0)?.entry.value.text }
    for (keys, set, text) in [
      (opens, "opening-punctuation", opening), (closes, "closing-punctuation", closing),
    ] {
      for key in keys {
        guard let quote = resolve(key), let mark = quote.entry.value.text, !mark.isEmpty,
          quote.pack.name == leaf.name || resolve(set)?.pack.name == leaf.name
        else { continue }
        if !text.contains(mark) {
          report(
            "'\(set)' of pack '\(leaf.name)' lacks its \(key) '\(mark.visible)'; add it, or the keyboard misreads text around that quote",
            set: set, quote: quote)
        } else if set == "closing-punctuation", !openMarks.contains(mark), opening.contains(mark) {
          report(
            "'opening-punctuation' of pack '\(leaf.name)' lists '\(mark.visible)', which closes quotes here (\(key)) and opens none; remove it, or a quote typed after it opens again",
            set: "opening-punctuation", quote: quote)
        }
      }
    }
  }

  /// The Foundation locale for a pack name, if Foundation knows it (`en`, `de-CH`); nil for
  /// `base` and other names that are not locales.
  static func platformLocale(for name: String) -> Locale? {
    let identifier = name.replacingOccurrences(of: "-", with: "_")
    let known = Locale.availableIdentifiers
    guard known.contains(identifier) || known.contains(name) else { return nil }
    return Locale(identifier: identifier)
  }
}
