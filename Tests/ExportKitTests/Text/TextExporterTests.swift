import Foundation
import Testing
@testable import ExportKit
@testable import TextExport
@testable import BookModel
@testable import ReadingModel

@Suite("Text export")
struct TextExporterTests {
    // MARK: Whole outputs

    @Test("whole outputs match their golden files", arguments: [
        ("sample-book.txt", "sample", ExportSettings()),
        ("sample-book-width40-links-end-after-paragraph-pages.txt", "sample",
         TextTests.settings(width: 40, links: .end, pageMarkers: true, notes: .afterParagraph)),
        ("rules.txt", "rules", ExportSettings()),
        ("rules-width30-links-inline-pages.txt", "rules", TextTests.settings(width: 30, links: .inline, pageMarkers: true)),
        ("rules-end-of-book-links-end.txt", "rules", TextTests.settings(links: .end, notes: .endOfBook)),
    ])
    func golden(name: String, input: String, settings: ExportSettings) throws {
        let book = input == "sample" ? try TextTests.sampleBook : try TextTests.rules
        let text = try TextTests.text(book, settings)
        TextTests.expectClean(text, name)
        assertGolden(text, named: "Text/" + name)
    }

    // MARK: Structure

    @Test("the title block comes once, at the top: title, then authors")
    func titleBlock() throws {
        let lines = TextTests.lines(try TextTests.text(try TextTests.sampleBook))
        #expect(Array(lines.prefix(3)) == ["The Lighthouse Keeper's Notebook", "Ada Marsh", ""])
        #expect(lines.filter { $0 == "The Lighthouse Keeper's Notebook" }.count == 1)
    }

    @Test("headings sit between blank lines, underlined by level with = - ~ ^ \" '")
    func headings() throws {
        let text = try TextTests.text(try TextTests.rules)
        let headings = TextTests.headingLines(text)
        #expect(headings.prefix(6).map(\.level) == [1, 2, 3, 4, 5, 6])
        #expect(headings.prefix(6).map(\.text) == ["Levels", "Level two", "Level three", "Level four", "Level five", "Level six"])
        #expect(text.contains("\n\nLevel three\n~~~~~~~~~~~\n\n"))
        #expect(text.contains("\n\nLevel six\n'''''''''\n\n"))
    }

    @Test("paragraphs are one line each, separated by one blank line, when no width is given")
    func paragraphs() throws {
        let text = try TextTests.text(try TextTests.sampleBook)
        #expect(text.contains("\n\nThe lighthouse on Carrick Point has burned every night since 1852. Mr. Hale, the keeper, climbs its one hundred and twelve steps at dusk\u{A0}— rain or shine.[1]\n\nHe keeps a log"))
    }

    @Test("a <br/> is a line break inside the paragraph")
    func lineBreak() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("\n# Not a heading, and a line\nbreak inside the paragraph.\n"))
    }

    @Test("lists show bullets or their numbers; nested lists are indented under the item text")
    func lists() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("\n3. third\n   - nested bullet\n   - another\n4. fourth\n"))
        let sample = try TextTests.text(try TextTests.sampleBook)
        #expect(sample.contains("\n- bread, tea and tinned fish, and\n  1. letters from the mainland;\n  2. the Shipping Gazette.\n"))
    }

    @Test("blockquotes are indented by four spaces; preformatted text is kept verbatim")
    func quotesAndCode() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("\n    First quoted paragraph.\n\n    Second quoted paragraph.\n"))
        #expect(text.contains("\n  indented   verbatim\n```fenced```\n"))
    }

    @Test("definition lists read 'term: description'; several terms share one")
    func definitionLists() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("\nTerm: Its description.\nTwo, Terms: Share one description.\n"))
    }

    @Test("tables are linearised row by row, each cell after its column header")
    func tables() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("\nTides\nPort: Oban; High: 06:10; Low: 12:25\nPort: Mallaig; Low: 12:40\n"))
        #expect(text.contains("\nno; headers\n"), "a table without header cells lists its cells")
        let sample = try TextTests.text(try TextTests.sampleBook)
        #expect(sample.contains("\nSeason: Winter; Lit at: 16:00; Out at: 08:30\n"))
    }

    @Test("images read [Image: alt]; decorative ones are left out; figures keep their captions")
    func images() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("\n[Image: A grey seal on a rock] An inline image, a decorative one and one without alt: [Image].\n"))
        #expect(text.contains("\n[Image: Map of the coast]\nThe coast from Oban to Mallaig.\n"))
        let sample = try TextTests.text(try TextTests.sampleBook)
        #expect(sample.components(separatedBy: "[Image").count == 2, "the sample's decorative lamp is left out")
    }

    @Test("MathML reads as its linear text form, whatever its alttext says (docs/math.md)")
    func math() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("Math with alttext x^2 and without a + b."))
    }

    @Test("the navigation document is not repeated; non-linear documents follow under 'Supplementary'")
    func supplementary() throws {
        let text = try TextTests.text(try TextTests.sampleBook)
        #expect(!text.contains("Contents"))
        let supplementary = try #require(text.range(of: "\n\nSupplementary\n=============\n\n"))
        let about = try #require(text.range(of: "About this book\n==============="))
        let lastMain = try #require(text.range(of: "“The sea is very rough.”"))
        #expect(lastMain.upperBound < supplementary.lowerBound && supplementary.upperBound <= about.lowerBound)
    }

    @Test("scene breaks read '* * *'")
    func sceneBreak() throws {
        let text = try TextTests.text(try TextTests.sampleBook)
        #expect(text.contains("[2]\n\n* * *\n\nBy morning"))
    }

    // MARK: Links

    @Test("links are their text by default: no address is written")
    func linksNone() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("See the tide tables, odd address, https://example.org/ and the top.[*]"))
        #expect(!text.contains("https://example.org/tides"))
    }

    @Test("--links inline adds external addresses after the text, once, and none for links inside the book")
    func linksInline() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(links: .inline))
        #expect(text.contains("See the tide tables (https://example.org/tides?port=oban&day=1), odd address (https://example.org/a_(b)), https://example.org/ and the top.[*]"))
    }

    @Test("--links end numbers the links and lists their addresses at the end of the section")
    func linksEnd() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(links: .end))
        #expect(text.contains("See the tide tables [link 1], odd address [link 2], https://example.org/ [link 3] and the top.[*]"))
        let list = try #require(text.range(of: "[link 1] https://example.org/tides?port=oban&day=1\n[link 2] https://example.org/a_(b)\n[link 3] https://example.org/\n[link 4] https://example.org/s\n[link 5] https://example.org/note\n"))
        let sidebar = try #require(text.range(of: "A sidebar stays where it is."))
        let nextHeading = try #require(text.range(of: "Pages and breaks\n"))
        #expect(sidebar.upperBound < list.lowerBound && list.upperBound <= nextHeading.lowerBound)
    }

    // MARK: Notes

    @Test("note references read their print mark ([*], [†]; §16.2), a note is written once")
    func noteNumbers() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.contains("Another reference[†] and the first again[*]."))
        #expect(text.components(separatedBy: "A footnote with a link.").count == 2)
    }

    @Test("--notes end-of-section (the default) writes the notes after the section's text", arguments: [nil, NotePlacement.endOfSection])
    func notesEndOfSection(placement: NotePlacement?) throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(notes: placement))
        #expect(text.contains("A sidebar stays where it is.\n\n[*] A footnote with a link.\n\n    And a second paragraph.\n\n[†] The second note.\n\nPages and breaks\n"))
    }

    @Test("--notes after-paragraph writes each note after the paragraph that first refers to it")
    func notesAfterParagraph() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(notes: .afterParagraph))
        #expect(text.contains("and the top.[*]\n\n[*] A footnote with a link.\n\n    And a second paragraph.\n\nAnother reference[†] and the first again[*].\n\n[†] The second note.\n\nSpaces at the edges: Section 2 of the \u{A0}rules\u{A0}\u{A0}apply.\n\nA sidebar"))
    }

    @Test("--notes end-of-book gathers every note under a final 'Notes' heading")
    func notesEndOfBook() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(notes: .endOfBook))
        #expect(text.hasSuffix("\n\nNotes\n=====\n\n[*] A footnote with a link.\n\n    And a second paragraph.\n\n[†] The second note.\n\n[3] A note that prints its own label.\n"))
        #expect(text.contains("A sidebar stays where it is.\n\nPages and breaks\n"))
    }

    @Test("--notes skip leaves out note references and bodies, but not sidebars")
    func notesSkip() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(notes: .skip))
        #expect(!text.contains("footnote") && !text.contains("[*]") && !text.contains("second note"))
        #expect(text.contains("and the top.\n") && text.contains("A sidebar stays where it is."))
    }

    @Test("a note body that starts with the book's own label does not repeat it after ours")
    func printedLabel() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(text.hasSuffix("\nLast words.[3]\n\n[3] A note that prints its own label.\n"))
        let labels: [(String, String)] = [("1", "1 Text"), ("1", "[1] Text"), ("1", "1. Text"), ("*", "* Text"), ("1", " 1) Text")]
        for (label, body) in labels {
            let kept = ReadingPlan.droppingLabel(label, from: [.text(body, InlineStyle())])
            #expect(kept == [.text("Text", InlineStyle())], "\(body)")
        }
        let untouched: [Inline] = [.text("12 Text", InlineStyle())]
        #expect(ReadingPlan.droppingLabel("1", from: untouched) == untouched)
        #expect(ReadingPlan.droppingLabel("1", from: [.text("1852 was", InlineStyle())]) == [.text("1852 was", InlineStyle())])
    }

    @Test("notes hang under their label when wrapped")
    func noteHangingIndent() throws {
        let text = try TextTests.text(try TextTests.sampleBook, TextTests.settings(width: 30))
        #expect(text.contains("\n[1] The light was converted to\n    electricity in 1961.\n"))
    }

    // MARK: Pages

    @Test("page numbers are left out unless --page-markers asks for them")
    func pagesOff() throws {
        let text = try TextTests.text(try TextTests.rules)
        #expect(!text.contains("page 7") && !text.contains("--- page"))
    }

    @Test("--page-markers writes '--- page N ---' after the block where the page changes")
    func pageMarkers() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(pageMarkers: true))
        #expect(text.contains("\nBefore the break and after it.\n\n--- page 7 ---\n\n--- page 8 ---\n\n* * *\n"))
        let sample = try TextTests.text(try TextTests.sampleBook, TextTests.settings(pageMarkers: true))
        #expect(sample.contains("Ada Marsh\n\n--- page 1 ---\n\nChapter 1. The Light\n"))
    }

    // MARK: Wrapping

    @Test("--width wraps at word boundaries and never splits a word or URL", arguments: [20, 30, 47])
    func wrapping(width: Int) throws {
        for book in [try TextTests.rules, try TextTests.sampleBook] {
            let text = try TextTests.text(book, TextTests.settings(width: width, links: .inline))
            TextTests.expectClean(text, "width \(width)")
            let headings = Set(TextTests.headingLines(text).map(\.text))
            let lines = TextTests.lines(text)
            var inCode = false
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("if pressure") || line.hasPrefix("  indented") { inCode = true }
                if inCode { if line == "}" || line == "```fenced```" { inCode = false }; continue }
                let isRule = index > 0 && headings.contains(lines[index - 1])
                guard DisplayWidth.of(line) > width, !headings.contains(line), !isRule else { continue }
                let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
                #expect(words.count == 1, "line \(index + 1) is \(DisplayWidth.of(line)) columns: \(line)")
            }
            let unwrapped = try TextTests.text(book, TextTests.settings(links: .inline))
            #expect(text.filter { !$0.isWhitespace } == unwrapped.filter { !$0.isWhitespace },
                    "wrapping changes nothing but white space")
        }
        let rules = try TextTests.text(try TextTests.rules, TextTests.settings(width: width))
        #expect(rules.contains("\nhttps://example.org/a/very/long/path/that/must/never/be/broken/in/two.html\n"))
    }

    @Test("East Asian wide characters count two columns and may break between them")
    func wideCharacters() throws {
        let text = try TextTests.text(try TextTests.rules, TextTests.settings(width: 30))
        let japanese = TextTests.lines(text).filter { $0.unicodeScalars.contains { $0.value >= 0x3000 } }
        #expect(japanese.count == 4)
        for line in japanese { #expect(DisplayWidth.of(line) <= 30 && line.count <= 15, "\(line)") }
        #expect(japanese.joined() == "日本語の文章は単語の間に空白がありませんが、幅に合わせて折り返すことができます。全角文字は二桁に数えます。")
        #expect(!japanese.dropFirst().contains { $0.hasPrefix("、") || $0.hasPrefix("。") }, "no line starts with closing punctuation")
    }

    @Test("a width below the minimum is refused by the library and the CLI")
    func widthTooSmall() throws {
        #expect(throws: ExportError.invalidSetting(InvalidSetting(.width, value: "5", requirement: .atLeast(20)))) {
            try TextExporter(settings: TextTests.settings(width: 5))
        }
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "--width", "5"])
        #expect(result.status != 0)
        #expect(String(decoding: result.stderr, as: UTF8.self).contains("--width must be at least 20"))
    }

    @Test("the CLI writes what the library renders")
    func cli() throws {
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text",
                                                "--width", "40", "--links", "end", "--notes", "after-paragraph", "--page-markers"])
        #expect(result.status == 0)
        let expected = try TextTests.text(try TextTests.sampleBook,
                                          TextTests.settings(width: 40, links: .end, pageMarkers: true, notes: .afterParagraph))
        #expect(String(decoding: result.stdout, as: UTF8.self) == expected)
    }
}
