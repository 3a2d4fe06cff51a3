import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import BrailleExport
@testable import SSMLExport
@testable import JSONExport

/// Each decision the reading plan takes, checked exactly in every format: text, Markdown,
/// SSML, braille (back-translated), the reader page and narration's speech script.
/// `plan/decisions.xhtml` holds one case of each; its plan tree is `Golden/plan/plan-decisions.txt`.
@Suite("One decision, every format")
struct PlanDecisionTests {
    static let path = TestPaths.fixture("plan/decisions.xhtml")

    /// What each format reads of the fixture, in reading order, lower-cased.
    struct Readings {
        var formats: [(name: String, reading: String)]
        var ssml: String
        var html: String
    }

    static func readings(_ settings: ExportSettings = ExportSettings(), path: String = path) throws -> Readings {
        let book = try BookLoader().load(path: path)
        func render(_ format: ExportFormat) throws -> String {
            let exporter = try #require(try format.makeExporter(settings))
            return String(decoding: try exporter.export(book).flatMap(\.contents), as: UTF8.self)
        }
        let text = try render(.text)
        let markdown = try render(.markdown)
        let ssml = try render(.ssml)
        let html = try render(.html)
        let brfExporter = try #require(try ExportFormat.brf.makeExporter(settings))
        let braille = try BrailleCheck.backTranslate(try brfExporter.export(book).flatMap(\.contents))
        let narrator = NarrationExporter(settings: settings.narration, ssml: settings.ssml, reading: settings.reading)
        let script = narrator.speech.speechScript(narrator.plan(book))
        let narration = script.chapters.flatMap(\.sentences).map(\.text).joined(separator: " ")
        let main = html.components(separatedBy: "<main").last ?? html
        return Readings(formats: [("text", text), ("markdown", markdown), ("ssml", CrossFormatTests.spokenText(ssml)),
                                  ("braille", braille), ("html", Self.visibleText(main)), ("narration", narration)]
                            .map { ($0.0, $0.1.lowercased()) },
                        ssml: ssml, html: html)
    }

    /// The page's text without its tags (entities as they are).
    static func visibleText(_ html: String) -> String {
        var result = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false; result += " " } else if !inTag { result.append(character) }
        }
        return result
    }

    static func count(_ phrase: String, in reading: String) -> Int {
        reading.components(separatedBy: phrase.lowercased()).count - 1
    }

    @Test("image text: alt, else the SVG description; alt equal to the caption is read once, as the caption")
    func imageText() throws {
        for (format, reading) in try Self.readings().formats {
            #expect(Self.count("tide chart of the harbour", in: reading) == 1, "\(format) reads the caption's words \(Self.count("tide chart of the harbour", in: reading)) times")
            #expect(Self.count("a herring gull", in: reading) == 1, "\(format): alt text")
            #expect(Self.count("a lighthouse beam over rocks", in: reading) == 1, "\(format): the SVG's desc")
        }
    }

    @Test("an image with neither alt nor description: the word for an image, or braille's transcriber's note; one whose alt text is its caption is described by the caption, and braille's note says only the word for an image")
    func undescribedImage() throws {
        let readings = try Self.readings()
        let labels = Labels.forLanguage("en")
        for (format, reading) in readings.formats {
            if format == "braille" {
                #expect(Self.count(labels.imageOmitted, in: reading) == 1, "braille's note for the undescribed image (blank.png)")
                #expect(Self.count(labels.image + " tide chart of the harbour", in: reading.collapsingWhitespace()) == 1,
                        "the chart, whose alt text is its caption, is an image described by the caption read after it")
            } else if format == "markdown" {
                #expect(Self.count("![](blank.png)", in: reading) == 1 && Self.count("![](chart.png)", in: reading) == 1)
            } else {
                #expect(Self.count("follows. " + (format == "text" ? "[image]" : "image"), in: reading.collapsingWhitespace()) == 1,
                        "\(format) announces the undescribed image")
            }
        }
    }

    /// `plan/described.xhtml`: images with extended descriptions, and a table with spans.
    static let described = TestPaths.fixture("plan/described.xhtml")

    @Test("content hidden by CSS or the hidden attribute that no image refers to is read by no format")
    func hiddenContent() throws {
        let readings = try Self.readings(path: Self.described)
        for (format, reading) in readings.formats {
            #expect(Self.count("after the pictures", in: reading) == 1, "\(format) reads the visible paragraph")
            #expect(Self.count("gulls argue", in: reading) == 0, "\(format) reads content CSS hides")
            #expect(Self.count("private word to the printer", in: reading) == 0, "\(format) reads hidden content")
        }
        #expect(!readings.ssml.lowercased().contains("gulls argue") && !readings.html.lowercased().contains("gulls argue"))
    }

    @Test("described content is read once, after the image's alt text, never where it stands",
          arguments: [
            ("aria-describedby to content CSS hides", "bar chart of catches", "herring catches rose every year of the decade"),
            ("aria-details to visible content", "map of the coast", "the coast runs north from the estuary to the cliffs"),
            ("a figure's details", "a fishing boat", "nets hang drying from the mast of the boat"),
            ("an SVG's desc", "lobster pots", "pots stacked on the pier"),
            ("aria-describedby to hidden content, on an SVG", "pots stacked on the pier", "seven pots stand in two rows"),
          ])
    func describedContent(_ name: String, alt: String, description: String) throws {
        for (format, reading) in try Self.readings(path: Self.described).formats {
            let said = reading.collapsingWhitespace()
            #expect(Self.count(alt, in: said) == 1, "\(name): \(format) reads the alt text \(Self.count(alt, in: said)) times")
            #expect(Self.count(description, in: said) == 1,
                    "\(name): \(format) reads the description \(Self.count(description, in: said)) times")
            if let first = said.range(of: alt), let then = said.range(of: description) {
                #expect(first.lowerBound < then.lowerBound, "\(name): \(format) reads the description before the alt text")
            }
            #expect(Self.count("long description", in: said) == 0, "\(format) reads the details' summary")
            #expect(Self.count("before the pictures", in: said) == 1 && Self.count("after the pictures", in: said) == 1)
        }
    }

    @Test("JSON, the model itself: the description is the image's, and visible described content is marked")
    func describedContentInJSON() throws {
        let book = try BookLoader().load(path: Self.described)
        let json = String(decoding: try JSONExporter().export(book).flatMap(\.contents), as: UTF8.self)
        #expect(json.contains(#""description": "Herring catches rose every year of the decade.""#), "\(json.prefix(3000))")
        #expect(json.components(separatedBy: "Herring catches rose").count - 1 == 1, "the hidden description is only the image's")
        #expect(json.contains("imageDescription"), "the visible described paragraph carries its trait")
    }

    @Test("table spans: the grid places each cell after the cells spanning into its row; the page writes colspan and rowspan")
    func tableSpans() throws {
        let book = try BookLoader().load(path: Self.described)
        let plan = ReadingPlan(book: book)
        var grids: [TableGrid] = []
        func collect(_ nodes: [PlanNode]) {
            for node in nodes {
                if case .table(let grid) = node.role { grids.append(grid) }
                collect(node.children)
            }
        }
        collect(plan.nodes)
        let grid = try #require(grids.first)
        let places = grid.rows.map { $0.cells.map { [$0.column, $0.columnSpan, $0.rowSpan] } }
        #expect(places == [[[0, 2, 1], [2, 1, 2]], [[0, 1, 1], [1, 1, 1]], [[0, 1, 1], [1, 1, 1], [2, 1, 2]], [[0, 2, 1]]])
        #expect(grid.columnCount == 3 && grid.headerRows == 2)
        // Each data cell reads its column's header from the last header row.
        let heads = grid.bodyRows.flatMap(\.cells).map { cell -> String? in
            if case .tableCell(_, let header) = cell.node.role { return header }
            return nil
        }
        #expect(heads == ["North", "South", "Boats", "North"])
        let html = try Self.readings(path: Self.described).html
        #expect(html.contains(#"<th scope="col" colspan="2">Harbour</th>"#))
        #expect(html.contains(#"rowspan="2">Boats</th>"#))
        #expect(html.contains(#" colspan="2""#) && html.contains(#"rowspan="2""#))
    }

    @Test("ordered list markers are read in every format; a roman marker is said as its number")
    func listMarkers() throws {
        let readings = try Self.readings()
        for (format, reading) in readings.formats where format != "html" {
            #expect(Self.count("a. first lettered item", in: reading) == 1, "\(format): lettered marker")
            #expect(Self.count("ii. second numbered item", in: reading) == 1, "\(format): roman marker")
        }
        // The page shows the markers as the list's own; it speaks them with the sentence.
        #expect(readings.html.contains(#"data-say="a. first lettered item""#))
        #expect(readings.ssml.contains(#"<sub alias="2. ">ii. </sub>second numbered item"#))
    }

    @Test("a heading marked ordinal z3998:roman is said as the number")
    func romanHeading() throws {
        let readings = try Self.readings()
        #expect(readings.ssml.contains(#"<sub alias="4">IV</sub>"#))
        // Braille's back-translation helper takes a centred heading on a page's first line
        // for a page number, so braille is checked in the BRF: the capitalised word IV.
        let brf = try #require(try ExportFormat.brf.makeExporter(ExportSettings()))
        let cells = String(decoding: try brf.export(try BookLoader().load(path: Self.path)).flatMap(\.contents), as: UTF8.self)
        #expect(cells.contains(",,IV"), "braille writes the numeral")
        for (format, reading) in readings.formats where format != "braille" {
            #expect(Self.count("iv", in: reading) >= 1, "\(format) writes the numeral")
        }
    }

    @Test("tables: data cells after their column header, empty cells not read; the page keeps them as cells")
    func tableWithBlankCells() throws {
        let readings = try Self.readings()
        for (format, reading) in readings.formats where format != "html" {
            #expect(Self.count("high water", in: reading) == 1, "\(format): only Dover has a high water")
            #expect(Self.count("low water", in: reading) == 1, "\(format): only Calais has a low water")
            #expect(Self.count("port", in: reading) >= 2, "\(format): the first column's header before each row")
        }
        let table = try #require(readings.html.range(of: "<table").map { readings.html[$0.lowerBound...] })
        #expect(table.components(separatedBy: "<td></td>").count - 1 == 2, "the page keeps both empty cells")
        #expect(table.contains(#"<th scope="col">Low water</th>"#))
    }

    @Test("a note is read once, after what refers to it, where the placement puts it")
    func noteOrder() throws {
        for (format, reading) in try Self.readings().formats {
            #expect(Self.count("footnote body about tides", in: reading) == 1, "\(format) reads the note \(Self.count("footnote body about tides", in: reading)) times")
            let reference = try #require(reading.range(of: "ends here"), "\(format)")
            let body = try #require(reading.range(of: "footnote body about tides"), "\(format)")
            let closing = try #require(reading.range(of: "closing words"), "\(format)")
            #expect(reference.upperBound < body.lowerBound, "\(format): the note before its reference")
            // Braille places notes at the end of the print page (Formats 2016 §16.1a; this
            // book has no print pages, so at the section's end, as the others do), but
            // narration, whose audio a media overlay plays in the document's order, reads a
            // note where it stands in its document (here, before the closing words).
            if format == "narration" {
                #expect(body.upperBound < closing.lowerBound, "\(format): the note before the closing words")
            } else {
                #expect(closing.upperBound < body.lowerBound, "\(format): the note at the section's end")
            }
        }
    }

    @Test("--lang is the language of every node: the page's cells and paragraphs and the SSML carry no other")
    func languageOverride() throws {
        let plain = try Self.readings()
        #expect(plain.html.contains(#"lang="fr""#) && plain.ssml.contains(#"xml:lang="fr"#))
        var settings = ExportSettings()
        settings.language = "en"
        let overridden = try Self.readings(settings)
        #expect(!overridden.html.contains(#"lang="fr""#))
        #expect(!overridden.ssml.contains(#"xml:lang="fr"#))
        #expect(overridden.html.contains(#"<html lang="en""#))
    }
}
