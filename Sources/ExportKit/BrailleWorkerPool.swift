import Foundation

/// Translates a book's braille in worker processes, each with its own liblouis and compiled
/// tables (liblouis is single-threaded), while this process lays the book out. The program
/// gives the exact argument vector that starts a worker (`exporttool` with its hidden worker
/// subcommand); the pool appends the table list and talks to each worker in framed
/// requests (``BraillePieces``).
///
/// The pieces are cut into requests of about ``chunkCharacters`` characters. Workers take
/// requests from the end of the book, last first; the layout, which runs from the start,
/// translates here any request no worker has taken yet and waits only for one a worker is
/// translating. So the work meets in the middle however much of the machine each process
/// gets (other programs may be running), and laying out overlaps translating.
///
/// A worker that exits with an error, dies or outlives the timeout is an error, never a
/// hang: on any failure or timeout every worker of the session is killed. Workers are
/// ``WorkerProcess``es in a ``WorkerPool``; requests and replies are Codable frames.
package struct BrailleWorkerPool: BrailleTranslationService {
    /// The program and arguments that start one worker; `--tables LIST` is appended.
    package var workerCommand: [String]
    /// Processes translating at once, counting this one (which takes a share itself).
    package var workers: Int
    /// Seconds a session may take at most: `timeoutBase` plus `timeoutPerMillion` per million characters.
    package var timeoutBase: Double = 60
    package var timeoutPerMillion: Double = 120
    /// Books with fewer characters are translated in-process: starting workers would cost more.
    package var minimumCharacters = 100_000
    /// Characters of print in one request: small enough that the layout seldom waits for
    /// the request a worker is on, large enough that a request's round trip costs little.
    package var chunkCharacters = 32_768

    package init(workerCommand: [String], workers: Int) {
        self.workerCommand = workerCommand
        self.workers = max(1, workers)
    }

    package func start(_ pieces: [BraillePiece], tables: [String]) throws(ExportError) -> any BrailleTranslationSession {
        let characters = pieces.reduce(0) { $0 + $1.text.count }
        // This process takes a share itself: one worker fewer.
        return WorkerSession(pieces: pieces, tables: tables,
                             chunks: Self.chunks(pieces.map { $0.text.count + 1 }, size: chunkCharacters),
                             timeout: timeoutBase + timeoutPerMillion * Double(characters) / 1_000_000,
                             command: workerCommand, workers: workers - 1)
    }

    /// Consecutive ranges whose weights add up to about `size` each (a piece heavier than
    /// `size` is a range of its own); none empty, together covering every index.
    static func chunks(_ weights: [Int], size: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var sum = 0
        for (index, weight) in weights.enumerated() {
            if sum > 0 && sum + weight > size {
                ranges.append(start..<index)
                start = index
                sum = 0
            }
            sum += weight
        }
        if start < weights.count { ranges.append(start..<weights.count) }
        return ranges
    }

    /// A worker's whole life (`exporttool braille-worker`): compiles `tables`, then answers
    /// each request on standard input with its cells on standard output until the input ends.
    package static func serve(tables: [String]) throws(ExportError) {
        // Compile the tables before the first request arrives: the exporter is still busy
        // sending it, or laying out its own share.
        try Louis.checkTables(tables)
        func onWire<T>(_ body: () throws(WorkerFailure) -> T) throws(ExportError) -> T {
            do { return try body() } catch { throw .braille(.worker(error)) }
        }
        while let request = try onWire({ () throws(WorkerFailure) in
            try WorkerFrames.receive(BrailleWorkRequest.self, from: STDIN_FILENO, undecodable: { .malformedRequest(detail: $0) })
        }) {
            let cells = try BraillePieces.translate(try onWire(request.braillePieces), tables: tables)
            // The exporter gone, nobody wants the cells: stop.
            guard try onWire({ () throws(WorkerFailure) in
                try WorkerFrames.send(BrailleWorkReply(cells: cells), to: STDOUT_FILENO)
            }) else { return }
        }
    }
}

/// One book's translation: its requests are the jobs of a ``WorkerPool`` whose slots take
/// them from the end while ``cells(_:)`` claims them from the start.
private final class WorkerSession: BrailleTranslationSession {
    let pieces: [BraillePiece]
    let tables: [String]
    let chunks: [Range<Int>]
    /// The request each piece is in.
    private let chunkOf: [Int]
    private let timeout: Double
    private let pool: WorkerPool<Range<Int>, [[Unicode.Scalar]]>

    init(pieces: [BraillePiece], tables: [String], chunks: [Range<Int>], timeout: Double, command: [String], workers: Int) {
        self.pieces = pieces
        self.tables = tables
        self.chunks = chunks
        self.timeout = timeout
        var chunkOf = [Int](repeating: 0, count: pieces.count)
        for (chunk, range) in chunks.enumerated() { for index in range { chunkOf[index] = chunk } }
        self.chunkOf = chunkOf
        let arguments = command + ["--tables", tables.joined(separator: ",")]
        // Each worker's deadline is the session's: they all start now.
        let limits = WorkerProcess.Limits(seconds: timeout)
        pool = WorkerPool(jobs: chunks, slots: workers, order: .fromEnd,
                          processes: .kept { () throws(WorkerFailure) in try WorkerProcess(command: arguments, limits: limits) },
                          stopsAtFirstFailure: true) { [pieces] worker, range, number throws(WorkerFailure) in
            guard try worker.send(try BrailleWorkRequest(pieces[range])),
                  let reply = try worker.receive(BrailleWorkReply.self) else { return nil }
            let cells = reply.scalars
            guard cells.count == range.count else { throw .wrongCount(worker: number, got: cells.count, expected: range.count) }
            return cells
        }
    }

    func cells(_ index: Int) throws(ExportError) -> [Unicode.Scalar] {
        let chunk = chunkOf[index]
        let offset = index - chunks[chunk].lowerBound
        switch pool.claim(chunk) {
        case .reply(let cells):
            return cells[offset]
        case .yours:
            // No worker has it: translate it here, now.
            let cells: [[Unicode.Scalar]]
            do throws(ExportError) {
                cells = try BraillePieces.translate(Array(pieces[chunks[chunk]]), tables: tables)
            } catch {
                stop()
                throw error
            }
            pool.deliver(chunk, cells)
            return cells[offset]
        case .stopped(let failure):
            // A worker past the deadline is stopped by its watch, and its slot reports that
            // here. Without a failure the session was cancelled: no worker answers any more.
            stop()
            throw error(failure ?? .noAnswer(worker: 0))
        }
    }

    func finish() throws(ExportError) {
        let failure = pool.failure == nil ? pool.wait() : stop()
        if let failure { throw error(failure) }
    }

    func cancel() { stop() }

    /// Kills every worker and waits for their slots (a killed worker's socket closes, so
    /// they end at once).
    @discardableResult
    private func stop() -> WorkerFailure? {
        pool.cancel()
        return pool.wait()
    }

    private func error(_ failure: WorkerFailure) -> ExportError {
        // At the deadline every worker is stopped, not one.
        if case .timedOut = failure { return .braille(.worker(.timedOut(worker: nil, seconds: Int(timeout)))) }
        return .braille(.worker(failure))
    }
}
