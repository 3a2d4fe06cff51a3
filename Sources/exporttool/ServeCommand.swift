import ArgumentParser
import CWorkerLife
import ExportKit
import ExportService
import Foundation

/// `exporttool serve`: the conversion service of docs/serve.md. The command line lends it
/// its own parts: the export command's option parsing (a bad option is refused with the
/// message `export` gives) and the hidden `serve-job` command each job runs in.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the HTTP conversion service (docs/serve.md).",
        discussion: """
            POST a book to /v1/jobs?to=FORMATS&OPTION=VALUE; poll /v1/jobs/ID; fetch \
            /v1/jobs/ID/result. Jobs are kept in the job database and run in worker \
            processes; a server killed and started again finishes every job once. SIGTERM \
            or SIGINT stops taking jobs and lets running ones finish (--drain-seconds).
            """
    )

    @Option(help: ArgumentHelp("Address and port to listen on; port 0 picks a free one (printed at start).", valueName: "HOST:PORT"))
    var listen: String = "127.0.0.1:8080"

    @Option(help: ArgumentHelp("The job database: a SQLite file (default: jobs.sqlite in --store), or a postgres:// URL that several servers share (their --store then one shared folder).", valueName: "PATH|URL"))
    var database: String?

    @Option(help: "Folder that keeps the books, the outputs and (by default) the job database.")
    var store: String

    @Option(help: "Jobs run at once, each in its own process (default: the number of cores).")
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "File holding the bearer token every request must carry; without it the server listens on loopback only.")
    var tokenFile: String?

    @Option(help: "Largest book accepted, in MiB.")
    var maxBodyMb: Int = 512

    @Option(help: "Seconds a job's claim holds without renewal; a server that dies loses its jobs to another after this long.")
    var leaseSeconds: Double = 30

    @Option(help: "On SIGTERM, seconds running jobs may take to finish before they are stopped and queued again.")
    var drainSeconds: Double = 60

    @Option(help: "Wall-clock seconds one job may run before it is stopped and failed (default: no limit).")
    var jobSeconds: Double?

    func validate() throws {
        if workers < 1 { throw ValidationError("--workers must be at least 1") }
        if maxBodyMb < 1 { throw ValidationError("--max-body-mb must be positive") }
        if !(leaseSeconds > 0) { throw ValidationError("--lease-seconds must be positive") }
        if !(drainSeconds >= 0) { throw ValidationError("--drain-seconds must be 0 or more") }
        if let jobSeconds, !(jobSeconds > 0) { throw ValidationError("--job-seconds must be positive") }
        if Self.split(listen) == nil { throw ValidationError(ServiceError.badListenAddress(listen).description) }
    }

    func run() throws {
        // Two heap arenas, set before any thread starts: glibc gives each contending thread
        // its own (the event loops, the task pool, the job slots), each keeping what its
        // thread freed, so an idle server held 12.8 MB of heap after make bench's 36 books.
        workerlife_limit_heap_arenas(2)
        guard let (host, port) = Self.split(listen) else { throw ExitCode(2) }
        var token: String?
        if let tokenFile {
            guard let data = FileManager.default.contents(atPath: tokenFile) else {
                Self.stop(ServiceError.badTokenFile(path: tokenFile, detail: "cannot be read"))
            }
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { Self.stop(ServiceError.badTokenFile(path: tokenFile, detail: "is empty")) }
            token = text
        }
        let configuration = ServiceConfiguration(
            host: host, port: port, databasePath: database ?? (store as NSString).appendingPathComponent("jobs.sqlite"),
            storeDirectory: store, workers: workers, token: token,
            maxBodyBytes: ReadingOptions.bytes(mebibytes: maxBodyMb), leaseSeconds: leaseSeconds, drainSeconds: drainSeconds,
            jobSeconds: jobSeconds, jobCommand: ServeJobCommand.command, narrationCommand: NarrationWorkerCommand.command,
            checkArguments: Self.check)
        let server: ExportServer
        do {
            server = try ExportServer(configuration: configuration)
        } catch {
            Self.stop(error)
        }
        let finished = DispatchSemaphore(value: 0)
        let failure = Failure()
        Task {
            do {
                try await server.run { port in
                    FileHandle.standardOutput.write(Data("exporttool serve: listening on http://\(Self.urlHost(host)):\(port)\n".utf8))
                }
            } catch {
                failure.error = error
            }
            finished.signal()
        }
        finished.wait()
        if let error = failure.error {
            FileHandle.standardError.write(Data((errorPrefix + "serve: \(error)\n").utf8))
            throw ExitCode(1)
        }
    }

    private final class Failure: @unchecked Sendable {
        var error: (any Error)?
    }

    private static func stop(_ error: ServiceError) -> Never {
        FileHandle.standardError.write(Data((errorPrefix + "\(error.description)\n").utf8))
        Foundation.exit(2)
    }

    /// HOST:PORT, with [::1]:PORT for an IPv6 address.
    static func split(_ text: String) -> (host: String, port: Int)? {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
              (0...65535).contains(port) else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host.isEmpty ? nil : (host, port)
    }

    private static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

    /// The export command's check of a job's arguments (`BOOK --to=... options`): nil, or
    /// the message `exporttool export` prints for them (without its `Error: ` or
    /// `exporttool: error: ` prefix).
    @Sendable static func check(_ arguments: [String]) -> String? {
        do {
            guard let command = try ExportTool.parseAsRoot(["export"] + arguments) as? ExportCommand else {
                return "not an export command line"
            }
            _ = try ExportFormat.parseList(command.options.formats)
            return nil
        } catch let error as ExportError {
            return error.message
        } catch {
            return message(for: error)
        }
    }

    /// The first line argument parser prints for `error`, without its `Error: ` prefix.
    static func message(for error: any Error) -> String {
        let full = ExportTool.fullMessage(for: error)
        let first = full.split(separator: "\n").first.map(String.init) ?? full
        return first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
    }
}
