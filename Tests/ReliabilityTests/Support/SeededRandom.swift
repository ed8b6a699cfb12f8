/// A small seeded random number generator (SplitMix64): the same seed gives the same
/// numbers on every platform and Swift version, so a sequence number and a seed name a tap
/// sequence for good.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The generator for one sequence of a run: independent of the sequences before it, so
  /// sequence K of seed S can be regenerated alone.
  init(seed: UInt64, sequence: Int) {
    var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: sequence) &* 0x9E37_79B9_7F4A_7C15))
    state = mixer.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One element of a non-empty collection.
  mutating func pick<C: Collection>(_ items: C) -> C.Element {
    items[items.index(items.startIndex, offsetBy: Int.random(in: 0..<items.count, using: &self))]
  }

  /// One of the choices, each with its weight.
  mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    let total = choices.reduce(0) { $0 + $1.0 }
    var roll = int(0...(total - 1))
    for (weight, value) in choices {
      if roll < weight { return value }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }
}
