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
/// hang: on any failure or timeout every worker of the session is killed.
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

    // MARK: Frames

    /// Reads one frame (a little-endian 32-bit byte count, then the bytes); `nil` at the end
    /// of the input before a frame starts.
    package static func readFrame(from descriptor: Int32) throws(ExportError) -> [UInt8]? {
        guard let header = readExactly(4, from: descriptor) else { return nil }
        let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
        guard let body = readExactly(length, from: descriptor) else {
            throw .braille(.worker(.cutShort))
        }
        return body
    }

    /// Writes one frame; `false` when the other end has gone.
    package static func writeFrame(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        let count = UInt32(bytes.count)
        let header: [UInt8] = [UInt8(truncatingIfNeeded: count), UInt8(truncatingIfNeeded: count >> 8),
                               UInt8(truncatingIfNeeded: count >> 16), UInt8(truncatingIfNeeded: count >> 24)]
        return writeAll(header, to: descriptor) && writeAll(bytes, to: descriptor)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + done, count - done)
            }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return nil }
            done += got
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + done, bytes.count - done)
            }
            if wrote < 0 && errno == EINTR { continue }
            if wrote <= 0 { return false }
            done += wrote
        }
        return true
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
    private let deadline: Date
    /// Guards everything below.
    private let condition = NSCondition()
    private var states: [State]
    private var results: [[Unicode.Scalar]?]
    private var failure: ExportError?
    private var stopping = false
    private var processes: [Process] = []
    private let group = DispatchGroup()

    init(pieces: [BraillePiece], tables: [String], chunks: [Range<Int>], timeout: Double) {
        self.pieces = pieces
        self.tables = tables
        self.chunks = chunks
        self.timeout = timeout
        deadline = Date(timeIntervalSinceNow: timeout)
        var chunkOf = [Int](repeating: 0, count: pieces.count)
        for (chunk, range) in chunks.enumerated() { for index in range { chunkOf[index] = chunk } }
        self.chunkOf = chunkOf
        states = Array(repeating: .open, count: chunks.count)
        results = Array(repeating: nil, count: pieces.count)
    }

    deinit {
        for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func startWorkers(command: [String], count: Int) throws(ExportError) {
        guard let program = command.first else { throw .braille(.worker(.noCommand)) }
        // A worker that dies while we write must not kill this process with SIGPIPE: the
        // command line's `main` ignores SIGPIPE once for the whole process.
        for number in 1...count {
            let process = Process()
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(command.dropFirst()) + ["--tables", tables.joined(separator: ",")]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            do {
                try process.run()
            } catch {
                stop()
                throw .braille(.worker(.cannotStart(program: program, detail: "\(error)")))
            }
            condition.withLock { processes.append(process) }
            let thread = Thread { [self] in
                serve(process, number: number, input: input.fileHandleForWriting, output: output.fileHandleForReading,
                      errors: errors.fileHandleForReading)
                group.leave()
            }
            group.enter()
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// One worker: takes the last open request, sends it, stores the cells; at the end
    /// closes the worker's input and checks how it exited.
    private func serve(_ process: Process, number: Int, input: FileHandle, output: FileHandle, errors: FileHandle) {
        final class Text: @unchecked Sendable { var value = "" }
        let errorText = Text()
        let stderrDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.value = String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
            stderrDone.signal()
        }
        var answeredAll = true
        var malformed: ExportError?
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
            if BrailleWorkerPool.writeFrame(BraillePieces.encode(pieces: Array(pieces[range])), to: input.fileDescriptor) {
                do throws(ExportError) {
                    if let reply = try BrailleWorkerPool.readFrame(from: output.fileDescriptor) {
                        let decoded = try BraillePieces.decodeCells(reply)
                        if decoded.count == range.count {
                            cells = decoded
                        } else {
                            malformed = .braille(.worker(.wrongCount(worker: number, got: decoded.count, expected: range.count)))
                        }
                    }
                } catch {
                    malformed = error
                }
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
        try? input.close()
        if malformed != nil { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        stderrDone.wait()
        var problem = malformed
        if problem == nil {
            if process.terminationReason == .uncaughtSignal {
                problem = .braille(.worker(.killed(worker: number, signal: process.terminationStatus)))
            } else if process.terminationStatus != 0 {
                let detail = errorText.value.trimmingCharacters(in: .whitespacesAndNewlines)
                problem = .braille(.worker(.failed(worker: number, status: process.terminationStatus, message: detail)))
            } else if !answeredAll {
                problem = .braille(.worker(.noAnswer(worker: number)))
            }
        }
        condition.lock()
        if let problem, failure == nil, !stopping { failure = problem }
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
                if !condition.wait(until: deadline) && Date() >= deadline {
                    failure = failure ?? timedOut
                }
            }
        }
    }

    private var timedOut: ExportError {
        .braille(.worker(.timedOut(worker: nil, seconds: Int(timeout))))
    }

    func finish() throws(ExportError) {
        if condition.withLock({ failure != nil }) {
            stop()
        } else if group.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut {
            condition.withLock { failure = failure ?? timedOut }
            stop()
        }
        if let problem = condition.withLock({ failure }) { throw problem }
    }

    func cancel() { stop() }

    /// Kills every worker and waits for their threads (a killed worker's pipes close, so
    /// they end at once).
    private func stop() {
        condition.lock()
        stopping = true
        let running = processes
        condition.broadcast()
        condition.unlock()
        for process in running where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        _ = group.wait(timeout: .now() + 10)
    }
}
