import Foundation
import Testing

/// A program running in a real terminal: a tmux server of its own (its own socket, no user
/// configuration) with one window, driven with `send-keys` and read with `capture-pane`.
/// The program runs under a shell that saves the terminal's settings (`stty -g`) before and
/// after it and writes its exit status, so a test can check the terminal was restored.
final class Tmux {
  /// tmux on `PATH`, or `nil` (Tests/run installs it; tests that need it are skipped
  /// without it).
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("tmux")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  let folder: TemporaryFolder
  private let tmux: URL
  private let socket: String

  /// Starts `program arguments...` in a `columns` x `rows` terminal.
  init(_ program: URL, _ arguments: [String], columns: Int = 120, rows: Int = 40) throws {
    tmux = try #require(Self.executable)
    folder = try TemporaryFolder()
    socket = "typingrules-tests-\(UUID().uuidString)"
    let script = """
      cd "$1" || exit 1; shift
      stty -g > before
      timeout --foreground 120 "$@"
      code=$?
      stty -g > after
      echo $code > status.tmp && mv status.tmp status
      sleep 15
      """
    // Bounded, whatever happens to the test: the program gets 120 s (then SIGTERM), the
    // shell keeps the screen readable 15 s more, and the server exits with its last
    // session (the default `exit-empty`); `deinit` kills it sooner.
    try run(
      [
        "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(rows), "sh", "-c", script,
        "sh", folder.path,
        program.path,
      ] + arguments)
  }

  deinit {
    _ = try? run(["kill-server"])
    folder.remove()
  }

  /// Runs tmux to completion. Not with `Process`: it would wait for the tmux server, which
  /// keeps the pipe `Process` watches open, to end.
  @discardableResult
  private func run(_ arguments: [String]) throws -> CLI.Result {
    let output = folder.url.appendingPathComponent("tmux.stdout").path
    let errors = folder.url.appendingPathComponent("tmux.stderr").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // Nothing else: the server lives on, and must not keep the test process's files (a
    // lock its caller holds, pipes other processes are watched through) open.
    let inherited = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in inherited.compactMap(Int32.init) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    let argv = ([tmux.path, "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, tmux.path, &actions, nil, argv, environ) == 0 else {
      Issue.record("cannot start tmux")
      throw CLI.NotFound(name: "tmux")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let result = CLI.Result(
      status: (status >> 8) & 0xFF,
      stdout: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    if result.status != 0 { Issue.record("tmux \(arguments.joined(separator: " ")) failed: \(result)") }
    return result
  }

  /// Types text literally, as keys.
  func type(_ text: String) throws { try run(["send-keys", "-t", "0", "-l", text]) }

  /// Presses keys by tmux name (`Space`, `Enter`, `BSpace`, `Left`, `Tab`, `C-r`, `Escape`).
  func press(_ keys: String...) throws { try run(["send-keys", "-t", "0"] + keys) }

  /// The screen as text, one line per row, trailing spaces removed.
  func screen() throws -> String {
    try run(["capture-pane", "-t", "0", "-p"]).stdout
  }

  /// Waits until the screen satisfies `condition`; the screen, or a recorded issue with the
  /// last screen seen.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("the screen never showed \(what); last screen:\n\(last)", sourceLocation: sourceLocation)
    return last
  }

  /// Waits for a line of the screen containing `text`.
  @discardableResult
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try waitForScreen("'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) }
  }

  /// The program's exit status, once it has ended (`nil` if it did not within the timeout).
  func exitStatus(timeout: TimeInterval = 15) -> Int32? {
    let file = folder.url.appendingPathComponent("status")
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return status
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// Whether the terminal's settings after the program equal those before it.
  func terminalRestored() throws -> Bool {
    let before = try String(contentsOf: folder.url.appendingPathComponent("before"), encoding: .utf8)
    let after = try String(contentsOf: folder.url.appendingPathComponent("after"), encoding: .utf8)
    return !before.isEmpty && before == after
  }

  /// The process id of the program (under the pane's shell and `timeout`).
  func programPID() throws -> pid_t {
    let shell = try run(["display-message", "-p", "-t", "0", "#{pane_pid}"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var parent = shell
    for _ in 0..<2 {
      guard let child = Self.child(of: parent) else { break }
      if child.command != "timeout", let pid = pid_t(child.pid) { return pid }
      parent = child.pid
    }
    Issue.record("no program under the pane's shell \(shell)")
    throw CLI.NotFound(name: "the program's process")
  }

  /// A child process of `parent`: its pid and command name.
  private static func child(of parent: String) -> (pid: String, command: String)? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries where Int(entry) != nil {
      guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.range(of: ") ", options: .backwards)
      else { continue }
      // Fields after the command name: state, parent pid, ...
      let fields = stat[close.upperBound...].split(separator: " ")
      if fields.count > 1, fields[1] == parent {
        return (entry, String(stat[stat.index(after: open)..<close.lowerBound]))
      }
    }
    return nil
  }
}
