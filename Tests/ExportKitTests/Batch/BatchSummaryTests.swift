import Foundation
import Testing
@testable import ExportKit

/// What a person running a batch sees at the end (issue 42: warnings were only in the JSON
/// report): the totals, then each book's warnings, counted with the first of them.
@Suite("Batch: the summary names each book's warnings")
struct BatchSummaryTests {
    @Test("books with warnings are listed after the totals with their count and first warning; books without are not")
    func warningSummary() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let books = [TestPaths.fixture("math/bad.xhtml"), TestPaths.fixture("plan/described.xhtml"), TestPaths.sampleBook.path]
        let result = try run(exporttoolBinary, ["batch"] + books + ["--to", "text", "--output-dir", factory.directory.path, "--jobs", "1"])
        #expect(result.status == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let totals = try #require(lines.firstIndex { $0.hasPrefix("3 books: 3 exported") }, "\(lines)")
        // Each book by its stem (its path as given, without the extension).
        let summary = Array(lines.dropFirst(totals + 1))
        #expect(summary.count == 3, "\(summary)")
        #expect(summary.first == "2 warnings in 2 books:")
        #expect(summary.dropFirst().first?.hasSuffix("math/bad: bad.xhtml:5: unknown MathML element <mfoo>; its content is read as a row (first MathML problem in this document)") == true)
        #expect(summary.dropFirst(2).first?.hasSuffix("plan/described: described.xhtml:28: 1 element(s) hidden by the book's CSS (display: none or visibility: hidden) left out, on lines 28") == true)

        // Nothing to say: no summary.
        let clean = try run(exporttoolBinary, ["batch", TestPaths.sampleBook.path, "--to", "text", "--force",
                                               "--output-dir", factory.directory.path])
        #expect(!String(decoding: clean.stdout, as: UTF8.self).contains("warning"))
    }

    /// util-linux's `script` gives the batch a terminal.
    @Test("on a terminal the live line names a book still being exported, never one already done",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script"))
    func liveLine() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let command = [exporttoolBinary, "batch", TestPaths.fixture("math/bad.xhtml"), TestPaths.sampleBook.path,
                       "--to", "text", "--jobs", "1", "--output-dir", factory.directory.path]
            .map { "'" + $0 + "'" }.joined(separator: " ")
        let result = try run("/usr/bin/script", ["-qec", command, "/dev/null"])
        let screen = String(decoding: result.stdout, as: UTF8.self)
        // Each state of the live line, as the terminal shows it after the line is cleared.
        let states = screen.components(separatedBy: "\u{1B}[2K").filter { $0.hasPrefix("[") }
        #expect(!states.isEmpty, "\(screen)")
        let done = states.first { $0.hasPrefix("[2/2]") }
        #expect(done.map { !$0.contains("sample-book") && !$0.contains("bad") } == true, "\(states)")
    }
}
