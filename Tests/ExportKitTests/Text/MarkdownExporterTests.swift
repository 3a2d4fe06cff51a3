import Foundation
import Testing
@testable import ExportKit
@testable import TextExport

@Suite("Markdown export")
struct MarkdownExporterTests {
    @Test("whole outputs match their golden files", arguments: [
        ("sample-book.md", "sample", ExportSettings()),
        ("sample-book-end-of-book-links-end.md", "sample", TextTests.settings(links: .end, notes: .endOfBook)),
        ("rules.md", "rules", ExportSettings()),
        ("rules-width30-links-none-pages.md", "rules", TextTests.settings(width: 30, links: LinkPlacement.none, pageMarkers: true)),
    ])
    func golden(name: String, input: String, settings: ExportSettings) throws {
        let book = input == "sample" ? try TextTests.sampleBook : try TextTests.rules
        let markdown = try TextTests.markdown(book, settings)
        TextTests.expectClean(markdown, name)
        assertGolden(markdown, named: "Text/" + name)
    }

    @Test("crossed-out type is GFM strikethrough, never read as if it stood; a glossary term ending in a colon gets no second one")
    func crossedOutAndTerms() throws {
        let book = try TextTests.book(TestPaths.fixture("braille/book-parts.xhtml"))
        let markdown = try TextTests.markdown(book)
        #expect(markdown.contains("said ~~nothing~~ everything"), "\(markdown)")
        #expect(markdown.contains("~~the mate~~"))
        let text = try TextTests.text(book)
        #expect(text.contains("mate: an officer") && !text.contains("mate::"))
    }

    @Test("headings are ATX headings; the title block is a strong paragraph, not a heading")
    func headings() throws {
        let markdown = try TextTests.markdown(try TextTests.sampleBook)
        #expect(markdown.hasPrefix("**The Lighthouse Keeper's Notebook**\n\nAda Marsh\n\n# Chapter 1. The Light\n"))
        #expect(markdown.contains("\n## Supplies\n"))
    }

    @Test("emphasis, code, quotes, fenced code and line breaks use CommonMark syntax")
    func inlineAndBlocks() throws {
        let markdown = try TextTests.markdown(try TextTests.rules)
        #expect(markdown.contains("Text with *emphasis*, **strength**, `code_span` and"))
        #expect(markdown.contains("\n> First quoted paragraph.\n>\n> Second quoted paragraph.\n"))
        #expect(markdown.contains("\n````\n  indented   verbatim\n```fenced```\n````\n"))
        #expect(markdown.contains("\n\\# Not a heading, and a line\\\nbreak inside the paragraph.\n"))
    }

    @Test("characters CommonMark would read as markup are escaped")
    func escaping() throws {
        let markdown = try TextTests.markdown(try TextTests.rules)
        #expect(markdown.contains("characters \\*Markdown\\* might \\[read\\] as \\<markup> & \\$math\\$."))
        #expect(markdown.contains("\n1852\\. A paragraph that starts like an ordered list item.\n"))
    }

    @Test("links are [text](url) by default, reference links with --links end, text with --links none")
    func links() throws {
        let inline = try TextTests.markdown(try TextTests.rules)
        #expect(inline.contains("See [the tide tables](https://example.org/tides?port=oban&day=1), [odd address](https://example.org/a_%28b%29),"))
        #expect(inline.contains("and the top.[^1]"), "links inside the book are their text")
        let end = try TextTests.markdown(try TextTests.rules, TextTests.settings(links: .end))
        #expect(end.contains("See [the tide tables][1], [odd address][2],"))
        #expect(end.contains("\n[1]: https://example.org/tides?port=oban&day=1\n[2]: https://example.org/a_%28b%29\n"))
        let none = try TextTests.markdown(try TextTests.rules, TextTests.settings(links: LinkPlacement.none))
        #expect(none.contains("See the tide tables, odd address,"))
    }

    @Test("images are ![alt](href); notes are footnotes [^n] with indented continuation paragraphs")
    func imagesAndNotes() throws {
        let markdown = try TextTests.markdown(try TextTests.rules)
        #expect(markdown.contains("![A grey seal on a rock](seal.png) An inline image, a decorative one and one without alt: ![](x.png)."))
        #expect(!markdown.contains("rule.png"), "decorative images are left out")
        #expect(markdown.contains("\n[^1]: A footnote with [a link](https://example.org/note).\n\n    And a second paragraph.\n\n[^2]: The second note.\n"))
    }

    @Test("two lists in a row stay two lists: their markers alternate")
    func adjacentLists() throws {
        let markdown = try TextTests.markdown(try TextTests.rules)
        #expect(markdown.contains("\n4. fourth\n\n* a list straight after a list\n"))
    }

    // MARK: Round trip through pandoc

    @Test("pandoc reads the Markdown back with the model's heading outline",
          .enabled(if: which("pandoc") != nil), arguments: ["sample", "rules"])
    func outlineRoundTrip(input: String) throws {
        let book = input == "sample" ? try TextTests.sampleBook : try TextTests.rules
        try MarkdownRoundTrip.expectOutline(of: book)
    }

    @Test("wrapped Markdown reads back with the same outline and text", .enabled(if: which("pandoc") != nil),
          arguments: ["sample", "rules"])
    func wrappedRoundTrip(input: String) throws {
        let book = input == "sample" ? try TextTests.sampleBook : try TextTests.rules
        try MarkdownRoundTrip.expectOutline(of: book, settings: TextTests.settings(width: 24))
        let wrapped = try MarkdownRoundTrip.pandoc(try TextTests.markdown(book, TextTests.settings(width: 24)), to: "plain")
        let unwrapped = try MarkdownRoundTrip.pandoc(try TextTests.markdown(book), to: "plain")
        #expect(wrapped.filter { !$0.isWhitespace } == unwrapped.filter { !$0.isWhitespace })
    }

    @Test("pandoc reads the special characters back as text, not markup", .enabled(if: which("pandoc") != nil))
    func specialsRoundTrip() throws {
        let plain = try MarkdownRoundTrip.pandoc(try TextTests.markdown(try TextTests.rules), to: "plain")
        #expect(plain.contains("characters *Markdown* might [read] as <markup> & $math$."))
        #expect(plain.contains("1852. A paragraph that starts like an ordered list item."))
        #expect(plain.contains("# Not a heading, and a line\nbreak inside the paragraph."))
        #expect(plain.contains("Spaces at the edges: Section 2 of the \u{A0}rules\u{A0}\u{A0}apply."))
        let html = try MarkdownRoundTrip.pandoc(try TextTests.markdown(try TextTests.rules), to: "html")
        #expect(html.contains("<ol start=\"3\""))
        #expect(!html.contains("<ol start=\"1852\""))
        #expect(html.contains("<pre><code>  indented   verbatim\n```fenced```</code></pre>"))
        #expect(html.components(separatedBy: "<ul").count == 5, "nested list, the list after the list, two tables")
        #expect(html.contains("<p>Before the break and after it.</p>\n<hr />\n"))
    }
}

/// Reading the Markdown export back with pandoc (`commonmark_x`: CommonMark plus footnotes).
enum MarkdownRoundTrip {
    static func pandoc(_ markdown: String, to format: String) throws -> String {
        let pandoc = try #require(which("pandoc"))
        let result = try run(pandoc, ["-f", "commonmark_x", "-t", format, "--wrap=none"], input: Data(markdown.utf8))
        #expect(result.status == 0, "pandoc: \(String(decoding: result.stderr, as: UTF8.self))")
        return String(decoding: result.stdout, as: UTF8.self)
    }

    /// The `<h1>`...`<h6>` of pandoc's HTML, as levels and words.
    static func htmlHeadings(_ html: String) throws -> [(level: Int, words: [String])] {
        let pattern = try NSRegularExpression(pattern: "<h([1-6])[^>]*>(.*?)</h\\1>", options: [.dotMatchesLineSeparators])
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { match in
            let level = Int(html[Range(match.range(at: 1), in: html)!])!
            var text = String(html[Range(match.range(at: 2), in: html)!])
            text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
            for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
                text = text.replacingOccurrences(of: entity, with: character)
            }
            return (level, WordBag.words(text))
        }
    }

    /// Every heading of the model comes back, in order and at its level (6 at most); the
    /// only other headings are the export's own "Supplementary" and "Notes".
    static func expectOutline(of book: Book, settings: ExportSettings = ExportSettings(),
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let html = try pandoc(try TextTests.markdown(book, settings), to: "html")
        let found = try htmlHeadings(html)
        let expected = TextTests.expectedHeadings(book)
        var next = 0
        var unexpected: [[String]] = []
        for heading in found {
            if next < expected.count, heading.level == min(expected[next].level, 6),
               TextTests.isSubsequence(expected[next].words, of: heading.words) {
                next += 1
            } else if heading.words != ["supplementary"] && heading.words != ["notes"] {
                unexpected.append(heading.words)
            }
        }
        #expect(next == expected.count,
                "heading \(next + 1) of \(expected.count) not found: \(next < expected.count ? expected[next].words.joined(separator: " ") : "")",
                sourceLocation: sourceLocation)
        #expect(unexpected.isEmpty, "headings not in the model: \(unexpected.prefix(3))", sourceLocation: sourceLocation)
    }
}
