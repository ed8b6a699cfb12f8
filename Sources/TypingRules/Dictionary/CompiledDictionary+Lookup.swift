extension CompiledDictionary {
  /// The entries whose key is `key` (the lowercase form of a word, see ``key(for:)``).
  public func entries(forKey key: String) -> Range<Int> {
    descend(to: key, wholeKey: true)
  }

  /// The entries whose key starts with `prefix`.
  public func entries(withPrefix prefix: String) -> Range<Int> {
    descend(to: prefix, wholeKey: false)
  }

  /// The entries of the node `key` ends at (`wholeKey`), or of the subtree below where it
  /// ends (a prefix); an empty range if the trie has no such path.
  private func descend(to key: String, wholeKey: Bool) -> Range<Int> {
    var key = key
    return key.withUTF8 { key in
      bytes.withUnsafeBufferPointer { buffer in
        guard var node = TrieNode.read(buffer, at: trieStart, end: buffer.count, isRoot: true) else {
          return 0..<0
        }
        // Within the entry table, even where a hostile file's counts say otherwise.
        func range(_ start: Int, _ entries: Int) -> Range<Int> {
          min(start, count)..<min(start + entries, count)
        }
        var index = 0
        var matched = 0
        while true {
          // The label against the rest of the key.
          var common = 0
          while common < node.labelLength, matched + common < key.count,
            buffer[node.labelStart + common] == key[matched + common]
          {
            common += 1
          }
          if matched + common == key.count {
            if common == node.labelLength {
              let entries = wholeKey ? node.entryCount : node.subtreeEntryCount
              return range(index, entries)
            }
            return range(index, wholeKey ? 0 : node.subtreeEntryCount)
          }
          guard common == node.labelLength else { return range(index, 0) }
          matched += common
          index += node.entryCount
          // The child whose label starts with the key's next scalar.
          let lead = key[matched]
          let length = TrieNode.sequenceLength(lead)
          var position = node.childrenStart
          var next: TrieNode?
          while let child = TrieNode.read(buffer, at: position, end: node.end) {
            if child.labelLength >= length, key.count - matched >= length,
              (0..<length).allSatisfy({ buffer[child.labelStart + $0] == key[matched + $0] })
            {
              next = child
              break
            }
            index += child.subtreeEntryCount
            position = child.end
          }
          guard let next else { return range(index, 0) }
          node = next
        }
      }
    }
  }

  /// The entry's key (lowercase UTF-8): the labels from the root to the node the entry
  /// ends at, found by its number (a subtree's entries are a contiguous range).
  func key(_ index: Int) -> [UInt8] {
    var key: [UInt8] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard index >= 0, index < count,
        var node = TrieNode.read(buffer, at: trieStart, end: buffer.count, isRoot: true)
      else { return }
      var first = 0
      while key.count <= 255 {
        key.append(contentsOf: buffer[node.labelStart..<(node.labelStart + node.labelLength)])
        if index < first + node.entryCount { return }
        first += node.entryCount
        var position = node.childrenStart
        var next: TrieNode?
        while let child = TrieNode.read(buffer, at: position, end: node.end) {
          if index < first + child.subtreeEntryCount {
            next = child
            break
          }
          first += child.subtreeEntryCount
          position = child.end
        }
        guard let next else { return }
        node = next
      }
    }
    return key
  }
}
