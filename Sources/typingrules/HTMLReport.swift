import TypingRules
import TypingRulesYAML

/// `typingrules replay --html FILE`: one self-contained HTML page (no scripts, no outside
/// resources) with a summary and, for every case, one row per tap: the tap, the buffer the
/// case expects, the engine's buffer, every `observed` column, and the rules that fired.
/// A cell that differs from the tap's reference (the expected buffer when the case gives
/// one for that tap, else the engine's) is highlighted.
struct HTMLReport {
  /// One replayed case.
  struct Entry {
    var file: String
    var result: CaseRunner.Result
    /// The ids of the rules that fired on each tap, in order.
    var fired: [[String]]
  }

  var entries: [Entry] = []

  /// Collects, from trace events, the rules that fired on each tap.
  final class FiredRules {
    private(set) var taps: [[String]] = []

    func record(_ event: TraceEvent) {
      switch event {
      case .tap: taps.append([])
      case .rule(let id, .fired): if !taps.isEmpty { taps[taps.count - 1].append(id) }
      default: break
      }
    }
  }

  /// The page.
  func render(title: String) -> String {
    let passed = entries.filter(\.result.passed).count
    let failed = entries.count - passed
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(HTMLText.escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>\(HTMLText.escape(title))</h1>

      """
    page += "<section id=\"summary\">\n"
    page +=
      "<p class=\"totals\"><span id=\"passed\">\(passed) passed</span>, "
      + "<span id=\"failed\" class=\"\(failed > 0 ? "bad" : "good")\">\(failed) failed</span> "
      + "of <span id=\"cases\">\(entries.count) cases</span></p>\n"
    page += summaryTable()
    page += Self.legend
    page += "</section>\n"
    for (index, entry) in entries.enumerated() {
      page += caseSection(entry, index: index)
    }
    page += "</body>\n</html>\n"
    return page
  }

  /// Per catalog file: cases, passed, failed; per observed column: the cases that have it
  /// and the taps where it differs from the engine.
  private func summaryTable() -> String {
    var files: [String] = []
    var counts: [String: (passed: Int, failed: Int)] = [:]
    var columns: [String] = []
    var columnCounts: [String: (cases: Int, taps: Int, differing: Int)] = [:]
    for entry in entries {
      if counts[entry.file] == nil { files.append(entry.file) }
      var count = counts[entry.file, default: (0, 0)]
      if entry.result.passed { count.passed += 1 } else { count.failed += 1 }
      counts[entry.file] = count
      let engine = entry.result.outcome?.steps ?? []
      for column in entry.result.source.observed {
        if columnCounts[column.column] == nil { columns.append(column.column) }
        var figures = columnCounts[column.column, default: (0, 0, 0)]
        figures.cases += 1
        figures.taps += column.steps.count
        figures.differing +=
          column.steps.enumerated().filter { $0.offset >= engine.count || engine[$0.offset] != $0.element }
          .count
        columnCounts[column.column] = figures
      }
    }
    var html =
      "<table class=\"files\">\n<tr><th>catalog</th><th>cases</th><th>passed</th><th>failed</th></tr>\n"
    for file in files {
      let count = counts[file]!
      html +=
        "<tr><td>\(HTMLText.escape(file))</td><td>\(count.passed + count.failed)</td>"
        + "<td>\(count.passed)</td><td class=\"\(count.failed > 0 ? "bad" : "")\">\(count.failed)</td></tr>\n"
    }
    html += "</table>\n"
    guard !columns.isEmpty else { return html }
    html +=
      "<table class=\"observed\">\n<tr><th>observed column</th><th>cases</th><th>taps</th>"
      + "<th>taps that differ from the engine</th></tr>\n"
    for column in columns {
      let figures = columnCounts[column]!
      html +=
        "<tr><td>\(HTMLText.escape(column))</td><td>\(figures.cases)</td><td>\(figures.taps)</td>"
        + "<td class=\"\(figures.differing > 0 ? "bad" : "")\">\(figures.differing)</td></tr>\n"
    }
    return html + "</table>\n"
  }

  private func caseSection(_ entry: Entry, index: Int) -> String {
    let result = entry.result
    let source = result.source
    let status = result.passed ? "pass" : "fail"
    var html =
      "<section class=\"case \(status)\" id=\"case-\(index + 1)\">\n"
      + "<h2><span class=\"status\">\(status.uppercased())</span> \(HTMLText.escape(source.name))</h2>\n"
      + "<p class=\"where\">\(HTMLText.escape(entry.file)), line \(source.location.line)</p>\n"
      + "<p class=\"taps\">taps: <code>\(HTMLText.buffer(source.taps))</code></p>\n"
    if let failure = result.failure {
      html +=
        "<p class=\"failure\">at \(HTMLText.escape(failure.location.description)): "
        + "\(HTMLText.escape(failure.what)) differs: expected <code>\(HTMLText.buffer(failure.expected))</code>, "
        + "engine <code>\(HTMLText.buffer(failure.actual))</code></p>\n"
    }
    let taps = source.script.taps
    let engine = result.outcome?.steps ?? []
    // The expected buffer of each tap: `steps`, or `result` on the last tap.
    var expected: [String?] = Array(repeating: nil, count: taps.count)
    if let steps = source.steps {
      for (index, step) in steps.enumerated() where index < taps.count { expected[index] = step }
    } else if let final = source.result, !taps.isEmpty {
      expected[taps.count - 1] = final
    }
    html += "<table class=\"taps\">\n<tr><th>#</th><th>tap</th><th>expected</th><th>engine</th>"
    for column in source.observed { html += "<th class=\"column\">\(HTMLText.escape(column.column))</th>" }
    html += "<th>rules fired</th></tr>\n"
    for (index, tap) in taps.enumerated() {
      let reference = expected[index] ?? (index < engine.count ? engine[index] : nil)
      func cell(_ value: String?, kind: String) -> String {
        guard let value else { return "<td class=\"\(kind) none\"></td>" }
        let differs = reference.map { $0 != value } ?? false
        return "<td class=\"\(kind)\(differs ? " differs" : "")\">\(HTMLText.buffer(value))</td>"
      }
      let failing = result.failure?.tapIndex == index
      html += "<tr\(failing ? " class=\"first-difference\"" : "")><td class=\"n\">\(index + 1)</td>"
      html += "<td class=\"tap\">\(HTMLText.buffer(TraceWriter.describe(tap)))</td>"
      html +=
        expected[index].map { "<td class=\"expected\">\(HTMLText.buffer($0))</td>" }
        ?? "<td class=\"expected none\"></td>"
      html += cell(index < engine.count ? engine[index] : nil, kind: "engine")
      for column in source.observed {
        html += cell(index < column.steps.count ? column.steps[index] : nil, kind: "observed")
      }
      let fired = index < entry.fired.count ? entry.fired[index] : []
      html += "<td class=\"fired\">\(fired.map(HTMLText.escape).joined(separator: "<br>"))</td></tr>\n"
    }
    html += "</table>\n</section>\n"
    return html
  }

  private static let legend = """
    <p class="legend">Invisible characters are shown as marks:
    <span class="ch nbsp" title="no-break space U+00A0">nbsp</span> no-break space,
    <span class="ch nnbsp" title="narrow no-break space U+202F">nnbsp</span> narrow no-break space,
    <span class="ch sp" title="trailing space">␣</span> a space at the end of the buffer or of a line,
    <span class="ch nl" title="newline">⏎</span> newline. A highlighted cell differs from the
    expected buffer of its tap (or, where the case expects nothing for that tap, from the engine's).</p>

    """

  private static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
    h1 { font-size: 1.4em; } h2 { font-size: 1.1em; margin: 0 0 .3em; }
    table { border-collapse: collapse; margin: .5em 0 1em; }
    th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; vertical-align: top; }
    th { background: #f3f3f3; }
    td.expected, td.engine, td.observed, td.tap, code { font-family: ui-monospace, monospace; white-space: pre-wrap; }
    td.differs { background: #ffd6d6; outline: 2px solid #d33; }
    tr.first-difference td.n { background: #d33; color: #fff; }
    td.fired { color: #555; font-size: .9em; }
    td.none { background: #fafafa; }
    .case { border-top: 1px solid #ddd; padding-top: .8em; margin-top: .8em; }
    .case.fail .status, .bad { color: #b00; font-weight: bold; }
    .case.pass .status, .good { color: #070; }
    .where, .taps, .failure { margin: .2em 0; }
    .ch { font-size: .75em; border: 1px solid #88a; border-radius: 3px; padding: 0 2px; margin: 0 1px;
      background: #eef; color: #336; font-family: system-ui, sans-serif; }
    .ch.nbsp, .ch.nnbsp { background: #ffe9b3; border-color: #c90; color: #640; }
    """
}
