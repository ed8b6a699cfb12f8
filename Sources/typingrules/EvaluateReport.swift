import Foundation
import TypingRulesYAML

/// The output of `typingrules evaluate`: every difference, then a summary per corpus.
struct EvaluateReport {
  var results: [EvaluateResult]

  var faults: Int { results.reduce(0) { $0 + $1.faults } }

  /// `FILE:LINE:COLUMN: kind[ (trade-off: NAME)]: written "…" typed back "…"` per
  /// difference, then the summaries.
  func text() -> String {
    var out = ""
    for result in results {
      for difference in result.differences {
        let tradeOff = difference.tradeOff.map { " (trade-off: \($0.rawValue))" } ?? ""
        out +=
          "\(difference.file):\(difference.line):\(difference.column): \(difference.kind.rawValue)\(tradeOff)\n"
        out += "  written:    \(difference.writtenContext.visible)\n"
        out += "  typed back: \(difference.typedBackContext.visible)\n"
      }
    }
    for result in results {
      out += "\n" + summary(result)
    }
    if results.count > 1 {
      let paragraphs = results.reduce(0) { $0 + $1.typed }
      let exact = results.reduce(0) { $0 + $1.exact }
      let characters = results.reduce(0) { $0 + $1.characters }
      let differences = results.reduce(0) { $0 + $1.differences.count }
      let tradeOffs = results.reduce(0) { $0 + $1.tradeOffs }
      out += "\ntotal: \(exact) of \(paragraphs) paragraphs reproduced exactly; "
      out +=
        "\(differences) differences in \(characters) characters (\(Self.rate(differences, characters)) per 1,000), "
      out += "\(faults) faults, \(tradeOffs) trade-offs\n"
    }
    return out
  }

  private func summary(_ result: EvaluateResult) -> String {
    var out = "\(result.locale) (\(result.profile), \(result.variant.rawValue)): \(result.file)\n"
    let percent = result.typed == 0 ? 0 : Double(result.exact) * 100 / Double(result.typed)
    out +=
      "  paragraphs: \(result.paragraphs), typed \(result.typed), skipped \(result.skippedStraightQuotes) (straight quotes); "
    out += "reproduced exactly \(result.exact) (\(String(format: "%.1f", percent))%)\n"
    out += "  characters: \(result.characters); differences: \(result.differences.count) "
    out += "(\(Self.rate(result.differences.count, result.characters)) per 1,000 characters); "
    out += "faults: \(result.faults); trade-offs: \(result.tradeOffs)\n"
    if !result.spaceTypeMismatches.isEmpty {
      out += "  space type mismatches (counted apart): \(result.spaceTypeMismatches.count)\n"
    }
    for kind in EvaluateAlignment.Kind.allCases where kind != .spaceType {
      let ofKind = result.differences.filter { $0.kind == kind }
      guard !ofKind.isEmpty else { continue }
      let tradeOffs = ofKind.count { $0.tradeOff != nil }
      let name = kind.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
      out += "    \(name)\(ofKind.count)" + (tradeOffs > 0 ? " (trade-offs: \(tradeOffs))" : "") + "\n"
    }
    for tradeOff in EvaluateTradeOff.allCases {
      let count = result.differences.count { $0.tradeOff == tradeOff }
      if count > 0 { out += "    trade-off \(tradeOff.rawValue): \(count)\n" }
    }
    return out
  }

  static func rate(_ count: Int, _ characters: Int) -> String {
    String(format: "%.2f", characters == 0 ? 0 : Double(count) * 1000 / Double(characters))
  }

  func jsonObject() -> [String: Any] {
    var corpora: [[String: Any]] = []
    for result in results {
      var byKind: [String: Any] = [:]
      for kind in EvaluateAlignment.Kind.allCases where kind != .spaceType {
        let ofKind = result.differences.filter { $0.kind == kind }
        byKind[kind.key] = ["count": ofKind.count, "trade-offs": ofKind.count { $0.tradeOff != nil }]
      }
      var byTradeOff: [String: Int] = [:]
      for tradeOff in EvaluateTradeOff.allCases {
        byTradeOff[tradeOff.rawValue] = result.differences.count { $0.tradeOff == tradeOff }
      }
      func record(_ difference: EvaluateDifference) -> [String: Any] {
        var record: [String: Any] = [
          "line": difference.line, "column": difference.column, "kind": difference.kind.key,
          "written": difference.written, "typed-back": difference.typedBack,
          "written-context": difference.writtenContext, "typed-back-context": difference.typedBackContext,
        ]
        if let tradeOff = difference.tradeOff { record["trade-off"] = tradeOff.rawValue }
        return record
      }
      let differences = result.differences.map(record)
      corpora.append([
        "file": result.file, "locale": result.locale, "profile": result.profile,
        "variant": result.variant.rawValue, "paragraphs": result.paragraphs, "typed": result.typed,
        "skipped-straight-quotes": result.skippedStraightQuotes, "exact": result.exact,
        "characters": result.characters, "differences": result.differences.count,
        "per-1000-characters": (result.perThousand * 100).rounded() / 100, "faults": result.faults,
        "trade-offs": result.tradeOffs, "by-kind": byKind, "by-trade-off": byTradeOff,
        "list": differences, "space-type-mismatches": result.spaceTypeMismatches.count,
        "space-type-list": result.spaceTypeMismatches.map(record),
      ])
    }
    return ["corpora": corpora, "faults": faults]
  }

  func json() -> String {
    let data = try! JSONSerialization.data(
      withJSONObject: jsonObject(), options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// A self-contained page: the summaries, then every difference with its context.
  func html(title: String) -> String {
    var body = "<h1>\(HTMLText.escape(title))</h1>\n"
    body += "<table><tr><th>corpus</th><th>locale</th><th>profile</th><th>variant</th><th>typed</th>"
    body +=
      "<th>exact</th><th>characters</th><th>differences</th><th>per 1,000</th><th>faults</th><th>trade-offs</th></tr>\n"
    for result in results {
      body +=
        "<tr><td>\(HTMLText.escape(result.file))</td><td>\(result.locale)</td><td>\(result.profile)</td>"
      body += "<td>\(result.variant.rawValue)</td><td>\(result.typed)</td><td>\(result.exact)</td>"
      body += "<td>\(result.characters)</td><td>\(result.differences.count)</td>"
      body += "<td>\(Self.rate(result.differences.count, result.characters))</td>"
      body += "<td>\(result.faults)</td><td>\(result.tradeOffs)</td></tr>\n"
    }
    body += "</table>\n"
    for result in results where !result.differences.isEmpty {
      body += "<h2>\(HTMLText.escape(result.file)) (\(result.locale))</h2>\n<table>\n"
      body += "<tr><th>place</th><th>kind</th><th>written</th><th>typed back</th></tr>\n"
      for difference in result.differences {
        let kind =
          difference.kind.rawValue
          + (difference.tradeOff.map { "<br><small>trade-off: \($0.rawValue)</small>" } ?? "")
        body += "<tr class=\"\(difference.tradeOff == nil ? "fault" : "trade-off")\">"
        body += "<td>\(difference.line):\(difference.column)</td><td>\(kind)</td>"
        body +=
          "<td>\(Self.marked(difference.writtenContext))</td><td>\(Self.marked(difference.typedBackContext))</td></tr>\n"
      }
      body += "</table>\n"
    }
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>\(HTMLText.escape(title))</title>
      <style>
      body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; }
      table { border-collapse: collapse; margin-bottom: 2em; }
      td, th { border: 1px solid #ccc; padding: 0.2em 0.5em; vertical-align: top; text-align: left; }
      tr.fault td:nth-child(2) { color: #a00; }
      tr.trade-off td:nth-child(2) { color: #666; }
      mark { background: #fd8; }
      </style></head><body>
      \(body)</body></html>

      """
  }

  /// A context with its ⟦difference⟧ highlighted and invisible characters shown.
  static func marked(_ context: String) -> String {
    guard let open = context.firstIndex(of: "⟦"), let close = context.lastIndex(of: "⟧") else {
      return HTMLText.escape(context.visible)
    }
    let inside = context[context.index(after: open)..<close]
    return HTMLText.escape(String(context[..<open]).visible) + "<mark>"
      + HTMLText.escape(String(inside).visible) + "</mark>"
      + HTMLText.escape(String(context[context.index(after: close)...]).visible)
  }
}
