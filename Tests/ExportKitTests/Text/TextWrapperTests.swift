import Testing
@testable import ExportKit
@testable import TextExport

@Suite("Text wrapping and display width")
struct TextWrapperTests {
    @Test("display width: ASCII one column, East Asian wide two, combining marks none", arguments: [
        ("abc", 3), ("日本語", 6), ("ｈｉ", 4), ("한국어", 6), ("e\u{301}te\u{301}", 3), ("كَتَبَ", 3), ("🙂", 2), ("", 0),
    ])
    func displayWidth(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test("greedy wrapping at spaces; a first line can have its own width")
    func greedy() {
        let wrapper = TextWrapper(firstWidth: 10, restWidth: 14)
        #expect(wrapper.wrap("one two three four five six seven") == ["one two", "three four", "five six seven"])
    }

    @Test("a word or URL longer than the line stands alone, unbroken")
    func longWord() {
        let url = "https://example.org/a/very/long/path.html"
        let wrapper = TextWrapper(firstWidth: 12, restWidth: 12)
        #expect(wrapper.wrap("see \(url) now") == ["see", url, "now"])
    }

    @Test("no-break spaces hold words together")
    func noBreakSpace() {
        let wrapper = TextWrapper(firstWidth: 7, restWidth: 7)
        #expect(wrapper.wrap("at 10\u{A0}km away") == ["at", "10\u{A0}km", "away"])
    }

    @Test("wide characters break between each other, never before closing punctuation")
    func wide() {
        let wrapper = TextWrapper(firstWidth: 6, restWidth: 6)
        #expect(wrapper.wrap("日本語の文章。です") == ["日本語", "の文", "章。で", "す"])
    }

    @Test("Markdown never starts a wrapped line with a token that opens a block", arguments: ["#", "-", "+", ">", "=", "12.", "3)"])
    func markdownLineStarts(token: String) {
        var wrapper = TextWrapper(firstWidth: 5, restWidth: 5)
        wrapper.canStartLine = TextRenderer.markdownCanStartLine
        let lines = wrapper.wrap("aaaa \(token) bbbb")
        #expect(lines == ["aaaa \(token)", "bbbb"])
    }
}
