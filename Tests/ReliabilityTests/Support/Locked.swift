import Foundation

/// A value behind an `NSLock`. Not `Synchronization.Mutex`: on Linux that locks with raw
/// futex calls, which the thread sanitizer cannot see, so it reports every access as a race.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
