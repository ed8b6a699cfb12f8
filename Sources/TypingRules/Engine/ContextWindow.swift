/// The engine's own copy of the text right before the cursor: the nearest characters of the
/// document's before-context, kept in step with the engine's own edits, so that a tap on
/// the common path reads no text from the document and patterns match on this window.
///
/// The window is a ring of at most ``capacity`` characters, nearest last. For each it keeps
/// a code (the ASCII byte, or ``PatternCode/other``) and, for characters outside ASCII, the
/// `Character` itself; an ASCII character is rebuilt from its byte when asked for.
///
/// **Keeping in step.** An insert appends the inserted characters (re-breaking grapheme
/// clusters across the join when the text or the character before it is not plain ASCII), a
/// delete drops the nearest character, and both adjust the UTF-8 length the document's
/// context should now have. A cursor move, or anything the window cannot follow, makes it
/// stale.
///
/// **Checking.** A document that promises whole contexts
/// (``TextDocument/reportsWholeContextBeforeInput``) applied the engine's edits exactly as
/// the window did: the window stays trusted. Otherwise, after its own edits the window is
/// *unverified*: it still answers for its nearest characters as far as the document showed
/// them at its last read (its *reach*: an insert leaves it, a delete shortens it by one: a
/// document that truncates its context shows, after an edit at the cursor, at least the
/// characters it showed before, less those deleted, as a context cut to its last N
/// characters does); a read past the reach asks the document for its context once and
/// compares its UTF-8 length with the expected one. The window and the context are both
/// the text ending at the cursor, so equal lengths mean equal text; a document that
/// truncates its context (as iOS does) reports a different length, and the window is then
/// read again from it. So the window always answers what the document's context says, as
/// if it were read afresh, and a tap through a truncating document reads its context once:
/// at the engine's check at the start of every event (`DocumentSync`), whose text the
/// window is compared with byte by byte when its length differs (``resync(with:)``: the
/// characters the document no longer shows are dropped), and reloaded from
/// (``reload(from:)``) when it differs otherwise. Text changed by other means
/// is caught by that check and by ``TypingEngine/documentDidChange()``.
///
/// **Reading further.** A read past the window's nearest characters, when the window does
/// not reach the start of the context, reads more from the document: the context is taken
/// once, positioned by UTF-8 offset (no walk over the text in between), and read outward a
/// chunk at a time. The window never holds the context string across an edit, so the
/// document's own storage stays uniquely referenced and its edits stay O(1).
struct ContextWindow: PatternSubject {
  /// The farthest a rule can look from the cursor, in characters.
  static let lookLimit = 1024
  /// The most characters the window holds (a power of two, at least ``lookLimit``).
  static let capacity = 1024
  private static let mask = capacity - 1
  /// How many characters a read past the window adds at least, so that a walk outward one
  /// character at a time asks the document only every so often.
  private static let chunk = 32

  private enum State {
    /// The contents are unknown: the next read starts again from the document.
    case stale
    /// The contents follow the engine's edits; the next read checks the document's length.
    case unverified
    /// The contents are the nearest characters of the document's context.
    case trusted
  }

  private let storage = Storage()
  /// The ring slot one past the nearest character.
  private var end = 0
  /// How many characters the window holds.
  private(set) var count = 0
  /// The UTF-8 length of the characters held.
  private var heldUTF8 = 0
  /// The cursor's UTF-8 position, in the coordinates of the characters' recorded starts.
  private var cursorPosition = 0
  /// The UTF-8 length of the document's before-context (as last read, plus the engine's
  /// edits since).
  private var contextUTF8 = 0
  private var state = State.stale
  /// While unverified: how many of the nearest characters are known to be what a fresh read
  /// of the document would show (see **Checking**).
  private var reach = 0
  /// Whether the document promised whole contexts at the last read.
  private var wholeContext = false
  /// The document read from.
  var document: TextDocument?

  /// Forgets the contents; the next read starts again from the document.
  mutating func invalidate() {
    state = .stale
  }

  /// The UTF-8 length of the document's before-context as the window knows it (as last
  /// read, plus the engine's edits since), or `nil` when it knows nothing.
  var knownContextUTF8: Int? { state == .stale ? nil : contextUTF8 }

  /// Whether the window is in step with a before-context of this UTF-8 length (the text
  /// right before the cursor being known to be the same); it is trusted from then on.
  mutating func matches(utf8Count: Int) -> Bool {
    guard state != .stale, utf8Count == contextUTF8 else { return false }
    state = .trusted
    return true
  }

  /// Starts again from `text`, the document's before-context just read, taking all of it
  /// up to ``lookLimit`` characters, so that no rule of the event reads it again.
  mutating func reload(from text: String) {
    state = .stale
    load(through: Self.lookLimit - 1, context: text)
  }

  /// Whether the held characters are the end of `text` (the document's before-context, just
  /// read, of another length than the window expects: a document that truncates its
  /// context); if so the window is trusted as that context, and the characters it no longer
  /// shows are dropped. A comparison of bytes, instead of building the window again.
  mutating func resync(with text: String) -> Bool {
    guard state != .stale, count > 0 else { return false }
    var text = text
    let matched = text.withUTF8 { bytes -> (characters: Int, reachedStart: Bool)? in
      var offset = bytes.count
      var distance = 0
      while distance < count {
        let index = slot(distance)
        let code = storage.codes[index]
        if code < 0x80 {
          guard offset >= 1 else { break }
          if bytes[offset - 1] != UInt8(truncatingIfNeeded: code) { return nil }
          offset -= 1
        } else {
          let utf8 = storage.characters[index].utf8
          guard offset >= utf8.count else { break }
          var position = offset - utf8.count
          for unit in utf8 {
            if bytes[position] != unit { return nil }
            position += 1
          }
          offset -= utf8.count
        }
        distance += 1
      }
      return (distance, offset == 0)
    }
    guard let (matchedCount, reachedStart) = matched else { return false }
    var kept = matchedCount
    // The text's first character, read from the start of a truncated text, may break
    // differently from how it was read with more before it: one outside ASCII is dropped.
    if reachedStart, kept > 0, storage.codes[slot(kept - 1)] >= 0x80 { kept -= 1 }
    count = kept
    heldUTF8 = kept == 0 ? 0 : cursorPosition - storage.starts[slot(kept - 1)]
    contextUTF8 = text.utf8.count
    wholeContext = document?.reportsWholeContextBeforeInput == true
    state = .trusted
    return true
  }

  /// Whether the held character at `distance` is known without reading the document: the
  /// window is unverified and the character within its reach.
  @inline(__always)
  private func isWithinReach(_ distance: Int) -> Bool {
    state == .unverified && distance < reach && distance < count
  }

  /// The window follows an edit of the engine's: it stays trusted with a document that
  /// promises whole contexts, and is otherwise unverified, its reach what the document
  /// showed of it.
  @inline(__always)
  private mutating func willEdit() {
    if state == .trusted {
      if wholeContext { return }
      reach = count
    }
    state = .unverified
  }

  // MARK: - Reading

  /// The ASCII byte at `distance` from the cursor (0 is adjacent), or ``PatternCode/other``
  /// / ``PatternCode/end``.
  @inline(__always)
  mutating func code(at distance: Int) -> UInt16 {
    if state == .trusted, distance < count { return storage.codes[slot(distance)] }
    return codeSlowly(at: distance)
  }

  private mutating func codeSlowly(at distance: Int) -> UInt16 {
    if isWithinReach(distance) { return storage.codes[slot(distance)] }
    load(through: distance)
    return distance < count ? storage.codes[slot(distance)] : PatternCode.end
  }

  /// How many held characters from `distance` outward are ASCII and in `set`, at most
  /// `limit`: a tight loop over the codes, for the long runs of quote patterns.
  mutating func asciiRun(from distance: Int, limit: Int, in set: ProgramTables.ASCIISet) -> Int {
    if state == .unverified, isWithinReach(distance) {
      // Within the reach, read without asking the document, unless the run reaches it.
      let last = min(min(reach, count), distance + limit)
      var reached = distance
      while reached < last {
        let code = storage.codes[slot(reached)]
        guard code < 0x80, set.contains(UInt8(truncatingIfNeeded: code)) else { return reached - distance }
        reached += 1
      }
      if reached - distance == limit { return limit }
    }
    if state != .trusted { load(through: distance) }
    guard state == .trusted, distance < count else { return 0 }
    let last = min(count, distance + limit)
    if set.low & Self.printableLow == Self.printableLow, set.high & Self.printableHigh == Self.printableHigh {
      // Every printable character is in the set: the run is the plain stretch the ring
      // recorded, found without reading it.
      let index = slot(distance)
      return min(max(0, storage.starts[index] + 1 - storage.plainFrom[index]), last - distance)
    }
    var reached = distance
    let codes = storage.codes
    while reached < last {
      let code = codes[(end &- 1 &- reached) & Self.mask]
      guard code < 0x80, set.contains(UInt8(truncatingIfNeeded: code)) else { break }
      reached += 1
    }
    return reached - distance
  }

  /// The printable ASCII characters (U+0020–U+007E), as the two halves of an `ASCIISet`.
  private static let printableLow: UInt64 = 0xFFFF_FFFF_0000_0000
  private static let printableHigh: UInt64 = 0x7FFF_FFFF_FFFF_FFFF

  /// Whether a code is a printable ASCII character.
  @inline(__always)
  private static func isPlain(_ code: UInt16) -> Bool { code >= 0x20 && code < 0x7F }

  /// The character at `distance` from the cursor, or `nil` past the context.
  mutating func character(at distance: Int) -> Character? {
    if (state != .trusted || distance >= count) && !isWithinReach(distance) { load(through: distance) }
    guard distance < count else { return nil }
    let index = slot(distance)
    let code = storage.codes[index]
    return code < 0x80 ? storage.asciiCharacters[Int(code)] : storage.characters[index]
  }

  /// Whether `distance` is the true edge of the context (the start of the field, as far as
  /// the document tells).
  @inline(__always)
  mutating func isEdge(at distance: Int) -> Bool {
    // A held character is no edge (the common answer, without a call).
    if state == .trusted, distance < count { return false }
    return isEdgeSlowly(at: distance)
  }

  private mutating func isEdgeSlowly(at distance: Int) -> Bool {
    if isWithinReach(distance) { return false }
    if state != .trusted || distance >= count { load(through: distance) }
    return distance < Self.lookLimit && distance == count && heldUTF8 == contextUTF8
  }

  /// Whether the character at `distance` (not ASCII) is in a class (by index) of a
  /// program's `classes`.
  /// A character of one scalar remembers the answer (in a small table by scalar and class,
  /// kept across events): testing a character outside ASCII against a class compares it
  /// with the class's characters under Unicode canonical equivalence, which is slow.
  mutating func character(at distance: Int, isIn characterClass: Int32, classes: [CharacterClass]) -> Bool {
    // The remembered answer, looked up directly (the caller has just read the code there).
    if state == .trusted, distance < count,
      let answer = rememberedAnswer(scalar: storage.scalars[slot(distance)], key: characterClass)
    {
      return answer
    }
    return remembered(at: distance, key: characterClass) { classes[Int(characterClass)].contains($0) }
      ?? false
  }

  /// `test` of the character at `distance` (not ASCII), remembered under `key` (a class of
  /// the program's pool by its index, or one of the engine's own tests by a negative key,
  /// see `LexerData`) for characters of one scalar; `nil` past the context. The remembered
  /// answer is looked up first, so a hit runs nothing of `test`.
  @inline(__always)
  mutating func remembered(at distance: Int, key: Int32, _ test: (Character) -> Bool) -> Bool? {
    let scalar = code(at: distance) == PatternCode.other ? storage.scalars[slot(distance)] : 0
    if let answer = rememberedAnswer(scalar: scalar, key: key) { return answer }
    guard let character = character(at: distance) else { return nil }
    return remember(test(character), scalar: scalar, key: key)
  }

  /// `test` of a character (the tap's key), remembered under `key` as for the window's own
  /// characters (see ``remembered(at:key:_:)``) when it is one scalar (`scalar`, from
  /// ``soleScalar(of:)``; 0 when it is not).
  mutating func remembered(
    _ character: Character, scalar: UInt32, key: Int32, _ test: (Character) -> Bool
  ) -> Bool {
    if let answer = rememberedAnswer(scalar: scalar, key: key) { return answer }
    return remember(test(character), scalar: scalar, key: key)
  }

  /// The scalar of a character made of one, else 0.
  static func soleScalar(of character: Character) -> UInt32 {
    var scalars = character.unicodeScalars.makeIterator()
    guard let scalar = scalars.next(), scalars.next() == nil else { return 0 }
    return scalar.value
  }

  /// The answer remembered for a scalar under a key, if any (never for scalar 0: a
  /// character of several scalars, or none).
  @inline(__always)
  private func rememberedAnswer(scalar: UInt32, key: Int32) -> Bool? {
    guard scalar != 0 else { return nil }
    let memo = Self.memoPlace(scalar: scalar, key: key)
    return storage.memoKeys[memo.entry] == memo.key ? storage.memoAnswers[memo.entry] : nil
  }

  /// Remembers an answer for a scalar under a key (not for scalar 0); returns it.
  @inline(__always)
  private func remember(_ answer: Bool, scalar: UInt32, key: Int32) -> Bool {
    guard scalar != 0 else { return answer }
    let memo = Self.memoPlace(scalar: scalar, key: key)
    storage.memoKeys[memo.entry] = memo.key
    storage.memoAnswers[memo.entry] = answer
    return answer
  }

  /// The remembered answers' table has `1 << memoBits` entries, one answer each: enough that
  /// the few scalars and classes of a text seldom share one.
  static let memoBits = 10

  /// Where the answer for a scalar under a key is remembered, and the key stored there.
  @inline(__always)
  private static func memoPlace(scalar: UInt32, key: Int32) -> (entry: Int, key: UInt64) {
    let memoKey = UInt64(scalar) << 32 | UInt64(UInt32(bitPattern: key))
    return (entry(of: memoKey, bits: Self.memoBits), memoKey)
  }

  /// The entry of a key in a table of `1 << bits` entries (multiplicative hashing).
  @inline(__always)
  private static func entry(of key: UInt64, bits: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  /// Which of the tracked classes (`ProgramTables.trackedClasses`, by bit) hold the character
  /// at `distance`, a held character outside ASCII; every bit when it is not one scalar.
  /// Worked out once per scalar (a small table by scalar, kept across events): asking a
  /// class about a character outside ASCII is slow, and the few quotes and dashes of a
  /// text come back again and again.
  mutating func trackedMembership(at distance: Int, trackedClasses: [Int32], classes: [CharacterClass])
    -> UInt64
  {
    guard state == .trusted, distance < count else { return .max }
    let scalar = storage.scalars[slot(distance)]
    guard scalar != 0 else { return .max }
    let entry = Self.entry(of: UInt64(scalar), bits: Self.membershipBits)
    if storage.membershipScalars[entry] == scalar { return storage.memberships[entry] }
    var membership: UInt64 = 0
    for (bit, characterClass) in trackedClasses.enumerated()
    where character(at: distance, isIn: characterClass, classes: classes) {
      membership |= 1 << UInt64(bit)
    }
    storage.membershipScalars[entry] = scalar
    storage.memberships[entry] = membership
    return membership
  }

  /// The tracked memberships' table has `1 << membershipBits` entries: more than the quotes,
  /// dashes and spaces outside ASCII a text mixes.
  static let membershipBits = 6

  /// The UTF-8 length of the `characters` nearest the cursor (as far as the context goes).
  mutating func utf8Length(ofNearest characters: Int) -> Int {
    guard characters > 0 else { return 0 }
    _ = code(at: characters - 1)
    let held = min(characters, count)
    return held == 0 ? 0 : cursorPosition - storage.starts[slot(held - 1)]
  }

  /// The `length` characters nearest the cursor, as text (`length` at most ``count`` after
  /// a read that far).
  mutating func text(ofNearest length: Int) -> String {
    guard length > 0, code(at: length - 1) != PatternCode.end else { return "" }
    // One ASCII character (a space a rule deletes): its ready-made string.
    if length == 1, storage.codes[slot(0)] < 0x80 { return storage.asciiStrings[Int(storage.codes[slot(0)])] }
    // Written straight into the string, farthest character first: an ASCII character as
    // its byte, any other as its UTF-8 (appending characters one by one costs several times
    // as much).
    var byteCount = 0
    for distance in 0..<length { byteCount += heldLength(at: distance) }
    return String(unsafeUninitializedCapacity: byteCount) { buffer in
      var offset = 0
      for distance in stride(from: length - 1, through: 0, by: -1) {
        let index = slot(distance)
        let code = storage.codes[index]
        if code < 0x80 {
          buffer[offset] = UInt8(truncatingIfNeeded: code)
          offset += 1
          continue
        }
        for unit in storage.characters[index].utf8 {
          buffer[offset] = unit
          offset += 1
        }
      }
      return offset
    }
  }

  @inline(__always)
  private func slot(_ distance: Int) -> Int { (end &- 1 &- distance) & Self.mask }

  /// Makes the window trusted and, when it can, holding the character at `distance`.
  /// `context`: the document's before-context, when the caller has just read it.
  private mutating func load(through distance: Int, context given: String? = nil) {
    var context: String?
    if state != .trusted {
      let text = given ?? document?.documentContextBeforeInput ?? ""
      wholeContext = document?.reportsWholeContextBeforeInput == true
      if state == .stale || text.utf8.count != contextUTF8 {
        end = 0
        count = 0
        heldUTF8 = 0
        contextUTF8 = text.utf8.count
      }
      state = .trusted
      context = text
    }
    guard distance >= count, distance < Self.lookLimit, heldUTF8 < contextUTF8 else { return }
    let text = context ?? document?.documentContextBeforeInput ?? ""
    guard text.utf8.count == contextUTF8 else {
      // The document changed under a trusted window (it cannot during an event): start over.
      state = .stale
      return load(through: distance)
    }
    var reader = BackwardReader(text, endingAt: contextUTF8 - heldUTF8)
    let target = min(Self.lookLimit, max(distance + 1, count + Self.chunk))
    while count < target,
      let read = reader.next(nearerIsASCII: count == 0 || storage.codes[slot(count - 1)] < 0x80)
    {
      let start = (count == 0 ? cursorPosition : storage.starts[slot(count - 1)]) - read.utf8Length
      storage.store(read.code, read.character, start: start, at: slot(count))
      count += 1
      heldUTF8 += read.utf8Length
    }
    recordPlainStretches()
  }

  /// Records, for every held character, where the stretch of plain characters (printable
  /// ASCII, one byte each) that ends with it begins (see `Storage.plainFrom`), from the
  /// farthest character in.
  private mutating func recordPlainStretches() {
    var distance = count - 1
    var previousIndex = -1
    while distance >= 0 {
      let index = slot(distance)
      let code = storage.codes[index]
      storage.plainFrom[index] =
        !Self.isPlain(code)
        ? storage.starts[index] + 1
        : previousIndex >= 0 && Self.isPlain(storage.codes[previousIndex])
          ? storage.plainFrom[previousIndex] : storage.starts[index]
      previousIndex = index
      distance -= 1
    }
  }

  // MARK: - Keeping in step with the engine's edits

  /// The engine inserted one ASCII character other than CR, LF or a character that
  /// combines with CR (the common key tap): no grapheme breaking to redo.
  mutating func didInsertPlainASCII(_ byte: UInt8) {
    guard state != .stale else { return }
    willEdit()
    contextUTF8 += 1
    let joinsCleanly = count > 0 ? storage.codes[slot(0)] < 0x80 : heldUTF8 == contextUTF8 - 1
    guard joinsCleanly else { return didInsert(storage.asciiStrings[Int(byte)], counted: true) }
    push(code: UInt16(byte), character: nil, utf8Length: 1)
  }

  /// The ASCII character with this code (below 0x80).
  @inline(__always)
  func asciiCharacter(_ code: UInt16) -> Character { storage.asciiCharacters[Int(code)] }

  /// The one-character string of an ASCII byte (a small string: no allocation).
  @inline(__always)
  func asciiString(_ byte: UInt8) -> String { storage.asciiStrings[Int(byte)] }

  /// The engine inserted `text` at the cursor.
  mutating func didInsert(_ text: String) { didInsert(text, counted: false) }

  /// `counted`: the context's length already includes `text`.
  private mutating func didInsert(_ text: String, counted: Bool) {
    guard state != .stale else { return }
    willEdit()
    if !counted { contextUTF8 += text.utf8.count }
    let joinsCleanly = count > 0 ? storage.codes[slot(0)] < 0x80 : heldUTF8 == contextUTF8 - text.utf8.count
    if joinsCleanly, appendASCII(text) { return }
    if joinsCleanly || (count > 0 && Self.standsAlone(storage.scalars[slot(0)])), appendStandalone(text) {
      return
    }
    // The join may form one grapheme cluster (a combining mark, CR LF, an emoji sequence):
    // break the character before the cursor and the text again, together.
    var joined = text
    if count > 0 {
      guard let last = character(atHeld: 0) else { return invalidate() }
      removeNearest()
      reach = max(0, reach - 1)
      joined = String(last) + text
    } else if heldUTF8 < contextUTF8 - text.utf8.count {
      return invalidate()
    }
    for character in joined { append(character) }
  }

  /// Appends `text` when it is ASCII that forms one character per byte; `false` (and
  /// nothing appended) otherwise.
  private mutating func appendASCII(_ text: String) -> Bool {
    let previous: UInt8 = count > 0 ? UInt8(truncatingIfNeeded: storage.codes[slot(0)]) : 0
    let utf8 = text.utf8
    if utf8.count == 1, let byte = utf8.first {
      // One key's text, the common case.
      if byte >= 0x80 || byte == 0x0D || (byte == 0x0A && previous == 0x0D) { return false }
      push(code: UInt16(byte), character: nil, utf8Length: 1)
      return true
    }
    let appended = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var before = previous
      for byte in bytes {
        if byte >= 0x80 || byte == 0x0D || (byte == 0x0A && before == 0x0D) { return false }
        before = byte
      }
      for byte in bytes { push(code: UInt16(byte), character: nil, utf8Length: 1) }
      return true
    }
    if let appended { return appended }
    var before = previous
    for byte in text.utf8 {
      if byte >= 0x80 || byte == 0x0D || (byte == 0x0A && before == 0x0D) { return false }
      before = byte
    }
    for byte in text.utf8 { push(code: UInt16(byte), character: nil, utf8Length: 1) }
    return true
  }

  /// Appends `text` when every scalar of it ``standsAlone(_:)`` (typographic quotation
  /// marks, dashes, U+2026, no-break spaces, Latin letters: what rules insert), one
  /// character per scalar, without breaking grapheme clusters; `false` (and nothing
  /// appended) otherwise.
  private mutating func appendStandalone(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where !Self.standsAlone(scalar.value) { return false }
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        push(code: UInt16(scalar.value), character: nil, utf8Length: 1)
      } else {
        push(code: PatternCode.other, character: Character(scalar), utf8Length: scalar.utf8.count)
      }
    }
    return true
  }

  /// Whether a scalar always has a grapheme cluster boundary on both sides when its
  /// neighbours are such scalars (or any character, after it): printable ASCII, Latin-1 and
  /// the Latin blocks up to the combining marks (U+00A0–U+02FF), the Greek and Coptic
  /// letters and signs (U+0370–U+03FF) and the Cyrillic letters (U+0400–U+0482,
  /// U+048A–U+052F: not the combining U+0483–U+0489), and general punctuation
  /// (U+2010–U+2027, U+202F–U+205E: dashes, quotation marks, U+2026, U+202F).
  /// None of them combines (extends, joins, is a spacing mark, a prefix, a Hangul jamo or a
  /// regional indicator); a character inserted after one breaks from it unless it is such a
  /// combining scalar, which does not stand alone and goes the general way.
  @inline(__always)
  static func standsAlone(_ value: UInt32) -> Bool {
    (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x300) || (value >= 0x370 && value < 0x483)
      || (value >= 0x48A && value < 0x530) || (value >= 0x2010 && value < 0x2028)
      || (value >= 0x202F && value < 0x205F)
  }

  private mutating func append(_ character: Character) {
    if let byte = character.asciiByte {
      push(code: UInt16(byte), character: nil, utf8Length: 1)
    } else {
      push(code: PatternCode.other, character: character, utf8Length: character.utf8.count)
    }
  }

  private mutating func push(code: UInt16, character: Character?, utf8Length: Int) {
    if count == Self.capacity {
      // Full: the farthest character leaves the window (it is still in the document).
      heldUTF8 -= heldLength(at: count - 1)
      count -= 1
    }
    let index = end & Self.mask
    storage.store(code, character, start: cursorPosition, at: index)
    storage.plainFrom[index] =
      !Self.isPlain(code)
      ? cursorPosition + 1
      : count > 0 && Self.isPlain(storage.codes[slot(0)]) ? storage.plainFrom[slot(0)] : cursorPosition
    cursorPosition += utf8Length
    end = (end &+ 1) & Self.mask
    count += 1
    heldUTF8 += utf8Length
  }

  /// The engine deleted the character before the cursor.
  mutating func didDeleteBackward() {
    guard state != .stale else { return }
    willEdit()
    if count > 0 {
      let length = heldLength(at: 0)
      removeNearest()
      reach = max(0, reach - 1)
      contextUTF8 -= length
    } else if heldUTF8 < contextUTF8 {
      invalidate()
    }
  }

  private mutating func removeNearest() {
    cursorPosition = storage.starts[slot(0)]
    heldUTF8 -= heldLength(at: 0)
    end = (end &- 1) & Self.mask
    count -= 1
  }

  private func heldLength(at distance: Int) -> Int {
    let index = slot(distance)
    return storage.codes[index] < 0x80 ? 1 : storage.characters[index].utf8.count
  }

  private func character(atHeld distance: Int) -> Character? {
    guard distance < count else { return nil }
    let index = slot(distance)
    let code = storage.codes[index]
    return code < 0x80 ? storage.asciiCharacters[Int(code)] : storage.characters[index]
  }

  /// The ring's memory, allocated once per engine so reads and writes touch no reference
  /// counts or uniqueness checks.
  private final class Storage {
    let codes = UnsafeMutablePointer<UInt16>.allocate(capacity: ContextWindow.capacity)
    let characters = UnsafeMutablePointer<Character>.allocate(capacity: ContextWindow.capacity)
    /// Where each character starts, in UTF-8 bytes (relative to an arbitrary origin).
    let starts = UnsafeMutablePointer<Int>.allocate(capacity: ContextWindow.capacity)
    /// For each character, where the stretch of printable ASCII characters that ends with it
    /// (counting outward from it) starts, in the coordinates of `starts`; one past its own
    /// start for a character that is not such. A run of a set that holds every printable
    /// character is then read off in one subtraction (`asciiRun`); a stretch recorded before
    /// more characters were read from farther out ends early, which only shortens a run.
    let plainFrom = UnsafeMutablePointer<Int>.allocate(capacity: ContextWindow.capacity)
    /// For a character outside ASCII made of one Unicode scalar, that scalar; else 0.
    let scalars = UnsafeMutablePointer<UInt32>.allocate(capacity: ContextWindow.capacity)
    /// Class answers for characters outside ASCII: scalar << 32 | class index, and answer.
    let memoKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: 1 << ContextWindow.memoBits)
    let memoAnswers = UnsafeMutablePointer<Bool>.allocate(capacity: 1 << ContextWindow.memoBits)
    /// Tracked class memberships of scalars outside ASCII (see `trackedMembership`): the scalar
    /// (0: none) and its classes' bits.
    let membershipScalars = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << ContextWindow.membershipBits)
    let memberships = UnsafeMutablePointer<UInt64>.allocate(capacity: 1 << ContextWindow.membershipBits)
    /// The ASCII characters and their one-character strings, by code: per window rather
    /// than in lazily initialized globals, whose every read goes through `swift_once`.
    let asciiCharacters = UnsafeMutablePointer<Character>.allocate(capacity: 128)
    let asciiStrings = UnsafeMutablePointer<String>.allocate(capacity: 128)

    init() {
      for byte in 0..<128 {
        let character = Character(Unicode.Scalar(UInt8(byte)))
        (asciiCharacters + byte).initialize(to: character)
        (asciiStrings + byte).initialize(to: String(character))
      }
      codes.initialize(repeating: PatternCode.end, count: ContextWindow.capacity)
      characters.initialize(repeating: " ", count: ContextWindow.capacity)
      scalars.initialize(repeating: 0, count: ContextWindow.capacity)
      starts.initialize(repeating: 0, count: ContextWindow.capacity)
      plainFrom.initialize(repeating: 1, count: ContextWindow.capacity)
      memoKeys.initialize(repeating: .max, count: 1 << ContextWindow.memoBits)
      memoAnswers.initialize(repeating: false, count: 1 << ContextWindow.memoBits)
      membershipScalars.initialize(repeating: 0, count: 1 << ContextWindow.membershipBits)
      memberships.initialize(repeating: .max, count: 1 << ContextWindow.membershipBits)
    }

    /// Stores a character's code and, when it is not ASCII, the character and its scalar.
    @inline(__always)
    func store(_ code: UInt16, _ character: Character?, start: Int, at index: Int) {
      codes[index] = code
      starts[index] = start
      guard let character else { return }
      characters[index] = character
      scalars[index] = ContextWindow.soleScalar(of: character)
    }

    deinit {
      codes.deallocate()
      characters.deinitialize(count: ContextWindow.capacity)
      characters.deallocate()
      scalars.deallocate()
      starts.deallocate()
      plainFrom.deallocate()
      memoKeys.deallocate()
      memoAnswers.deallocate()
      membershipScalars.deallocate()
      memberships.deallocate()
      asciiCharacters.deinitialize(count: 128)
      asciiCharacters.deallocate()
      asciiStrings.deinitialize(count: 128)
      asciiStrings.deallocate()
    }
  }
}
