import Testing
import TypingRules

struct InMemoryDocumentTests {
  @Test func startsWithTheTextAroundTheCursor() {
    let document = InMemoryDocument(before: "Hello ", after: "world")
    #expect(document.text == "Hello world")
    #expect(document.textBeforeCursor == "Hello ")
    #expect(document.textAfterCursor == "world")
    #expect(document.cursorOffset == 6)
    #expect(document.documentContextBeforeInput == "Hello ")
    #expect(document.documentContextAfterInput == "world")
  }

  @Test func anEmptyDocumentHasEmptyContexts() {
    let document = InMemoryDocument()
    #expect(document.text == "")
    #expect(document.cursorOffset == 0)
    #expect(document.documentContextBeforeInput == "")
    #expect(document.documentContextAfterInput == "")
  }

  @Test func insertTextGoesAtTheCursorAndMovesIt() {
    let document = InMemoryDocument(before: "ab", after: "yz")
    document.insertText("cd")
    #expect(document.text == "abcdyz")
    #expect(document.cursorOffset == 4)
    document.insertText("")
    #expect(document.text == "abcdyz")
    #expect(document.cursorOffset == 4)
  }

  @Test func deleteBackwardRemovesOneCharacterBeforeTheCursor() {
    let document = InMemoryDocument(before: "abc", after: "xyz")
    document.deleteBackward()
    #expect(document.text == "abxyz")
    #expect(document.cursorOffset == 2)
    #expect(document.textAfterCursor == "xyz")
  }

  @Test func deleteBackwardAtTheStartDoesNothing() {
    let document = InMemoryDocument(after: "xyz")
    document.deleteBackward()
    document.deleteBackward()
    #expect(document.text == "xyz")
    #expect(document.cursorOffset == 0)
  }

  @Test(
    "deleteBackward removes a whole grapheme cluster",
    arguments: [
      "👍🏽", "👨‍👩‍👧", "🇮🇸", "e\u{301}", "ñ", "\r\n", "क्षि",
    ])
  func deleteBackwardRemovesAGraphemeCluster(cluster: String) {
    let document = InMemoryDocument(before: "a" + cluster, after: "z")
    document.deleteBackward()
    #expect(document.text == "az")
    #expect(document.cursorOffset == 1)
  }

  @Test func aCombiningMarkInsertedAfterALetterJoinsIt() {
    let document = InMemoryDocument()
    document.insertText("e")
    document.insertText("\u{301}")
    #expect(document.text == "e\u{301}")
    #expect(document.cursorOffset == 1)
    document.deleteBackward()
    #expect(document.text == "")
  }

  @Test(
    "moving the cursor steps over whole grapheme clusters",
    arguments: [
      "👍🏽", "👨‍👩‍👧", "🇮🇸", "e\u{301}", "\r\n",
    ])
  func movesOverGraphemeClusters(cluster: String) {
    let document = InMemoryDocument(before: "a" + cluster + "b")
    document.adjustTextPosition(byCharacterOffset: -2)
    #expect(document.textBeforeCursor == "a")
    #expect(document.textAfterCursor == cluster + "b")
    #expect(document.documentContextAfterInput == cluster + "b")
    document.adjustTextPosition(byCharacterOffset: 1)
    #expect(document.textBeforeCursor == "a" + cluster)
    #expect(document.textAfterCursor == "b")
    #expect(document.text == "a" + cluster + "b")
  }

  @Test func movingLeftThenTypingInsertsInTheMiddle() {
    let document = InMemoryDocument(before: "helo")
    document.adjustTextPosition(byCharacterOffset: -1)
    document.insertText("l")
    #expect(document.text == "hello")
    #expect(document.cursorOffset == 4)
    #expect(document.textAfterCursor == "o")
    document.deleteBackward()
    document.deleteBackward()
    #expect(document.text == "heo")
    #expect(document.textAfterCursor == "o")
  }

  @Test func movingByZeroDoesNothing() {
    let document = InMemoryDocument(before: "ab", after: "cd")
    document.adjustTextPosition(byCharacterOffset: 0)
    #expect(document.textBeforeCursor == "ab")
    #expect(document.textAfterCursor == "cd")
  }

  @Test func movingPastTheStartStopsAtTheStart() {
    let document = InMemoryDocument(before: "abc", after: "d")
    document.adjustTextPosition(byCharacterOffset: -100)
    #expect(document.cursorOffset == 0)
    #expect(document.textBeforeCursor == "")
    #expect(document.textAfterCursor == "abcd")
    #expect(document.text == "abcd")
  }

  @Test func movingPastTheEndStopsAtTheEnd() {
    let document = InMemoryDocument(before: "a", after: "bcd")
    document.adjustTextPosition(byCharacterOffset: 100)
    #expect(document.cursorOffset == 4)
    #expect(document.textBeforeCursor == "abcd")
    #expect(document.textAfterCursor == "")
    #expect(document.text == "abcd")
  }

  @Test func movingByTheLargestOffsetsIsClamped() {
    let document = InMemoryDocument(before: "ab", after: "c")
    document.adjustTextPosition(byCharacterOffset: .max)
    #expect(document.cursorOffset == 3)
    document.adjustTextPosition(byCharacterOffset: -Int.max)
    #expect(document.cursorOffset == 0)
    #expect(document.text == "abc")
  }

  /// `Int.min` has no positive counterpart; the move is clamped like any other. Run in a
  /// child process, so a trap would fail the test rather than the suite.
  @Test func movingByIntMinIsClamped() async {
    await #expect(processExitsWith: .success) {
      let document = InMemoryDocument(before: "ab", after: "c")
      document.adjustTextPosition(byCharacterOffset: .min)
      precondition(document.cursorOffset == 0 && document.text == "abc")
    }
  }

  @Test func contextLimitCutsBothContextsToTheCharactersNearestTheCursor() {
    let document = InMemoryDocument(before: "one two three", after: "four five six", contextLimit: 4)
    #expect(document.documentContextBeforeInput == "hree")
    #expect(document.documentContextAfterInput == "four")
    // The document itself keeps everything.
    #expect(document.text == "one two threefour five six")
    #expect(document.textBeforeCursor == "one two three")
    #expect(document.textAfterCursor == "four five six")
  }

  @Test func contextLimitCountsGraphemeClusters() {
    let document = InMemoryDocument(before: "ab👍🏽e\u{301}", after: "🇮🇸\r\nxy", contextLimit: 2)
    #expect(document.documentContextBeforeInput == "👍🏽e\u{301}")
    #expect(document.documentContextAfterInput == "🇮🇸\r\n")
  }

  @Test func contextLimitFollowsTheCursor() {
    let document = InMemoryDocument(before: "abcdef", after: "ghijkl", contextLimit: 3)
    document.adjustTextPosition(byCharacterOffset: -2)
    #expect(document.documentContextBeforeInput == "bcd")
    #expect(document.documentContextAfterInput == "efg")
    document.insertText("X")
    #expect(document.documentContextBeforeInput == "cdX")
    document.adjustTextPosition(byCharacterOffset: 5)
    #expect(document.documentContextBeforeInput == "ghi")
    #expect(document.documentContextAfterInput == "jkl")
    document.adjustTextPosition(byCharacterOffset: 5)
    #expect(document.documentContextBeforeInput == "jkl")
    #expect(document.documentContextAfterInput == "")
    #expect(document.text == "abcdXefghijkl")
  }

  @Test func contextLimitLongerThanTheTextReportsEverything() {
    let document = InMemoryDocument(before: "ab", after: "cd", contextLimit: 10)
    #expect(document.documentContextBeforeInput == "ab")
    #expect(document.documentContextAfterInput == "cd")
  }

  @Test func contextLimitZeroReportsEmptyContexts() {
    let document = InMemoryDocument(before: "ab", after: "cd", contextLimit: 0)
    #expect(document.documentContextBeforeInput == "")
    #expect(document.documentContextAfterInput == "")
  }

  @Test func contextLimitCanBeChangedAndRemoved() {
    let document = InMemoryDocument(before: "abcdef", after: "ghi")
    document.contextLimit = 2
    #expect(document.documentContextBeforeInput == "ef")
    #expect(document.documentContextAfterInput == "gh")
    document.contextLimit = nil
    #expect(document.documentContextBeforeInput == "abcdef")
    #expect(document.documentContextAfterInput == "ghi")
  }

  @Test func theAfterContextIsUpToDateAfterEveryMove() {
    let document = InMemoryDocument(before: "abc", after: "def")
    #expect(document.textAfterCursor == "def")
    document.adjustTextPosition(byCharacterOffset: -1)
    #expect(document.textAfterCursor == "cdef")
    document.adjustTextPosition(byCharacterOffset: 2)
    #expect(document.textAfterCursor == "ef")
    #expect(document.documentContextAfterInput == "ef")
  }

  /// Edits at the cursor of a large document: 10,000 edits at the end of a 1 MB document,
  /// checked for correctness (no timing in unit tests).
  @Test func tenThousandEditsAtTheEndOfAOneMegabyteDocument() {
    let megabyte = String(repeating: "abcdefghij", count: 100_000)
    let document = InMemoryDocument(before: megabyte, contextLimit: 16)
    for index in 0..<10_000 {
      switch index % 4 {
      case 0: document.insertText("xy")
      case 1: document.deleteBackward()
      case 2: document.insertText("z")
      default: document.deleteBackward()
      }
    }
    // Every 4 edits leave one "x" behind.
    let expected = megabyte + String(repeating: "x", count: 2_500)
    #expect(document.textBeforeCursor.utf8.count == expected.utf8.count)
    #expect(document.text == expected)
    #expect(document.documentContextBeforeInput == String(repeating: "x", count: 16))
    #expect(document.documentContextAfterInput == "")
  }

  @Test func tenThousandMovesAndEditsInTheMiddleOfAOneMegabyteDocument() {
    let half = String(repeating: "a", count: 500_000)
    let document = InMemoryDocument(before: half, after: half, contextLimit: 8)
    for _ in 0..<5_000 {
      document.adjustTextPosition(byCharacterOffset: -1)
      document.insertText("b")
      document.deleteBackward()
      document.adjustTextPosition(byCharacterOffset: 1)
    }
    document.insertText("|")
    #expect(document.documentContextBeforeInput == "aaaaaaa|")
    #expect(document.documentContextAfterInput == "aaaaaaaa")
    #expect(document.text == half + "|" + half)
  }
}

extension InMemoryDocumentTests {
  @Test func everyChangeChangesTheChangeCount() {
    let document = InMemoryDocument(before: "ab", after: "cd")
    var seen = [document.changeCount]
    document.insertText("x")
    seen.append(document.changeCount)
    document.deleteBackward()
    seen.append(document.changeCount)
    document.adjustTextPosition(byCharacterOffset: -1)
    seen.append(document.changeCount)
    document.contextLimit = 1
    seen.append(document.changeCount)
    #expect(Set(seen).count == seen.count)
    #expect(!seen.contains(nil))
    _ = document.documentContextBeforeInput
    #expect(document.changeCount == seen.last!)
  }

  @Test func reportsTheWholeContextOnlyWithoutALimit() {
    let document = InMemoryDocument(before: "abc")
    #expect(document.reportsWholeContextBeforeInput)
    document.contextLimit = 2
    #expect(!document.reportsWholeContextBeforeInput)
  }
}
