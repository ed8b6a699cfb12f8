import Testing
import TypingRules
import TypingRulesYAML

/// Parses `text` as `test.yaml`, failing the test on an error.
private func parse(_ text: String, limits: YAMLLimits = .default) throws -> YAMLNode {
  let node = try YAMLParser.parse(text, file: "test.yaml", limits: limits)
  return try #require(node)
}

/// The error parsing `bytes` throws, or nil if it parses.
private func parseError(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLError? {
  do {
    _ = try YAMLParser.parse(bytes, file: "test.yaml", limits: limits)
    return nil
  } catch {
    return error
  }
}

private func parseError(_ text: String, limits: YAMLLimits = .default) -> YAMLError? {
  parseError(Array(text.utf8), limits: limits)
}

private func at(_ line: Int, _ column: Int) -> TypingRules.SourceLocation {
  TypingRules.SourceLocation(file: "test.yaml", line: line, column: column)
}

@Suite struct YAMLParserTests {
  // MARK: - Locations

  @Test func blockStyleLocations() throws {
    let root = try parse(
      """
      name: x
      items:
        - a
        - b: 1
          c: [2]
      """)
    #expect(root.location == at(1, 1))
    let pairs = try #require(root.mapping)
    #expect(pairs.map(\.key.location) == [at(1, 1), at(2, 1)])
    #expect(pairs[0].value.location == at(1, 7))
    let items = try #require(root["items"])
    #expect(items.location == at(3, 3))
    let list = try #require(items.sequence)
    #expect(list[0].location == at(3, 5))
    #expect(list[1].location == at(4, 5))
    #expect(list[1]["b"]?.location == at(4, 8))
    #expect(list[1]["c"]?.location == at(5, 8))
    #expect(list[1]["c"]?.sequence?.first?.location == at(5, 9))
  }

  @Test func indentlessSequenceLocation() throws {
    let root = try parse("key:\n- a\n- b\n")
    #expect(root["key"]?.location == at(2, 1))
    #expect(root["key"]?.sequence?.map(\.location) == [at(2, 3), at(3, 3)])
  }

  @Test func flowStyleLocations() throws {
    let root = try parse("a: [1, {b: 2}, 'c']\n")
    let list = try #require(root["a"])
    #expect(list.location == at(1, 4))
    let items = try #require(list.sequence)
    #expect(items.map(\.location) == [at(1, 5), at(1, 8), at(1, 16)])
    #expect(items[1].mapping?.first?.key.location == at(1, 9))
    #expect(items[1]["b"]?.location == at(1, 12))
  }

  @Test func columnsCountUnicodeScalars() throws {
    let root = try parse("„x“: ö\n\"ü\": [é, e]\n")
    #expect(root["„x“"]?.location == at(1, 6))
    #expect(root["ü"]?.sequence?.map(\.location) == [at(2, 7), at(2, 10)])
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let root = try parse("\u{FEFF}a: 1\n")
    #expect(root.location == at(1, 1))
    #expect(root["a"]?.location == at(1, 4))
    #expect(root["a"]?.int == 1)
  }

  @Test func crlfLineEndings() throws {
    let root = try parse("a: 1\r\nb: 2\r\n")
    #expect(root["b"]?.location == at(2, 4))
  }

  @Test func locationCarriesFileName() throws {
    let node = try #require(try YAMLParser.parse("x", file: "packs/de.yaml"))
    #expect(node.location == TypingRules.SourceLocation(file: "packs/de.yaml", line: 1, column: 1))
  }

  // MARK: - Scalars

  @Test func strictBooleans() throws {
    let root = try parse("no: yes\nt: true\nf: false\non: off\ncap: True\ny: y\nq: 'true'\n")
    let pairs = try #require(root.mapping)
    #expect(pairs.map { $0.key.scalar } == ["no", "t", "f", "on", "cap", "y", "q"])
    #expect(pairs[0].key.bool == nil)
    #expect(root["no"]?.scalar == "yes")
    #expect(root["no"]?.bool == nil)
    #expect(root["no"]?.kindName == "a string")
    #expect(root["t"]?.bool == true)
    #expect(root["t"]?.kindName == "a boolean")
    #expect(root["f"]?.bool == false)
    #expect(root["on"]?.bool == nil)
    #expect(root["cap"]?.bool == nil)
    #expect(root["y"]?.bool == nil)
    #expect(root["q"]?.bool == nil)
    #expect(root["q"]?.scalar == "true")
  }

  @Test func nullForms() throws {
    let root = try parse(
      "a: ~\nb: null\nc: Null\nd: NULL\ne:\nf: nULL\ng: 'null'\nh: \"\"\ni: none\n")
    for key in ["a", "b", "c", "d", "e"] {
      #expect(root[key]?.isNull == true, "\(key)")
      #expect(root[key]?.kindName == "null", "\(key)")
    }
    for key in ["f", "g", "h", "i"] {
      #expect(root[key]?.isNull == false, "\(key)")
    }
    #expect(root["e"]?.scalar == "")
    #expect(root["e"]?.location == at(5, 3))
  }

  @Test func numbers() throws {
    let root = try parse(
      """
      i: 42
      n: -7
      p: +3
      z: 007
      d: 1.5
      h: .5
      e: 2e3
      E: -1.25E-2
      hex: 0x10
      nan: nan
      dnan: .nan
      inf: inf
      dinf: .inf
      big: 1e999
      q: "42"
      v: 1.2.3
      s: 12abc
      dot: .
      """)
    #expect(root["i"]?.int == 42)
    #expect(root["i"]?.double == 42)
    #expect(root["i"]?.kindName == "a number")
    #expect(root["n"]?.int == -7)
    #expect(root["p"]?.int == 3)
    #expect(root["z"]?.int == 7)
    #expect(root["d"]?.int == nil)
    #expect(root["d"]?.double == 1.5)
    #expect(root["d"]?.kindName == "a number")
    #expect(root["h"]?.double == 0.5)
    #expect(root["e"]?.double == 2000)
    #expect(root["E"]?.double == -0.0125)
    for key in ["hex", "nan", "dnan", "inf", "dinf", "big", "q", "v", "s", "dot"] {
      #expect(root[key]?.int == nil, "\(key)")
      #expect(root[key]?.double == nil, "\(key)")
      #expect(root[key]?.kindName == "a string", "\(key)")
    }
  }

  @Test func quotedAndPlainStyles() throws {
    let root = try parse(
      """
      p: plain
      s: 'single ''q'''
      d: "double\\t\\u00e9"
      l: |
        line 1
        line 2
      f: >
        folded
        text
      """)
    #expect(root["p"]?.kind == .scalar("plain", style: .plain))
    #expect(root["p"]?.isPlainScalar == true)
    #expect(root["s"]?.kind == .scalar("single 'q'", style: .singleQuoted))
    #expect(root["s"]?.isPlainScalar == false)
    #expect(root["d"]?.kind == .scalar("double\té", style: .doubleQuoted))
    #expect(root["l"]?.kind == .scalar("line 1\nline 2\n", style: .literal))
    // The input has no final newline, so the folded scalar has none either.
    #expect(root["f"]?.kind == .scalar("folded text", style: .folded))
  }

  @Test func quotedNumbersAndBooleansAreStrings() throws {
    let root = try parse("a: '1'\nb: \"true\"\nc: '~'\n")
    #expect(root["a"]?.int == nil)
    #expect(root["a"]?.kindName == "a string")
    #expect(root["b"]?.bool == nil)
    #expect(root["c"]?.isNull == false)
  }

  @Test func tags() throws {
    let root = try parse("a: !!str 1\nb: !!int 2\nc: !custom x\nd: 3\ne: !!map {k: v}\n")
    #expect(root["a"]?.tag == "tag:yaml.org,2002:str")
    #expect(root["a"]?.scalar == "1")
    #expect(root["a"]?.int == nil)
    #expect(root["b"]?.int == 2)
    #expect(root["c"]?.tag == "!custom")
    #expect(root["d"]?.tag == nil)
    #expect(root["e"]?.tag == "tag:yaml.org,2002:map")
  }

  // MARK: - Collections

  @Test func duplicateKeysAreKeptInOrder() throws {
    let root = try parse("a: 1\nb: 2\na: 3\n")
    let pairs = try #require(root.mapping)
    #expect(pairs.map { $0.key.scalar } == ["a", "b", "a"])
    #expect(pairs.map { $0.value.int } == [1, 2, 3])
    #expect(pairs[2].key.location == at(3, 1))
    #expect(root["a"]?.int == 1)
  }

  @Test func accessorsOnWrongKinds() throws {
    let root = try parse("list: [1]\nmap: {}\n")
    #expect(root.scalar == nil)
    #expect(root.sequence == nil)
    #expect(root["list"]?.mapping == nil)
    #expect(root["list"]?.kindName == "a list")
    #expect(root["map"]?.kindName == "a mapping")
    #expect(root["map"]?.mapping?.isEmpty == true)
    #expect(root["list"]?["x"] == nil)
    #expect(root["missing"] == nil)
  }

  @Test func aliasesCopyTheAnchoredNode() throws {
    let root = try parse("a: &x [1, {k: v}]\nb: *x\nc: &s str\nd: *s\n")
    let b = try #require(root["b"])
    #expect(b.location == at(2, 4))
    #expect(b.sequence?.map(\.location) == [at(1, 8), at(1, 11)])
    #expect(b.sequence?[1]["k"]?.scalar == "v")
    #expect(root["d"]?.scalar == "str")
    #expect(root["d"]?.location == at(4, 4))
  }

  @Test func undefinedAndRecursiveAliases() {
    #expect(parseError("a: *nope\n") == .undefinedAlias("nope", location: at(1, 4)))
    #expect(parseError("a: &r [1, *r]\n") == .undefinedAlias("r", location: at(1, 11)))
    #expect(parseError("a: *nope\n")?.message == "found undefined alias 'nope'")
  }

  // MARK: - Documents

  @Test func emptyInputsHaveNoDocument() throws {
    for text in [
      "", "\n\n", "# only a comment\n  # another\n", "---\n", "--- # c\n...\n", "\u{FEFF}",
    ] {
      #expect(try YAMLParser.parse(text, file: "test.yaml") == nil, "\(text.debugDescription)")
    }
    #expect(try YAMLParser.parse([], file: "test.yaml") == nil)
    #expect(try YAMLParser.parse("--- ''\n", file: "test.yaml")?.scalar == "")
    #expect(try YAMLParser.parse("~\n", file: "test.yaml")?.isNull == true)
  }

  @Test func explicitSingleDocumentIsFine() throws {
    let root = try parse("%YAML 1.1\n---\na: 1\n...\n")
    #expect(root["a"]?.location == at(3, 4))
  }

  @Test func multipleDocumentsAreAnError() {
    #expect(parseError("a: 1\n---\nb: 2\n") == .multipleDocuments(location: at(2, 1)))
    #expect(parseError("--- 1\n--- 2\n") == .multipleDocuments(location: at(2, 1)))
    // libyaml wants `---` before any document after the first: a syntax error there.
    #expect(parseError("a: 1\n...\nb: 2\n")?.location == at(3, 1))
  }

  // MARK: - Syntax errors

  @Test func unclosedFlowSequence() throws {
    let error = try #require(parseError("a: [1, 2\n"))
    guard case .syntax(let problem, let context, let location, let contextLocation) = error else {
      Issue.record("expected a syntax error, got \(error)")
      return
    }
    #expect(problem == "did not find expected ',' or ']'")
    #expect(context == "while parsing a flow sequence")
    #expect(contextLocation == at(1, 4))
    #expect(location == at(2, 1))  // the end of the input, after its final newline
    #expect(error.message == "did not find expected ',' or ']' while parsing a flow sequence")
  }

  @Test func errorAtEndOfFileWithoutNewlineStaysOnTheLastLine() {
    // libyaml reports line 2 here; the location is pulled back to just after `2`.
    #expect(parseError("a: [1, 2")?.location == at(1, 9))
    #expect(parseError("a: \"x")?.location == at(1, 6))
  }

  @Test func unclosedFlowMapping() throws {
    let error = try #require(parseError("a: {b: 1, c: 2\n"))
    #expect(error.message == "did not find expected ',' or '}' while parsing a flow mapping")
    if case .syntax(_, _, _, let contextLocation) = error {
      #expect(contextLocation == at(1, 4))
    }
  }

  @Test func nestedMappingValueOnOneLine() {
    #expect(
      parseError("a: b: c\n")
        == .syntax(
          problem: "mapping values are not allowed in this context", context: nil,
          location: at(1, 5), contextLocation: nil))
    #expect(parseError("a: b: c\n")?.message == "mapping values are not allowed in this context")
  }

  @Test func tabIndentation() throws {
    let error = try #require(parseError("a:\n\tb: 1\n"))
    #expect(
      error.message
        == "found character that cannot start any token while scanning for the next token")
    #expect(error.location == at(2, 1))
  }

  @Test func badIndentation() throws {
    let error = try #require(parseError("a:\n  b: 1\n c: 2\n"))
    #expect(error.location.line == 3)
  }

  // MARK: - Encoding

  @Test func invalidUTF8IsLocated() {
    // "a: 1\nbö: x" then a lone continuation byte.
    let bytes = Array("a: 1\nbö: x".utf8) + [0x80] + Array(" y\n".utf8)
    #expect(parseError(bytes) == .invalidUTF8(location: at(2, 6)))
    // Truncated sequence at the very end, overlong encoding, UTF-16 surrogate, latin-1 byte.
    #expect(parseError(Array("ab".utf8) + [0xE2, 0x82]) == .invalidUTF8(location: at(1, 3)))
    #expect(parseError([0x61, 0xC0, 0xAF]) == .invalidUTF8(location: at(1, 2)))
    #expect(parseError([0x0A, 0xED, 0xA0, 0x80]) == .invalidUTF8(location: at(2, 1)))
    #expect(parseError(Array("k: caf".utf8) + [0xE9, 0x0A]) == .invalidUTF8(location: at(1, 7)))
    // A UTF-16 BOM is not UTF-8.
    #expect(parseError([0xFF, 0xFE, 0x61, 0x00]) == .invalidUTF8(location: at(1, 1)))
    #expect(parseError([0x80])?.message == "invalid UTF-8; YAML files must be encoded in UTF-8")
  }

  @Test func nulAndControlCharacters() {
    #expect(
      parseError([0x61, 0x3A, 0x0A, 0x62, 0x00])
        == .syntax(
          problem: "control characters are not allowed (found U+0000)", context: nil,
          location: at(2, 2), contextLocation: nil))
    #expect(parseError("a: \u{7}\n")?.location == at(1, 4))
    #expect(
      parseError("a: \u{7F}\n")?.message == "control characters are not allowed (found U+007F)")
  }

  @Test func lineBreaksCountedLikeLibYAML() {
    // CR, CRLF and NEL each end a line.
    let bytes = Array("a\rb\r\nc\u{85}d ".utf8) + [0xFF]
    #expect(parseError(bytes) == .invalidUTF8(location: at(4, 3)))
  }

  // MARK: - Limits

  @Test func defaultLimits() {
    let limits = YAMLLimits.default
    #expect(limits.maxBytes == 1_048_576)
    #expect(limits.maxDepth == 64)
    #expect(limits.maxNodes == 100_000)
    #expect(limits.maxScalarBytes == 65_536)
  }

  @Test func aliasBombIsStopped() throws {
    // Ten levels, each ten aliases of the one before: 10^10 nodes if expanded.
    var lines = ["l0: &l0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...10 {
      let items = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("l\(level): &l\(level) [\(items)]")
    }
    let error = try #require(parseError(lines.joined(separator: "\n") + "\n"))
    guard case .tooManyNodes(let limit, let location) = error else {
      Issue.record("expected tooManyNodes, got \(error)")
      return
    }
    #expect(limit == 100_000)
    #expect(location.line == 5)  // l4 would have 111 111 nodes
    #expect(
      error.message == "document has more than 100000 nodes (counting each alias expansion)")
  }

  @Test func nodeLimitCountsAliasCopies() throws {
    let text = "a: &a [1, 2, 3]\nb: *a\n"
    // mapping + a + [1,2,3] (4) + b + copy (4) = 11 nodes.
    #expect(try YAMLParser.parse(text, file: "t", limits: YAMLLimits(maxNodes: 11)) != nil)
    #expect(
      parseError(text, limits: YAMLLimits(maxNodes: 10))
        == .tooManyNodes(limit: 10, location: at(2, 4)))
  }

  @Test func deepNestingIsStopped() {
    let deep = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
    #expect(parseError(deep) == .tooDeep(limit: 64, location: at(1, 65)))
    // Unclosed, too.
    #expect(
      parseError(String(repeating: "[", count: 1000)) == .tooDeep(limit: 64, location: at(1, 65)))
    #expect(parseError(deep)?.message == "lists and mappings are nested more than 64 levels deep")
  }

  @Test func nestingUpToTheLimitIsFine() throws {
    let text = String(repeating: "[", count: 64) + "x" + String(repeating: "]", count: 64)
    var node = try parse(text)
    var depth = 0
    while let items = node.sequence {
      depth += 1
      node = items[0]
    }
    #expect(depth == 64)
    #expect(node.scalar == "x")
  }

  @Test func deepBlockNestingIsStopped() {
    var text = ""
    for level in 0..<100 { text += String(repeating: " ", count: level) + "k:\n" }
    #expect(parseError(text) == .tooDeep(limit: 64, location: at(65, 65)))
  }

  @Test func aliasesCannotExceedTheDepthLimit() {
    let limits = YAMLLimits(maxDepth: 4)
    let text = "a: &a [[1]]\nb: [*a]\nc: [[*a]]\n"
    // b nests 1 + 1 + 2 = 4 levels: fine; c nests 1 + 2 + 2 = 5.
    #expect(parseError(text, limits: limits) == .tooDeep(limit: 4, location: at(3, 6)))
  }

  @Test func tooLargeInputIsRejectedUnparsed() {
    // 2 MB of otherwise broken YAML: the size check comes first.
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 2_000_000)
    #expect(
      parseError(bytes) == .tooLarge(bytes: 2_000_000, limit: 1_048_576, location: at(1, 1)))
    #expect(
      parseError(bytes)?.message == "file is 2000000 bytes, more than the limit of 1048576 bytes")
    let fiveMB = [UInt8](repeating: 0xFF, count: 5_000_000)
    #expect(parseError(fiveMB) == .tooLarge(bytes: 5_000_000, limit: 1_048_576, location: at(1, 1)))
  }

  @Test func inputAtTheSizeLimitIsParsed() throws {
    let limits = YAMLLimits(maxBytes: 10)
    #expect(try YAMLParser.parse("a: 1234567", file: "t", limits: limits) != nil)
    #expect(
      parseError("a: 12345678", limits: limits)
        == .tooLarge(bytes: 11, limit: 10, location: at(1, 1)))
  }

  @Test func longScalarIsStopped() {
    let text = "short: x\nlong: " + String(repeating: "a", count: 100_000) + "\n"
    #expect(parseError(text) == .scalarTooLong(limit: 65_536, location: at(2, 7)))
    #expect(
      parseError("k: \"" + String(repeating: "é", count: 40_000) + "\"")
        == .scalarTooLong(limit: 65_536, location: at(1, 4)))
    #expect(parseError(text)?.message == "scalar is longer than the limit of 65536 bytes")
  }

  @Test func scalarAtTheLimitIsFine() throws {
    let root = try parse("k: " + String(repeating: "a", count: 65_536))
    #expect(root["k"]?.scalar?.utf8.count == 65_536)
  }

  // MARK: - Robustness

  @Test func garbageNeverCrashes() {
    var generator = SplitMix64(seed: 42)
    for length in [1, 2, 7, 64, 1000, 100_000] {
      for _ in 0..<10 {
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        _ = parseError(bytes)
      }
    }
    // Printable ASCII noise exercises the scanner and parser rather than the reader.
    let alphabet = Array("[]{}:,-?&*!|>'\"#%@` \n\tab1".utf8)
    for length in [10, 100, 10_000] {
      for _ in 0..<50 {
        let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))]
        }
        _ = parseError(bytes)
      }
    }
  }

  @Test func largeValidDocumentParses() throws {
    // ~870 KB, 30 000 entries: under every limit.
    var text = ""
    for index in 0..<30_000 { text += "key\(index): value number \(index)\n" }
    let root = try parse(text)
    #expect(root.mapping?.count == 30_000)
    #expect(root["key29999"]?.location == at(30_000, 11))
  }
}
