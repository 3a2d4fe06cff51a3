import Foundation
import Synchronization
import Testing
@testable import ExportKit

/// The batch runner is stopped by whoever embeds it (`interrupt()`); it never touches the
/// process's signal dispositions, which belong to the embedding program (the command line
/// installs its own handlers, `Interruption`).
@Suite("Batch interruption handle", .serialized)
struct BatchInterruptionTests {
    /// Records the SIGINT and SIGTERM dispositions while books are being exported.
    final class Watcher: BatchProgress {
        let seen = Mutex<[[Int]]>([])
        func started(total: Int) {}
        func working(on item: BatchItem) {
            let now = BatchInterruptionTests.dispositions()
            seen.withLock { $0.append(now) }
        }
        func completed(_ result: BatchResult, done: Int, failures: Int) {}
        func finished(_ report: BatchReport) {}
    }

    /// What SIGINT and SIGTERM are set to in this process, as handler addresses.
    static func dispositions() -> [Int] {
        [SIGINT, SIGTERM].map { number in
            var action = sigaction()
            sigaction(number, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        }
    }

    static func runner(_ output: String, progress: BatchProgress) -> BatchRunner {
        let command = [exporttoolBinary, "batch", "--worker", TestPaths.sampleBook.path, "--to", "text", "--output-dir", output]
        return BatchRunner(configuration: .init(outputDirectory: output, jobs: 2, force: true, optionsFingerprint: "text",
                                                workerCommand: command),
                           progress: progress)
    }

    @Test("a run leaves SIGINT and SIGTERM as the embedding program set them, during the run and after")
    func dispositionsUntouched() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        // A handler of the program's own (not SIG_IGN, which the workers' own children
        // would inherit): a handled signal is back at its default in every process started.
        let mine: @convention(c) (Int32) -> Void = { _ in }
        let before = [signal(SIGINT, mine), signal(SIGTERM, mine)]
        defer {
            signal(SIGINT, before[0])
            signal(SIGTERM, before[1])
        }
        let expected = Self.dispositions()
        #expect(expected[0] == unsafeBitCast(mine, to: Int.self))
        let watcher = Watcher()
        let items = (0..<2).map { BatchItem(input: TestPaths.sampleBook.path, relativeStem: "book\($0)") }
        let report = Self.runner(factory.directory.path, progress: watcher).run(items)
        #expect(report.results.map(\.status) == [.exported, .exported])
        let seen = watcher.seen.withLock { $0 }
        #expect(seen.count == 2)
        for during in seen { #expect(during == expected) }
        #expect(Self.dispositions() == expected)
    }

    @Test("interrupted before it starts, a run exports nothing and reports every book interrupted")
    func interruptedFirst() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let watcher = Watcher()
        let runner = Self.runner(factory.directory.path, progress: watcher)
        runner.interrupt()
        let items = (0..<3).map { BatchItem(input: TestPaths.sampleBook.path, relativeStem: "book\($0)") }
        let report = runner.run(items)
        #expect(report.interrupted)
        #expect(report.results.map(\.status) == [.interrupted, .interrupted, .interrupted])
        #expect(watcher.seen.withLock { $0.isEmpty })
        #expect(try FileManager.default.contentsOfDirectory(atPath: factory.directory.path).filter { $0.hasSuffix(".txt") }.isEmpty)
    }
}
