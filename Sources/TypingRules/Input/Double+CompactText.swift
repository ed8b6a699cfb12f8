extension Double {
  /// The number as catalogs and messages write it: whole numbers without a fraction
  /// (`3`, `3.5`).
  package var compactText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
