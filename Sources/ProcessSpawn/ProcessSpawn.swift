import Glibc

/// One change to the started program's descriptors, made in order before it runs.
public enum SpawnDescriptor: Sendable {
    /// Opens `path` as descriptor `number` (`O_RDONLY`, or `O_WRONLY | O_CREAT | O_TRUNC` ...).
    case open(Int32, path: String, flags: Int32, mode: mode_t = 0o600)
    /// Makes `number` a copy of `source` (a copy loses close-on-exec).
    case duplicate(Int32, as: Int32)
    /// Closes `number` in the started program.
    case close(Int32)
}

/// Why a program did not start: `posix_spawn`'s error number.
public struct SpawnFailure: Error, Sendable {
    public let code: Int32
    public init(code: Int32) { self.code = code }
}

/// Starts programs with `posix_spawn` (no fork of a threaded process): the one place the
/// project's converters (pandoc), export workers and voices (Piper) are started from.
public enum ProcessSpawn {
    /// Starts `command` (its first element the program, a path, or a name looked up in
    /// `PATH` when `searchPath`), its descriptors changed by `descriptors`, with the
    /// process's environment.
    ///
    /// `ownGroup`: the program leads a process group of its own, so that one `kill(-pid, …)`
    /// ends whatever it started; the interrupt signals its starter may ignore (`SIGINT`,
    /// `SIGTERM`) are its defaults again and no signal is blocked (the starting thread's mask
    /// is not inherited). Without it the program is the starter's child in its group.
    public static func start(_ command: [String], descriptors: [SpawnDescriptor], ownGroup: Bool,
                             searchPath: Bool = false) -> Result<pid_t, SpawnFailure> {
        guard let program = command.first else { return .failure(SpawnFailure(code: EINVAL)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in descriptors {
            switch descriptor {
            case .open(let number, let path, let flags, let mode):
                posix_spawn_file_actions_addopen(&actions, number, path, flags, mode)
            case .duplicate(let source, let number):
                posix_spawn_file_actions_adddup2(&actions, source, number)
            case .close(let number):
                posix_spawn_file_actions_addclose(&actions, number)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGINT)
            sigaddset(&defaults, SIGTERM)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigmask(&attributes, &mask)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        }
        let arguments = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        let code = searchPath
            ? posix_spawnp(&pid, program, &actions, &attributes, arguments, environ)
            : posix_spawn(&pid, program, &actions, &attributes, arguments, environ)
        return code == 0 ? .success(pid) : .failure(SpawnFailure(code: code))
    }
}
