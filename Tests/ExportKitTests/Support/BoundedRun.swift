import Foundation

/// What ``runBounded(_:_:timeout:)`` saw.
struct BoundedResult {
    var status: Int32
    var stdout: Data
    var stderr: Data
    /// The program did not finish in time and its whole process group was killed.
    var timedOut: Bool
    var message: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs a program in a process group of its own, so that a hang (a FIFO opened for
/// reading, a worker waiting forever) fails the test instead of blocking it: past
/// `timeout` seconds the whole group (workers included) is killed. The timeout is a safety
/// net, never a measurement. `standardOutput` names a file to write standard output to
/// instead (`/dev/full`); ``BoundedResult/stdout`` is then empty.
func runBounded(_ executable: String, _ arguments: [String], timeout: Double = 120,
                standardOutput: String? = nil) throws -> BoundedResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("exporttool-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outPath = scratch.appendingPathComponent("out").path, errPath = scratch.appendingPathComponent("err").path

    let pid = try spawnInOwnGroup(executable, arguments) { actions in
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }

    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    var timedOut = false
    while true {
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid { break }
        if waited < 0 && errno != EINTR { break }
        if Date() > deadline {
            timedOut = true
            kill(-pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            break
        }
        usleep(20_000)
    }
    // Whatever the leader left behind in its group goes too (workers of a batch run).
    kill(-pid, SIGKILL)
    let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return BoundedResult(status: exitStatus,
                         stdout: FileManager.default.contents(atPath: outPath) ?? Data(),
                         stderr: FileManager.default.contents(atPath: errPath) ?? Data(),
                         timedOut: timedOut)
}

/// Starts a program as the leader of a new process group, so that the whole group (any
/// workers it starts) can be killed at once; `files` sets up its standard descriptors.
func spawnInOwnGroup(_ executable: String, _ arguments: [String],
                     files: (inout posix_spawn_file_actions_t) -> Void) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    files(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    return pid
}
