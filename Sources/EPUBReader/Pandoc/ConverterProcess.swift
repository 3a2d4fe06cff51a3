import ReadingModel
import ProcessSpawn
import Foundation

/// Runs a converter program (pandoc) to its end: started with `posix_spawn` as the leader
/// of its own process group, its standard input `/dev/null` and its output and errors in
/// files of a temporary folder (no pipe to fill), and killed with its whole group when it
/// runs past its time (`ProcessSpawn`, as the exporter's worker processes).
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

    /// A started run of the program: its process group and the files its output and
    /// errors go to.
    struct Running {
        let program: String
        let pid: pid_t
        let outputPath: String
        let errorPath: String
        let deadline: ContinuousClock.Instant
        let seconds: Int
        let displayPath: String

        /// Waits for the program's end and reads what it wrote; kills its whole group when
        /// it runs past its time.
        func wait() throws(ExportError) -> Result {
            var status: Int32 = 0
            // Polled, so that the time limit needs no second thread: from 1 ms, doubling to
            // 8 ms, which is all the wait adds after the program ends (at 50 ms, a pandoc of
            // 1.6 s waited 25 ms on average past its end).
            var pause = 1_000  // microseconds
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
                pause = min(pause * 2, 8_000)
            }
            // Whatever the program left running in its group ends with it.
            _ = kill(-pid, SIGKILL)
            let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            let output = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))).map { [UInt8]($0) } ?? []
            let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            return Result(status: exitStatus, output: output, errors: errors)
        }

        /// Ends the run early (its result is no longer wanted), with its whole group.
        func stop() {
            _ = kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }

    /// Runs the program with `arguments`, its files in `folder`; stops it after `seconds`.
    func run(_ arguments: [String], in folder: URL, seconds: Int, displayPath: String) throws(ExportError) -> Result {
        try start(arguments, in: folder, seconds: seconds, displayPath: displayPath).wait()
    }

    /// Starts the program with `arguments`, its output and errors in files of `folder`
    /// named after `label` (so that two runs can share the folder).
    func start(_ arguments: [String], in folder: URL, label: String = "run", seconds: Int,
               displayPath: String) throws(ExportError) -> Running {
        let outputPath = folder.appendingPathComponent(label + ".stdout").path
        let errorPath = folder.appendingPathComponent(label + ".stderr").path
        // Its own process group, so that the kill on timeout reaches whatever it started.
        let started = ProcessSpawn.start([executable] + arguments, descriptors: [
            .open(0, path: "/dev/null", flags: O_RDONLY),
            .open(1, path: outputPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
            .open(2, path: errorPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
        ], ownGroup: true)
        let pid: pid_t
        switch started {
        case .success(let started): pid = started
        case .failure(let failure): throw .converter(path: displayPath, cause: .notStarted(program: program, errno: failure.code))
        }
        return Running(program: program, pid: pid, outputPath: outputPath, errorPath: errorPath,
                       deadline: ContinuousClock.now + .seconds(seconds), seconds: seconds, displayPath: displayPath)
    }
}
