import Foundation
import Testing

/// Worker processes (`braille-worker`, `narration-worker`, `batch --worker`) end with the
/// process that started them: a killed exporter leaves no worker translating or speaking on.
@Suite("Worker life")
struct WorkerLifeTests {
    /// The state letter of a process in `/proc/PID/stat`; `nil` once it is gone.
    static func state(_ pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[close...].dropFirst(2).first
    }

    static func wchan(_ pid: pid_t) -> String {
        (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
    }

    /// Polls `condition` every 20 ms for at most `seconds` (a safety net, not a measurement).
    static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test("a worker whose parent is killed ends at once, though its input is still open",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/wchan")),
          arguments: [["braille-worker", "--tables", "en-ueb-g2.ctb"], ["narration-worker"]])
    func workerEndsWithParent(_ command: [String]) throws {
        // bash starts the worker with bash's own standard input, a pipe this test holds open,
        // so the worker would wait on it forever; bash prints the worker's pid and waits.
        var input: [Int32] = [0, 0]
        #expect(pipe(&input) == 0)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("worker-life-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let pidFile = scratch.appendingPathComponent("pid").path
        defer { try? FileManager.default.removeItem(at: scratch) }

        let script = #"exec 3<&0; "$0" "$@" <&3 & echo $!; wait"#
        let shell = try spawnInOwnGroup("/bin/bash", ["-c", script, exporttoolBinary] + command) { actions in
            posix_spawn_file_actions_adddup2(&actions, input[0], 0)
            posix_spawn_file_actions_addclose(&actions, input[1])
            posix_spawn_file_actions_addopen(&actions, 1, pidFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        close(input[0])
        // Whatever happens, the group goes and the pipe closes.
        defer {
            kill(-shell, SIGKILL)
            close(input[1])
            var status: Int32 = 0
            _ = waitpid(shell, &status, 0)
        }

        var worker: pid_t = 0
        #expect(Self.wait(seconds: 30) {
            worker = pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
            return worker > 0
        })
        // Reading its request means it is past its start, where it asked to end with its parent.
        let reading = Self.wait(seconds: 60) { Self.wchan(worker).contains("pipe") }
        #expect(reading, "the worker never waited for its request (state \(String(describing: Self.state(worker))))")
        guard reading else { return }

        kill(shell, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(shell, &status, 0)
        let ended = Self.wait(seconds: 10) { Self.state(worker).map { $0 == "Z" || $0 == "X" } ?? true }
        #expect(ended, "the worker (pid \(worker)) is still running after its parent was killed")
    }
}
