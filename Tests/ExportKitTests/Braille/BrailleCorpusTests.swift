import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// The braille exports on the real books of `../shared/corpus/`: each book is rendered
/// once, and its pages written as BRF and PEF from that one rendering.
@Suite("Braille on the corpus", .enabled(if: Corpus.available))
struct BrailleCorpusTests {
    @Test("BRF within the cells in BRF characters; PEF well-formed with rows within cols and pages within rows; back-translation of English BRF recovers 97% of the text export's words",
          arguments: Corpus.books)
    func book(name: String) throws {
        let book = try BookLoader().load(path: Corpus.book(name))
        let document = try BrailleExporter(output: .brf).render(book)
        #expect(BrailleCheck.pefProblems(PEFWriter.write(document)) == [], "\(name)")
        let brf = BRFWriter.write(document.volumes[0])
        #expect(BrailleCheck.brfProblems(brf, cells: 40, lines: 25) == [], "\(name)")
        let cells = document.volumes.flatMap(\.pages).flatMap(\.rows).joined()
        #expect(cells.unicodeScalars.allSatisfy { $0.value >= 0x2800 && $0.value <= 0x28FF }, "\(name)")

        guard book.metadata.language?.lowercased().hasPrefix("en") == true else { return }
        let print = try BrailleCheck.backTranslate(brf)
        let recall = WordBag(print).recall(of: try textExportWords(book))
        // The EPUB 3 specification's 81 displayed examples (<pre>) are uncontracted (UEB
        // §11.10.2), which a grade 2 back-translation reads poorly: 0.965 there.
        // linear-algebra.epub's 10,283 expressions are UEB technical material (grade 1
        // indicators, level and fraction indicators), which a grade 2 back-translation
        // does not read as the text export's math words: 0.684 there.
        let floor = ["epub30-spec.epub": 0.965, "linear-algebra.epub": 0.68][name] ?? 0.97
        #expect(recall >= floor, "\(name): recall \(recall)")
    }

    @Test("a narrow page keeps every BRF line within its cells", arguments: ["wasteland.epub", "epub30-spec.epub"])
    func narrow(name: String) throws {
        let book = try BookLoader().load(path: Corpus.book(name))
        var settings = BrailleSettings()
        settings.cells = 28
        settings.lines = 18
        for file in try BrailleExporter(output: .brf, settings: settings).export(book) {
            #expect(BrailleCheck.brfProblems(file.contents, cells: 28, lines: 18) == [], "\(name)")
        }
    }
}
