import Foundation
import Testing
@testable import ExportKit

/// Every real book exports to every format: none is refused for what publishers put in it.
@Suite("Corpus: every book to every format")
struct CorpusAllFormatsTests {
    /// The narrated formats speak hours of audio per book: `Narration corpus` covers them.
    static let formats = ExportFormat.allCases.filter { !$0.isNarration }

    @Test("the CLI exports each corpus book to every format but the narrated ones with exit 0", arguments: Corpus.books)
    func allFormats(name: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("all-formats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let formats = Self.formats.map(\.rawValue).joined(separator: ",")
        // eBraille requires the work's copyright date, which most corpus books do not give.
        let result = try runBounded(exporttoolBinary, ["export", Corpus.book(name), "--to", formats,
                                                       "--copyright-date", "2000",
                                                       "--output-dir", output.path, "--stem", "book"], timeout: 600)
        #expect(result.status == 0, "exit \(result.status): \(String(decoding: result.stderr, as: UTF8.self).prefix(400))")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for format in Self.formats {
            let ending = format == .braille ? "braille.txt" : format.rawValue == "text" ? "txt" : format.rawValue == "markdown" ? "md" : format.rawValue
            #expect(written.contains { $0.hasSuffix("." + ending) }, "no .\(ending) for \(name)")
        }
    }
}
