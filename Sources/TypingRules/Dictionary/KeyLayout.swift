/// The letter keys of a locale's keyboard, as rows (`qwertyuiop`, `asdfghjkl`, `zxcvbnm`):
/// where each key is, so the error model can tell a neighbouring key's slip from any other
/// wrong letter. It is data: compiled into the dictionary from the locale's layout file.
public struct KeyLayout: Sendable, Hashable {
  /// Why a layout was rejected.
  public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// A layout needs at least one row of keys.
    case empty
    /// A key appears twice.
    case repeatedKey(Character, row: Int)
    /// A layout has at most 8 rows of at most 32 keys.
    case tooLarge

    public var description: String {
      switch self {
      case .empty: "the layout has no keys"
      case .repeatedKey(let key, let row): "key '\(key)' appears again in row \(row)"
      case .tooLarge: "a layout has at most 8 rows of at most 32 keys"
      }
    }
  }

  /// The rows as written, one a line.
  public let rows: String
  /// Key centres by scalar (rows are staggered by half a key).
  private let positions: [UInt32: (x: Float, y: Float)]
  /// The same for ASCII letters, by byte (NaN when not on the layout).
  private let asciiPositions: [SIMD2<Float>]

  /// A layout from its rows, one a line; spaces between keys are ignored.
  public init(rows: String) throws(Error) {
    var positions: [UInt32: (x: Float, y: Float)] = [:]
    var ascii = [SIMD2<Float>](repeating: SIMD2(.nan, .nan), count: 128)
    let lines = rows.split(separator: "\n", omittingEmptySubsequences: true)
    guard lines.count <= 8 else { throw .tooLarge }
    for (row, line) in lines.enumerated() {
      let keys = line.unicodeScalars.filter { $0 != " " }
      guard keys.count <= 32 else { throw .tooLarge }
      for (column, key) in keys.enumerated() {
        let lower = Character(key).lowercased().unicodeScalars.first ?? key
        guard positions[lower.value] == nil else { throw .repeatedKey(Character(key), row: row + 1) }
        let point = (x: Float(column) + Float(row) * 0.5, y: Float(row))
        positions[lower.value] = point
        if lower.value < 128 { ascii[Int(lower.value)] = SIMD2(point.x, point.y) }
      }
    }
    guard !positions.isEmpty else { throw .empty }
    self.rows = lines.joined(separator: "\n")
    self.positions = positions
    asciiPositions = ascii
  }

  /// The English QWERTY rows.
  public static let qwerty = try! KeyLayout(rows: "qwertyuiop\nasdfghjkl\nzxcvbnm")

  /// The centre of a key, or `nil` if the layout has no such key.
  public func position(of scalar: Unicode.Scalar) -> SIMD2<Float>? {
    if scalar.value < 128 {
      let point = asciiPositions[Int(scalar.value)]
      return point.x.isNaN ? nil : point
    }
    guard let point = positions[scalar.value] else { return nil }
    return SIMD2(point.x, point.y)
  }

  /// Whether two keys touch (distance of at most one key, rows staggered).
  public func areNeighbours(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
    guard first != second, let a = position(of: first), let b = position(of: second) else { return false }
    let delta = a - b
    return abs(delta.y) <= 1 && abs(delta.x) <= 1
  }

  public static func == (lhs: KeyLayout, rhs: KeyLayout) -> Bool { lhs.rows == rhs.rows }
  public func hash(into hasher: inout Hasher) { hasher.combine(rows) }
}
