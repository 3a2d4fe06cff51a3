import Foundation
import Testing
@testable import ExportKit
@testable import ReadingModel

/// Where the plan starts chapters (``PlanChapter``), the cut every audio format follows,
/// without speech.
@Suite("Plan chapters")
struct PlanChapterTests {
    static func chapters(_ body: String) throws -> [PlanChapter] {
        let xhtml = #"<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>T</title></head><body>"#
            + body + "</body></html>"
        let book = try BookLoader().loadDocument(Array(xhtml.utf8), name: "chapters.xhtml")
        return ReadingPlan(book: book).chapters
    }

    @Test("h1 and h2 open chapters, h3 does not; a part's heading followed at once by its first chapter's is one chapter; headings in an aside are not chapters")
    func rule() throws {
        let chapters = try Self.chapters("""
            <p>A title page.</p>
            <h1 id="p1">Part   One</h1><h2 id="c1">Chapter 1</h2><p>One.</p>
            <h2 id="c2">Chapter 2</h2><p>Two.</p><h3 id="s1">A section</h3><p>Three.</p>
            <aside epub:type="sidebar"><h2 id="box">A box</h2><p>Boxed.</p></aside>
            <h1 id="p2">Part Two</h1><p>Four.</p>
            """)
        #expect(chapters.map(\.title) == ["Part One: Chapter 1", "Chapter 2", "Part Two"])
        #expect(chapters.map { $0.start.split(separator: "#").last.map(String.init) } == ["p1", "c2", "p2"])
    }

    @Test("a heading's subtitles are part of it: a part's title with a subtitle, then its first chapter's heading, is one chapter; a subtitle after a paragraph is read")
    func subtitles() throws {
        let chapters = try Self.chapters("""
            <h1 id="p1">Part One</h1><p epub:type="subtitle">The Voyage</p>
            <h2 id="c1">Chapter 1</h2><p class="subtitle">In which we sail</p><p>One.</p>
            <hgroup><h2 id="c2">Chapter 2</h2><p>Ashore</p></hgroup><p>Two.</p>
            <h2 id="c3">Chapter 3</h2><p>Three.</p><p class="subtitle">Not a subtitle here</p>
            <h2 id="c4">Chapter 4</h2><p>Four.</p>
            """)
        #expect(chapters.map(\.title) == ["Part One: Chapter 1", "Chapter 2", "Chapter 3", "Chapter 4"])
        #expect(chapters.map { $0.start.split(separator: "#").last.map(String.init) } == ["p1", "c2", "c3", "c4"])
    }

    @Test("a book without h1 or h2 has no chapter start: it is heard as one part")
    func none() throws {
        #expect(try Self.chapters("<h3>Small</h3><p>Text.</p>").isEmpty)
    }
}
