import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BrailleExport
@testable import SSMLExport
@testable import TextExport
@testable import EPUBReader
@testable import BookModel
@testable import ReadingModel

/// Paths the tests use: the package root, the project's fixtures, the shared corpus.
enum TestPaths {
    /// The package root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = root.appendingPathComponent("Tests/ExportKitTests/Fixtures")
    static let golden = root.appendingPathComponent("Tests/ExportKitTests/Golden")
    static let sampleBook = root.appendingPathComponent("samples/sample-book")

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    /// `../shared/PATH`, or `EXPORTTOOL_SHARED/PATH` when the checkout is not beside the
    /// shared folder (a git worktree elsewhere).
    static func shared(_ path: String) -> URL {
        (ProcessInfo.processInfo.environment["EXPORTTOOL_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? root.deletingLastPathComponent().appendingPathComponent("shared")).appendingPathComponent(path)
    }

    /// The speech vectors' comparison (the vector files' README): lower-cased, the given
    /// punctuation dropped, white space collapsed.
    static func normalizedSpeech(_ text: String, dropping punctuation: [String] = [","]) -> String {
        var text = text.lowercased()
        for mark in punctuation { text = text.replacingOccurrences(of: mark, with: " ") }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The text with each pause written as a period or colon (one before white space, a
    /// comma, a semicolon or at the end: not a decimal point) replaced by `mark`. The ClearSpeak specification
    /// writes a long pause as "." and the pause after "Row 1" as ":" ("the 2 by 2 matrix.
    /// Row 1: 2, 1"); the renderer writes them "." and ";", MathCAT ";".
    static func unifyingPauses(_ text: String, with mark: String) -> String {
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, character) in characters.enumerated() {
            // "Line 1:, 2 lines": a colon before another pause mark is a pause too.
            let atEnd = index + 1 == characters.count || characters[index + 1].isWhitespace
                || characters[index + 1] == "," || characters[index + 1] == ";"
            if atEnd, character == "." || character == ":" { result += mark } else { result.append(character) }
        }
        return result
    }
}

/// The real books in `../shared/corpus/`, when that folder exists beside the repository.
enum Corpus {
    /// `../shared/corpus`, or `EXPORTTOOL_CORPUS` (a worktree beside the repository has no
    /// `../shared`).
    static let directory = ProcessInfo.processInfo.environment["EXPORTTOOL_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? TestPaths.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// `EXPORTTOOL_SKIP_CORPUS=1` turns the corpus suites off even where the books are
    /// (`make test-sanitize`: under the sanitizers they would take hours).
    static var available: Bool {
        ProcessInfo.processInfo.environment["EXPORTTOOL_SKIP_CORPUS"] != "1"
            && FileManager.default.fileExists(atPath: directory.appendingPathComponent("moby-dick.epub").path)
    }

    /// Why the corpus suites are skipped, for their `.enabled(if:)` traits.
    static var skipReason: Comment {
        ProcessInfo.processInfo.environment["EXPORTTOOL_SKIP_CORPUS"] == "1"
            ? "EXPORTTOOL_SKIP_CORPUS=1 turns the corpus suites off" : "../shared/corpus is absent"
    }

    static func book(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Every `.epub` in the corpus, sorted; empty when the corpus is absent or turned off.
    static var books: [String] {
        guard available else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".epub") }.sorted()
    }

    /// The books whose whole narration or whole reader page in a browser takes many
    /// minutes on two cores: linear-algebra.epub speaks and draws 10,283 MathML
    /// expressions (its narration alone took about 15 minutes of a 30-minute test run).
    static let slowBooks: Set<String> = ["linear-algebra.epub"]

    /// ``books`` without ``slowBooks``, unless `EXPORTTOOL_FULL_CORPUS=1` asks for every book:
    /// for the suites that narrate whole books or load them in a browser, so that `make test`
    /// stays under 30 minutes. The math in those books is checked by the faster suites
    /// (every format on every book, the math suites).
    static var booksForSlowSuites: [String] {
        if fullCorpus { return books }
        return books.filter { !slowBooks.contains($0) }
    }

    /// The books whose whole narration takes the most of `make test`: moby-dick.epub
    /// speaks for 21 hours, and narrating it, checking its 300 MB narrated EPUB with
    /// epubcheck and its sync took about 11 of the run's 57 CPU minutes (2 cores), the
    /// run's last suite. It is plain prose the other six books cover; its length is what
    /// `make bench` measures.
    static let longNarrations: Set<String> = ["moby-dick.epub"]

    /// ``booksForSlowSuites`` without ``longNarrations``, unless `EXPORTTOOL_FULL_CORPUS=1`:
    /// the books the corpus narration suites narrate whole.
    static var booksForNarration: [String] {
        if fullCorpus { return books }
        return booksForSlowSuites.filter { !longNarrations.contains($0) }
    }

    static var fullCorpus: Bool { ProcessInfo.processInfo.environment["EXPORTTOOL_FULL_CORPUS"] == "1" }
}

/// Compares whole outputs with golden files in `Tests/ExportKitTests/Golden`.
/// Run with `RECORD_SNAPSHOTS=1` to write the current output as the new golden file.
func assertGolden(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = TestPaths.golden.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no golden file \(name); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
        Issue.record("""
            \(name) differs at line \(firstDifference + 1):
              expected: \(expectedLine)
              actual:   \(actualLine)
            (RECORD_SNAPSHOTS=1 re-records after a deliberate change)
            """, sourceLocation: sourceLocation)
    }
}

/// The book's text export with default settings: the reference words that the speech and
/// braille exports are held to.
func textExportWords(_ book: Book) throws -> WordBag {
    let files = try TextExporter(settings: ExportSettings()).export(book)
    return WordBag(String(decoding: files[0].contents, as: UTF8.self))
}

/// Word multisets, for comparing what two renderings of a book say.
struct WordBag {
    private(set) var counts: [String: Int] = [:]
    private(set) var total = 0

    /// Splits on anything that is not a letter or digit, lower-cased.
    init(_ text: String) {
        for word in Self.words(text) {
            counts[word, default: 0] += 1
            total += 1
        }
    }

    /// The words of `text` in order: runs of letters and digits, lower-cased.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The share of `reference`'s words found here (multiset intersection / reference size).
    func recall(of reference: WordBag) -> Double {
        guard reference.total > 0 else { return 1 }
        var common = 0
        for (word, count) in reference.counts { common += min(count, counts[word] ?? 0) }
        return Double(common) / Double(reference.total)
    }
}

/// Runs a program and returns its exit status, standard output and standard error.
@discardableResult
func run(_ executable: String, _ arguments: [String], input: Data? = nil,
         environment: [String: String]? = nil) throws -> (status: Int32, stdout: Data, stderr: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), inPipe = Pipe()
    // Standard error goes to a file so a chatty child can never block on a full pipe.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("exporttool-test-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let errHandle = try FileHandle(forWritingTo: errURL)
    defer {
        try? errHandle.close()
        try? FileManager.default.removeItem(at: errURL)
    }
    process.standardOutput = out
    process.standardError = errHandle
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    if let input {
        inPipe.fileHandleForWriting.write(input)
        try? inPipe.fileHandleForWriting.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Read through a FileHandle: Data(contentsOf:) leaks its buffer under LeakSanitizer.
    var errData = Data()
    if let reader = try? FileHandle(forReadingFrom: errURL) {
        errData = (try? reader.readToEnd()) ?? nil ?? Data()
        try? reader.close()
    }
    return (process.terminationStatus, outData, errData)
}

/// Finds a program on PATH.
func which(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// The built `exporttool` binary beside the test runner.
var exporttoolBinary: String {
    let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let beside = runner.deletingLastPathComponent().appendingPathComponent("exporttool")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
    return TestPaths.root.appendingPathComponent(".build/debug/exporttool").path
}
