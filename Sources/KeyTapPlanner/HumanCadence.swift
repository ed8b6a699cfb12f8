/// The time between two taps of a human typist: uniformly 180 to 250 ms (the range the
/// replay harness of a keyboard is driven at), from a seeded generator so a recording can
/// be repeated with the same rhythm.
public struct HumanCadence: Sendable {
  public var minimum: Double
  public var maximum: Double
  private var state: UInt64

  public init(seed: UInt64 = 1, minimum: Double = 0.18, maximum: Double = 0.25) {
    state = seed
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The next gap, in seconds.
  public mutating func next() -> Double {
    // SplitMix64.
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return minimum + (maximum - minimum) * Double(z >> 11) / Double(1 << 53)
  }
}
