import Foundation
import Testing
@testable import ExportKit
@testable import EPUBReader
import BookModel
import ReadingModel

/// Where the producers' markup rules of issue 38's round four stop: classes other books use
/// for other things, a drop capital, type a block already sets. Each was read as the
/// producers' markup and lost or changed content.
@Suite("Braille: producers' markup read only where it is theirs (§1.11, §5.3, CSS 2 §9.2.1)")
struct BANAProducerMarkupScopeTests {
    static let fixture = "braille/producer-pages-scope.xhtml"

    static func text() throws -> String {
        let book = try BookLoader().load(path: TestPaths.fixture(fixture))
        return String(decoding: try TextExporter(settings: ExportSettings()).export(book)[0].contents, as: UTF8.self)
    }

    @Test("Formats 2016 §1.11: only Distributed Proofreaders' forms of the classes page, pb and pageno are print page numbers; a block of class page, a contents entry's number and a word are kept")
    func pageClasses() throws {
        let book = try BookLoader().load(path: TestPaths.fixture(Self.fixture))
        #expect(BANAGutenbergMarkupTests.pageLabels(book) == ["17"])
        let text = try Self.text()
        for kept in ["IV", "1914", "The Middle Reach 45", "apples, 12; pears, 30", "a civic did stand"] {
            #expect(text.contains(kept), "'\(kept)' lost:\n\(text)")
        }
        #expect(!text.contains("[Pg 17]"))
    }

    @Test("Formats 2016 §1.11: a well-formed roman numeral is a page label, a word of its letters is not; two pages under one marker are the pair")
    func romanNumerals() {
        for numeral in ["xii", "xlix", "iv", "mcmxiv", "ix"] { #expect(ContentConverter.pageLabel(in: "[Pg \(numeral)]") == numeral) }
        for word in ["did", "civic", "dim", "iiii", "vv"] { #expect(ContentConverter.pageLabel(in: "[\(word)]") == nil, "\(word)") }
        // Two pages under one marker: the pair, as a combined page change writes it (§1.11).
        #expect(ContentConverter.pageLabel(in: "[Pg 17-18]") == "17-18")
        #expect(ContentConverter.pageLabel(in: "[Pg vi–vii]") == "vi-vii")
        #expect(ContentConverter.pageLabel(in: "[Pg 17-did]") == nil)
    }

    @Test("CSS 2 §9.5: a floated span the CSS displays as a block (a drop capital) stays part of its word; its bold is design (Formats 2016 §5.3)")
    func dropCapital() throws {
        let text = try Self.text()
        #expect(text.contains("The lock keeper rose early."))
        let rows = BrailleCheck.rows(try BANAGutenbergMarkupTests.document("producer-pages-scope.xhtml"))
        let row = try BrailleCheck.row("The lock keeper", in: rows)
        #expect(!rows[row].contains("⠘⠆") && !rows[row].contains("⠘⠂"), "no bold indicator: \(rows[row])")
    }

    @Test("Formats 2016 §5.1, §5.3: italic a span sets is emphasis only where the type changes; inside a block already set in italics it is not")
    func italicsInItalicBlock() throws {
        let rows = BrailleCheck.rows(try BANAGutenbergMarkupTests.document("producer-pages-scope.xhtml"))
        let motto = try BrailleCheck.row("A motto naming", in: rows)
        #expect(!rows[motto].contains("⠨⠂") && !rows[motto].contains("⠨⠆"), "no italic indicator: \(rows[motto])")
        let slanted = try BrailleCheck.row("One", in: rows)
        #expect(rows[slanted].contains("⠨⠂"), "the slanted word is italic: \(rows[slanted])")
    }
}
