import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Braille translated in worker processes (`export --jobs N`) is the braille of one process.
@Suite("Parallel braille translation")
struct ParallelTranslationTests {
    static let formats: [ExportFormat] = [.brf, .pef, .braille]

    static func pool(_ command: [String] = [exporttoolBinary, "braille-worker"], workers: Int = 3) -> BrailleWorkerPool {
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

    @Test("pieces and cells survive the worker byte format")
    func codec() throws {
        let pieces = [BraillePiece(text: [0x41, 0xA0, 0x1F600], typeforms: nil),
                      BraillePiece(text: [], typeforms: nil),
                      BraillePiece(text: [0x61, 0x62], typeforms: [.italic, [.bold, .noContract]])]
        #expect(try BraillePieces.decodePieces(BraillePieces.encode(pieces: pieces)) == pieces)
        let cells: [[Unicode.Scalar]] = [["\u{2801}", "\u{00A0}"], []]
        #expect(try BraillePieces.decodeCells(BraillePieces.encode(cells: cells)) == cells)
        #expect(throws: ExportError.self) { try BraillePieces.decodeCells([9, 0, 0, 0]) }
    }

    @Test("pieces are split into consecutive shares of about equal size", arguments: [1, 2, 3, 7])
    func split(count: Int) {
        let weights = [5, 1, 1, 1, 10, 2, 2, 2, 1, 1]
        let ranges = BrailleWorkerPool.split(weights, into: count)
        #expect(ranges.count == min(count, weights.count))
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == weights.count)
        for (one, next) in zip(ranges, ranges.dropFirst()) { #expect(one.upperBound == next.lowerBound && !one.isEmpty) }
    }

    @Test("a worker killed by a signal is a clear error")
    func crash() throws {
        let pool = Self.pool(["/bin/sh", "-c", "kill -9 $$", "sh"])
        #expect { try Self.render(TestPaths.sampleBook.path, service: pool) } throws: { error in
            "\(error)".contains("killed by signal 9")
        }
    }

    @Test("a worker that fails says why")
    func failure() throws {
        let pool = Self.pool(["/bin/sh", "-c", "echo no tables >&2; exit 3", "sh"])
        #expect { try Self.render(TestPaths.sampleBook.path, service: pool) } throws: { error in
            "\(error)".contains("failed (exit 3): no tables")
        }
    }

    @Test("a worker that hangs is stopped at the timeout, not waited for")
    func hang() throws {
        var pool = Self.pool(["/bin/sh", "-c", "exec sleep 60", "sh"])
        pool.timeoutBase = 1
        pool.timeoutPerMillion = 0
        let start = Date()
        #expect { try Self.render(TestPaths.sampleBook.path, service: pool) } throws: { error in
            "\(error)".contains("did not finish")
        }
        #expect(Date().timeIntervalSince(start) < 30)
    }
}
