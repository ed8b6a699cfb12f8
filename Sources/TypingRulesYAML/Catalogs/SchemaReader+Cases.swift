internal import TypingRules

extension SchemaReader {
  static let optionKeys = ["locale", "profile", "gap", "field", "settings", "corrections", "corrector"]
  /// The values of `corrector`.
  static let correctorNames = ["table", "dictionary"]
  static let caseKeys =
    ["name", "taps", "before", "after", "steps", "result", "cursor", "shift", "shifts", "bar", "observed"]
    + optionKeys

  /// Reads the shared option keys of a case or of `defaults`.
  func caseOptions(_ fields: Fields, what: String) -> CaseOptions {
    var options = CaseOptions()
    if let node = fields["locale"], let tag = nonEmptyString(node, what: "'locale'") {
      options.locale = tag
      options.localeLocation = node.location
    }
    if let node = fields["profile"], let name = nonEmptyString(node, what: "'profile'") {
      options.profile = name
      options.profileLocation = node.location
    }
    if let node = fields["corrector"], let name = nonEmptyString(node, what: "'corrector'") {
      if Self.correctorNames.contains(name) {
        options.corrector = name
        options.correctorLocation = node.location
      } else {
        sink.error(
          "unknown corrector '\(name)'; expected one of \(Self.correctorNames.joined(separator: ", "))",
          at: node.location, check: "unknown-corrector")
      }
    }
    if let node = fields["gap"] {
      options.gap = number(node, what: "'gap'", in: 0...3600)
    }
    if let node = fields["field"], let pairs = mapping(node, what: "'field'") {
      for pair in pairs {
        guard let name = string(pair.key, what: "a field trait") else { continue }
        guard let key = FieldTraitKey(rawValue: name) else {
          sink.error(
            "unknown field trait '\(name)'\(Self.suggestion(for: name, among: FieldTraitKey.allCases.map(\.rawValue)))",
            at: pair.key.location, check: "unknown-trait")
          continue
        }
        let value: String?
        if key == .secure || key == .multiline {
          value = bool(pair.value, what: "field trait '\(name)'").map { String($0) }
        } else {
          value = string(pair.value, what: "field trait '\(name)'")
        }
        guard let value else { continue }
        guard key.values.contains(value) else {
          sink.error(
            "'\(value)' is not a value of field trait '\(name)'; expected one of \(key.values.joined(separator: ", "))",
            at: pair.value.location, check: "unknown-trait-value")
          continue
        }
        options.field.append((key, value))
      }
    }
    if let node = fields["settings"], let pairs = mapping(node, what: "'settings'") {
      for pair in pairs {
        guard let name = string(pair.key, what: "a setting name") else { continue }
        if let flag = pair.value.bool {
          options.settings.append((name, .bool(flag), pair.key.location))
        } else if let number = pair.value.double {
          options.settings.append((name, .number(number), pair.key.location))
        } else {
          typeError(pair.value, expected: "true, false or a number", what: "setting '\(name)'")
        }
      }
    }
    if let node = fields["corrections"], let pairs = mapping(node, what: "'corrections'") {
      for pair in pairs {
        guard let typo = nonEmptyString(pair.key, what: "a correction's typed word"),
          let fix = nonEmptyString(pair.value, what: "the correction of '\(pair.key.scalar ?? "")'")
        else { continue }
        options.corrections[typo] = fix
      }
    }
    return options
  }

  /// Reads one case. `named` says whether `name` is required (catalogs) or optional (examples).
  func caseSource(_ node: YAMLNode, requireName: Bool, index: Int) -> CaseSource? {
    guard let fields = fields(node, allowed: Self.caseKeys, what: requireName ? "a case" : "an example")
    else {
      return nil
    }
    var name = "example \(index + 1)"
    if requireName {
      guard let nameNode = fields.require("name"), let text = nonEmptyString(nameNode, what: "'name'") else {
        return nil
      }
      name = text
    } else if let nameNode = fields["name"], let text = nonEmptyString(nameNode, what: "'name'") {
      name = text
    }
    guard let tapsNode = fields.require("taps"), let taps = string(tapsNode, what: "'taps'") else {
      return nil
    }
    let script: TapScript
    do {
      script = try TapScript(parsing: taps)
    } catch {
      sink.error(error.message, at: Self.offset(tapsNode, by: error.offset), check: "bad-taps")
      return nil
    }
    var source = CaseSource(
      name: name, location: node.location, script: script, taps: taps, tapsLocation: tapsNode.location)
    if let value = fields["before"].flatMap({ string($0, what: "'before'") }) { source.before = value }
    if let value = fields["after"].flatMap({ string($0, what: "'after'") }) { source.after = value }
    if let stepsNode = fields["steps"], let items = sequence(stepsNode, what: "'steps'") {
      let steps = items.compactMap { string($0, what: "a step") }
      if steps.count == items.count {
        source.steps = steps
        source.stepsLocation = stepsNode.location
        if steps.count != script.taps.count {
          sink.error(
            "'steps' has \(steps.count) entries but the taps have \(script.taps.count) taps; give one buffer per tap ({pause} is not a tap)",
            at: stepsNode.location, check: "steps-count")
        }
      }
    }
    if let resultNode = fields["result"], let value = string(resultNode, what: "'result'") {
      source.result = value
      source.resultLocation = resultNode.location
    }
    if let barNode = fields["bar"], let items = sequence(barNode, what: "'bar'") {
      let texts = items.compactMap { string($0, what: "a suggestion bar item") }
      if texts.count == items.count {
        source.bar = texts
        source.barLocation = barNode.location
        if script.taps.isEmpty {
          sink.error(
            "'bar' asserts the suggestion bar after the last tap, but the case has no taps",
            at: barNode.location, check: "steps-count")
        }
      }
    }
    if source.steps == nil && source.result == nil && fields["steps"] == nil && fields["result"] == nil
      && fields["bar"] == nil
    {
      sink.error(
        "\(requireName ? "case" : "example") '\(name)' needs 'steps', 'result', 'bar' or several",
        at: node.location,
        check: "missing-key")
    }
    if let cursorNode = fields["cursor"] {
      source.cursor = integer(cursorNode, what: "'cursor'", in: 0...Int(Int32.max))
    }
    if let shiftNode = fields["shift"], let state = shiftState(shiftNode, what: "'shift'") {
      source.shift = state
      source.shiftLocation = shiftNode.location
      if script.taps.isEmpty {
        sink.error(
          "'shift' asserts the shift state after the last tap, but the case has no taps",
          at: shiftNode.location,
          check: "steps-count")
      }
    }
    if let shiftsNode = fields["shifts"], let items = sequence(shiftsNode, what: "'shifts'") {
      let states = items.compactMap { shiftState($0, what: "a shift state") }
      if states.count == items.count {
        source.shifts = states
        source.shiftsLocation = shiftsNode.location
        if states.count != script.taps.count {
          sink.error(
            "'shifts' has \(states.count) entries but the taps have \(script.taps.count) taps; give one shift state per tap ({pause} is not a tap)",
            at: shiftsNode.location, check: "steps-count")
        }
      }
    }
    if let observedNode = fields["observed"], let pairs = mapping(observedNode, what: "'observed'") {
      for pair in pairs {
        guard let column = string(pair.key, what: "an observed column"),
          let items = sequence(pair.value, what: "observed column '\(column)'")
        else { continue }
        source.observed.append((column, items.compactMap { string($0, what: "an observed buffer") }))
      }
    }
    source.options = caseOptions(fields, what: "a case")
    return source
  }

  /// A shift state (`off`, `auto`, `manual`, `locked`), or a located error.
  func shiftState(_ node: YAMLNode, what: String) -> ShiftState? {
    guard let name = string(node, what: what) else { return nil }
    guard let state = ShiftState(rawValue: name) else {
      sink.error(
        "\(what) must be one of \(ShiftState.allCases.map(\.rawValue).joined(separator: ", ")), found '\(name)'",
        at: node.location, check: "out-of-range")
      return nil
    }
    return state
  }

  /// The place `offset` characters into a scalar (1-based), for errors inside tap strings
  /// and patterns. Exact for plain and single-line quoted scalars.
  static func offset(_ node: YAMLNode, by offset: Int) -> SourceLocation {
    var location = node.location
    let quoted = node.scalarStyle == .singleQuoted || node.scalarStyle == .doubleQuoted
    location.column += offset - 1 + (quoted ? 1 : 0)
    return location
  }
}
