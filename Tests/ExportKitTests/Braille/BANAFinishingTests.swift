import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// BANA *Braille Formats* (2016) and UEB rules for section breaks, blocked paragraphs,
/// typeform passages over paragraphs, subtitles and the end of the book, on the project's
/// `braille/round4.xhtml` fixture, checked row by row. docs/braille.md lists each rule with
/// its section.
@Suite("Braille: BANA Braille Formats, section breaks to the end of the book")
struct BANAFinishingTests {
    static var fixture: String { TestPaths.fixture("braille/round4.xhtml") }

    static func rows() throws -> [String] { try BANAStructuresTests.rows(fixture) }
    static func index(of text: String, in rows: [String]) throws -> Int { try BANAStructuresTests.index(of: text, in: rows) }
    static func blanks(_ row: String) -> Int { BANAStructuresTests.blanks(row) }
    static let sectionBreak = "⠒⠒⠒"

    @Test("Section breaks: <hr/>, a paragraph of asterisks and epub:type z3998:section-break are a centred line of three dots-2-5 cells after a blank line")
    func sectionBreaks() throws {
        let rows = try Self.rows()
        for text in ["The second scene opens", "The third scene opens", "The fourth scene opens"] {
            let next = try Self.index(of: text, in: rows)
            let line = rows[next - 1]
            #expect(line.trimmingCharacters(in: ["\u{2800}"]) == Self.sectionBreak, "\(text): \(line)")
            let left = Self.blanks(line)
            #expect(left >= 3 && abs(left - (40 - left - 3)) <= 1, "centred: \(line)")
            #expect(rows[next - 2].isEmpty, "a blank line before the break")
            #expect(Self.blanks(rows[next]) == 2, "the text after it is an ordinary paragraph")
        }
        #expect(!rows.contains { $0.contains("⠐⠔⠀⠐⠔") }, "the asterisks are not transcribed as text")
    }

    @Test("§1.9: a paragraph the book's CSS sets blocked (text-indent 0, vertical margin) starts in cell 1 with a blank line before and after")
    func blockedParagraphs() throws {
        let rows = try Self.rows()
        let first = try Self.index(of: "A blocked paragraph whose", in: rows)
        #expect(Self.blanks(rows[first]) == 0 && Self.blanks(rows[first + 1]) == 0, "\(rows[first])")
        #expect(rows[first - 1].isEmpty)
        let second = try Self.index(of: "Another blocked paragraph", in: rows)
        #expect(Self.blanks(rows[second]) == 0 && rows[second - 1].isEmpty)
        let indented = try Self.index(of: "An indented paragraph again", in: rows)
        #expect(rows[indented - 1].isEmpty && Self.blanks(rows[indented]) == 2, "a blank line ends the blocked paragraphs")
        let flush = try Self.index(of: "A paragraph without indent", in: rows)
        #expect(!rows[flush - 1].isEmpty && Self.blanks(rows[flush]) == 2, "no space between: not blocked")
    }

    @Test("§1.9: text-indent is inherited (CSS): a paragraph whose ancestor sets it to zero, with its own vertical margin, is blocked; one that sets an indent again is not")
    func inheritedIndent() throws {
        let rows = try BANAStructuresTests.rows(TestPaths.fixture("braille/inherited-indent.xhtml"))
        let inherited = try Self.index(of: "A letter whose indent", in: rows)
        #expect(Self.blanks(rows[inherited]) == 0 && rows[inherited - 1].isEmpty, "\(rows[inherited])")
        let own = try Self.index(of: "A letter that sets", in: rows)
        #expect(Self.blanks(rows[own]) == 2, "its own text-indent wins over the inherited one: \(rows[own])")
        let unset = try Self.index(of: "A spaced paragraph", in: rows)
        #expect(Self.blanks(rows[unset]) == 2, "no text-indent set anywhere: not blocked: \(rows[unset])")
    }

    @Test("UEB §9.9.1: an italic passage over two paragraphs opens each with the passage indicator and is terminated only after the last")
    func passageOverParagraphs() throws {
        let rows = try Self.rows()
        let first = try Self.index(of: "first italic paragraph", in: rows)
        let second = try Self.index(of: "second italic paragraph", in: rows)
        #expect(rows[first].dropFirst(2).hasPrefix("⠨⠶"), "\(rows[first])")
        #expect(!rows[second - 1].hasSuffix("⠨⠄"), "no terminator at the end of the first paragraph: \(rows[second - 1])")
        #expect(rows[second].dropFirst(2).hasPrefix("⠨⠶"), "\(rows[second])")
        let last = try Self.index(of: "Plain text after the passage.", in: rows)
        #expect(rows[last - 1].hasSuffix("⠨⠄"), "the terminator after the last paragraph: \(rows[last - 1])")
    }

    @Test("§4: a subtitle (p.subtitle in a header, a paragraph of an hgroup, a header's paragraph straight after its heading) is set under its heading in the heading's format, no blank line between")
    func subtitles() throws {
        let rows = try Self.rows()
        let title = try Self.index(of: "A Second Part", in: rows)
        let subtitle = rows[title + 1]
        #expect(subtitle.contains(try BrailleCheck.braille("Its subtitle under it")), "\(subtitle)")
        let left = Self.blanks(subtitle)
        let width = subtitle.count - left
        #expect(abs(left - (40 - left - width)) <= 1, "centred: \(subtitle)")
        #expect(rows[title - 1].isEmpty && rows[title + 2].isEmpty, "blank lines around the heading and its subtitle")
        let begins = try BrailleCheck.braille("The second part begins.")
        #expect(Self.blanks(rows[title + 3]) == 2 && rows[title + 3].contains(begins))
        let grouped = try Self.index(of: "A grouped heading", in: rows)
        let tagline = try BrailleCheck.braille("with its tagline")
        #expect(Self.blanks(rows[grouped]) == 4)
        #expect(Self.blanks(rows[grouped + 1]) == 4 && rows[grouped + 1].contains(tagline),
                "a cell-5 heading's tagline in cell 5: \(rows[grouped + 1])")
        #expect(Self.blanks(rows[grouped + 2]) == 2, "text straight after, no blank line")
        // A paragraph of a header straight after its heading, with no class (Moby-Dick's
        // chapter headers): a subtitle; an epigraph in a div of the header is not.
        let third = try Self.index(of: "A Third Part", in: rows)
        #expect(rows[third + 1].contains(try BrailleCheck.braille("Its plain subtitle")), "\(rows[third + 1])")
        #expect(Self.blanks(rows[third + 1]) > 4, "centred: \(rows[third + 1])")
        let epigraph = try Self.index(of: "An epigraph in the header.", in: rows)
        // The epigraph is displayed material (Formats 2016 §9), a blockquote: 5-3.
        #expect(epigraph > third + 2 && rows[epigraph - 1].isEmpty && Self.blanks(rows[epigraph]) == 4, "\(rows[epigraph])")
        #expect(rows.filter { $0.contains(tagline) }.count == 1, "placed once")
    }

    @Test("The same rows in BRF and PEF", arguments: [BrailleExporter.Output.brf, .pef])
    func formats(_ output: BrailleExporter.Output) throws {
        var settings = BrailleSettings()
        settings.titlePage = false
        let rows = try BrailleCheck.pages(Self.fixture, output: output, settings: settings).flatMap { $0 }
        let blocked = try Self.index(of: "A blocked paragraph whose", in: rows)
        #expect(Self.blanks(rows[blocked]) == 0 && rows[blocked - 1].isEmpty)
        let scene = try Self.index(of: "The second scene opens", in: rows)
        #expect(rows[scene - 1].hasSuffix(Self.sectionBreak))
    }
}
