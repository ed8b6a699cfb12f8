import TypingRules

/// The JSON Schemas (draft-07) for rule files and `pack.yaml`, for editors: the YAML
/// language server reads them through the `# yaml-language-server: $schema=...` line at the
/// top of each shipped file and offers completion and inline errors.
///
/// Built from the loader's own tables (rule keys, pack keys, example keys, triggers,
/// conditions, actions, field traits and their values, token shapes, settings, locale
/// keys), so the names cannot drift; `Docs/schema/*.schema.json` are this output, and a
/// test regenerates and compares them (`rulecheck --print-schema pack|rules`).
///
/// The schemas check shape; the loader checks more (references, patterns, one-character
/// values counted in grapheme clusters, ranges that depend on other values). A file the
/// loader accepts always validates.
public enum EditorSchema {
  /// `pack` or `rules`.
  public static func schema(named name: String) -> JSONValue? {
    switch name {
    case "pack": pack
    case "rules": rules
    default: nil
    }
  }

  /// The schema of a rule file: `rules:` and a list of rules.
  public static var rules: JSONValue {
    .object([
      ("$schema", "http://json-schema.org/draft-07/schema#"),
      ("title", "TypingRules rule file"),
      ("description", "A file of rules listed by a pack's 'files'. See Docs/rules.md."),
      ("type", "object"),
      (
        "properties",
        .object(
          PackParser.ruleFileKeys.map { key in
            (
              key,
              .object([
                ("description", "The rules, in order, and patches of inherited rules."), ("type", "array"),
                ("items", ruleOrPatch),
              ])
            )
          })
      ),
      ("required", ["rules"]),
      ("additionalProperties", false),
      ("definitions", definitions),
    ])
  }

  /// The schema of a pack's `pack.yaml`.
  public static var pack: JSONValue {
    let properties: [String: JSONValue] = [
      "pack": described("The pack's name: 'base' or a BCP 47 tag, the same as its folder.", nonEmptyString),
      "summary": described("One line about the pack.", string),
      "extends": described("The pack this one builds on.", nonEmptyString),
      "files": described(
        "Rule files in the pack's folder, in order.",
        .object([("type", "array"), ("items", yamlFileName)])),
      "locale": described("The locale data rules read as $locale.KEY and <KEY>.", localeGroup(prefix: "")),
      "settings": described(
        "Settings this pack adds (or whose defaults it changes).",
        .object([
          ("type", "object"),
          (
            "additionalProperties",
            .object([
              ("type", "object"),
              (
                "properties",
                .object([
                  ("default", .object([("anyOf", [boolean, number(0, ProgramLimits.maxSettingValue)])])),
                  ("summary", string),
                ])
              ),
              ("required", ["default"]),
              ("additionalProperties", false),
            ])
          ),
        ])),
      "disable": described(
        "Ids of inherited rules to remove.", .object([("type", "array"), ("items", nonEmptyString)])),
      "rules": described(
        "Rules written in pack.yaml itself, after those of 'files'.",
        .object([("type", "array"), ("items", ruleOrPatch)])),
      "corrections": described(
        "Autocorrection table files ('corrections: {typo: fix}').",
        .object([("anyOf", [yamlFileName, .object([("type", "array"), ("items", yamlFileName)])])])),
    ]
    return .object([
      ("$schema", "http://json-schema.org/draft-07/schema#"),
      ("title", "TypingRules locale pack"),
      ("description", "A pack's pack.yaml. See Docs/rules.md."),
      ("type", "object"),
      ("properties", .object(PackParser.packKeys.map { ($0, properties[$0] ?? .object([])) })),
      ("required", ["pack"]),
      ("additionalProperties", false),
      ("definitions", definitions),
    ])
  }

  // MARK: - Rules

  static var definitions: JSONValue {
    .object([
      ("rule", rule),
      ("patch", patch),
      ("trigger", trigger),
      ("characters", characters),
      ("condition", condition),
      ("action", action),
      ("example", example),
    ])
  }

  static let ruleKeyDescriptions: [String: (String, JSONValue)] = [
    "id": (
      "A unique id: lowercase letters, digits, '-' and '.'.",
      .object([("type", "string"), ("pattern", "^[a-z0-9.-]+$")])
    ),
    "summary": ("One line: what the rule does.", nonEmptyString),
    "on": ("The trigger: an event, or {key: CHARACTERS}.", ref("trigger")),
    "when": ("Conditions that must all hold.", .object([("type", "array"), ("items", ref("condition"))])),
    "unless": (
      "Escape hatches: any one stands the rule down.",
      .object([("type", "array"), ("items", ref("condition"))])
    ),
    "do": ("Actions, in order.", .object([("type", "array"), ("minItems", 1), ("items", ref("action"))])),
    "examples": ("Tap cases run as tests.", .object([("type", "array"), ("items", ref("example"))])),
    "continue": ("Go on to later rules after this one fires.", boolean),
    "override": ("Replace the inherited rule of the same id in place.", boolean),
    "insert-before": ("Place this new rule before an inherited rule id.", nonEmptyString),
    "insert-after": ("Place this new rule after an inherited rule id.", nonEmptyString),
  ]

  /// An item of a `rules:` list: a rule, or a patch of an inherited one.
  static var ruleOrPatch: JSONValue {
    .object([("anyOf", [ref("rule"), ref("patch")])])
  }

  /// `- patch: ID` and its edits (Docs/rules.md, "Patching an inherited rule").
  static var patch: JSONValue {
    func edits(_ item: JSONValue) -> JSONValue {
      .object([
        ("type", "array"),
        (
          "items",
          .object([
            ("type", "object"),
            (
              "properties",
              .object(PackParser.editKeys.map { ($0, item) })
            ),
            ("additionalProperties", false),
          ])
        ),
      ])
    }
    let descriptions: [String: (String, JSONValue)] = [
      "patch": ("The id of the inherited rule to patch.", nonEmptyString),
      "summary": ("A new summary.", nonEmptyString),
      "on": ("A new trigger.", ref("trigger")),
      "continue": ("A new 'continue'.", boolean),
      "when": ("Edits of the conditions: add (before/after), remove, replace/with.", edits(ref("condition"))),
      "unless": ("Edits of the escape hatches.", edits(ref("condition"))),
      "do": ("Edits of the actions.", edits(ref("action"))),
      "examples": (
        "Examples that replace the inherited ones.", .object([("type", "array"), ("items", ref("example"))])
      ),
      "disable": ("true: remove the rule.", boolean),
    ]
    return .object([
      ("type", "object"),
      (
        "properties",
        .object(
          PackParser.patchKeys.map { key in
            guard let (text, schema) = descriptions[key] else { return (key, .object([])) }
            return (key, described(text, schema))
          })
      ),
      ("required", ["patch"]),
      ("additionalProperties", false),
    ])
  }

  static var rule: JSONValue {
    .object([
      ("type", "object"),
      (
        "properties",
        .object(
          PackParser.ruleKeys.map { key in
            guard let (text, schema) = ruleKeyDescriptions[key] else { return (key, .object([])) }
            return (key, described(text, schema))
          })
      ),
      ("required", ["id", "summary", "on", "do"]),
      ("additionalProperties", false),
      ("not", .object([("required", ["insert-before", "insert-after"])])),
      // `after-tap` rules decide state and must not edit: only set, clear and shift.
      (
        "if",
        .object([
          ("properties", .object([("on", .object([("const", "after-tap")]))])), ("required", ["on"]),
        ])
      ),
      (
        "then",
        .object([
          (
            "properties",
            .object([
              (
                "do",
                .object([
                  (
                    "items",
                    .object([
                      ("type", "object"),
                      (
                        "propertyNames",
                        .object([
                          (
                            "enum",
                            .array(
                              Primitive.all(.action).filter(\.isStateOnly).map(\.name).sorted().map {
                                .string($0)
                              })
                          )
                        ])
                      ),
                    ])
                  )
                ])
              )
            ])
          )
        ])
      ),
    ])
  }

  static var trigger: JSONValue {
    .object([
      (
        "anyOf",
        [
          .object([("enum", .array(RuleCompiler.eventTriggers.keys.sorted().map { .string($0) }))]),
          .object([
            ("type", "object"),
            ("properties", .object([("key", ref("characters"))])),
            ("required", ["key"]),
            ("additionalProperties", false),
          ]),
        ]
      )
    ])
  }

  /// A string of characters (or `$locale.KEY`), or `{set: '[...]'}`.
  static var characters: JSONValue {
    .object([
      (
        "anyOf",
        [
          nonEmptyString,
          .object([
            ("type", "object"),
            ("properties", .object([("set", nonEmptyString)])),
            ("required", ["set"]),
            ("additionalProperties", false),
          ]),
        ]
      )
    ])
  }

  /// `locale: {KEY: VALUE}`.
  static var localeTest: JSONValue {
    .object([
      ("type", "object"),
      (
        "properties",
        .object(
          LocaleSchema.keys.compactMap { key in
            switch key.kind {
            case .bool: (key.name, boolean)
            case .number, .integer: (key.name, .object([("type", "number")]))
            case .character, .characters, .string: (key.name, string)
            case .list: nil
            }
          })
      ),
      ("additionalProperties", .object([("type", ["string", "boolean", "number"])])),
      ("minProperties", 1),
    ])
  }

  /// `since: {event, within | over}`.
  static func sinceTest(events: JSONValue) -> JSONValue {
    let seconds = JSONValue.object([
      (
        "anyOf",
        [number(0, ProgramLimits.maxSeconds), .object([("type", "string"), ("pattern", "^\\$settings\\.")])]
      )
    ])
    return .object([
      ("type", "object"),
      ("properties", .object([("event", events), ("within", seconds), ("over", seconds)])),
      ("required", ["event"]),
      ("additionalProperties", false),
      ("oneOf", [.object([("required", ["within"])]), .object([("required", ["over"])])]),
    ])
  }

  /// A non-empty list of conditions (`any`, `all`).
  static var conditionList: JSONValue {
    .object([("type", "array"), ("minItems", 1), ("items", ref("condition"))])
  }

  /// `set: NAME` or `set: {flag: NAME, for: N}`.
  static var setFlag: JSONValue {
    .object([
      (
        "anyOf",
        [
          flagName,
          .object([
            ("type", "object"),
            (
              "properties",
              .object([("flag", flagName), ("for", integer(1, Int(ProgramLimits.maxFlagLifetime)))])
            ),
            ("required", ["flag"]),
            ("additionalProperties", false),
          ]),
        ]
      )
    ])
  }

  /// The bare names and the `name: argument` entries of a kind, from the primitive table.
  static func vocabulary(_ kind: Primitive.Kind) -> JSONValue {
    let primitives = Primitive.all(kind)
    return .object([
      (
        "anyOf",
        [
          .object([("enum", .array(primitives.filter(\.isBare).map(\.name).sorted().map { .string($0) }))]),
          .object([
            ("type", "object"),
            (
              "properties",
              .object(
                primitives.compactMap { primitive in
                  primitive.argument.map { (primitive.name, described(primitive.summary, $0)) }
                })
            ),
            ("minProperties", 1),
            ("maxProperties", 1),
            ("additionalProperties", false),
          ]),
        ]
      )
    ])
  }

  static var condition: JSONValue { vocabulary(.condition) }

  static var action: JSONValue { vocabulary(.action) }

  static var example: JSONValue {
    let properties: [String: JSONValue] = [
      "name": nonEmptyString,
      "taps": described("Taps in the catalog tap syntax.", string),
      "before": described("Text before the cursor at the start.", string),
      "after": described("Text after the cursor at the start.", string),
      "steps": described("The buffer after each tap.", .object([("type", "array"), ("items", string)])),
      "result": described("The buffer after the last tap.", string),
      "cursor": described("The cursor's offset at the end, in characters.", integer(0, Int(Int32.max))),
      "bar": described(
        "The suggestion bar's items after the last tap, in order (three at most).",
        .object([("type", "array"), ("items", string)])),
      "pending-correction": described(
        "The correction the next space would commit after the last tap (the suggestion bar's highlighted word); empty: none.",
        string),
      "observed": .object([
        ("type", "object"),
        ("additionalProperties", .object([("type", "array"), ("items", string)])),
      ]),
      "locale": described("Run with another locale's pack.", nonEmptyString),
      "gap": described("Seconds between taps.", number(0, 3600)),
      "field": described("Field traits.", fieldTest(lists: false)),
      "settings": described("Keyboard settings.", settingValues),
      "corrections": described(
        "Autocorrection entries.",
        .object([("type", "object"), ("additionalProperties", nonEmptyString)])),
      "corrector": described(
        "The autocorrector: table (the pack's table and corrections, the default) or dictionary (the locale's compiled dictionary).",
        .object([("enum", .array(SchemaReader.correctorNames.map { .string($0) }))])),
    ]
    return .object([
      ("type", "object"),
      ("properties", .object(SchemaReader.caseKeys.map { ($0, properties[$0] ?? .object([])) })),
      ("required", ["taps"]),
      (
        "anyOf",
        [
          .object([("required", ["steps"])]), .object([("required", ["result"])]),
          .object([("required", ["bar"])]),
        ]
      ),
      ("additionalProperties", false),
    ])
  }

  /// Field traits by name; in conditions each takes a value or a list of values.
  static func fieldTest(lists: Bool) -> JSONValue {
    .object([
      ("type", "object"),
      (
        "properties",
        .object(
          FieldTraitKey.allCases.map { key in
            let single: JSONValue =
              key.values == ["false", "true"]
              ? boolean : .object([("enum", .array(key.values.map { .string($0) }))])
            let value: JSONValue =
              lists
              ? .object([
                ("anyOf", [single, .object([("type", "array"), ("minItems", 1), ("items", single)])])
              ])
              : single
            return (key.rawValue, value)
          })
      ),
      ("minProperties", lists ? 1 : 0),
      ("additionalProperties", false),
    ])
  }

  /// Settings by name: a switch or a number (which settings exist is declared by the packs).
  static var settingValues: JSONValue {
    .object([
      ("type", "object"),
      ("additionalProperties", .object([("anyOf", [boolean, number(0, ProgramLimits.maxSettingValue)])])),
    ])
  }

  // MARK: - Locale data

  /// The `locale:` mapping (or one of its groups, like `quotes.`), from ``LocaleSchema``.
  static func localeGroup(prefix: String) -> JSONValue {
    var members: [(String, JSONValue)] = []
    var seenGroups: Set<String> = []
    for key in LocaleSchema.keys where key.name.hasPrefix(prefix) {
      let rest = key.name.dropFirst(prefix.count)
      if let dot = rest.firstIndex(of: ".") {
        let group = String(rest[..<dot])
        if seenGroups.insert(group).inserted {
          members.append((group, localeGroup(prefix: prefix + group + ".")))
        }
      } else {
        members.append((String(rest), described(key.summary, localeValue(key))))
      }
    }
    if prefix.isEmpty {
      let custom = JSONValue.object([
        ("anyOf", [string, boolean, .object([("type", "array"), ("items", string)])])
      ])
      members.append(
        (
          String(LocaleSchema.customPrefix.dropLast()),
          described(
            "The pack's own keys, for its own rules: custom.NAME.",
            .object([("type", "object"), ("additionalProperties", custom)]))
        ))
    }
    return .object([("type", "object"), ("properties", .object(members)), ("additionalProperties", false)])
  }

  /// A locale value, or `{value: ..., reason: "..."}` when it deliberately differs from CLDR.
  static func localeValue(_ key: LocaleSchema.Key) -> JSONValue {
    let kind = key.kind
    let value: JSONValue =
      switch kind {
      case .character: .object([("type", "string"), ("minLength", 1), ("maxLength", 1)])
      case .characters, .string: string
      case .list: .object([("type", "array"), ("items", nonEmptyString)])
      case .bool: boolean
      case .number: number(key.range.lowerBound, key.range.upperBound)
      case .integer: integer(Int(key.range.lowerBound), Int(key.range.upperBound))
      }
    var forms: [JSONValue] = [
      value,
      .object([
        ("type", "object"),
        ("properties", .object([("value", value), ("reason", nonEmptyString)])),
        ("required", ["value", "reason"]),
        ("additionalProperties", false),
      ]),
    ]
    if kind == .list { forms.append(listEdit(value)) }
    return .object([("anyOf", .array(forms))])
  }

  /// A list written as a mapping (`PackParser.parseListEntry`): the whole list (`value`) or
  /// changes to the inherited one (`add`, `remove`), with its `source` and `dropped` groups.
  static func listEdit(_ list: JSONValue) -> JSONValue {
    let dropped: JSONValue = .object([
      ("type", "array"),
      (
        "items",
        .object([
          ("type", "object"),
          ("properties", .object([("reason", nonEmptyString), ("entries", list)])),
          ("required", ["reason", "entries"]),
          ("additionalProperties", false),
        ])
      ),
    ])
    return .object([
      ("type", "object"),
      (
        "properties",
        .object([
          ("value", list), ("add", list), ("remove", list), ("reason", nonEmptyString),
          ("source", nonEmptyString), ("dropped", dropped),
        ])
      ),
      (
        "anyOf",
        [
          .object([("required", ["value"])]), .object([("required", ["add"])]),
          .object([("required", ["remove"])]),
        ]
      ),
      ("additionalProperties", false),
    ])
  }

  // MARK: - Building blocks

  static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

  static let string: JSONValue = .object([("type", "string")])
  static let nonEmptyString: JSONValue = .object([("type", "string"), ("minLength", 1)])
  static let boolean: JSONValue = .object([("type", "boolean")])
  static let stringOrList: JSONValue = .object([
    (
      "anyOf",
      [
        .object([("type", "string")]),
        .object([("type", "array"), ("minItems", 1), ("items", .object([("type", "string")]))]),
      ]
    )
  ])
  /// One of these strings, or a non-empty list of them.
  static func valueOrList(_ values: [String]) -> JSONValue {
    let one = JSONValue.object([("enum", .array(values.map { .string($0) }))])
    return .object([("anyOf", [one, .object([("type", "array"), ("minItems", 1), ("items", one)])])])
  }
  static let flagName: JSONValue = .object([("type", "string"), ("pattern", "^[A-Za-z0-9-]+$")])
  static let yamlFileName: JSONValue = .object([("type", "string"), ("pattern", "^[^/.][^/]*\\.yaml$")])

  static func number(_ low: Double, _ high: Double) -> JSONValue {
    .object([("type", "number"), ("minimum", .number(low)), ("maximum", .number(high))])
  }

  static func integer(_ low: Int, _ high: Int) -> JSONValue {
    .object([("type", "integer"), ("minimum", .int(low)), ("maximum", .int(high))])
  }

  /// A schema with a description first (what editors show on hover).
  static func described(_ text: String, _ schema: JSONValue) -> JSONValue {
    guard case .object(let members) = schema else { return schema }
    return .object([("description", .string(text))] + members.filter { $0.0 != "description" })
  }
}
