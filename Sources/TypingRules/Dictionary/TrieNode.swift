/// One node of a compiled dictionary's trie, read from its bytes (see
/// ``CompiledDictionary``): where its label and children are, and how many entries end at
/// it and below it. Reading checks every offset against the bounds of the region the node
/// lies in, so a hostile file gives `nil`, never a read out of bounds.
struct TrieNode {
  /// Where the label's UTF-8 starts.
  var labelStart: Int
  /// The label's length in bytes.
  var labelLength: Int
  /// The number of entries whose key ends at this node.
  var entryCount: Int
  /// Where the children start (right after the label).
  var childrenStart: Int
  /// Where the node and its subtree end.
  var end: Int
  /// The number of entries in the children's subtrees.
  var childEntryCount: Int

  /// The entries at this node and below it.
  var subtreeEntryCount: Int { entryCount + childEntryCount }

  /// The node at `position`, which must end by `end`; `nil` if it does not fit, or if it
  /// is not the root and has an empty label.
  @inline(__always)
  static func read(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int, end: Int, isRoot: Bool = false)
    -> TrieNode?
  {
    var node = TrieNode(
      labelStart: 0, labelLength: 0, entryCount: 0, childrenStart: 0, end: 0, childEntryCount: 0)
    return read(buffer, at: position, end: end, isRoot: isRoot, into: &node) ? node : nil
  }

  /// ``read(_:at:end:isRoot:)`` into `node`; whether there is one (else `node` is left
  /// as it was or partly written). For the fuzzy search's loop over children, where
  /// returning an optional node costs.
  @inline(__always)
  static func read(
    _ buffer: UnsafeBufferPointer<UInt8>, at position: Int, end: Int, isRoot: Bool = false,
    into node: inout TrieNode
  ) -> Bool {
    guard position >= 0, position < end, end <= buffer.count else { return false }
    let header = buffer[position]
    var cursor = position + 1
    var labelLength = Int(header & 0x1F)
    if labelLength == 31 {
      guard cursor < end else { return false }
      labelLength = Int(buffer[cursor])
      cursor += 1
    }
    guard isRoot || labelLength > 0 else { return false }
    var entryCount = Int(header >> 5 & 0b11)
    if entryCount == 3 {
      guard let count = leb128(buffer, &cursor, end: end) else { return false }
      entryCount = count
    }
    var childrenLength = 0
    var childEntryCount = 0
    if header & 0x80 != 0 {
      guard let length = leb128(buffer, &cursor, end: end), let entries = leb128(buffer, &cursor, end: end)
      else { return false }
      childrenLength = length
      childEntryCount = entries
    }
    guard end - cursor >= labelLength, end - cursor - labelLength >= childrenLength else { return false }
    let childrenStart = cursor + labelLength
    node.labelStart = cursor
    node.labelLength = labelLength
    node.entryCount = entryCount
    node.childrenStart = childrenStart
    node.end = childrenStart + childrenLength
    node.childEntryCount = childEntryCount
    return true
  }

  /// An unsigned LEB128 number of at most four bytes (28 bits) before `end`.
  @inline(__always)
  static func leb128(_ buffer: UnsafeBufferPointer<UInt8>, _ cursor: inout Int, end: Int) -> Int? {
    var value = 0
    var shift = 0
    while shift < 28 {
      guard cursor < end else { return nil }
      let byte = buffer[cursor]
      cursor += 1
      value |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    return nil
  }

  /// The scalar whose UTF-8 starts at `position`, and its length, read no further than
  /// `end` (malformed bytes give some scalar value, never a read past `end`).
  @inline(__always)
  static func decode(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> (UInt32, Int) {
    let lead = buffer[position]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = min(lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2, end - position)
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in stride(from: 1, to: length, by: 1) {
      value = value << 6 | UInt32(buffer[position + offset] & 0x3F)
    }
    return (value, length)
  }

  /// The length of the UTF-8 sequence a lead byte starts.
  @inline(__always)
  static func sequenceLength(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
  }
}
