import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Braille translated in worker processes (`export --jobs N`) is the braille of one process.
@Suite("Parallel braille translation")
struct ParallelTranslationTests {
    static let formats: [ExportFormat] = [.brf, .pef, .braille]

    static func pool(_ command: [String] = [exporttoolBinary, "braille-worker"], workers: Int = 3) -> BrailleWorkerPool {
        // The test runner stands where the command line's `main` does, which ignores
        // SIGPIPE process-wide: a worker that dies while it is written to is an error.
        signal(SIGPIPE, SIG_IGN)
        var pool = BrailleWorkerPool(workerCommand: command, workers: workers)
        pool.minimumCharacters = 0
        return pool
    }

    static func render(_ path: String, service: (any BrailleTranslationService)?) throws -> [OutputFile] {
        var export = BookExport(formats: formats, settings: ExportSettings(), limits: .default)
        export.brailleService = service
        return try export.render(path: path).files
    }

    static func expectSame(_ path: String) throws {
        let alone = try render(path, service: nil)
        let parallel = try render(path, service: pool())
        #expect(alone.count == parallel.count)
        for (one, other) in zip(alone, parallel) {
            #expect(one.contents == other.contents, "\(one.fileExtension) differs")
            #expect(one.warnings == other.warnings)
        }
    }

    @Test("the sample book's BRF, PEF and Unicode braille are byte-identical with workers")
    func sampleBook() throws {
        try Self.expectSame(TestPaths.sampleBook.path)
    }

    @Test("a corpus book is byte-identical with workers", .enabled(if: Corpus.available))
    func corpusBook() throws {
        try Self.expectSame(Corpus.book("moby-dick.epub"))
    }

    @Test("pieces and cells survive the worker's messages, through JSON")
    func codec() throws {
        let pieces = [BraillePiece(text: [0x41, 0xA0, 0x1F600, 0x22, 0x0A], typeforms: nil),
                      BraillePiece(text: [], typeforms: nil),
                      BraillePiece(text: [0x61, 0x62], typeforms: [.italic, [.bold, .noContract]])]
        let request = try JSONDecoder().decode(BrailleWorkRequest.self,
                                               from: JSONEncoder().encode(try BrailleWorkRequest(pieces[...])))
        #expect(try request.braillePieces() == pieces)
        let cells: [[Unicode.Scalar]] = [["\u{2801}", "\u{00A0}"], []]
        let reply = try JSONDecoder().decode(BrailleWorkReply.self, from: JSONEncoder().encode(BrailleWorkReply(cells: cells)))
        #expect(reply.scalars == cells)
        var damaged = request
        damaged.pieces = [BrailleWorkRequest.Piece(text: "ab", typeforms: Data([1, 0, 2]))]
        #expect(throws: WorkerFailure.self) { try damaged.braillePieces() }
    }

    @Test("pieces are cut into consecutive requests of about the given size", arguments: [1, 4, 10, 100])
    func chunks(size: Int) {
        let weights = [5, 1, 1, 1, 10, 2, 2, 2, 1, 1]
        let ranges = BrailleWorkerPool.chunks(weights, size: size)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == weights.count)
        for (one, next) in zip(ranges, ranges.dropFirst()) { #expect(one.upperBound == next.lowerBound && !one.isEmpty) }
        for range in ranges where range.count > 1 { #expect(weights[range].reduce(0, +) <= size) }
        if size >= weights.reduce(0, +) { #expect(ranges.count == 1) }
        if size == 1 { #expect(ranges.count == weights.count) }
    }

    @Test("cut into many small requests, shared between this process and the workers, the braille is the same")
    func manyRequests() throws {
        var pool = Self.pool(workers: 2)
        pool.chunkCharacters = 500
        let pieces = (0..<40).map { number in
            let text = Array("Call me Ishmael, said whale number \(number).".unicodeScalars.map(\.value))
            return BraillePiece(text: text, typeforms: number % 3 == 0 ? Array(repeating: .italic, count: text.count) : nil)
        }
        #expect(BrailleWorkerPool.chunks(pieces.map { $0.text.count + 1 }, size: 500).count > 2)
        let tables = BrailleTables.projectLayer + ["en-ueb-g2.ctb"]
        #expect(try pool.translate(pieces, tables: tables) == BraillePieces.translate(pieces, tables: tables))
        let alone = try Self.render(TestPaths.sampleBook.path, service: nil)
        #expect(try Self.render(TestPaths.sampleBook.path, service: pool).map(\.contents) == alone.map(\.contents))
    }

    @Test("frames keep their messages through a pipe, and end cleanly or cut short")
    func frames() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let replies = [BrailleWorkReply(cells: [["\u{2801}"]]), BrailleWorkReply(cells: []),
                       BrailleWorkReply(cells: [Array(repeating: "\u{283F}", count: 1000)])]
        for reply in replies { #expect(try WorkerFrames.send(reply, to: descriptors[1])) }
        // A frame that announces more than follows.
        _ = write(descriptors[1], [9, 0, 0, 0, 1] as [UInt8], 5)
        close(descriptors[1])
        func next() throws -> BrailleWorkReply? {
            try WorkerFrames.receive(BrailleWorkReply.self, from: descriptors[0]) { _ in .malformedReply }
        }
        for reply in replies { #expect(try next()?.cells == reply.cells) }
        #expect(throws: WorkerFailure.cutShort) { try next() }
        #expect(try next() == nil)
    }

    @Test("a worker killed by a signal is a clear error")
    func crash() throws {
        let pool = Self.pool(["/bin/sh", "-c", "kill -9 $$", "sh"])
        #expect { try Self.render(TestPaths.sampleBook.path, service: pool) } throws: { error in
            error as? ExportError == .braille(.worker(.killed(worker: 1, signal: 9)))
        }
    }

    @Test("a worker that fails says why")
    func failure() throws {
        let pool = Self.pool(["/bin/sh", "-c", "echo no tables >&2; exit 3", "sh"])
        #expect { try Self.render(TestPaths.sampleBook.path, service: pool) } throws: { error in
            error as? ExportError == .braille(.worker(.failed(worker: 1, status: 3, message: "no tables")))
        }
    }

    // The error names the one-second timeout, so the worker was stopped, not waited for
    // (it sleeps for an hour); the time limit is a hang guard only, never a measurement.
    @Test("a worker that hangs is stopped at the timeout, not waited for", .timeLimit(.minutes(10)))
    func hang() throws {
        var pool = Self.pool(["/bin/sh", "-c", "exec sleep 3600", "sh"])
        pool.timeoutBase = 1
        pool.timeoutPerMillion = 0
        #expect { try Self.render(TestPaths.sampleBook.path, service: pool) } throws: { error in
            error as? ExportError == .braille(.worker(.timedOut(worker: nil, seconds: 1)))
        }
    }
}
