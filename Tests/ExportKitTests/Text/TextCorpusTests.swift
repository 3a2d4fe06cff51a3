import Foundation
import Testing
@testable import ExportKit
@testable import TextExport

/// The real EPUB 3 books in `../shared/corpus/`, against pandoc.
@Suite("Text export of the corpus", .enabled(if: Corpus.available))
struct TextCorpusTests {
    /// linear-algebra is left out of the word comparison: pandoc writes its MathML as TeX
    /// (`\begin{bmatrix}`, `\qquad` ...) where the text export reads the alttext.
    static let wordBooks = Corpus.books.filter { $0 != "linear-algebra.epub" }

    @Test("the words agree with pandoc's plain text (recall and precision at least 0.97)",
          .enabled(if: which("pandoc") != nil), arguments: wordBooks)
    func wordsAgreeWithPandoc(name: String) throws {
        let path = Corpus.book(name)
        let book = try TextTests.book(path)
        let pandoc = try #require(which("pandoc"))
        let reference = try run(pandoc, ["-f", "epub", "-t", "plain", "--wrap=none", path])
        try #require(reference.status == 0)
        // pandoc repeats the navigation document; it leaves out linear="no" documents,
        // which the text export writes under "Supplementary".
        let navigation = WordCounts(TextTests.modelText(book) { book.documents[$0.document].isNavigation })
        let supplementary = WordCounts(TextTests.modelText(book) {
            $0.traits.contains(.supplementary) && !book.documents[$0.document].isNavigation
        })
        // Print line numbers set in the margin (The Waste Land's `<span class="lnum">90</span>`,
        // which pandoc glues to the line's last word) are print's margin, which the text
        // export leaves out on purpose (docs/text.md); braille keeps them at its margin.
        var numbers: [String] = []
        book.forEachBlock { block, _ in
            for case .lineNumber(let label) in block.inlines { numbers.append(label) }
        }
        let theirs = WordCounts(String(decoding: reference.stdout, as: UTF8.self)).subtracting(navigation)
            .subtracting(WordCounts(numbers.joined(separator: " ")))
        let ours = WordCounts(try TextTests.text(book)).subtracting(supplementary)
        let common = Double(ours.common(with: theirs))
        let recall = common / Double(max(theirs.total, 1))
        let precision = common / Double(max(ours.total, 1))
        #expect(recall >= 0.97, "\(name): recall \(recall); missing \(theirs.excess(over: ours))")
        #expect(precision >= 0.97, "\(name): precision \(precision); extra \(ours.excess(over: theirs))")
    }

    @Test("every heading of the model appears as a heading line, in order and at its level", arguments: Corpus.books)
    func headingsAppear(name: String) throws {
        let book = try TextTests.book(Corpus.book(name))
        let text = try TextTests.text(book)
        TextTests.expectClean(text, name)
        let lines = TextTests.headingLines(text)
        let expected = TextTests.expectedHeadings(book)
        var next = 0
        for line in lines where next < expected.count {
            if line.level == min(expected[next].level, 6),
               TextTests.isSubsequence(expected[next].words, of: WordBag.words(line.text)) {
                next += 1
            }
        }
        #expect(!expected.isEmpty)
        #expect(next == expected.count,
                "\(name): heading \(next + 1) of \(expected.count) is missing: \(next < expected.count ? expected[next].words.joined(separator: " ") : "")")
    }

    @Test("pandoc reads the Markdown export back with the model's outline and the text export's words",
          .enabled(if: which("pandoc") != nil), arguments: Corpus.books)
    func markdownRoundTrip(name: String) throws {
        // Math is left out: pandoc draws `$x_1^2$` as "x₁²", which the text export writes
        // `x_1^2`; the math suites test both forms.
        let book = try TextTests.book(Corpus.book(name)).withoutMath()
        let markdown = try TextTests.markdown(book)
        TextTests.expectClean(markdown, name)
        try MarkdownRoundTrip.expectOutline(of: book)
        // Images differ by design ("[Image: alt]" in text, the alt alone once rendered);
        // pandoc repeats a footnote at each of its references, and numbers footnotes itself
        // where the text export shows the book's own marks (The Waste Land's notes are
        // marked by line number): bracketed marks are left out of both sides.
        let read = WordCounts(Self.withoutNoteMarks(try MarkdownRoundTrip.pandoc(markdown, to: "plain")))
        let text = WordCounts(Self.withoutNoteMarks(try TextTests.text(book)))
        let common = Double(read.common(with: text))
        #expect(common / Double(text.total) >= 0.99, "\(name): missing \(text.excess(over: read))")
        #expect(common / Double(read.total) >= 0.99, "\(name): extra \(read.excess(over: text))")
    }

    /// `text` without note marks in brackets (`[12]`, `[†]`: at most four characters).
    static func withoutNoteMarks(_ text: String) -> String {
        text.replacingOccurrences(of: #"\[[^\]\s]{1,4}\]"#, with: " ", options: .regularExpression)
    }
}
