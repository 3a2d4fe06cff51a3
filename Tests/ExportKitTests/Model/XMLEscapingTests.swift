import Testing
@testable import ReadingModel

/// ``XMLEscaping``: text that needs no change is returned after one look at its bytes; the
/// look must send every text the full pass would change through it (XML 1.0 §2.2, §2.4).
@Suite("XML escaping")
struct XMLEscapingTests {
    @Test("Text with nothing to escape, drop or fold comes back as it was, from a String or a Substring")
    func unchanged() {
        let text = "Call me Ishmael. Some years ago \u{2014} never mind how long precisely \u{FEFF}\u{E9}"
        #expect(XMLEscaping.escape(text) == text)
        #expect(XMLEscaping.escape(text.dropFirst(5)) == String(text.dropFirst(5)))
        #expect(XMLEscaping.escape("a b c", foldingSpaces: true) == "a b c")
        #expect(XMLEscaping.escape("tab\there\nline", foldingSpaces: false) == "tab\there\nline")
    }

    @Test("Spaces folded: two spaces, a tab or a line end become one space, however the run starts")
    func folding() {
        #expect(XMLEscaping.escape("a  b", foldingSpaces: true) == "a b")
        #expect(XMLEscaping.escape("a\tb", foldingSpaces: true) == "a b")
        #expect(XMLEscaping.escape("a \n b", foldingSpaces: true) == "a b")
    }

    @Test("XML 1.0 §2.2: U+FFFE and U+FFFF go, other characters led by the same byte stay")
    func nonCharacters() {
        #expect(XMLEscaping.escape("a\u{FFFE}b\u{FFFF}c\u{FEFF}\u{FFFD}") == "abc\u{FEFF}\u{FFFD}")
    }

    @Test("HTML §13.1.4: C1 controls go when asked, other characters led by the same byte stay")
    func c1Controls() {
        #expect(XMLEscaping.escape("a\u{85}b\u{7F}c\u{A0}\u{E9}", droppingC1Controls: true) == "abc\u{A0}\u{E9}")
        #expect(XMLEscaping.escape("a\u{85}b", droppingC1Controls: false) == "a\u{85}b")
    }

    @Test("XML 1.0 §2.4 and §3.1: each mark is escaped exactly when asked")
    func marks() {
        #expect(XMLEscaping.escape("it's \"so\"", escapingApostrophe: false, escapingQuotationMark: false) == "it's \"so\"")
        #expect(XMLEscaping.escape("it's \"so\"") == "it&apos;s &quot;so&quot;")
        #expect(XMLEscaping.escape("a>b") == "a&gt;b")
    }
}
