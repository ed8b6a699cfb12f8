extension CompiledDictionary {
  /// Checks the whole structure, which loading leaves to the walks: every node within its
  /// parent, its label UTF-8, its children in order and their entry counts right, every
  /// entry's flags known and its side record present and well-formed. What
  /// `compile-dictionary` runs on what it writes; a file that passes never gives a wrong
  /// answer for a malformed structure.
  public func verify() throws(DictionaryError) {
    let total = try bytes.withUnsafeBufferPointer { buffer throws(DictionaryError) in
      guard let root = TrieNode.read(buffer, at: trieStart, end: buffer.count, isRoot: true),
        root.end == buffer.count
      else { throw .malformed("the trie's root does not fit the trie", offset: trieStart) }
      guard root.entryCount == 0 else { throw .malformed("the empty key has entries", offset: trieStart) }
      return try verify(root, buffer: buffer, index: 0, keyLength: 0, isRoot: true)
    }
    guard total == count else {
      throw .malformed("the trie has \(total) entries, the header says \(count)", offset: trieStart)
    }
    try verifyEntries()
    try verifyLetterTriples()
    try verifyEndingAlternations()
  }

  /// Checks a node and its subtree; the number of entries in it.
  private func verify(
    _ node: TrieNode, buffer: UnsafeBufferPointer<UInt8>, index: Int, keyLength: Int, isRoot: Bool
  )
    throws(DictionaryError) -> Int
  {
    let keyLength = keyLength + node.labelLength
    guard keyLength <= 255 else { throw .malformed("a key longer than 255 bytes", offset: node.labelStart) }
    guard Self.isValidUTF8(bytes, node.labelStart, node.labelLength) else {
      throw .malformed("a label is not UTF-8", offset: node.labelStart)
    }
    for entry in min(index, count)..<min(index + node.entryCount, count) {
      let continues = flags(entry).contains(.sameKey)
      guard continues == (entry > index) else {
        throw .malformed("entry \(entry)'s same-key flag is wrong", offset: entriesStart + 2 * entry + 1)
      }
    }
    var position = node.childrenStart
    var entries = node.entryCount
    var previous: UInt32?
    while position < node.end {
      guard let child = TrieNode.read(buffer, at: position, end: node.end) else {
        throw .malformed("a node does not fit its parent", offset: position)
      }
      let (scalar, _) = TrieNode.decode(
        buffer, at: child.labelStart, end: child.labelStart + child.labelLength)
      if let previous, previous >= scalar {
        throw .malformed("a node is out of order", offset: position)
      }
      previous = scalar
      let childEntries = try verify(
        child, buffer: buffer, index: index + entries, keyLength: keyLength, isRoot: false)
      guard childEntries == child.subtreeEntryCount else {
        throw .malformed(
          "a node has \(childEntries) entries, its header says \(child.subtreeEntryCount)", offset: position)
      }
      entries += childEntries
      position = child.end
    }
    guard entries - node.entryCount == node.childEntryCount else {
      throw .malformed(
        "a node's children have \(entries - node.entryCount) entries, its header says \(node.childEntryCount)",
        offset: node.labelStart)
    }
    guard entries > 0 || isRoot else { throw .malformed("a node without entries", offset: node.labelStart) }
    return entries
  }

  /// Checks the entry table and the side records.
  private func verifyEntries() throws(DictionaryError) {
    var previous = -1
    var recorded = 0
    for record in 0..<sideCount {
      let at = sideIndexStart + 8 * record
      let entry = Int(Self.uint32(bytes, at: at))
      guard entry > previous, entry < count else {
        throw .malformed("side record \(record) is out of order", offset: at)
      }
      previous = entry
      let flags = flags(entry)
      guard flags.contains(.surface) || flags.contains(.misspelling) else {
        throw .malformed("entry \(entry) has a side record it does not use", offset: at)
      }
      var position = sideDataStart + Int(Self.uint32(bytes, at: at + 4))
      for flag in [EntryFlags.surface, .misspelling] where flags.contains(flag) {
        guard position >= sideDataStart, position < triplesStart,
          triplesStart - position - 1 >= Int(bytes[position])
        else { throw .truncated(offset: min(position, triplesStart)) }
        let length = Int(bytes[position])
        guard length > 0, Self.isValidUTF8(bytes, position + 1, length) else {
          throw .malformed("entry \(entry)'s side record is not UTF-8", offset: position)
        }
        position += 1 + length
      }
    }
    for entry in 0..<count {
      let flags = flags(entry)
      guard EntryFlags.known.isSuperset(of: flags) else {
        throw .malformed(
          "entry \(entry) has unknown flags \(flags.rawValue)", offset: entriesStart + 2 * entry + 1)
      }
      if flags.contains(.surface) || flags.contains(.misspelling) { recorded += 1 }
    }
    guard recorded == sideCount else {
      throw .malformed(
        "\(recorded) entries need side records, there are \(sideCount)", offset: sideIndexStart)
    }
  }
}
