import TypingRules

extension Primitive {
  private static func condition(
    _ name: String, _ summary: String, argument: JSONValue?, _ reference: [(String, String)],
    examples: [Example], _ lower: @escaping @Sendable (inout RuleCompiler, YAMLNode) -> Int?
  ) -> Primitive {
    Primitive(
      name: name, kind: .condition, isBare: argument == nil, argument: argument, summary: summary,
      reference: reference.map { (written: $0.0, meaning: $0.1) }, examples: examples, opcode: nil,
      lowering: .condition(lower))
  }

  /// A condition that lowers to one instruction, interned with its source text.
  private static func test(
    _ name: String, _ summary: String, argument: JSONValue?, _ reference: [(String, String)],
    examples: [Example], _ lower: @escaping @Sendable (inout RuleCompiler, YAMLNode) -> Instruction?
  ) -> Primitive {
    condition(name, summary, argument: argument, reference, examples: examples) { compiler, node in
      guard let instruction = lower(&compiler, node) else { return nil }
      return compiler.builder.add(instruction, source: node.entryText)
    }
  }

  private static func action(
    _ name: String, _ opcode: Opcode, _ summary: String, argument: JSONValue?,
    _ reference: [(String, String)], examples: [Example],
    _ lower: @escaping @Sendable (inout RuleCompiler, YAMLNode) -> Instruction?
  ) -> Primitive {
    Primitive(
      name: name, kind: .action, isBare: argument == nil, argument: argument, summary: summary,
      reference: reference.map { (written: $0.0, meaning: $0.1) }, examples: examples, opcode: opcode,
      lowering: .action(lower))
  }

  /// Every condition and action of the rule language, in the order of the reference tables.
  public static let all: [Primitive] = {
    typealias S = EditorSchema
    let events = JSONValue.object([
      ("enum", .array(RuleCompiler.eventNames.keys.sorted().map { .string($0) }))
    ])
    let limits = ProgramLimits.self
    return [
      condition(
        "before", "Patterns, one of which must match the text ending at the cursor.",
        argument: S.stringOrList,
        [
          (
            "`before: PATTERN` or `before: [P, ...]`",
            "a pattern matches the text **ending at** the cursor (a list: any of them)"
          )
        ],
        examples: [
          .triggering(
            "a pattern that ends right at the cursor",
            rules: #"{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}"#,
            typed: #"{taps: "a->", result: "a→"}"#),
          .nonTriggering(
            "a match further back does not count: it must end at the cursor",
            rules: #"{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}"#,
            typed: #"{taps: "-a>", result: "-a>"}"#),
        ]
      ) { $0.compilePatternCondition($1, opcode: .before) },
      condition(
        "after", "Patterns, one of which must match the text starting at the cursor.",
        argument: S.stringOrList,
        [
          (
            "`after: PATTERN` or `after: [P, ...]`",
            "a pattern matches the text **starting at** the cursor (a list: any)"
          )
        ],
        examples: [
          .triggering(
            "`$`: nothing after the cursor",
            rules: #"{on: {key: '('}, when: [after: '$'], do: [key, insert: ")", move: -1]}"#,
            typed: #"{before: "f", taps: "(x", result: "f(x)"}"#),
          .nonTriggering(
            "text after the cursor",
            rules: #"{on: {key: '('}, when: [after: '$'], do: [key, insert: ")", move: -1]}"#,
            typed: #"{before: "f", after: "y", taps: "(", result: "f(y"}"#),
        ]
      ) { $0.compilePatternCondition($1, opcode: .after) },
      test(
        "token", "A test of the token at the cursor.", argument: tokenArgument,
        [
          ("`token: {is: SHAPES}`", "the token at the cursor has one of the [shapes](#token-shapes)"),
          ("`token: {matches: PATTERN}`", "a pattern (or any of a list) matches the **whole** token"),
          (
            "`token: {in: LIST}`",
            "the token is an entry of a list (or `$locale.KEY`): as written or with a capital first letter; an entry with spaces (`z. B.`) spans the token and the runs before it"
          ),
          (
            "`token: {starts: LIST}`",
            "the token (with the runs before it) is the start of an entry with spaces of a list (or `$locale.KEY`), as written: `z.` or `i. d.` of `z. B.`, `i. d. R.`"
          ),
          ("`token: {empty: true}`", "there is no token (`false`: there is one)"),
        ],
        examples: [
          .triggering(
            "`is`: the token is an e-mail address",
            rules: #"{on: space, when: [token: {is: email}], do: [swallow]}"#,
            typed: #"{taps: "me@example.com ", result: "me@example.com"}"#),
          .nonTriggering(
            "`is`: an `@` at the token's end makes no e-mail address",
            rules: #"{on: space, when: [token: {is: email}], do: [swallow]}"#,
            typed: #"{taps: "me@ ", result: "me@ "}"#),
          .triggering(
            "`matches`: the pattern spans the whole token",
            rules: #"{on: space, when: [token: {matches: '\d+'}], do: [insert: "\u00A0"]}"#,
            typed: #"{taps: "12 m", result: "12\u00A0m"}"#),
          .nonTriggering(
            "`matches`: a pattern that matches only the token's end",
            rules: #"{on: space, when: [token: {matches: '\d+'}], do: [insert: "\u00A0"]}"#,
            typed: #"{taps: "a12 m", result: "a12 m"}"#),
          .triggering(
            "`in`: an entry as written, or with a capital first letter",
            rules:
              #"{on: space, when: [token: {in: [brb]}], do: [delete-backward: 3, insert: "be right back "]}"#,
            typed: #"{taps: "Brb ", result: "be right back "}"#),
          .nonTriggering(
            "`in`: other capitals do not match",
            rules:
              #"{on: space, when: [token: {in: [brb]}], do: [delete-backward: 3, insert: "be right back "]}"#,
            typed: #"{taps: "BRB ", result: "BRB "}"#),
          .triggering(
            "`starts`: the first part of an entry with spaces",
            rules: #"{on: space, when: [token: {starts: ['z. B.']}], do: [insert: "\u00A0"]}"#,
            typed: #"{taps: "z. B.", result: "z.\u00A0B."}"#),
          .nonTriggering(
            "`starts`: a capitalized start does not count",
            rules: #"{on: space, when: [token: {starts: ['z. B.']}], do: [insert: "\u00A0"]}"#,
            typed: #"{taps: "Z. B.", result: "Z. B."}"#),
          .triggering(
            "`empty`: no token at the start of a line",
            rules: #"{on: {key: '-'}, when: [token: {empty: true}], do: [insert: "• "]}"#,
            typed: #"{before: "a\n", taps: "-b", result: "a\n• b"}"#),
          .nonTriggering(
            "`empty`: spaces before the cursor are skipped: the token is the word before them",
            rules: #"{on: {key: '-'}, when: [token: {empty: true}], do: [insert: "• "]}"#,
            typed: #"{taps: "a -b", result: "a -b"}"#),
        ]
      ) { lowerToken(&$0, $1) },
      test(
        "field", "Field traits and the values any of which match.", argument: S.fieldTest(lists: true),
        [
          (
            "`field: {TRAIT: VALUE or [VALUES]}`",
            "the field trait has (one of) the value(s); several traits: all"
          )
        ],
        examples: [
          .triggering(
            "the field has the trait's value",
            rules: #"{on: space, when: [field: {keyboard: email}], do: [swallow]}"#,
            typed: #"{taps: "me @ x", field: {keyboard: email}, result: "me@x"}"#),
          .nonTriggering(
            "another value of the trait",
            rules: #"{on: space, when: [field: {keyboard: email}], do: [swallow]}"#,
            typed: #"{taps: "me @ x", field: {keyboard: url}, result: "me @ x"}"#),
        ]
      ) { $0.compileFieldTest($1) },
      test(
        "setting", "Settings and the value each must have.", argument: S.settingValues,
        [("`setting: {NAME: VALUE}`", "the setting equals the value; several: all")],
        examples: [
          .triggering(
            "the setting has the value (here its default)",
            rules: #"{on: {key: '"'}, when: [setting: {smart-punctuation: true}], do: [insert: "“"]}"#,
            typed: #"{taps: '"a', result: "“a"}"#),
          .nonTriggering(
            "the user turned the setting off",
            rules: #"{on: {key: '"'}, when: [setting: {smart-punctuation: true}], do: [insert: "“"]}"#,
            typed: #"{taps: '"a', settings: {smart-punctuation: false}, result: '"a'}"#),
        ]
      ) { $0.compileSettingTest($1) },
      test(
        "locale", "Locale keys and the value each must have (decided when the pack compiles).",
        argument: S.localeTest,
        [("`locale: {KEY: VALUE}`", "the pack's locale value equals the value (decided at compile time)")],
        examples: [
          .triggering(
            "the pack's value (English: a curly apostrophe)",
            rules: #"{on: {key: "'"}, when: [locale: {apostrophe: "’"}], do: [insert: "’"]}"#,
            typed: #"{taps: "it's", result: "it’s"}"#),
          .nonTriggering(
            "another value: the condition is false when the pack compiles",
            rules: #"{on: {key: "'"}, when: [locale: {apostrophe: "'"}], do: [insert: "’"]}"#,
            typed: #"{taps: "it's", result: "it's"}"#),
        ]
      ) { $0.compileLocaleTest($1) },
      test(
        "since", "Time since the last event of a kind: within or over a number of seconds.",
        argument: S.sinceTest(events: events),
        [
          ("`since: {event: E, within: S}`", "the last event of kind E was at most S seconds ago"),
          ("`since: {event: E, over: S}`", "the last event of kind E was more than S seconds ago, or never"),
        ],
        examples: [
          .triggering(
            "`within`: the last space was at most half a second ago",
            rules:
              #"{on: space, when: [since: {event: space, within: 0.5}], do: [delete-backward: 1, insert: ". "]}"#,
            typed: #"{taps: "ok  ", result: "ok. "}"#),
          .nonTriggering(
            "`within`: the last space was longer ago",
            rules:
              #"{on: space, when: [since: {event: space, within: 0.5}], do: [delete-backward: 1, insert: ". "]}"#,
            typed: #"{taps: "ok {pause 1} ", result: "ok  "}"#),
          .triggering(
            "`over`: no space yet counts as long ago",
            rules: #"{on: {key: '-'}, when: [since: {event: space, over: 1}], do: [insert: "–"]}"#,
            typed: #"{taps: "a-", result: "a–"}"#),
          .nonTriggering(
            "`over`: a space a moment ago",
            rules: #"{on: {key: '-'}, when: [since: {event: space, over: 1}], do: [insert: "–"]}"#,
            typed: #"{taps: "a -", result: "a -"}"#),
        ]
      ) { $0.compileSince($1) },
      test(
        "previous", "The previous event was one of these.",
        argument: .object([("anyOf", [events, .object([("type", "array"), ("items", events)])])]),
        [("`previous: E` or `previous: [E, ...]`", "the previous event was (one of) that kind")],
        examples: [
          .triggering(
            "the event before this tap was a space",
            rules: #"{on: space, when: [previous: space], do: [swallow]}"#,
            typed: #"{taps: "a  b", result: "a b"}"#),
          .nonTriggering(
            "a backspace came in between",
            rules: #"{on: space, when: [previous: space], do: [swallow]}"#,
            typed: #"{taps: "a b{bs} ", result: "a  "}"#),
        ]
      ) { $0.compilePrevious($1) },
      test(
        "flag", "An engine flag is set.", argument: S.flagName,
        [("`flag: NAME`", "an [engine flag](#engine-flags) is set")],
        examples: [
          .triggering(
            "a rule set the flag earlier",
            rules:
              #"[{on: {key: '*'}, do: [set: star, swallow]}, {on: space, when: [flag: star], do: [insert: " ★ "]}]"#,
            typed: #"{taps: "*a b", result: "a ★ b"}"#),
          .nonTriggering(
            "no rule set it",
            rules:
              #"[{on: {key: '*'}, do: [set: star, swallow]}, {on: space, when: [flag: star], do: [insert: " ★ "]}]"#,
            typed: #"{taps: "a b", result: "a b"}"#),
        ]
      ) { compiler, entry in
        compiler.argumentNode(entry).flatMap(compiler.flagName).map {
          Instruction(.flag, compiler.builder.flag(named: $0))
        }
      },
      test(
        "key", "The key being handled types one of these characters.", argument: S.ref("characters"),
        [("`key: CHARACTERS`", "the tap is a character key in the set (same forms as the trigger)")],
        examples: [
          .triggering(
            "the tap is a key of the set",
            rules: #"{on: {key: '.,'}, when: [key: '.'], do: [insert: "。"]}"#,
            typed: #"{taps: "a.", result: "a。"}"#),
          .nonTriggering(
            "another key of the rule's trigger",
            rules: #"{on: {key: '.,'}, when: [key: '.'], do: [insert: "。"]}"#,
            typed: #"{taps: "a,", result: "a,"}"#),
        ]
      ) { compiler, entry in
        guard let node = compiler.argumentNode(entry) else { return nil }
        return compiler.compileCharacters(node, what: "'key'").map {
          Instruction(.keyIn, compiler.builder.add($0))
        }
      },
      test(
        "not", "The condition does not hold.", argument: S.ref("condition"),
        [("`not: CONDITION`", "the condition does not hold")],
        examples: [
          .triggering(
            "the inner condition does not hold",
            rules: #"{on: {key: '('}, when: [not: {after: '\w'}], do: [key, insert: ")", move: -1]}"#,
            typed: #"{before: "f", taps: "(", result: "f()"}"#),
          .nonTriggering(
            "the inner condition holds",
            rules: #"{on: {key: '('}, when: [not: {after: '\w'}], do: [key, insert: ")", move: -1]}"#,
            typed: #"{before: "f", after: "x", taps: "(", result: "f(x"}"#),
        ]
      ) { compiler, entry in
        compiler.argumentNode(entry).flatMap { compiler.compileCondition($0) }.map { Instruction(.not, $0) }
      },
      test(
        "any", "At least one of these holds.", argument: S.conditionList,
        [("`any: [CONDITIONS]`", "at least one holds")],
        examples: [
          .triggering(
            "one of the conditions holds",
            rules: #"{on: {key: '-'}, when: [any: [before: '^', before: ' ']], do: [insert: "• "]}"#,
            typed: #"{taps: "-a", result: "• a"}"#),
          .nonTriggering(
            "none holds",
            rules: #"{on: {key: '-'}, when: [any: [before: '^', before: ' ']], do: [insert: "• "]}"#,
            typed: #"{taps: "a-", result: "a-"}"#),
        ]
      ) { compiler, node in compiler.compileConditionList(node, name: "any").map { compiler.builder.any($0) }
      },
      test(
        "all", "Every one of these holds.", argument: S.conditionList,
        [("`all: [CONDITIONS]`", "every one holds")],
        examples: [
          .triggering(
            "every condition holds",
            rules: #"{on: space, when: [all: [before: '\d', after: '\d{3}']], do: [insert: ","]}"#,
            typed: #"{before: "1", after: "000", taps: " ", result: "1,000"}"#),
          .nonTriggering(
            "one does not",
            rules: #"{on: space, when: [all: [before: '\d', after: '\d{3}']], do: [insert: ","]}"#,
            typed: #"{before: "1", after: "am", taps: " ", result: "1 am"}"#),
        ]
      ) { compiler, node in compiler.compileConditionList(node, name: "all").map { compiler.builder.all($0) }
      },
      test(
        "shifted", "The keyboard is shifted at this moment.", argument: nil,
        [("`shifted`", "the keyboard is shifted at this moment")],
        examples: [
          .triggering(
            "shifted (here at the start of the text)",
            rules:
              #"[{on: after-tap, when: [before: '^'], do: [shift: true]}, {on: space, when: [shifted], do: [insert: "\t"]}]"#,
            typed: #"{taps: " a", result: "\ta"}"#),
          .nonTriggering(
            "not shifted: after the first letter",
            rules:
              #"[{on: after-tap, when: [before: '^'], do: [shift: true]}, {on: space, when: [shifted], do: [insert: "\t"]}]"#,
            typed: #"{taps: "a ", result: "A "}"#),
        ]
      ) { _, _ in Instruction(.shifted) },
      test(
        "shift-state", "The shift key's state is one of these (off, auto, manual, locked).",
        argument: S.valueOrList(ShiftState.allCases.map(\.rawValue)),
        [
          (
            "`shift-state: STATE` or `shift-state: [STATES]`",
            "the shift key's state is (one of) `off`, `auto` (shifted by the rules), `manual` (shifted by the user for one tap), `locked` (caps lock)"
          )
        ],
        examples: [
          .triggering(
            "caps lock is on",
            rules:
              #"[{on: shift, do: [user-shift: locked]}, {on: space, when: [shift-state: locked], do: [insert: "_"]}]"#,
            typed: #"{taps: "{shift}a b", result: "A_B"}"#),
          .nonTriggering(
            "the state is off",
            rules:
              #"[{on: shift, do: [user-shift: locked]}, {on: space, when: [shift-state: locked], do: [insert: "_"]}]"#,
            typed: #"{taps: "a b", result: "a b"}"#),
          .nonTriggering(
            "`manual` (shifted for one tap) is not `locked`",
            rules:
              #"[{on: shift, do: [user-shift: "on"]}, {on: space, when: [shift-state: locked], do: [insert: "_"]}]"#,
            typed: #"{taps: "{shift} a", result: " a"}"#),
        ]
      ) { $0.compileShiftState($1) },
      test(
        "can-revert", "There is an automatic edit to revert.", argument: nil,
        [("`can-revert`", "there is an automatic edit to revert")],
        examples: [
          .triggering(
            "right after an automatic edit",
            rules:
              #"[{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}, {on: backspace, when: [can-revert], do: [revert, swallow]}]"#,
            typed: #"{taps: "->{bs}", result: "->"}"#),
          .nonTriggering(
            "no automatic edit: the backspace deletes",
            rules:
              #"[{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}, {on: backspace, when: [can-revert], do: [revert, swallow]}]"#,
            typed: #"{taps: "-x{bs}", result: "-"}"#),
        ]
      ) { _, _ in Instruction(.canRevert) },
      test(
        "corrected-word",
        "The word at the cursor is one the rules corrected in this field, where they corrected it.",
        argument: nil,
        [
          (
            "`corrected-word`",
            "the word right before the cursor (none after it) is one `correct-word` wrote in this field, with the characters that preceded it still before it (see [corrected words](#corrected-words))"
          )
        ],
        examples: [
          .triggering(
            "back at the end of a corrected word",
            rules:
              #"[{on: space, when: [has-correction], do: [correct-word]}, {on: revert, when: [corrected-word], do: [insert: "*", swallow]}]"#,
            typed: #"{taps: "teh {bs}{revert}", corrections: {teh: the}, result: "the*"}"#),
          .nonTriggering(
            "the same word, never corrected",
            rules:
              #"[{on: space, when: [has-correction], do: [correct-word]}, {on: revert, when: [corrected-word], do: [insert: "*", swallow]}]"#,
            typed: #"{taps: "the {bs}{revert}", corrections: {teh: the}, result: "the"}"#),
        ]
      ) { _, _ in Instruction(.correctedWord) },
      test(
        "has-correction", "The autocorrector has a correction for the word before the cursor.", argument: nil,
        [("`has-correction`", "the autocorrector has a correction for the word before the cursor")],
        examples: [
          .triggering(
            "the autocorrector knows the word",
            rules: #"{on: space, when: [has-correction], do: [correct-word]}"#,
            typed: #"{taps: "teh ", corrections: {teh: the}, result: "the "}"#),
          .nonTriggering(
            "a word it does not correct",
            rules: #"{on: space, when: [has-correction], do: [correct-word]}"#,
            typed: #"{taps: "ten ", corrections: {teh: the}, result: "ten "}"#),
        ]
      ) { _, _ in Instruction(.hasCorrection) },
      condition(
        "text",
        "Patterns, one of which must match all the characters a text key or an accepted suggestion types.",
        argument: S.stringOrList,
        [
          (
            "`text: PATTERN` or `text: [P, ...]`",
            "the tap types several characters at once (a text key, or an accepted suggestion) and a pattern matches **all** of them"
          )
        ],
        examples: [
          .triggering(
            "the pattern matches all the key's text",
            rules: #"{on: text, when: [text: ':-?\)'], do: [insert: "🙂"]}"#,
            typed: #"{before: "ok ", taps: "{text :-)}", result: "ok 🙂"}"#),
          .nonTriggering(
            "a pattern matching only part of it",
            rules: #"{on: text, when: [text: '\.\a+'], do: [swallow]}"#,
            typed: #"{before: "example", taps: "{text .co.uk}", result: "example.co.uk"}"#),
        ]
      ) { $0.compilePatternCondition($1, opcode: .textMatches) },

      action(
        "key", .typeKey, "The tap's plain effect, here.", argument: nil,
        [
          (
            "`key`",
            "the tap's [plain effect](#the-plain-effect-of-each-tap), here (may be used more than once)"
          )
        ],
        examples: [
          .triggering(
            "the tap's own character, where the action list says",
            rules: #"{on: {key: ','}, do: [key, insert: " "]}"#,
            typed: #"{taps: "a,b", result: "a, b"}"#),
          .nonTriggering(
            "what `key` types is not an automatic edit: a revert keeps it",
            rules:
              #"[{on: {key: ','}, do: [key, insert: " "]}, {on: backspace, when: [can-revert], do: [revert, swallow]}]"#,
            typed: #"{taps: "a,{bs}", result: "a,"}"#),
        ]
      ) { _, _ in Instruction(.typeKey) },
      action(
        "insert", .insert, "Text to insert ($locale.KEY and ${locale.KEY} allowed).",
        argument: S.nonEmptyString,
        [("`insert: TEXT`", "types TEXT (non-empty; [references](#values-and-references) allowed)")],
        examples: [
          .triggering(
            "types its text instead of the key",
            rules: #"{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}"#,
            typed: #"{taps: "a->", result: "a→"}"#),
          .nonTriggering(
            "the text is typed as written: the shift state does not change it",
            rules: #"[{on: after-tap, do: [shift: true]}, {on: {key: 'x'}, do: [insert: "ex"]}]"#,
            typed: #"{taps: "ax", result: "Aex"}"#),
        ]
      ) { compiler, node in
        guard let text = compiler.resolveString(node, what: "'insert'") else { return nil }
        if text.isEmpty {
          compiler.sink.error("'insert' needs a non-empty string", at: node.location, check: "out-of-range")
          return nil
        }
        return Instruction(.insert, compiler.builder.add(text))
      },
      action(
        "delete-backward", .deleteBackward, "Delete this many characters before the cursor.",
        argument: S.integer(1, Int(limits.maxDelete)),
        [("`delete-backward: N`", "deletes N characters before the cursor (1 to \(limits.maxDelete))")],
        examples: [
          .triggering(
            "deletes that many characters",
            rules: #"{on: {key: '>'}, when: [before: '--'], do: [delete-backward: 2, insert: "⟶"]}"#,
            typed: #"{taps: "a-->", result: "a⟶"}"#),
          .nonTriggering(
            "never more than the text before the cursor",
            rules: #"{on: {key: '!'}, do: [delete-backward: 3, key]}"#,
            typed: #"{after: "b", taps: "a!", result: "!b"}"#),
        ]
      ) { compiler, node in
        compiler.reader.integer(node, what: "'delete-backward'", in: 1...Int(limits.maxDelete)).map {
          Instruction(.deleteBackward, $0)
        }
      },
      action(
        "delete-before", .deleteBefore, "Delete what this pattern matches before the cursor.",
        argument: S.nonEmptyString,
        [
          (
            "`delete-before: PATTERN`",
            "deletes exactly what a `before` pattern matches (nothing if it does not match)"
          )
        ],
        examples: [
          .triggering(
            "deletes what the pattern matches",
            rules: #"{on: {key: '.'}, do: [delete-before: ' +', key]}"#,
            typed: #"{taps: "a   .", result: "a."}"#),
          .nonTriggering(
            "no match: deletes nothing",
            rules: #"{on: {key: '.'}, do: [delete-before: ' +', key]}"#,
            typed: #"{taps: "a.", result: "a."}"#),
        ]
      ) { compiler, node in
        guard let text = compiler.reader.nonEmptyString(node, what: "'delete-before'"),
          let pattern = compiler.compilePattern(text, node: node, direction: .backward)
        else { return nil }
        return Instruction(.deleteBefore, compiler.builder.add(pattern))
      },
      action(
        "move", .moveCursor, "Move the cursor by this many characters.",
        argument: S.integer(-Int(limits.maxMove), Int(limits.maxMove)),
        [
          (
            "`move: N`",
            "moves the cursor N characters, negative to the left (−\(limits.maxMove) to \(limits.maxMove))"
          )
        ],
        examples: [
          .triggering(
            "moves the cursor back into the pair",
            rules: #"{on: {key: '('}, do: [key, insert: ")", move: -1]}"#,
            typed: #"{taps: "(x", result: "(x)"}"#),
          .nonTriggering(
            "not past the end of the text",
            rules: #"{on: {key: '>'}, do: [move: 5]}"#,
            typed: #"{before: "a", after: "b", taps: ">x", result: "abx"}"#),
        ]
      ) { compiler, node in
        compiler.reader.integer(node, what: "'move'", in: -Int(limits.maxMove)...Int(limits.maxMove)).map {
          Instruction(.moveCursor, $0)
        }
      },
      action(
        "swallow", .swallow, "Drop the tap: no plain effect.", argument: nil,
        [("`swallow`", "nothing: the tap is dropped")],
        examples: [
          .triggering(
            "the tap does nothing",
            rules: #"{on: space, when: [before: ' '], do: [swallow]}"#,
            typed: #"{taps: "a  b", result: "a b"}"#),
          .nonTriggering(
            "it drops the plain effect, not a later rule's (after `continue`)",
            rules:
              #"[{on: {key: ';'}, do: [swallow], continue: true}, {on: {key: ';'}, when: [before: ' '], do: [insert: "⁏"]}]"#,
            typed: #"{taps: "a;b ;", result: "ab ⁏"}"#),
        ]
      ) { _, _ in Instruction(.swallow) },
      action(
        "set", .setFlag, "Set an engine flag (for N events).", argument: S.setFlag,
        [
          (
            "`set: NAME` / `set: {flag: NAME, for: N}`",
            "sets an [engine flag](#engine-flags), until cleared / for N events (1 to \(limits.maxFlagLifetime))"
          )
        ],
        examples: [
          .triggering(
            "sets a flag until cleared",
            rules:
              #"[{on: {key: '*'}, do: [set: star, swallow]}, {on: space, when: [flag: star], do: [insert: " ★ "]}]"#,
            typed: #"{taps: "*a b c", result: "a ★ b ★ c"}"#),
          .nonTriggering(
            "`for: 1`: gone after the next event",
            rules:
              #"[{on: {key: '*'}, do: [set: {flag: star, for: 1}, swallow]}, {on: space, when: [flag: star], do: [insert: " ★ "]}]"#,
            typed: #"{taps: "*a b", result: "a b"}"#),
        ]
      ) { $0.compileSetFlag($1) },
      action(
        "clear", .clearFlag, "Clear an engine flag.", argument: S.flagName,
        [("`clear: NAME`", "clears a flag")],
        examples: [
          .triggering(
            "clears a flag",
            rules:
              #"[{on: {key: '*'}, do: [set: star, swallow]}, {on: {key: '/'}, do: [clear: star, swallow]}, {on: space, when: [flag: star], do: [insert: " ★ "]}]"#,
            typed: #"{taps: "*/a b", result: "a b"}"#),
          .nonTriggering(
            "not a lasting block: a later `set` sets the flag again",
            rules:
              #"[{on: {key: '*'}, do: [set: star, swallow]}, {on: {key: '/'}, do: [clear: star, swallow]}, {on: space, when: [flag: star], do: [insert: " ★ "]}]"#,
            typed: #"{taps: "/*a b", result: "a ★ b"}"#),
        ]
      ) { compiler, node in
        compiler.flagName(node).map { Instruction(.clearFlag, compiler.builder.flag(named: $0)) }
      },
      action(
        "shift", .shift, "Set the keyboard's shift state.", argument: S.boolean,
        [("`shift: true` / `false`", "sets the shift state")],
        examples: [
          .triggering(
            "shifts the next letter",
            rules: #"[{on: after-tap, do: [shift: true]}, {on: shift, do: [user-shift: "off"]}]"#,
            typed: #"{taps: "ab", result: "AB"}"#),
          .nonTriggering(
            "the user's choice wins over it",
            rules: #"[{on: after-tap, do: [shift: true]}, {on: shift, do: [user-shift: "off"]}]"#,
            typed: #"{taps: "{shift}ab", result: "aB"}"#),
        ]
      ) { compiler, node in
        compiler.reader.bool(node, what: "'shift'").map { Instruction(.shift, $0 ? 1 : 0) }
      },
      action(
        "user-shift", .userShift, "Set what the user chose with the shift key.",
        argument: .object([("enum", .array(UserShift.allCases.map { .string($0.name) }))]),
        [
          (
            "`user-shift: on` / `off` / `locked` / `none`",
            "sets the user's choice, which wins over `shift:`: `on` or `off` for the next tap, `locked` until changed, `none` leaves it to the rules"
          )
        ],
        examples: [
          .triggering(
            "`on`: the next tap is shifted",
            rules: #"{on: shift, do: [user-shift: "on"]}"#,
            typed: #"{taps: "{shift}ab", result: "Ab"}"#),
          .nonTriggering(
            "`none`: the tap on shift shifts nothing itself; the after-tap rules decide (here there are none)",
            rules: #"{on: shift, do: [user-shift: none]}"#,
            typed: #"{taps: "{shift}ab", result: "ab"}"#),
        ]
      ) { compiler, node in compiler.compileUserShift(node) },
      action(
        "revert", .revert, "Revert the last automatic edit.", argument: nil,
        [
          (
            "`revert`",
            "[reverts](#the-revert-record) the last automatic edit, if the text still ends with it"
          )
        ],
        examples: [
          .triggering(
            "undoes the last automatic edit",
            rules:
              #"[{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}, {on: backspace, do: [revert, swallow]}]"#,
            typed: #"{taps: "a->{bs}", result: "a->"}"#),
          .nonTriggering(
            "not once the text no longer ends with it",
            rules:
              #"[{on: {key: '>'}, when: [before: '-'], do: [delete-backward: 1, insert: "→"]}, {on: backspace, do: [revert, swallow]}]"#,
            typed: #"{taps: "a->b{bs}", result: "a→b"}"#),
        ]
      ) { _, _ in Instruction(.revert) },
      action(
        "restore-word", .restoreWord, "Put back the typed spelling of the corrected word at the cursor.",
        argument: nil,
        [
          (
            "`restore-word`",
            "replaces the word that `corrected-word` recognises with the spelling the user typed (an edit of the user's, not a revertable automatic one)"
          )
        ],
        examples: [
          .triggering(
            "puts the typed spelling back",
            rules:
              #"[{on: space, when: [has-correction], do: [correct-word]}, {on: revert, do: [restore-word, swallow]}]"#,
            typed: #"{taps: "teh cat{bs}{bs}{bs}{bs}{revert}", corrections: {teh: the}, result: "teh"}"#),
          .nonTriggering(
            "nothing to restore away from the word",
            rules:
              #"[{on: space, when: [has-correction], do: [correct-word]}, {on: revert, do: [restore-word, swallow]}]"#,
            typed: #"{taps: "teh {revert}", corrections: {teh: the}, result: "the "}"#),
        ]
      ) { _, _ in Instruction(.restoreWord) },
      action(
        "replace-first", .replaceFirst,
        "Where a pattern matches before the cursor, replace the first character of the match with a text.",
        argument: .object([
          ("type", "object"),
          ("properties", .object([("before", S.nonEmptyString), ("with", S.nonEmptyString)])),
          ("required", ["before", "with"]),
          ("additionalProperties", false),
        ]),
        [
          (
            "`replace-first: {before: PATTERN, with: TEXT}`",
            "where a `before` pattern matches, replaces the first character of the match with TEXT and keeps the rest (`‘tis` → `’tis`)"
          )
        ],
        examples: [
          .triggering(
            "replaces the first character of the match",
            rules: #"{on: space, do: [replace-first: {before: '‘tis', with: "’"}]}"#,
            typed: #"{taps: "‘tis ", result: "’tis "}"#),
          .nonTriggering(
            "no match: nothing is replaced",
            rules: #"{on: space, do: [replace-first: {before: '‘tis', with: "’"}]}"#,
            typed: #"{taps: "‘tie ", result: "‘tie "}"#),
        ]
      ) { compiler, argument in
        guard
          let fields = compiler.reader.fields(
            argument, allowed: ["before", "with"], what: "'replace-first'"),
          let patternNode = fields.require("before"), let withNode = fields.require("with"),
          let text = compiler.reader.nonEmptyString(patternNode, what: "'before'"),
          let pattern = compiler.compilePattern(text, node: patternNode, direction: .backward),
          let replacement = compiler.resolveString(withNode, what: "'with'")
        else { return nil }
        if replacement.isEmpty {
          compiler.sink.error("'with' needs a non-empty string", at: withNode.location, check: "out-of-range")
          return nil
        }
        return Instruction(.replaceFirst, compiler.builder.add(pattern), compiler.builder.add(replacement))
      },
      action(
        "correct-word", .correctWord, "Replace the word before the cursor with its correction.",
        argument: nil,
        [
          (
            "`correct-word`",
            "replaces the word before the cursor with its correction, in the typed case (a correction with capitals of its own, `iPhone`, as written)"
          )
        ],
        examples: [
          .triggering(
            "the correction, in the typed case",
            rules: #"{on: space, do: [correct-word]}"#,
            typed: #"{taps: "Teh ", corrections: {teh: the}, result: "The "}"#),
          .nonTriggering(
            "a word without a correction stays",
            rules: #"{on: space, do: [correct-word]}"#,
            typed: #"{taps: "ten ", corrections: {teh: the}, result: "ten "}"#),
        ]
      ) { _, _ in Instruction(.correctWord) },
    ]
  }()

  // MARK: - token

  /// The argument of `token`: one or more tests of the token at the cursor (all must hold).
  /// `token: {is, matches, in, empty}`.
  private static var tokenArgument: JSONValue {
    typealias S = EditorSchema
    let shapes = JSONValue.object([("enum", .array(TokenShape.allCases.map { .string($0.rawValue) }))])
    return .object([
      ("type", "object"),
      (
        "properties",
        .object([
          ("is", .object([("anyOf", [shapes, .object([("type", "array"), ("items", shapes)])])])),
          ("matches", S.stringOrList),
          ("in", S.stringOrList),
          ("starts", S.stringOrList),
          ("empty", S.boolean),
        ])
      ),
      ("minProperties", 1),
      ("additionalProperties", false),
    ])
  }

  /// Lowers `token: {is, matches, in, empty}` to its tests (an `all` of several).
  private static func lowerToken(_ compiler: inout RuleCompiler, _ entry: YAMLNode) -> Instruction? {
    guard let node = compiler.argumentNode(entry) else { return nil }
    guard
      let fields = compiler.reader.fields(
        node, allowed: ["is", "matches", "in", "starts", "empty"], what: "'token'")
    else {
      return nil
    }
    var parts: [Int] = []
    if let isNode = fields["is"], let names = compiler.reader.strings(isNode, what: "'is'") {
      var shapes: [TokenShape] = []
      for shapeName in names {
        guard let shape = TokenShape(rawValue: shapeName) else {
          compiler.sink.error(
            "unknown token shape '\(shapeName)'; expected one of \(TokenShape.allCases.map(\.rawValue).joined(separator: ", "))",
            at: isNode.location, check: "unknown-shape")
          return nil
        }
        shapes.append(shape)
      }
      parts.append(compiler.builder.add(.tokenShape(shapes), source: "token: {is: \(isNode.flowText)}"))
    }
    if let matchesNode = fields["matches"],
      let texts = compiler.reader.strings(matchesNode, what: "'matches'")
    {
      var alternatives: [Int] = []
      for (text, itemNode) in zip(texts, matchesNode.sequence ?? [matchesNode]) {
        guard var pattern = compiler.compilePattern(text, node: itemNode, direction: .forward) else {
          return nil
        }
        pattern.anchoredAtEdge = true
        alternatives.append(
          compiler.builder.add(
            Instruction(.tokenMatches, compiler.builder.add(pattern)),
            source: "token: {matches: \(itemNode.flowText)}"
          ))
      }
      parts.append(
        alternatives.count == 1
          ? alternatives[0]
          : compiler.builder.add(
            compiler.builder.any(alternatives), source: "token: {matches: \(matchesNode.flowText)}"))
    }
    // `in` and `starts` take a list (or `$locale.KEY`) of words.
    for (key, opcode) in [("in", Opcode.tokenInList), ("starts", .tokenStartsEntry)] {
      guard let listNode = fields[key] else { continue }
      let words: [String]?
      if let text = listNode.scalar, text.hasPrefix("$") {
        words = compiler.resolveList(listNode)
      } else {
        words = compiler.reader.strings(listNode, what: "'\(key)'")
      }
      guard let words else { return nil }
      parts.append(
        compiler.builder.add(
          Instruction(opcode, compiler.builder.addList(words)),
          source: "token: {\(key): \(listNode.flowText)}"))
    }
    if let emptyNode = fields["empty"], let flag = compiler.reader.bool(emptyNode, what: "'empty'") {
      let empty = compiler.builder.add(Instruction(.tokenEmpty), source: "token: {empty: true}")
      parts.append(
        flag ? empty : compiler.builder.add(Instruction(.not, empty), source: "token: {empty: false}"))
    }
    if parts.isEmpty {
      compiler.sink.error(
        "'token' needs one of is, matches, in, starts, empty", at: node.location, check: "missing-key")
      return nil
    }
    return parts.count == 1 ? compiler.builder.condition(at: parts[0]) : compiler.builder.all(parts)
  }
}
