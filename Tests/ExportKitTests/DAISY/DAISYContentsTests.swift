import Foundation
import Testing
@testable import ExportKit
import XMLTree
@testable import DAISYExport

/// The DAISY contents (NCC headings, NCX navigation points) of headings that are only a
/// number (issue 42): childrens-literature's "190" was listed bare, where the book's own
/// contents says "190 A FOUR-LEAVED CLOVER".
@Suite("DAISY: a bare-number heading is listed by the book's contents entry")
struct DAISYContentsTests {
    @Test("a chapter headed 'II' is listed as its contents entry 'II The Storm' in the NCC and the NCX; a heading with words keeps its own text")
    func bareNumberHeading() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        var entries = try BookFactory.entries(ofFolder: URL(fileURLWithPath: TestPaths.fixture("narration/book")))
        entries = entries.map { name, data in
            var text = String(decoding: data, as: UTF8.self)
            if name.hasSuffix("chapter2.xhtml") { text = text.replacingOccurrences(of: "<h1>Chapter Two: The Storm</h1>", with: "<h1>II</h1>") }
            if name.hasSuffix("nav.xhtml") { text = text.replacingOccurrences(of: ">The Storm</a>", with: ">II The Storm</a>") }
            return (name, Data(text.utf8))
        }
        let book = try factory.zip(entries, name: "storm.epub")
        let out = factory.directory.appendingPathComponent("out")
        let result = try NarrationCheck.export(book, formats: "daisy202,daisy3", into: out)
        #expect(result.status == 0, "\(result.message)")

        let daisy202 = try NarrationCheck.unzip(out.appendingPathComponent("storm.daisy202.zip").path)
        let ncc = try XMLParser.parse(try #require(daisy202["ncc.html"])).root
        let listed = ncc.descendants(named: "a").map { $0.textContent.collapsingWhitespace() }
        #expect(listed.contains("II The Storm"), "\(listed)")
        #expect(listed.contains("Chapter One: The Light"), "\(listed)")
        #expect(!listed.contains("II"), "\(listed)")

        let daisy3 = try NarrationCheck.unzip(out.appendingPathComponent("storm.daisy3.zip").path)
        let ncxName = try #require(daisy3.keys.first { $0.hasSuffix(".ncx") })
        let ncx = try XMLParser.parse(try #require(daisy3[ncxName])).root
        let labels = ncx.descendants(named: "navLabel").map { $0.textContent.collapsingWhitespace() }
        #expect(labels.contains("II The Storm"), "\(labels)")
    }

    @Test("what counts as a bare number: digits or a roman numeral with punctuation, never a word")
    func bareNumbers() {
        for bare in ["190", "XII.", "(iv)", "3:", "MCMXC"] { #expect(TalkingBookContents.isBareNumber(bare), "\(bare)") }
        for worded in ["Chapter 3", "Mix", "Civil", "", "—", "1st"] { #expect(!TalkingBookContents.isBareNumber(worded), "\(worded)") }
    }
}
