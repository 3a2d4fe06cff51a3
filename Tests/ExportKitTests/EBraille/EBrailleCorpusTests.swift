import Foundation
import Testing
@testable import ExportKit

/// eBraille on the real books of `../shared/corpus/`.
@Suite("eBraille on the corpus", .enabled(if: Corpus.available, Corpus.skipReason))
struct EBrailleCorpusTests {
    static func fileSet(_ name: String, withoutMath: Bool = false) throws -> (Book, EBrailleFileSet, [String]) {
        let loaded = try BookLoader().load(path: Corpus.book(name))
        let book = withoutMath ? loaded.withoutMath() : loaded
        var settings = EBrailleTest.settings
        settings.copyrightDate = "2000"
        let exporter = EBrailleExporter(settings: settings)
        let plan = exporter.plan(book)
        let translation = try exporter.braille.makeTranslation(for: plan)
        let set = try EBrailleFileSet(try exporter.export(plan, sharing: translation)[0].contents)
        return (book, set, translation.tables)
    }

    @Test("braille-only content documents and entry page, every navigation link reaching its element; for English books, back-translating the content documents gives the text export's words and no others (95% both ways)",
          arguments: Corpus.books)
    func book(name: String) throws {
        let (book, set, tables) = try Self.fileSet(name)
        #expect(!set.contentDocuments.isEmpty)
        var ids: [String: Set<String>] = [:]
        for path in set.contentDocuments + ["index.html"] {
            let root = try set.xml(path)
            #expect(EBrailleTest.nonBraille(root).isEmpty, "\(name) \(path): \(EBrailleTest.nonBraille(root).prefix(3))")
            ids[path] = Set(EBrailleSpecTests.ids(root))
        }
        for link in try set.xml("index.html").descendants(named: "a") {
            let parts = (link[attribute: "href"] ?? "").split(separator: "#", maxSplits: 1).map(String.init)
            #expect(parts.count == 1 ? ids[parts[0]] != nil : ids[parts[0]]?.contains(parts[1]) == true, "\(name): \(parts)")
        }

        guard book.metadata.language?.lowercased().hasPrefix("en") == true else { return }
        // Words are compared with math left out: braille writes it as UEB technical material,
        // which a grade 2 back-translation does not read as the text's symbols (the math
        // suites test it against the guidelines' examples).
        let (plainBook, plainSet, plainTables) = book.containsMath ? try Self.fileSet(name, withoutMath: true) : (book, set, tables)
        let print = WordBag(try EBrailleTest.printText(plainSet, tables: plainTables))
        let text = try textExportWords(plainBook)
        let recall = print.recall(of: text)
        let precision = text.recall(of: print)
        // Printed below as a measure, whichever way the expectations go.
        Swift.print("ebrl \(name): recall \(recall), precision \(precision)")
        #expect(recall >= 0.95, "\(name): recall \(recall)")
        #expect(precision >= 0.95, "\(name): precision \(precision)")
    }

    /// epubcheck takes 40 to 60 seconds a book on a shared two-core machine: two books
    /// by default (a poem with notes, the longest novel), every book with
    /// `EXPORTTOOL_EPUBCHECK_ALL=1`.
    static var checkedBooks: [String] {
        ProcessInfo.processInfo.environment["EXPORTTOOL_EPUBCHECK_ALL"] == "1"
            ? Corpus.books : Corpus.books.filter { ["wasteland.epub", "moby-dick.epub"].contains($0) }
    }

    @Test("epubcheck: a valid EPUB 3 but for what eBraille itself requires", .enabled(if: EPUBCheck.available, "epubcheck is not installed"),
          arguments: checkedBooks)
    func epubcheck(name: String) throws {
        let (_, set, _) = try Self.fileSet(name)
        #expect(try EPUBCheck.problems(set.raw) == [], "\(name)")
    }
}
