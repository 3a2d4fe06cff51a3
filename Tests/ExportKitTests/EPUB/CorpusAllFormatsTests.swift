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
            let ending: String
            switch format {
            case .braille: ending = "braille.txt"
            case .text: ending = "txt"
            case .markdown: ending = "md"
            case .proof: ending = "proof.html"
            default: ending = format.rawValue
            }
            #expect(written.contains { $0.hasSuffix("." + ending) }, "no .\(ending) for \(name)")
        }
        try Self.expectNoPlaceholderAlt(in: output, files: written, book: name)
    }

    /// linear-algebra gives each of its 10,283 expressions the alttext "Alternative text not
    /// available" (issue #25): no export may repeat it, in print or in braille.
    static func expectNoPlaceholderAlt(in folder: URL, files: [String], book: String) throws {
        let placeholder = "Alternative text not available"
        let table = ["en-ueb-g2.ctb"]
        let braille = try BrailleText.translate(placeholder, tables: BrailleTables.layers(for: table) + table).text
        let cells = braille.filter { $0 != "\u{2800}" && !$0.isWhitespace }
        for file in files where !file.hasSuffix(".brf") {
            let contents = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            #expect(!contents.contains(placeholder), "\(book): \(file) says '\(placeholder)'")
            if file.hasSuffix(".braille.txt") || file.hasSuffix(".pef") {
                let joined = contents.filter { $0 != "\u{2800}" && !$0.isWhitespace }
                #expect(!joined.contains(cells), "\(book): \(file) has '\(placeholder)' in braille")
            }
        }
    }
}
