import Foundation

/// Translates a book's braille in worker processes, each with its own liblouis and compiled
/// tables (liblouis is single-threaded). The program gives the exact argument vector that
/// starts a worker (`exporttool` with its hidden worker subcommand); the pool appends the
/// table list, writes the pieces to the worker's standard input, and reads the cells from
/// its standard output (``BraillePieces``).
///
/// A worker that exits with an error, dies or outlives the timeout is an error, never a
/// hang: on any failure or timeout every worker of the call is killed.
public struct BrailleWorkerPool: BrailleTranslationService {
    /// The program and arguments that start one worker; `--tables LIST` is appended.
    public var workerCommand: [String]
    /// Processes translating at once, counting this one (which takes a share itself).
    public var workers: Int
    /// Seconds a call may take at most: `timeoutBase` plus `timeoutPerMillion` per million characters.
    public var timeoutBase: Double = 60
    public var timeoutPerMillion: Double = 120
    /// Books with fewer characters are translated in-process: starting workers would cost more.
    public var minimumCharacters = 100_000

    public init(workerCommand: [String], workers: Int) {
        self.workerCommand = workerCommand
        self.workers = max(1, workers)
    }

    public func translate(_ pieces: [BraillePiece], tables: [String]) throws(ExportError) -> [[Unicode.Scalar]] {
        guard !pieces.isEmpty else { return [] }
        let characters = pieces.reduce(0) { $0 + $1.text.count }
        // This process takes the first share while the workers do the others.
        let ranges = Self.split(pieces.map { $0.text.count + 1 }, into: workers)
        let jobs = ranges.dropFirst().map { range in WorkerJob(request: BraillePieces.encode(pieces: Array(pieces[range]))) }
        let timeout = timeoutBase + timeoutPerMillion * Double(characters) / 1_000_000
        var results = try run(jobs, tables: tables, timeout: timeout) { () throws(ExportError) in
            try BraillePieces.translate(Array(pieces[ranges[0]]), tables: tables)
        }
        results.reserveCapacity(pieces.count)
        for (job, range) in zip(jobs, ranges.dropFirst()) {
            let cells = try BraillePieces.decodeCells(job.output)
            guard cells.count == range.count else {
                throw .braille(reason: "a braille translation worker returned \(cells.count) pieces for \(range.count)")
            }
            results += cells
        }
        return results
    }

    /// Consecutive ranges of about equal weight, at most `count` of them, none empty.
    static func split(_ weights: [Int], into count: Int) -> [Range<Int>] {
        let total = weights.reduce(0, +)
        var ranges: [Range<Int>] = []
        var start = 0
        var sum = 0
        for (index, weight) in weights.enumerated() {
            sum += weight
            let target = total * (ranges.count + 1) / count
            if sum >= target && ranges.count < count - 1 {
                ranges.append(start..<(index + 1))
                start = index + 1
            }
        }
        if start < weights.count { ranges.append(start..<weights.count) }
        return ranges
    }

    private final class WorkerJob: @unchecked Sendable {
        let request: [UInt8]
        var output: [UInt8] = []
        var errorText = ""
        let process = Process()
        init(request: [UInt8]) { self.request = request }
    }

    /// Runs the jobs in workers and `local` here meanwhile; returns what `local` returned.
    private func run(_ jobs: [WorkerJob], tables: [String], timeout: Double,
                     local: () throws(ExportError) -> [[Unicode.Scalar]]) throws(ExportError) -> [[Unicode.Scalar]] {
        guard let program = workerCommand.first else { throw .braille(reason: "no braille worker command") }
        // A worker that dies while we write must not kill this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let group = DispatchGroup()
        var started: [WorkerJob] = []
        defer {
            for job in started where job.process.isRunning { kill(job.process.processIdentifier, SIGKILL) }
        }
        for job in jobs {
            let input = Pipe(), output = Pipe(), errors = Pipe()
            job.process.executableURL = URL(fileURLWithPath: program)
            job.process.arguments = Array(workerCommand.dropFirst()) + ["--tables", tables.joined(separator: ",")]
            job.process.standardInput = input
            job.process.standardOutput = output
            job.process.standardError = errors
            do {
                try job.process.run()
            } catch {
                throw .braille(reason: "cannot start a braille translation worker (\(program)): \(error)")
            }
            started.append(job)
            let queue = DispatchQueue.global()
            queue.async(group: group) {
                try? input.fileHandleForWriting.write(contentsOf: Data(job.request))
                try? input.fileHandleForWriting.close()
            }
            queue.async(group: group) {
                job.output = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
            }
            queue.async(group: group) {
                job.errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                job.process.waitUntilExit()
            }
        }
        let deadline = DispatchTime.now() + timeout
        let mine = try local()
        if group.wait(timeout: deadline) == .timedOut {
            for job in started where job.process.isRunning { kill(job.process.processIdentifier, SIGKILL) }
            _ = group.wait(timeout: .now() + 10)
            throw .braille(reason: "braille translation workers did not finish within \(Int(timeout)) seconds; they were stopped")
        }
        for (index, job) in jobs.enumerated() {
            let process = job.process
            if process.terminationReason == .uncaughtSignal {
                throw .braille(reason: "braille translation worker \(index + 1) was killed by signal \(process.terminationStatus)")
            }
            if process.terminationStatus != 0 {
                let detail = job.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
                throw .braille(reason: "braille translation worker \(index + 1) failed (exit \(process.terminationStatus))"
                               + (detail.isEmpty ? "" : ": " + detail))
            }
        }
        return mine
    }
}
