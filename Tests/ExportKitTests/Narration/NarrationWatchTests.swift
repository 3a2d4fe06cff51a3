import Foundation
import Testing
@testable import ExportKit

/// The narration pool's watch over its workers counts processor time, not the wall clock:
/// a loaded machine slows a worker without failing it, while a worker that spins past its
/// budget, or that sits blocked using nothing, is stopped with an error naming which.
/// The workers here are real programs that behave that way (`sh` spinning, `sleep`).
@Suite("Narration worker watch")
struct NarrationWatchTests {
    static let book = TestPaths.fixture("narration/book")

    func failure(of pool: NarrationWorkerPool) -> ExportError? {
        var export = BookExport(formats: [.mp3], settings: ExportSettings(), limits: .default)
        export.narrationService = pool
        do {
            _ = try export.render(path: Self.book)
            return nil
        } catch {
            return error
        }
    }

    @Test("a worker that uses no processor time for stallSeconds is stopped as stalled")
    func stalled() {
        var pool = NarrationWorkerPool(workerCommand: ["/bin/sleep", "600"], workers: 1)
        pool.stallSeconds = 2
        #expect(failure(of: pool) == .narration(.worker(.stalled(worker: 1, seconds: 2))))
    }

    @Test("a worker that spins past its processor-time budget is stopped as timed out")
    func overBudget() {
        var pool = NarrationWorkerPool(workerCommand: ["/bin/sh", "-c", "while :; do :; done"], workers: 1)
        pool.timeoutBase = 1
        pool.timeoutPerMegabyte = 0
        #expect(failure(of: pool) == .narration(.worker(.timedOut(worker: 1, seconds: 1))))
    }

    @Test("a narration that fails leaves no output: the folders it made for it are taken away, a folder that was there stays as it was")
    func failureLeavesNoFolder() throws {
        var export = BookExport(formats: [.text, .mp3], settings: ExportSettings(), limits: .default)
        export.narrationService = NarrationWorkerPool(workerCommand: ["/bin/false"], workers: 1)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("failed-narration-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let made = root + "/made/for/it"
        #expect(throws: ExportError.self) { _ = try export.write(path: Self.book, stem: "book", into: made) }
        #expect(!FileManager.default.fileExists(atPath: root), "the folders made for the run are gone")

        let kept = root + "/kept"
        try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: kept + "/note.txt"))
        #expect(throws: ExportError.self) { _ = try export.write(path: Self.book, stem: "book", into: kept + "/new") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: kept) == ["note.txt"])
    }

    @Test("the processor time of a process is read from /proc, and grows as it works")
    func processorTime() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `exec`, so the shell becomes the sleep and one SIGKILL ends it all: SIGTERM would
        // not do, as a signal this test process ignores (a dispatch signal source needs
        // SIG_IGN) stays ignored in the child, which would then sleep on for ten minutes.
        process.arguments = ["-c", "i=0; while [ $i -lt 3000000 ]; do i=$((i+1)); done; exec sleep 600"]
        try process.run()
        defer { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        var seen = 0.0
        for _ in 0..<200 where seen < 0.2 {
            usleep(50_000)
            seen = ProcessClock.processorSeconds(process.processIdentifier) ?? seen
        }
        #expect(seen >= 0.2)
        #expect(ProcessClock.processorSeconds(-1) == nil)
    }
}
