/// A bad command line: printed as `Error: message` with the usage; exit status 64.
public struct UsageError: Error, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
