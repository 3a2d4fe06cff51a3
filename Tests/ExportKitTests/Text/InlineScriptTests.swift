import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport

/// Raised and lowered print (`<sup>`, `<sub>`, CSS `vertical-align: super`/`sub`) is a
/// style of the model's runs that every format renders by its own rule: it is never glued to
/// the word before it ("mc2"). The braille cases are written from the Rules of Unified
/// English Braille 2013 §3.24 (the level indicators) and §11.4 (their use), the Guidelines for
/// Technical Material §12.1 (the item), §5.3.1 (the grade 1 word indicator) and the NBA's
/// answer on superscripted phrases; the fixture is one paragraph per case.
@Suite("Inline scripts: superscript and subscript in every format")
struct InlineScriptTests {
    static let fixture = TestPaths.fixture("Text/scripts.xhtml")

    static var book: Book {
        get throws { try BookLoader().load(path: fixture) }
    }

    /// The paragraphs' braille, one row each (100 cells), without a title page.
    static var brailleRows: [String] {
        get throws {
            let document = try BrailleCheck.render(fixture) { settings in
                settings.titlePage = false
                settings.cells = 100
            }
            return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        }
    }

    static func row(_ rows: [String], holding start: String) throws -> String {
        try #require(rows.first { $0.contains(start) }, "a row holds \(start)")
    }

    @Test("the reader marks <sup>, <sub> and CSS vertical-align super/sub runs; a table cell's vertical-align: top is not a script")
    func reader() throws {
        var scripts: [(String, ScriptPosition)] = []
        var plain: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                for case .text(let text, let style) in block.inlines {
                    if let script = style.script { scripts.append((text, script)) } else { plain.append(text) }
                }
                collect(block.children)
            }
        }
        collect(try Self.book.blocks)
        #expect(scripts.contains { $0 == ("2", .superscript) })
        #expect(scripts.contains { $0 == ("2", .subscript) })
        #expect(scripts.contains { $0 == ("k", .subscript) }, "vertical-align: sub")
        #expect(scripts.count { $0.0 == "2" && $0.1 == .superscript } == 2, "mc² and the CSS x²")
        #expect(plain.contains { $0.contains("cell text") })
    }

    @Test("plain text writes a script as pandoc's plain writer does: Unicode's superscript and subscript digits and signs, else ^(…) and _(…)")
    func plainText() throws {
        let text = try TextTests.text(try Self.book)
        for expected in ["mc² and water is H₂O.", "About 2¹⁰ bytes.", "In 1945.³ it", "He came 1^(st) again.",
                         "Then x^(n) grows.", "Vitamin B₁₂ helps.", "Then 7¹²³⁴ grows.", "A note^(see the end) here.",
                         "By CSS x² and y_(k) set."] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(!text.contains("mc2"))
    }

    @Test("Markdown writes pandoc's superscript and subscript (^2^, ~2~), and pandoc reads them back as <sup> and <sub>",
          .enabled(if: which("pandoc") != nil))
    func markdown() throws {
        let markdown = try TextTests.markdown(try Self.book)
        #expect(markdown.contains("mc^2^ and water is H~2~O."))
        #expect(markdown.contains("note^see the end^ here"))
        let html = try MarkdownRoundTrip.pandoc(markdown, to: "html")
        #expect(html.contains("mc<sup>2</sup>"))
        #expect(html.contains("H<sub>2</sub>O"))
        #expect(html.contains("note<sup>see the end</sup>"))
    }

    @Test("the reader page keeps <sup> and <sub>; JSON names the run's script")
    func readerPageAndJSON() throws {
        let book = try Self.book
        let page = String(decoding: try HTMLExporter().export(book)[0].contents, as: UTF8.self)
        #expect(page.contains("mc<sup>2</sup>"))
        #expect(page.contains("H<sub>2</sub>O"))
        let json = String(decoding: try JSONExporter(indent: 0).export(book)[0].contents, as: UTF8.self)
        #expect(json.contains(#""text":"2","script":"superscript""#))
        #expect(json.contains(#""text":"12","script":"subscript""#))
    }

    @Test("speech reads a raised figure or phrase as a word of its own (2 10, not 210; 1945. 3, not 1945.3); raised letters stay in their word (1st)")
    func speech() throws {
        let ssml = String(decoding: try SSMLExporter().export(try Self.book)[0].contents, as: UTF8.self)
        let words = ssml.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        for expected in ["mc 2 and water is H 2 O.", "About 2 10 bytes.", "In 1945. 3 it", "He came 1st again.",
                         "Vitamin B 12 helps.", "A note see the end here."] {
            #expect(words.contains(expected), "\(expected)")
        }
    }

    @Test("UEB §3.24, §11.4: a number raised or lowered after a word takes the level indicator with the grade 1 symbol indicator (⠰⠔, ⠰⠢: ⠔ alone reads 'in')",
          arguments: [("⠍⠉⠰⠔⠼⠃", "mc²"), ("⠠⠓⠰⠢⠼⠃⠠⠕", "H₂O"), ("⠠⠺⠜⠰⠔⠼⠉", "War³"), ("⠠⠃⠰⠢⠼⠁⠃", "B₁₂"), ("⠭⠰⠔⠼⠃", "x² by CSS")])
    func numberAfterWord(expected: String, label: String) throws {
        let rows = try Self.brailleRows
        #expect(rows.contains { $0.contains(expected) }, "\(label): \(expected)")
    }

    @Test("UEB §11.4 with §6: after a number, grade 1 mode is in force, so the level indicator takes no grade 1 indicator (2¹⁰, 1945.³, 7¹²³⁴ one number, one indicator)")
    func afterNumber() throws {
        let rows = try Self.brailleRows
        #expect(try Self.row(rows, holding: "⠃⠽⠞⠑⠎").contains("⠼⠃⠔⠼⠁⠚⠀⠃⠽⠞⠑⠎"))
        #expect(try Self.row(rows, holding: "⠼⠁⠊⠙⠑").contains("⠼⠁⠊⠙⠑⠲⠔⠼⠉⠀⠭"))
        #expect(rows.contains { $0.contains("⠼⠛⠔⠼⠁⠃⠉⠙⠀") }, "a four-digit exponent is one item")
    }

    @Test("GTM §12.1: a script of more than one item is enclosed in braille grouping indicators (1ˢᵗ after a number: ⠼⠁⠔⠣⠎⠞⠜)")
    func groupedAfterNumber() throws {
        #expect(try Self.brailleRows.contains { $0.contains("⠼⠁⠔⠣⠎⠞⠜⠀⠁⠛") })
    }

    @Test("UEB §2.6.1: a single letter after a letter needs no grade 1 indicator on either side (xⁿ is ⠭⠰⠔⠝, not ⠰⠭…⠰⠝)")
    func singleLetter() throws {
        let row = try Self.row(try Self.brailleRows, holding: "⠛⠗⠪⠎")
        #expect(row.contains("⠀⠭⠰⠔⠝⠀⠛⠗⠪⠎"), "\(row)")
    }

    @Test("UEB §5.3.1: several items in one symbols-sequence take the grade 1 word indicator, which keeps the rest of the sequence uncontracted (xᵃᵇthe: ⠭⠰⠰⠔⠣⠁⠃⠜⠞⠓⠑, not ⠮)")
    func wordIndicator() throws {
        #expect(try Self.brailleRows.contains { $0.contains("⠭⠰⠰⠔⠣⠁⠃⠜⠞⠓⠑⠀⠢⠙") })
    }

    @Test("NBA on superscripted phrases: the grade 1 word indicator before the level and grouping indicators, contractions after the first word, ⠰⠜ to close")
    func phrase() throws {
        #expect(try Self.brailleRows.contains { $0.contains("⠝⠕⠞⠑⠰⠰⠔⠣⠎⠑⠑⠀⠮⠀⠢⠙⠰⠜⠀⠐⠓") })
    }

    @Test("Unicode superscript digits after a number are all written (the layer table defines each: '2¹⁰' lost its exponent without a warning)")
    func unicodeDigitsAfterNumber() throws {
        let cells = try BrailleText.translate("2¹⁰ and 7¹²³", tables: UEBPrintSignsTests.tables)
        #expect(cells.warnings.isEmpty)
        #expect(cells.text.hasPrefix("⠼⠃⠰⠔⠼⠁⠰⠔⠼⠚"), "\(cells.text)")
        #expect(cells.text.hasSuffix("⠼⠛⠰⠔⠼⠁⠰⠔⠼⠃⠰⠔⠼⠉"), "\(cells.text)")
    }
}
