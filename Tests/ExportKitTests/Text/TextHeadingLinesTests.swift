import Foundation
import Testing
@testable import ExportKit
@testable import TextExport

/// A heading printed on two lines (a label over a title): docs/text.md keeps every heading on
/// one line, underlined, so that a program finds it; the line keeps the pause print's line
/// break gave, as the SSML export's comma break does: a space after print's mark, a colon
/// after a label ending in its number, else a dash.
@Suite("Text: a heading's print lines on one line, with print's pause")
struct TextHeadingLinesTests {
    @Test("docs/text.md Headings: \"CHAPTER I.\" over \"THE BEGINNING\" keeps print's full stop; \"Chapter Two\" over \"The Thaw\" reads \"Chapter Two: The Thaw\"; each is one heading line")
    func headingLines() throws {
        let book = try TextTests.book(TestPaths.fixture("Text/heading-lines.xhtml"))
        let text = try TextTests.text(book)
        let headings = TextTests.headingLines(text).map(\.text)
        #expect(headings == ["CHAPTER I. THE BEGINNING", "Chapter Two \u{2014} The Thaw", "PART 3: THE RETURN"], "\(headings)")
        let markdown = try TextTests.markdown(book)
        #expect(markdown.contains("## Chapter Two \u{2014} The Thaw\n"), "\(markdown)")
    }

    @Test("docs/text.md Headings: how print's lines are joined", arguments: [
        (["CHAPTER I.", "THE BEGINNING"], "CHAPTER I. THE BEGINNING"),
        (["Chapter Two", "The Thaw"], "Chapter Two \u{2014} The Thaw"),
        (["CHAPTER IV", "HOW MR. HANS SET OFF"], "CHAPTER IV: HOW MR. HANS SET OFF"),
        (["Section 12", "Tides"], "Section 12: Tides"),
        (["A CIVIL", "WAR"], "A CIVIL \u{2014} WAR"),
        (["THE KING OF THE GOLDEN RIVER", "OR", "THE BLACK BROTHERS"], "THE KING OF THE GOLDEN RIVER \u{2014} OR \u{2014} THE BLACK BROTHERS"),
        (["The Life and Adventures", "of a Sailor"], "The Life and Adventures of a Sailor"),
        (["Book 3 —", "Winter"], "Book 3 — Winter"),
        (["The Thaw"], "The Thaw"),
    ])
    func joined(lines: [String], line: String) {
        #expect(TextRenderer.headingLine(lines) == line)
    }
}
