/// The libFuzzer dictionary of the YAML compiler's fuzz target (`Tests/Fuzz/yaml.dict`),
/// generated from the editor schemas: every key they name and every string value they
/// enumerate (the rule language's primitives, triggers, field traits, settings, locale
/// keys, token shapes ...), each as a bare word and in the three places YAML puts a key,
/// then the pieces of YAML and pattern syntax listed below. A test compares the file with
/// this text (`TYPINGRULES_UPDATE_FUZZ_DICTIONARY=1` writes it), so the dictionary cannot
/// fall behind the language.
package enum FuzzDictionary {
  /// The words of the schemas, sorted.
  package static var words: [String] {
    var words = Set<String>()
    for schema in [EditorSchema.rules, EditorSchema.pack] { collect(schema, into: &words) }
    return words.filter { !$0.isEmpty && !$0.hasPrefix("$") && !$0.hasPrefix("^") }.sorted()
  }

  /// YAML and pattern syntax, and characters the packs react to, as libFuzzer escapes them.
  static let syntax = [
    #""$locale.""#, #""$settings.""#, #""${locale.""#, #""<""#, #"">""#, #""[\\w""#, #""\\s""#,
    #""\\h""#, #""\\d""#, #""\\S""#, #""\\o""#, #"" +""#, #""*""#, #""^""#, #""$""#, #""[^""#, #""]""#,
    #""&a""#, #""*a""#, #""!!str""#, #""---""#, #""\x0A  - ""#, #""\x0A    ""#, #""'""#, #""\"""#,
    #""|""#, #"">-""#, #""\xE2\x80\xAF""#, #""\xE2\x80\x9C""#, #""\xE2\x80\x9D""#, #""\xC2\xAB""#,
    #""\xC2\xBB""#, #""\xC2\xBF""#, #""\xC2\xA1""#, #""true""#, #""false""#,
  ]

  /// The dictionary file's text.
  package static var text: String {
    var lines = [
      "# libFuzzer dictionary for FuzzYAMLCompiler: the rule language's keys and values.",
      "# Generated from the editor schemas (FuzzDictionary.swift); do not edit.",
    ]
    for word in words {
      let quoted = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      lines += ["\"\(quoted)\"", "\"\(quoted): \"", "\"- \(quoted): \"", "\"{\(quoted): \""]
    }
    lines += syntax
    return lines.joined(separator: "\n") + "\n"
  }

  private static func collect(_ value: JSONValue, into words: inout Set<String>) {
    switch value {
    case .object(let members):
      for (key, member) in members {
        switch key {
        case "properties", "patternProperties":
          if case .object(let properties) = member {
            for (name, schema) in properties {
              if key == "properties" { words.insert(name) }
              collect(schema, into: &words)
            }
          }
        case "enum", "const":
          if case .array(let values) = member {
            for case .string(let word) in values { words.insert(word) }
          } else if case .string(let word) = member {
            words.insert(word)
          }
        case "description", "markdownDescription", "title", "pattern", "$ref", "$schema", "$id", "type":
          break
        default:
          collect(member, into: &words)
        }
      }
    case .array(let items):
      for item in items { collect(item, into: &words) }
    default:
      break
    }
  }
}
