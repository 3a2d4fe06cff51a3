import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport
import ReadingModel

/// An image's credit (Braille Formats 2016 §6.2a: "Include all print captions accompanying
/// images. Any associated copyright information that may appear alongside the image should
/// be included in a new paragraph after the completion of the caption. Follow print for
/// wording and sequence of information"), on the project's fixture
/// `braille/figure-credits.xhtml`: DPUB-ARIA `doc-credit` paragraphs in a figure's caption
/// and after it, and, for contrast, a quotation's `doc-credit` (its source, §9.4.1) in a
/// blockquote and in a figure holding a quotation.
@Suite("Braille: BANA Formats §6.2 image credits")
struct BANAFigureCreditsTests {
    static let fixture = TestPaths.fixture("braille/figure-credits.xhtml")

    static func rows() throws -> [String] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    @Test("Formats 2016 §6.2a: an image's credit is a new paragraph after its caption, in the caption's 3-1, not a quotation's source blocked to the right",
          arguments: [("An otter by the ford", "Photograph by the River Trust"),
                      ("A kingfisher waiting", "Drawing by the Kingfisher Club"),
                      ("A heron fishing", "Photograph by the Mill Society")])
    func creditAfterCaption(caption: String, credit: String) throws {
        let rows = try Self.rows()
        let captionRow = try Self.row(caption, in: rows)
        let creditRow = try Self.row(credit, in: rows)
        #expect(creditRow > captionRow, "after the caption")
        #expect(Self.cell(rows[creditRow]) == 3, "a new 3-1 paragraph: \(rows[creditRow])")
        #expect(!rows[captionRow..<creditRow].contains(""), "no blank line between caption and credit")
    }

    @Test("Formats 2016 §6.2a: a credit that ends the caption's own paragraph (a doc-credit span after the caption's words) is split off into its own paragraph; one print sets before the caption's words stays where print has it")
    func inlineCredit() throws {
        let book = try BookLoader().load(path: Self.fixture)
        var paragraphs: [String] = []
        func scan(_ nodes: [PlanNode]) {
            for node in nodes {
                if node.role == .paragraph { paragraphs.append(node.inlines.plainText) }
                scan(node.children)
            }
        }
        scan(ReadingPlan(book: book).nodes)
        #expect(paragraphs.contains { $0.hasPrefix("A heron fishing below the weir.") && !$0.contains("Mill Society") }, "\(paragraphs)")
        #expect(paragraphs.contains("Photograph by the Mill Society"), "\(paragraphs)")
        #expect(paragraphs.contains { $0.contains("Courtesy of the Swan Keepers") && $0.contains("swans nest") }, "\(paragraphs)")
    }

    @Test("Formats 2016 §9.4.1: a quotation's doc-credit, in a blockquote or in a figure that holds the quotation, is still its source, blocked five cells right of the text's last line", arguments: ["Old saying of the valley", "Saying of the ferrymen"])
    func quotationCredit(credit: String) throws {
        let rows = try Self.rows()
        let creditRow = try Self.row(credit, in: rows)
        #expect(Self.cell(rows[creditRow]) > 5, "blocked to the right: \(rows[creditRow])")
    }

    @Test("Formats 2016 §6.2a in every format's model: a figure's credit is a paragraph of no part; the quotations' credits stay attributions; the text export reads the credit after the caption")
    func model() throws {
        let book = try BookLoader().load(path: Self.fixture)
        var parts: [String: BookPart] = [:]
        func scan(_ nodes: [PlanNode]) {
            for node in nodes {
                let text = node.inlines.plainText
                for credit in ["River Trust", "Kingfisher Club", "Old saying", "Saying of the ferrymen"] where text.contains(credit) {
                    parts[credit] = node.part
                }
                scan(node.children)
            }
        }
        scan(ReadingPlan(book: book).nodes)
        #expect(parts["River Trust"] == BookPart.none && parts["Kingfisher Club"] == BookPart.none, "\(parts)")
        #expect(parts["Old saying"] == .attribution && parts["Saying of the ferrymen"] == .attribution, "\(parts)")
        let text = String(decoding: try #require(try TextExporter().export(book).first).contents, as: UTF8.self)
        let caption = try #require(text.range(of: "An otter by the ford at dawn."))
        let credit = try #require(text.range(of: "Photograph by the River Trust"))
        #expect(caption.upperBound < credit.lowerBound)
    }

    @Test("Formats 2016 §6: an image whose alt text is its caption is described, by the caption read after it: the transcriber's note says the word for an image, not that it has no description; an image with neither keeps that note")
    func altIsCaption() throws {
        let rows = try BrailleCheck.rows(BrailleCheck.render(TestPaths.fixture("braille/figure-alt-is-caption.xhtml")) { $0.titlePage = false })
        // The rows as one line of words: a note that runs over reads as one.
        let text = rows.map { String($0.drop { $0 == BrailleCheck.blank }) }.joined(separator: "⠀")
        let image = "⠈⠨⠣" + (try BrailleCheck.braille("Image")) + "⠈⠨⠜"
        let omitted = "⠈⠨⠣" + (try BrailleCheck.braille("Image omitted: no description")) + "⠈⠨⠜"
        #expect(text.contains(image))
        #expect(text.components(separatedBy: omitted).count == 2, "only the dinghy, which has no alt text, is said to have no description")
        #expect(text.components(separatedBy: try BrailleCheck.braille("A ketch leaving the harbour")).count == 2, "the caption is read once")
    }
}
