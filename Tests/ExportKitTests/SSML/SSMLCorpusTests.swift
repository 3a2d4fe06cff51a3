import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

@Suite("SSML on the corpus", .enabled(if: Corpus.available))
struct SSMLCorpusTests {
    /// Books whose whole SSML eSpeak NG parses within a few seconds; larger ones (Moby-Dick
    /// takes two minutes) are checked chunk by chunk unless SSML_ESPEAK_WHOLE_BOOKS=1.
    static let wholeBookLimit = 150_000

    @Test("every book's SSML is valid SSML 1.1, whole and in 3000-byte chunks", arguments: Corpus.books)
    func valid(_ name: String) throws {
        let book = try SSMLTest.corpusBook(name)
        let whole = try SSMLTest.document(book)
        #expect(Array(SSMLValidator.problems(whole).prefix(5)) == [])
        let (documents, manifest) = try SSMLTest.chunks(book, maxChars: 3000)
        #expect((manifest["chunks"] as? [Any])?.count == documents.count)
        for (index, document) in documents.enumerated() {
            #expect(document.utf8.count <= 3000, "chunk \(index + 1)")
            let problems = SSMLValidator.problems(document)
            #expect(problems.isEmpty, "chunk \(index + 1): \(problems.prefix(3))")
        }
        // The same blocks and words in order; only over-long sentences gain marks where cut.
        let blockMarks = { (marks: [String]) in marks.filter { !$0.contains(":s") } }
        #expect(blockMarks(documents.flatMap(SSMLTest.marks)) == blockMarks(SSMLTest.marks(whole)))
        let words = { (ssml: String) in SSMLTest.spokenText(ssml).split(whereSeparator: \.isWhitespace) }
        #expect(documents.flatMap(words) == words(whole))
    }

    @Test("espeak-ng accepts every book: small ones whole, each book's first, middle and last chunk", arguments: Corpus.books)
    func espeak(_ name: String) throws {
        let book = try SSMLTest.corpusBook(name)
        let whole = try SSMLTest.document(book)
        if whole.utf8.count <= Self.wholeBookLimit || ProcessInfo.processInfo.environment["SSML_ESPEAK_WHOLE_BOOKS"] == "1" {
            let result = try Espeak.parse(whole)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        }
        let (documents, _) = try SSMLTest.chunks(book, maxChars: 3000)
        for index in Set([0, documents.count / 2, documents.count - 1]).sorted() {
            let result = try Espeak.parse(documents[index])
            #expect(result.status == 0 && result.stderr.isEmpty, "chunk \(index + 1): \(result.stderr)")
        }
    }

    @Test("a small book spoken whole lasts longer than its first chunk")
    func speaksSmallBook() throws {
        let book = try SSMLTest.corpusBook("trees.epub")
        let whole = try Espeak.speak(SSMLTest.document(book))
        let (documents, _) = try SSMLTest.chunks(book, maxChars: 3000)
        #expect(documents.count > 1)
        let first = try Espeak.speak(documents[0])
        #expect(first > 1)
        #expect(whole > first * 1.5)
    }

    @Test("the spoken words agree with the text export's words (recall and precision at least 0.97)", arguments: Corpus.books)
    func words(_ name: String) throws {
        // Math is left out: speech reads it as words, text as symbols (the math suites test both).
        let book = try SSMLTest.corpusBook(name).withoutMath()
        let spoken = WordBag(SSMLTest.spokenText(try SSMLTest.document(book)))
        let reference = try textExportWords(book)
        let recall = spoken.recall(of: reference)
        let precision = reference.recall(of: spoken)
        #expect(recall >= 0.97, "recall \(recall)")
        #expect(precision >= 0.97, "precision \(precision)")
    }
}
