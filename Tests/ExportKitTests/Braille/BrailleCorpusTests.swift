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
        let problems = try Self.layoutProblems(document, book: book)
        #expect(problems == [], "\(name): \(problems.prefix(5))")

        guard book.metadata.language?.lowercased().hasPrefix("en") == true else { return }
        let print = try BrailleCheck.backTranslate(brf)
        // The text's words with math left out: braille writes math as UEB technical material
        // (grade 1, level and fraction indicators), which a grade 2 back-translation does not
        // read as the text's symbols; the math suites test it against the guidelines.
        let recall = WordBag(print).recall(of: try textExportWords(book.withoutMath()))
        // The EPUB 3 specification's 81 displayed examples (<pre>) are uncontracted (UEB
        // §11.10.2), which a grade 2 back-translation reads poorly: 0.965 there.
        let floor = ["epub30-spec.epub": 0.965][name] ?? 0.97
        #expect(recall >= floor, "\(name): recall \(recall)")
    }

    /// Pages that break BANA's page-end rules: a print page change indicator on the last
    /// line (§1.11), a heading or a top box line as a page's last text (§4.3, §7.3), and
    /// placed notes whose body is missing (each placed note's body opens a 7-5 row with
    /// the note indicator).
    static func layoutProblems(_ document: BrailleDocument, book: Book) throws -> [String] {
        var problems: [String] = []
        // The placement braille uses by default; endnotes read in their own section are
        // entries there (Formats §16.9), not 7-5 notes, and are not counted.
        let plan = ReadingPlan(book: book, defaultNotes: .endOfPage)
        var headings: Set<String> = []
        var notes = 0
        func collect(_ nodes: [PlanNode]) {
            for node in nodes {
                if case .heading = node.role, let cells = try? BrailleCheck.braille(node.plainText), !cells.isEmpty {
                    headings.insert(cells)
                }
                if case .placedNote = node.role, node.part != .notes { notes += 1 }
                collect(node.children)
            }
        }
        collect(plan.nodes)
        let pages = document.volumes.flatMap(\.pages)
        var noteRows = 0
        for (index, page) in pages.enumerated() {
            if let last = page.rows.last, last.hasPrefix("⠤⠤⠤⠤") { problems.append("page \(index + 1): page change on the last line") }
            noteRows += page.rows.filter { $0.hasPrefix("⠀⠀⠀⠀⠀⠀⠐⠔") }.count
            guard index < pages.count - 1 else { continue }
            var rows = page.rows
            if let number = page.number, let last = rows.last, last.hasSuffix(number) {
                rows[rows.count - 1] = StylingExamplesTests.trimmed(String(last.dropLast(number.count)))
            }
            guard let text = rows.last(where: { !$0.isEmpty }) else { continue }
            let bare = String(text.drop { $0 == BrailleCheck.blank })
            // Headings stand in cell 5, cell 7 or centred, never in cell 1 (BANA Braille
            // Formats §4): a definition term or paragraph in cell 1 with a heading's words is
            // not a heading.
            let indented = text.hasPrefix(String(repeating: BrailleCheck.blank, count: 2))
            if indented, headings.contains(bare), !pages[index + 1].startsChapter {
                problems.append("page \(index + 1) ends with a heading")
            }
            if !bare.isEmpty, bare.allSatisfy({ $0 == "⠶" }) { problems.append("page \(index + 1) ends with a top box line") }
        }
        if noteRows < notes { problems.append("\(notes) notes placed, \(noteRows) note bodies in the braille") }
        return Array(problems.prefix(5))
    }

    @Test("running heads on (BANA §1.8): every page but the title page opens with the same head on line 1; the page-end rules and BRF framing hold",
          arguments: ["wasteland.epub", "childrens-literature.epub", "trees.epub"])
    func runningHeads(name: String) throws {
        let book = try BookLoader().load(path: Corpus.book(name))
        var settings = BrailleSettings()
        settings.runningHeads = true
        let document = try BrailleExporter(output: .brf, settings: settings).render(book)
        #expect(BrailleCheck.brfProblems(BRFWriter.write(document.volumes[0]), cells: 40, lines: 25) == [], "\(name)")
        #expect(try Self.layoutProblems(document, book: book) == [], "\(name)")
        let pages = document.volumes[0].pages.dropFirst()
        // Line 1 without the print page number at its right: the head alone, centred.
        let heads = Set(pages.map { page in
            page.rows[0].split(separator: BrailleCheck.blank).first.map(String.init) ?? ""
        })
        #expect(heads.count == 1 && heads.first?.isEmpty == false, "\(name): \(heads.prefix(3))")
        #expect(pages.allSatisfy { $0.rows.count == 25 && BrailleCheck.trimmed($0.rows[0]).count <= 40 })
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
