import Foundation
import Testing
@testable import ExportKit

/// A real Slurm array job of `exporttool batch --shard auto` (issue 39, part 3): the test
/// starts `munged`, `slurmctld` and `slurmd` from Debian's `slurm-wlm` with a one-node
/// configuration in a temporary folder, submits `sbatch --array=0-2`, waits, merges the
/// three reports and checks every book was converted exactly once; it then stops the
/// daemons it started (by their process handles) and removes the folder.
@Suite("Slurm array job")
struct SlurmArrayTests {
    @Test("sbatch --array=0-2 of batch --shard auto converts every book exactly once, report merge joins the three reports; --array=1,4,9 is refused by every task",
          .enabled(if: SlurmCluster.unavailable == nil, Comment(rawValue: SlurmCluster.unavailable ?? "")),
          // A guard against a hang only: every wait inside has its own bound and message. Beside
          // the whole suite on two cores the job took 18 minutes once (36 s alone), and a
          // slow but correct run is not a failure.
          .timeLimit(.minutes(25)))
    func arrayJob() throws {
        let cluster = try SlurmCluster()
        defer { cluster.stop() }
        let books = cluster.directory.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: books, withIntermediateDirectories: true)
        let names = (0..<5).map { "book\($0)" }
        for name in names {
            try FileManager.default.copyItem(at: TestPaths.sampleBook, to: books.appendingPathComponent(name))
        }
        let out = cluster.directory.appendingPathComponent("out").path
        let reports = cluster.directory.appendingPathComponent("reports").path
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        let script = cluster.directory.appendingPathComponent("export.sh")
        try """
            #!/bin/sh
            exec "\(exporttoolBinary)" batch "\(books.path)" --to text,brf --output-dir "\(out)" --shard auto --jobs 1 \\
                --report "\(reports)/report-$SLURM_ARRAY_TASK_ID.json" --quiet
            """.write(to: script, atomically: true, encoding: .utf8)
        // --export=NONE: the task sees Slurm's variables, nothing of this process's environment.
        let submit = try cluster.command("sbatch", ["--parsable", "--array=0-2", "--cpus-per-task=1", "--export=NONE",
                                                    "--output=\(cluster.directory.path)/task-%A_%a.log", script.path])
        #expect(submit.status == 0, "\(submit.output)")
        let job = submit.output.trimmingCharacters(in: .whitespacesAndNewlines)
        try cluster.waitForJob(job, timeout: 120)

        let produced = try FileManager.default.contentsOfDirectory(atPath: reports).sorted()
        #expect(produced == ["report-0.json", "report-1.json", "report-2.json"],
                "task logs: \(cluster.logs())")
        let merged = cluster.directory.appendingPathComponent("merged.json").path
        let merge = try run(exporttoolBinary, ["report", "merge"] + produced.map { reports + "/" + $0 } + ["-o", merged])
        #expect(merge.status == 0, "\(String(decoding: merge.stderr, as: UTF8.self))")
        let report = try BatchTests.report(merged)
        #expect(report.totals.books == 5 && report.totals.exported == 5 && report.totals.failed == 0)
        #expect(report.books.map { ($0.input as NSString).lastPathComponent }.sorted() == names)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: merged))) as? [String: Any])
        let shards = try #require(object["shards"] as? [[String: Any]])
        #expect(shards.compactMap { $0["index"] as? Int } == [1, 2, 3])
        #expect(shards.allSatisfy { $0["scheduler"] as? String == "slurm" && $0["count"] as? Int == 3 })
        #expect(shards.compactMap { $0["books"] as? Int }.reduce(0, +) == 5)
        // Exactly once: one line per book in the shared state file, and each book's outputs.
        let state = try String(contentsOfFile: out + "/.exporttool-state.jsonl", encoding: .utf8)
        #expect(state.split(separator: "\n").count == 5)
        for name in names {
            #expect(FileManager.default.fileExists(atPath: "\(out)/\(name).txt") && FileManager.default.fileExists(atPath: "\(out)/\(name).brf"))
        }

        // A list of ids that is not evenly spaced: what Slurm sets cannot place a task in it,
        // so every task refuses, in one line with exit 2, and writes nothing.
        let sparseOut = cluster.directory.appendingPathComponent("sparse").path
        let sparse = cluster.directory.appendingPathComponent("sparse.sh")
        try """
            #!/bin/sh
            "\(exporttoolBinary)" batch "\(books.path)" --to text --output-dir "\(sparseOut)" --shard auto 2> "\(reports)/sparse-$SLURM_ARRAY_TASK_ID.err"
            echo $? > "\(reports)/sparse-$SLURM_ARRAY_TASK_ID.status"
            """.write(to: sparse, atomically: true, encoding: .utf8)
        let sparseJob = try cluster.command("sbatch", ["--parsable", "--array=1,4,9", "--cpus-per-task=1", "--export=NONE",
                                                       "--output=\(cluster.directory.path)/sparse-%A_%a.log", sparse.path])
        #expect(sparseJob.status == 0, "\(sparseJob.output)")
        try cluster.waitForJob(sparseJob.output.trimmingCharacters(in: .whitespacesAndNewlines), timeout: 60)
        for id in [1, 4, 9] {
            let status = try? String(contentsOfFile: "\(reports)/sparse-\(id).status", encoding: .utf8)
            let error = (try? String(contentsOfFile: "\(reports)/sparse-\(id).err", encoding: .utf8)) ?? ""
            #expect(status == "2\n", "task \(id): \(cluster.logs())")
            #expect(error == "exporttool: error: --shard auto: task \(id) of a Slurm array whose 3 ids from 1 to 9 are not evenly spaced "
                        + "(step 1): Slurm does not tell a task its position in such an array; use --array=0-2 or --shard K/N\n")
        }
        #expect(!FileManager.default.fileExists(atPath: sparseOut))
    }
}

/// A one-node Slurm cluster in a temporary folder, owned by the test that made it.
final class SlurmCluster {
    /// Why no cluster can be started here, or `nil` when one can be tried.
    static let unavailable: String? = {
        guard getuid() == 0 else { return "the Slurm test starts slurmctld and slurmd, which needs root" }
        let needed = ["/usr/sbin/munged", "/usr/sbin/mungekey", "/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch",
                      "/usr/bin/squeue", "/usr/bin/sinfo"]
        let missing = needed.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        return missing.isEmpty ? nil
            : "Slurm is not installed (missing \(missing.joined(separator: ", "))): scripts/install-deps.sh test installs slurmctld, slurmd, slurm-client and munge"
    }()

    let directory: URL
    /// The daemons, each the leader of its own process group. They are spawned directly,
    /// not with Foundation's Process: slurmctld closes the descriptors it inherits when it
    /// starts its script daemon, which Process takes for its exit and then blocks in
    /// waitpid on it, so no other process's exit is noticed again.
    private var daemons: [(name: String, pid: pid_t)] = []
    private var environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("slurm-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for folder in ["munge", "state", "spool"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        let path = directory.path
        environment = ["SLURM_CONF": path + "/slurm.conf", "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"]
        // slurmctld compares SlurmctldHost with the short host name.
        let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? "localhost"
        // Ports of their own, so that another Slurm on this machine is left alone.
        let port = Int.random(in: 20000..<40000)
        try """
            ClusterName=exporttooltest
            SlurmctldHost=\(host)
            SlurmUser=root
            SlurmdUser=root
            AuthType=auth/munge
            CredType=cred/munge
            AuthInfo=socket=\(path)/munge/munge.socket
            StateSaveLocation=\(path)/state
            SlurmdSpoolDir=\(path)/spool
            SlurmctldPidFile=\(path)/slurmctld.pid
            SlurmdPidFile=\(path)/slurmd.pid
            SlurmctldPort=\(port)
            SlurmdPort=\(port + 1)
            SlurmctldLogFile=\(path)/slurmctld.log
            SlurmdLogFile=\(path)/slurmd.log
            ProctrackType=proctrack/linuxproc
            TaskPlugin=task/none
            JobAcctGatherType=jobacct_gather/none
            AccountingStorageType=accounting_storage/none
            SchedulerType=sched/builtin
            SelectType=select/cons_tres
            SelectTypeParameters=CR_CPU
            ReturnToService=2
            MpiDefault=none
            NodeName=\(host) CPUs=\(max(1, ProcessInfo.processInfo.activeProcessorCount)) State=UNKNOWN
            PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
            """.write(toFile: path + "/slurm.conf", atomically: true, encoding: .utf8)
        do {
            let key = try command("/usr/sbin/mungekey", ["--create", "--keyfile=\(path)/munge/munge.key"])
            guard key.status == 0 else { throw SlurmFailure(what: "mungekey", detail: key.output) }
            try start("/usr/sbin/munged", ["--foreground", "--force", "--key-file=\(path)/munge/munge.key",
                                            "--socket=\(path)/munge/munge.socket", "--pid-file=\(path)/munge/munged.pid",
                                            "--log-file=\(path)/munge/munged.log", "--seed-file=\(path)/munge/seed"])
            try waitFor("munged's socket", timeout: 10) { FileManager.default.fileExists(atPath: path + "/munge/munge.socket") }
            try start("/usr/sbin/slurmctld", ["-D", "-c", "-i", "-f", path + "/slurm.conf"])
            try start("/usr/sbin/slurmd", ["-D", "-f", path + "/slurm.conf"])
            try waitFor("an idle Slurm node", timeout: 30) {
                ((try? self.command("sinfo", ["-h", "-o", "%T"]))?.output ?? "").contains("idle")
            }
        } catch {
            stop()
            throw error
        }
    }

    struct SlurmFailure: Error, CustomStringConvertible {
        var what: String
        var detail: String
        var description: String { "\(what): \(detail)" }
    }

    private func start(_ program: String, _ arguments: [String]) throws {
        let name = (program as NSString).lastPathComponent
        let log = directory.appendingPathComponent(name + ".console").path
        let pid = try spawnInOwnGroup(program, arguments) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        daemons.append((name, pid))
    }

    /// A daemon that has exited (and its status), reaped; `nil` while all run.
    private func exitedDaemon() -> (name: String, status: Int32)? {
        for (index, daemon) in daemons.enumerated() {
            var status: Int32 = 0
            if waitpid(daemon.pid, &status, WNOHANG) == daemon.pid {
                daemons.remove(at: index)
                return (daemon.name, status)
            }
        }
        return nil
    }

    /// Runs a Slurm command (or any program) with this cluster's configuration, its output
    /// into a file: with a pipe, reading to the end hung (the pipe's write end stayed open
    /// in this process while the daemons ran).
    func command(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/" + program)
        process.arguments = arguments
        process.environment = environment
        let log = directory.appendingPathComponent("command-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    private func waitFor(_ what: String, timeout: Double, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if let dead = exitedDaemon() {
                throw SlurmFailure(what: "\(dead.name) exited (wait status \(dead.status))", detail: logs())
            }
            guard Date() < deadline else { throw SlurmFailure(what: "no \(what) after \(Int(timeout)) s", detail: logs()) }
            usleep(200_000)
        }
    }

    /// Waits until the job has left the queue.
    func waitForJob(_ job: String, timeout: Double) throws {
        try waitFor("end of job \(job)", timeout: timeout) {
            guard let queue = try? self.command("squeue", ["-h", "-j", job]) else { return false }
            return queue.status == 0 && queue.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
    }

    /// The daemons' and tasks' logs, for a failure's message.
    func logs() -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".log") || $0.hasSuffix(".console") }.sorted().map { name in
            let text = (try? String(contentsOfFile: directory.appendingPathComponent(name).path, encoding: .utf8)) ?? ""
            return "== \(name)\n" + text.split(separator: "\n").suffix(15).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Cancels what is left of the jobs, stops the daemons this cluster started (each
    /// daemon's process group: slurmctld's script daemon with it) and removes its folder.
    func stop() {
        if !daemons.isEmpty { _ = try? command("scancel", ["--full", "--user=root"]) }
        for daemon in daemons.reversed() {
            kill(-daemon.pid, SIGTERM)
            var status: Int32 = 0
            let deadline = Date().addingTimeInterval(10)
            while waitpid(daemon.pid, &status, WNOHANG) == 0 {
                if Date() > deadline {
                    kill(-daemon.pid, SIGKILL)
                    _ = waitpid(daemon.pid, &status, 0)
                    break
                }
                usleep(100_000)
            }
            kill(-daemon.pid, SIGKILL)  // what is left of its group
        }
        daemons = []
        try? FileManager.default.removeItem(at: directory)
    }
}
