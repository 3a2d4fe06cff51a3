import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// HTML's named entities are ordinary characters however many there are; entities a
/// document declares itself are expanded only within the budget.
@Suite("Entities")
struct EntityTests {
    private static let xhtml11 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
        """

    @Test("25,000 ordinary named references read as characters, with or without a DOCTYPE",
          arguments: [xhtml11, "<?xml version=\"1.0\"?>", ""])
    func manyNamedReferences(_ prologue: String) throws {
        let paragraph = String(repeating: "it&rsquo;s&nbsp;", count: 25_000)
        let document = prologue + "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>\(paragraph)</p>"
            + "<p title=\"a&mdash;b\">end</p></body></html>"
        let book = try BookLoader().loadDocument(Array(document.utf8), name: "chapter.xhtml")
        let text = book.blocks.map(\.plainText).joined(separator: "\n")
        #expect(text.filter { $0 == "\u{2019}" }.count == 25_000)
        #expect(text.contains("end"))
        // Read as XML, not rescued by the HTML parser.
        #expect(!book.warnings.contains { $0.message.contains("read as HTML") }, "\(book.warnings.prefix(2))")
    }

    /// A 10 KB entity referenced 300 times after some text: each expansion joins the text
    /// before it, which the budget once did not count (a 109 KB file grew to 300 MB).
    @Test("expansion that joins the text before it is charged to the budget")
    func joinedExpansion() throws {
        let document = "<?xml version=\"1.0\"?><!DOCTYPE html [<!ENTITY a \"" + String(repeating: "abcdefghij", count: 1_000)
            + "\">]><html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>x"
            + String(repeating: "&a;", count: 300) + "</p></body></html>"
        #expect(throws: ExportError.self) { _ = try BookLoader().loadDocument(Array(document.utf8), name: "bomb.xhtml") }
        do {
            _ = try BookLoader().loadDocument(Array(document.utf8), name: "bomb.xhtml")
        } catch {
            #expect(error == .limitExceeded(path: "bomb.xhtml", what: .entityExpansion, limit: 1_000_000))
        }
        // Within the budget the same document reads.
        var limits = ReadingLimits()
        limits.maxEntityExpansion = 4_000_000
        let book = try BookLoader(limits: limits).loadDocument(Array(document.utf8), name: "bomb.xhtml")
        #expect(book.blocks.map(\.plainText).joined().utf8.count == 1 + 3_000_000)
    }

    @Test("a fan-out of empty entities is bounded: every expansion counts")
    func emptyFanOut() throws {
        var dtd = "<!ENTITY e0 \"\">"
        for level in 1...7 {
            dtd += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
        }
        let document = "<?xml version=\"1.0\"?><!DOCTYPE html [\(dtd)]>"
            + "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>a&e7;&e7;b</p></body></html>"
        do {
            _ = try BookLoader().loadDocument(Array(document.utf8), name: "empty.xhtml")
            Issue.record("20 million empty expansions were accepted")
        } catch {
            #expect(error == .limitExceeded(path: "empty.xhtml", what: .entityExpansion, limit: 1_000_000))
        }
    }
}
