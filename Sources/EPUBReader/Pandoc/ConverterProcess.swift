import ReadingModel
import Foundation

/// Runs a converter program (pandoc) to its end: started with `posix_spawn` as the leader
/// of its own process group, its standard input `/dev/null` and its output and errors in
/// files of a temporary folder (no pipe to fill), and killed with its whole group when it
/// runs past its time. The same spawn as the exporter's worker processes
/// (`WorkerProcess`), which sit above the reader and which this reader cannot import.
struct ConverterProcess {
    let program: String
    /// The program's full path.
    let executable: String

    struct Result {
        var status: Int32
        var output: [UInt8]
        var errors: String
    }

    /// The program's path from `PATH`, `nil` when it is not there.
    static func locate(_ program: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + program
            if access(candidate, X_OK) == 0, !((try? FileManager.default.attributesOfItem(atPath: candidate)[.type] as? FileAttributeType) == .typeDirectory) {
                return candidate
            }
        }
        return nil
    }

    /// Runs the program with `arguments`, its files in `folder`; stops it after `seconds`.
    func run(_ arguments: [String], in folder: URL, seconds: Int, displayPath: String) throws(ExportError) -> Result {
        let outputPath = folder.appendingPathComponent("stdout").path
        let errorPath = folder.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so that the kill on timeout reaches whatever it started.
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
        let command = [executable] + arguments
        let cArguments = command.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, cArguments, environ)
        guard code == 0 else { throw .converter(path: displayPath, cause: .notStarted(program: program, errno: code)) }
        let deadline = ContinuousClock.now + .seconds(seconds)
        var status: Int32 = 0
        var pause = 1_000  // microseconds, doubling to 50 ms
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { break }
            if ContinuousClock.now >= deadline {
                _ = kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                throw .converter(path: displayPath, cause: .timedOut(program: program, seconds: seconds))
            }
            usleep(useconds_t(pause))
            pause = min(pause * 2, 50_000)
        }
        // Whatever the program left running in its group ends with it.
        _ = kill(-pid, SIGKILL)
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))).map { [UInt8]($0) } ?? []
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return Result(status: exitStatus, output: output, errors: errors)
    }
}
