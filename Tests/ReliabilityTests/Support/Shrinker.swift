import TypingRules

/// Shrinks a failing scenario to a small one that fails the same invariant: delta debugging
/// (ddmin) over its steps, then each step alone, then the text already in the field, the
/// extra corrections, the settings and the field traits, each set back to its default when
/// the failure stays.
struct Shrinker {
  /// Whether a scenario still fails the way being shrunk.
  let fails: (Scenario) -> Bool
  /// Most scenarios tried.
  var budget = 5000

  func shrink(_ scenario: Scenario) -> Scenario {
    var tries = 0
    func stillFails(_ candidate: Scenario) -> Bool {
      guard tries < budget else { return false }
      tries += 1
      return fails(candidate)
    }
    var current = scenario
    current.steps = ddmin(current.steps) { steps in
      var candidate = current
      candidate.steps = steps
      return stillFails(candidate)
    }
    // One step at a time, until nothing more goes.
    var removed = true
    while removed {
      removed = false
      var index = current.steps.count - 1
      while index >= 0 {
        var candidate = current
        candidate.steps.remove(at: index)
        if stillFails(candidate) {
          current = candidate
          removed = true
        }
        index -= 1
      }
    }
    // The text already in the field, character by character.
    for keyPath in [\Scenario.before, \Scenario.after] where !current[keyPath: keyPath].isEmpty {
      let characters = ddmin(Array(current[keyPath: keyPath])) { characters in
        var candidate = current
        candidate[keyPath: keyPath] = String(characters)
        return stillFails(candidate)
      }
      var candidate = current
      candidate[keyPath: keyPath] = String(characters)
      if stillFails(candidate) { current = candidate }
    }
    // Simpler pauses and taps.
    for index in current.steps.indices {
      var candidate = current
      switch current.steps[index] {
      case .pause(let seconds) where seconds != seconds.rounded(.up):
        candidate.steps[index] = .pause(seconds.rounded(.up))
      case .tap(.moveCursor(let offset)) where abs(offset) > 1:
        candidate.steps[index] = .tap(.moveCursor(offset > 0 ? 1 : -1))
      default:
        continue
      }
      if stillFails(candidate) { current = candidate }
    }
    var simpler: [(inout Scenario) -> Void] = [
      { $0.before = "" }, { $0.after = "" }, { $0.corrections = [:] },
    ]
    for typo in current.corrections.keys.sorted() { simpler.append { $0.corrections[typo] = nil } }
    if current.plainCase != .settingsOff {
      for name in current.settings.keys.sorted() { simpler.append { $0.settings[name] = nil } }
    }
    for key in FieldTraitKey.allCases {
      simpler.append { scenario in try? scenario.field.set(key, to: FieldTraits().value(of: key)) }
    }
    simpler.append { $0.window.after = "" }
    simpler.append { $0.window.shared = String($0.window.shared.suffix($0.window.limit)) }
    for change in simpler {
      var candidate = current
      change(&candidate)
      // Keep the plain cases what they are: they are defined by their settings and field.
      if candidate.plainCase != nil, !Self.keepsPlainCase(candidate) { continue }
      if stillFails(candidate) { current = candidate }
    }
    return current
  }

  /// Whether a scenario still is the plain case it says.
  static func keepsPlainCase(_ scenario: Scenario) -> Bool {
    switch scenario.plainCase {
    case .secureField: scenario.field.secure
    case .codeField: scenario.field.content == .code
    case .settingsOff: true
    case nil: true
    }
  }

  /// Zeller's ddmin: a 1-minimal subsequence of `items` for which `test` holds (it holds
  /// for `items`).
  func ddmin<T>(_ items: [T], _ test: ([T]) -> Bool) -> [T] {
    var items = items
    var granularity = 2
    while items.count >= 2 {
      let chunkSize = max(1, items.count / granularity)
      var reduced = false
      // Try each complement (drop one chunk).
      var start = 0
      while start < items.count {
        let end = min(items.count, start + chunkSize)
        let complement = Array(items[..<start] + items[end...])
        if !complement.isEmpty, test(complement) {
          items = complement
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
        start = end
      }
      if !reduced {
        if granularity >= items.count { break }
        granularity = min(items.count, granularity * 2)
      }
    }
    return items
  }
}
