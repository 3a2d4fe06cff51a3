import Foundation
@testable import ExportService

/// A PostgreSQL server of Debian's `postgresql` package, made for one test in a temporary
/// folder (`initdb`, trust authentication, a Unix socket in that folder, no TCP) and killed
/// with its process group at the end. As root (CI) it runs as the `postgres` user through
/// `setpriv`, since PostgreSQL refuses to run as root.
final class PostgresServer {
    let folder: String
    let port: Int
    let pid: pid_t

    /// The newest `initdb` under /usr/lib/postgresql, or why there is none.
    static let binaries: (folder: String?, reason: String) = {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted()
        guard let version = versions.last, FileManager.default.isExecutableFile(atPath: "\(root)/\(version)/bin/initdb") else {
            return (nil, "PostgreSQL is not installed (Debian's postgresql; make test installs it)")
        }
        if getuid() == 0 && getpwnam("postgres") == nil { return (nil, "running as root and there is no postgres user to run PostgreSQL as") }
        if getuid() == 0 && !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") { return (nil, "setpriv (util-linux) is missing") }
        return ("\(root)/\(version)/bin", "")
    }()

    static var available: Bool { binaries.folder != nil }

    /// A libpq URL of the server's `postgres` database over its socket.
    var url: String { "postgresql://postgres@/postgres?host=\(folder)&port=\(port)" }

    init() throws {
        guard let bin = Self.binaries.folder else { throw Failure(message: Self.binaries.reason) }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("exporttool-pg-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        var prefix: [String] = []
        if getuid() == 0, let user = getpwnam("postgres") {
            guard chown(folder, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else { throw Failure(message: "cannot give \(folder) to postgres") }
            prefix = ["/usr/bin/setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups", "--"]
        }
        let data = folder + "/data"
        let initdbCommand = prefix + [bin + "/initdb", "-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]
        let initdb = try runBounded(initdbCommand[0], Array(initdbCommand.dropFirst()), timeout: 120)
        guard initdb.status == 0 else { throw Failure(message: "initdb failed: \(initdb.message.prefix(300))") }
        port = Int.random(in: 20_000...60_000)
        let command = prefix + [bin + "/postgres", "-D", data, "-k", folder, "-p", String(port), "-c", "listen_addresses=",
                                "-c", "fsync=off", "-c", "max_connections=40"]
        let log = folder + "/server.log"
        pid = try spawnInOwnGroup(command[0], Array(command.dropFirst())) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
        // Ready when a connection succeeds (at most a minute).
        let deadline = Date().addingTimeInterval(60)
        while true {
            if (try? PostgresDatabase(url: url)) != nil { break }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid || Date() > deadline {
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                stop()
                throw Failure(message: "PostgreSQL did not start: \(text.suffix(400))")
            }
            usleep(100_000)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private func stop() {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: folder)
    }

    deinit { stop() }
}
