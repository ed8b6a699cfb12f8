/// Writes the trie of a compiled dictionary (the node layout is ``CompiledDictionary``'s):
/// a Patricia trie over the keys' scalars, depth first, each node before its children.
struct TrieEncoder {
  /// The distinct keys as scalars, sorted (scalar order is UTF-8 byte order).
  let keys: [[UInt32]]
  /// The number of entries of each key.
  let entryCounts: [Int]
  /// The entries of the keys before each key (one more element than `keys`).
  private let entriesBefore: [Int]

  init(keys: [[UInt32]], entryCounts: [Int]) {
    self.keys = keys
    self.entryCounts = entryCounts
    var before = [0]
    for count in entryCounts { before.append(before[before.count - 1] + count) }
    entriesBefore = before
  }

  /// The root (an empty label) with every key below it.
  func root() -> [UInt8] { node(keys: 0..<keys.count, labelFrom: 0, labelTo: 0) }

  /// The node whose keys (sharing their first `labelTo` scalars) are `range`, and whose
  /// label is the scalars `labelFrom..<labelTo`.
  private func node(keys range: Range<Int>, labelFrom: Int, labelTo: Int) -> [UInt8] {
    var label: [UInt8] = []
    if !range.isEmpty {
      for scalar in keys[range.lowerBound][labelFrom..<labelTo] {
        label += Unicode.Scalar(scalar).map { Array(String($0).utf8) } ?? []
      }
    }
    var rest = range
    var entryCount = 0
    if let first = rest.first, keys[first].count == labelTo {
      entryCount = entryCounts[first]
      rest = rest.dropFirst()
    }
    var children: [UInt8] = []
    var start = rest.lowerBound
    while start < rest.upperBound {
      let scalar = keys[start][labelTo]
      var end = start + 1
      while end < rest.upperBound, keys[end][labelTo] == scalar { end += 1 }
      let shared = Self.commonPrefix(keys[start], keys[end - 1])
      children += node(keys: start..<end, labelFrom: labelTo, labelTo: shared)
      start = end
    }
    let childEntries = entriesBefore[rest.upperBound] - entriesBefore[rest.lowerBound]
    var bytes: [UInt8] = []
    let lengthBits = UInt8(min(label.count, 31))
    let countBits = UInt8(min(entryCount, 3))
    bytes.append(lengthBits | countBits << 5 | (children.isEmpty ? 0 : 0x80))
    if label.count >= 31 { bytes.append(UInt8(label.count)) }
    if entryCount >= 3 { Self.leb128(entryCount, to: &bytes) }
    if !children.isEmpty {
      Self.leb128(children.count, to: &bytes)
      Self.leb128(childEntries, to: &bytes)
    }
    return bytes + label + children
  }

  /// The number of scalars two keys share at their start.
  private static func commonPrefix(_ first: [UInt32], _ second: [UInt32]) -> Int {
    var shared = 0
    while shared < first.count, shared < second.count, first[shared] == second[shared] { shared += 1 }
    return shared
  }

  /// Appends an unsigned LEB128 number.
  static func leb128(_ value: Int, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }
}
