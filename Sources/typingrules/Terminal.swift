#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What a signal handler needs to put the terminal back. Signal handlers cannot capture
// context, so this lives in globals, written before any handler is installed.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var terminalIsRaw: sig_atomic_t = 0
/// The write end of the self-pipe that wakes the key loop when a signal arrives.
nonisolated(unsafe) private var wakeUpFD: Int32 = -1
/// The last signal asking the session to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT), or 0.
nonisolated(unsafe) private var endingSignal: sig_atomic_t = 0
/// Set by SIGWINCH: the window changed size.
nonisolated(unsafe) private var resized: sig_atomic_t = 0

/// `read(2)` into a buffer (the methods named `read` and `write` hide the C functions).
private func systemRead(_ fd: Int32, _ buffer: inout [UInt8]) -> Int {
  buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
}

/// `write(2)` of some bytes.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  write(fd, bytes.baseAddress, bytes.count)
}

/// Makes the key loop's `poll` return (async-signal-safe).
private func wakeUpKeyLoop() {
  var byte: UInt8 = 1
  _ = write(wakeUpFD, &byte, 1)
}

/// Leaves the alternate screen, shows the cursor and restores the saved attributes, with
/// async-signal-safe calls only (a crash handler runs it).
private func restoreTerminalNow() {
  guard terminalIsRaw != 0 else { return }
  terminalIsRaw = 0
  let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
}

/// The controlling terminal in raw mode, for `typingrules play`: key bytes as they come
/// (no line editing, no echo, no signals from Ctrl-C), the alternate screen, and the
/// terminal put back as it was on every way out: ``restore()`` on a normal end, a
/// signal that ends the session (SIGINT, SIGTERM, SIGHUP, SIGQUIT) turned into an orderly
/// end by the key loop, and a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE)
/// restoring the terminal in the handler before the default action.
///
/// Only the executable uses this; the engine knows nothing of terminals.
final class Terminal {
  /// Why ``open()`` failed.
  enum OpenError: Error {
    case notATerminal
    case attributes(errno: Int32)
  }

  /// What the key loop was woken by.
  enum Input {
    case bytes([UInt8])
    /// A signal asks the session to end.
    case signal(Int32)
    case resized
    /// Nothing within the timeout.
    case idle
  }

  private var wakeUpRead: Int32 = -1
  private var output: [UInt8] = []

  private init() {}

  /// Puts standard input's terminal in raw mode and switches to the alternate screen.
  static func open() throws(OpenError) -> Terminal {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    var attributes = termios()
    guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { throw .attributes(errno: errno) }
    savedAttributes = attributes
    let terminal = Terminal()
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      terminal.wakeUpRead = fds[0]
      wakeUpFD = fds[1]
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }
    installSignalHandlers()

    // Raw mode, as cfmakeraw, but keeping output processing off too: we write "\r\n".
    attributes.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    attributes.c_oflag &= ~tcflag_t(OPOST)
    attributes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    attributes.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    attributes.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    terminalIsRaw = 1
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes) == 0 else {
      let error = errno
      restoreTerminalNow()
      throw .attributes(errno: error)
    }
    terminal.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    terminal.flush()
    return terminal
  }

  /// Puts the terminal back as it was (idempotent).
  func restore() {
    flush()
    restoreTerminalNow()
  }

  deinit { restore() }

  /// The window's size in columns and rows (80 x 24 if unknown).
  var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Waits up to `timeout` milliseconds for key bytes, a signal or a resize.
  func read(timeout: Int32) -> Input {
    if let signal = pendingSignal() { return .signal(signal) }
    var fds = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeUpRead, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, nfds_t(wakeUpRead >= 0 ? 2 : 1), timeout)
    if wakeUpRead >= 0, fds[1].revents != 0 {
      var drain = [UInt8](repeating: 0, count: 64)
      while systemRead(wakeUpRead, &drain) > 0 {}
    }
    if let signal = pendingSignal() { return .signal(signal) }
    if resized != 0 {
      resized = 0
      return .resized
    }
    guard ready > 0, fds[0].revents != 0 else { return .idle }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = systemRead(STDIN_FILENO, &buffer)
    // End of input or a hang-up: the terminal is gone.
    if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .signal(SIGHUP) }
    return count > 0 ? .bytes(Array(buffer[..<count])) : .idle
  }

  private func pendingSignal() -> Int32? {
    let signal = endingSignal
    return signal == 0 ? nil : signal
  }

  /// Queues text for the screen.
  func write(_ text: String) { output.append(contentsOf: text.utf8) }

  /// Sends what was queued.
  func flush() {
    var offset = 0
    while offset < output.count {
      let written = output[offset...].withUnsafeBytes { systemWrite(STDOUT_FILENO, $0) }
      if written <= 0 {
        if written < 0, errno == EINTR { continue }
        break
      }
      offset += written
    }
    output.removeAll(keepingCapacity: true)
  }

  private static func installSignalHandlers() {
    for ending in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      _ = signal(ending) { number in
        endingSignal = number
        wakeUpKeyLoop()
      }
    }
    _ = signal(SIGWINCH) { _ in
      resized = 1
      wakeUpKeyLoop()
    }
    for crash in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
      _ = signal(crash) { number in
        restoreTerminalNow()
        _ = signal(number, SIG_DFL)
        _ = raise(number)
      }
    }
  }
}
