/// The base letter of a Latin or Cyrillic letter with a diacritic (`á` -> `a`, `ö` -> `o`,
/// `ð` -> `d`, `ß` -> `s`, `й` -> `и`): what a typist writes who leaves the mark out. A
/// table, since the standard library has no decomposition without Foundation.
enum LetterFolding {
  private static let groups: [(base: Unicode.Scalar, marked: String)] = [
    ("a", "àáâãäåāăąǎȁȃȧạảấầẩẫậắằẳẵặ"), ("c", "çćĉċč"), ("d", "ďđð"),
    ("e", "èéêëēĕėęěȅȇẹẻẽếềểễệ"), ("g", "ĝğġģǧ"), ("h", "ĥħ"),
    ("i", "ìíîïĩīĭįıǐȉȋỉị"), ("j", "ĵ"), ("k", "ķǩ"), ("l", "ĺļľŀł"), ("n", "ñńņňŉ"),
    ("o", "òóôõöøōŏőǒȍȏọỏốồổỗộớờởỡợơ"), ("r", "ŕŗřȑȓ"), ("s", "śŝşšșß"), ("t", "ţťŧț"),
    ("u", "ùúûüũūŭůűųǔȕȗụủứừửữựư"), ("w", "ŵẁẃẅ"), ("y", "ýÿŷỳỹ"), ("z", "źżž"),
    ("и", "й"), ("е", "ё"), ("у", "ў"), ("і", "ї"), ("г", "ґ"),
  ]

  private static let table: [UInt32: UInt32] = {
    var table: [UInt32: UInt32] = [:]
    for (base, marked) in groups {
      for scalar in marked.unicodeScalars { table[scalar.value] = base.value }
    }
    return table
  }()

  /// The letter without its mark, or the letter itself.
  @inline(__always)
  static func base(_ scalar: UInt32) -> UInt32 {
    scalar < 0xC0 ? scalar : table[scalar] ?? scalar
  }
}
