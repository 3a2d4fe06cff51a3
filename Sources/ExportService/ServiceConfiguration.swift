/// How `exporttool serve` runs: where it listens, where jobs are kept, how many run at
/// once, and the command line's own parts it reuses (the option check and the job command).
public struct ServiceConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port; the bound one is announced (``ExportServer/run(announce:)``).
    public var port: Int
    public var databasePath: String
    public var storeDirectory: String
    /// Jobs run at once, each in its own process.
    public var workers: Int
    /// The bearer token every request must carry; `nil`: none, and loopback only.
    public var token: String?
    /// Largest book accepted in a request body.
    public var maxBodyBytes: Int
    /// How long a claim holds without renewal; renewed every third of it while a job runs.
    public var leaseSeconds: Double
    /// On SIGTERM, how long running jobs may take to finish before they are stopped and
    /// put back in the queue.
    public var drainSeconds: Double
    /// Wall-clock seconds a job may run (nil: no limit).
    public var jobSeconds: Double?
    /// The program and first arguments of a job's process; the job's folder, book and
    /// export options follow (`exporttool serve-job`).
    public var jobCommand: [String]
    /// The program and arguments of a narration worker (`exporttool narration-worker`), which
    /// a free slot speaks a chapter job in; empty: a job narrates in its own process, its
    /// chapters not jobs.
    public var narrationCommand: [String]
    /// Checks a job's export command line (`BOOK --to ... options`) as `exporttool export`
    /// parses it: `nil` when it is good, else the command line's message.
    public var checkArguments: @Sendable ([String]) -> String?

    public init(host: String, port: Int, databasePath: String, storeDirectory: String, workers: Int, token: String?,
                maxBodyBytes: Int, leaseSeconds: Double, drainSeconds: Double, jobSeconds: Double?,
                jobCommand: [String], narrationCommand: [String] = [],
                checkArguments: @escaping @Sendable ([String]) -> String?) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.storeDirectory = storeDirectory
        self.workers = workers
        self.token = token
        self.maxBodyBytes = maxBodyBytes
        self.leaseSeconds = leaseSeconds
        self.drainSeconds = drainSeconds
        self.jobSeconds = jobSeconds
        self.jobCommand = jobCommand
        self.narrationCommand = narrationCommand
        self.checkArguments = checkArguments
    }

    /// Whether `host` names this machine only.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        return name == "localhost" || name == "::1" || name == "[::1]" || name.hasPrefix("127.")
    }
}
