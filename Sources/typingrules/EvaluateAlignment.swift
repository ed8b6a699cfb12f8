/// Aligns the engine's text with the written paragraph and names each difference
/// (Docs/evaluate.md).
enum EvaluateAlignment {
  /// A stretch where the two texts differ: `expected[expectedRange]` was written,
  /// `actual[actualRange]` came out.
  struct Hunk: Equatable {
    var expectedRange: Range<Int>
    var actualRange: Range<Int>
  }

  /// The hunks of a shortest edit script (Myers' O(ND) algorithm) from `expected` to
  /// `actual`, in order.
  static func hunks(_ expected: [Character], _ actual: [Character]) -> [Hunk] {
    // Common prefix and suffix first: most paragraphs differ in a few places.
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(expected[prefix..<(expected.count - suffix)])
    let b = Array(actual[prefix..<(actual.count - suffix)])
    if a.isEmpty && b.isEmpty { return [] }
    let n = a.count
    let m = b.count
    // Past this many edits the texts are too far apart to name each one: one hunk.
    let maxD = min(n + m, 400)
    let offset = maxD + 1
    var v = [Int](repeating: 0, count: 2 * maxD + 3)
    var trace: [[Int]] = []
    var found = false
    for d in 0...maxD {
      trace.append(v)
      var k = -d
      while k <= d {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
        k += 2
      }
      if found { break }
    }
    if !found {
      return [
        Hunk(
          expectedRange: prefix..<(expected.count - suffix), actualRange: prefix..<(actual.count - suffix))
      ]
    }
    // Walk back: the edit script as a list of (x, y) steps, equal runs skipped.
    var x = n
    var y = m
    var edits: [(Int, Int, Bool)] = []  // (x, y, isDeletion) per non-diagonal step
    for d in stride(from: trace.count - 1, through: 1, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
      }
      if previousK == k + 1 {
        edits.append((x, y - 1, false))  // insertion of b[y - 1]
      } else {
        edits.append((x - 1, y, true))  // deletion of a[x - 1]
      }
      x = previousX
      y = previousY
    }
    edits.reverse()
    // Group edits that touch into hunks.
    var result: [Hunk] = []
    for (ex, ey, deletion) in edits {
      let expectedRange = deletion ? ex..<(ex + 1) : ex..<ex
      let actualRange = deletion ? ey..<ey : ey..<(ey + 1)
      if var last = result.last, last.expectedRange.upperBound == expectedRange.lowerBound,
        last.actualRange.upperBound == actualRange.lowerBound
      {
        last.expectedRange = last.expectedRange.lowerBound..<expectedRange.upperBound
        last.actualRange = last.actualRange.lowerBound..<actualRange.upperBound
        result[result.count - 1] = last
      } else {
        result.append(Hunk(expectedRange: expectedRange, actualRange: actualRange))
      }
    }
    return result.map {
      Hunk(
        expectedRange: ($0.expectedRange.lowerBound + prefix)..<($0.expectedRange.upperBound + prefix),
        actualRange: ($0.actualRange.lowerBound + prefix)..<($0.actualRange.upperBound + prefix))
    }
  }

  /// The kinds of difference, in report order.
  enum Kind: String, CaseIterable {
    case missedCapital = "missed capital"
    case falseCapital = "false capital"
    case quote
    case apostrophe
    case dash
    case ellipsis
    case spaceType = "space type"
    case doubleSpaceFullStop = "double-space full stop"
    case other

    /// The key in JSON output.
    var key: String { rawValue.replacingOccurrences(of: " ", with: "-") }
  }

  static let quoteCharacters: Set<Character> = [
    "\"", "'", "“", "”", "„", "‟", "‘", "’", "‚", "‛", "«", "»", "‹", "›", "`", "´", "「", "」",
  ]
  static let dashCharacters: Set<Character> = ["-", "‐", "‑", "‒", "–", "—", "―", "−"]

  /// The kind of one hunk. `apostrophe` is the pack's apostrophe.
  static func kind(_ hunk: Hunk, expected: [Character], actual: [Character], apostrophe: Character?) -> Kind {
    let e = Array(expected[hunk.expectedRange])
    let a = Array(actual[hunk.actualRange])
    if !e.isEmpty, e.count == a.count,
      zip(e, a).allSatisfy({ $0 == $1 || String($0).lowercased() == String($1).lowercased() })
    {
      let (written, typed) = zip(e, a).first { $0 != $1 }!
      return typed.isUppercase && !written.isUppercase ? .falseCapital : .missedCapital
    }
    let all = e + a
    if e.count == a.count, all.allSatisfy(EvaluateTypist.isSpace) { return .spaceType }
    if all.contains(where: quoteCharacters.contains),
      all.allSatisfy({ quoteCharacters.contains($0) || EvaluateTypist.isSpace($0) })
    {
      // The pack's apostrophe before a letter (l’homme, don’t): an apostrophe.
      if let apostrophe, e.contains(apostrophe) || a.contains(apostrophe),
        hunk.expectedRange.upperBound < expected.count, expected[hunk.expectedRange.upperBound].isLetter
      {
        return .apostrophe
      }
      return .quote
    }
    if all.contains(where: dashCharacters.contains),
      all.allSatisfy({ dashCharacters.contains($0) || EvaluateTypist.isSpace($0) })
    {
      return .dash
    }
    if all.contains("…"), all.allSatisfy({ $0 == "…" || $0 == "." || EvaluateTypist.isSpace($0) }) {
      return .ellipsis
    }
    if all.contains("."), all.allSatisfy({ $0 == "." || EvaluateTypist.isSpace($0) }) {
      return .doubleSpaceFullStop
    }
    return .other
  }
}
