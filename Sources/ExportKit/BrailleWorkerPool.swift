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
/// ``WorkerProcess``es; requests and replies are its Codable frames.
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
        let session = WorkerSession(pieces: pieces, tables: tables,
                                    chunks: Self.chunks(pieces.map { $0.text.count + 1 }, size: chunkCharacters),
                                    timeout: timeoutBase + timeoutPerMillion * Double(characters) / 1_000_000)
        let count = min(workers - 1, session.chunks.count)
        if count > 0 { try session.startWorkers(command: workerCommand, count: count) }
        return session
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

/// One book's translation: the requests, who has each, the cells that came back.
private final class WorkerSession: BrailleTranslationSession, @unchecked Sendable {
    enum State { case open, local, worker, done }

    let pieces: [BraillePiece]
    let tables: [String]
    let chunks: [Range<Int>]
    /// The request each piece is in.
    private let chunkOf: [Int]
    private let timeout: Double
    /// Guards everything below.
    private let condition = NSCondition()
    private var states: [State]
    private var results: [[Unicode.Scalar]?]
    private var failure: ExportError?
    private var stopping = false
    private var workers: [WorkerProcess] = []
    private let group = DispatchGroup()

    init(pieces: [BraillePiece], tables: [String], chunks: [Range<Int>], timeout: Double) {
        self.pieces = pieces
        self.tables = tables
        self.chunks = chunks
        self.timeout = timeout
        var chunkOf = [Int](repeating: 0, count: pieces.count)
        for (chunk, range) in chunks.enumerated() { for index in range { chunkOf[index] = chunk } }
        self.chunkOf = chunkOf
        states = Array(repeating: .open, count: chunks.count)
        results = Array(repeating: nil, count: pieces.count)
    }

    deinit {
        for worker in workers { worker.kill(signal: SIGKILL) }
    }

    func startWorkers(command: [String], count: Int) throws(ExportError) {
        let arguments = command + ["--tables", tables.joined(separator: ",")]
        for number in 1...count {
            let worker: WorkerProcess
            do throws(WorkerFailure) {
                // Each worker's deadline is the session's: they all start now.
                worker = try WorkerProcess(command: arguments, limits: WorkerProcess.Limits(seconds: timeout))
            } catch {
                stop()
                throw .braille(.worker(error))
            }
            condition.withLock { workers.append(worker) }
            group.enter()
            let thread = Thread { [self] in
                serve(worker, number: number)
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// One worker: takes the last open request, sends it, stores the cells; at the end
    /// closes the worker's input and checks how it exited.
    private func serve(_ worker: WorkerProcess, number: Int) {
        var answeredAll = true
        var malformed: WorkerFailure?
        while true {
            condition.lock()
            guard !stopping, failure == nil, let chunk = states.lastIndex(where: { $0 == .open }) else {
                condition.unlock()
                break
            }
            states[chunk] = .worker
            condition.unlock()
            let range = chunks[chunk]
            var cells: [[Unicode.Scalar]]?
            do throws(WorkerFailure) {
                if try worker.send(try BrailleWorkRequest(pieces[range])),
                   let reply = try worker.receive(BrailleWorkReply.self) {
                    let decoded = reply.scalars
                    if decoded.count == range.count {
                        cells = decoded
                    } else {
                        malformed = .wrongCount(worker: number, got: decoded.count, expected: range.count)
                    }
                }
            } catch {
                malformed = error
            }
            guard let cells else {
                answeredAll = false
                break
            }
            condition.lock()
            for (offset, piece) in cells.enumerated() { results[range.lowerBound + offset] = piece }
            states[chunk] = .done
            condition.broadcast()
            condition.unlock()
        }
        worker.closeInput()
        if let malformed, malformed != .cutShort { worker.kill(signal: SIGKILL) }
        // A reply cut short is told by how the worker ended (killed, failed, stopped at the
        // deadline) when that says more.
        let ended = worker.failure(worker: number)
        var problem = malformed == .cutShort ? ended ?? malformed : malformed ?? ended
        if problem == nil && !answeredAll { problem = .noAnswer(worker: number) }
        // At the deadline every worker is stopped, not one.
        if case .timedOut? = problem { problem = .timedOut(worker: nil, seconds: Int(timeout)) }
        condition.lock()
        if let problem, failure == nil, !stopping { failure = .braille(.worker(problem)) }
        condition.broadcast()
        condition.unlock()
    }

    func cells(_ index: Int) throws(ExportError) -> [Unicode.Scalar] {
        let chunk = chunkOf[index]
        condition.lock()
        while true {
            if let failure {
                condition.unlock()
                stop()
                throw failure
            }
            switch states[chunk] {
            case .done:
                let cells = results[index]!
                condition.unlock()
                return cells
            case .open:
                // No worker has it: translate it here, now.
                states[chunk] = .local
                condition.unlock()
                let range = chunks[chunk]
                let cells: [[Unicode.Scalar]]
                do throws(ExportError) {
                    cells = try BraillePieces.translate(Array(pieces[range]), tables: tables)
                } catch {
                    stop()
                    throw error
                }
                condition.lock()
                for (offset, piece) in cells.enumerated() { results[range.lowerBound + offset] = piece }
                states[chunk] = .done
            case .local, .worker:
                // A worker past the deadline is stopped by its watch, and its thread
                // reports that here.
                condition.wait()
            }
        }
    }

    func finish() throws(ExportError) {
        if condition.withLock({ failure != nil }) {
            stop()
        } else {
            group.wait()
        }
        if let problem = condition.withLock({ failure }) { throw problem }
    }

    func cancel() { stop() }

    /// Kills every worker and waits for their threads (a killed worker's socket closes, so
    /// they end at once).
    private func stop() {
        condition.lock()
        stopping = true
        let running = workers
        condition.broadcast()
        condition.unlock()
        for worker in running { worker.kill(signal: SIGKILL) }
        group.wait()
    }
}
