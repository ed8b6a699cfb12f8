import TypingRules

/// `typingrules bench --by-key`: the timed run's samples grouped by the kind of tap, so a
/// keyboard author sees which taps are heavy (the taps above the 99th percentile).
extension BenchCommand {
  /// The group a tap is reported in: letters, digits and each other key by itself.
  static func keyGroup(_ tap: Tap) -> String {
    switch tap {
    case .character(let character):
      if character.isLetter { return "letter" }
      if character.isNumber { return "digit" }
      return "'\(character)'"
    case .space: return "space"
    case .return: return "return"
    case .backspace: return "backspace"
    case .accept: return "accept"
    case .revert: return "revert"
    case .moveCursor: return "move"
    case .text: return "text"
    case .shift: return "shift"
    }
  }

  /// One line per group: taps, median, 90th and 99th percentile, and how many of the
  /// group's taps are above the whole run's 99th percentile; heaviest groups first.
  static func byKeyReport(_ corpus: BenchCorpus, samples: [UInt32], overallP99: UInt32) -> [String] {
    var groups: [String: [UInt32]] = [:]
    var index = 0
    var previous = ""
    corpus.forEach(limit: samples.count) { tap, _ in
      // A space is grouped by the tap before it (a space after a period ends a sentence).
      let group = keyGroup(tap)
      groups[group == "space" ? "space<\(previous)" : group, default: []].append(samples[index])
      previous = group
      index += 1
    }
    func percentile(_ sorted: [UInt32], _ p: Int) -> UInt32 {
      sorted[min(sorted.count - 1, sorted.count * p / 100)]
    }
    var rows: [(name: String, count: Int, median: UInt32, p90: UInt32, p99: UInt32, above: Int)] = []
    for (name, values) in groups {
      let sorted = values.sorted()
      rows.append(
        (
          name, sorted.count, percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 99),
          sorted.count { $0 > overallP99 }
        ))
    }
    rows.sort { ($0.above, $0.p99) > ($1.above, $1.p99) }
    var lines = ["key             taps     median_ns  p90_ns  p99_ns  above_p99"]
    for row in rows {
      // Right-aligned, and never run into the column before it: a value wider than its
      // column (a 10 ms tap on a loaded machine) still has a space before it.
      func column(_ value: some CustomStringConvertible, _ width: Int) -> String {
        let text = String(describing: value)
        return String(repeating: " ", count: max(1, width - text.count)) + text
      }
      lines.append(
        row.name.padding(toLength: 14, withPad: " ", startingAt: 0) + column(row.count, 6)
          + column(row.median, 13) + column(row.p90, 8) + column(row.p99, 8) + column(row.above, 11))
    }
    return lines
  }
}
