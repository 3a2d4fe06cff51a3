import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import XMLTree
import BookModel

/// Helpers shared by the braille tests: rendering a book's pages, reading BRF back.
enum BrailleCheck {
    static let ueb = BrailleTables.projectLayer + ["en-ueb-g2.ctb"]
    /// The blank cell of Unicode braille (U+2800).
    static let blank: Character = "\u{2800}"

    /// The index of the first row holding `text` in braille (fails the test when none does).
    static func row(_ text: String, in rows: [String]) throws -> Int {
        let cells = try braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(text)")
    }

    /// The cell (1-based) a row's text starts in.
    static func cell(_ row: String) -> Int {
        row.prefix { $0 == blank }.count + 1
    }

    /// A book's braille pages in Unicode braille, with settings changed by `configure`.
    static func render(_ path: String, configure: (inout BrailleSettings) -> Void) throws -> BrailleDocument {
        let book = try BookLoader().load(path: path)
        var settings = BrailleSettings()
        configure(&settings)
        return try BrailleExporter(output: .unicode, settings: settings).render(book)
    }

    /// The pages of a book's first output file in `output` (BRF read back into Unicode
    /// braille, or PEF's rows), each row without its trailing blank cells: what a test
    /// compares line by line in both formats.
    static func pages(_ path: String, output: BrailleExporter.Output, settings: BrailleSettings) throws -> [[String]] {
        let book = try BookLoader().load(path: path)
        let files = try BrailleExporter(output: output, settings: settings).export(book)
        guard let bytes = files.first?.contents else { return [] }
        var pages: [[String]]
        switch output {
        case .brf:
            pages = String(decoding: bytes, as: UTF8.self).split(separator: "\u{0C}", omittingEmptySubsequences: false).map { page in
                page.components(separatedBy: "\r\n").map { line in
                    String(String.UnicodeScalarView(line.utf8.map { byte in
                        let index = BRFWriter.characters.firstIndex(of: byte) ?? 0
                        return Unicode.Scalar(0x2800 + UInt32(index))!
                    }))
                }
            }
        case .pef:
            let document = try XMLParser.parse(bytes)
            pages = document.root.descendants(named: "page").map { $0.descendants(named: "row").map(\.textContent) }
        case .unicode:
            pages = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n\u{0C}\n").map { $0.components(separatedBy: "\n") }
        case .proof:
            let document = try XMLParser.parse(bytes)
            pages = document.root.descendants(named: "tbody").map { body in
                body.descendants(named: "td").filter { $0[attribute: "class"] == "braille" }.map(\.textContent)
            }
        }
        return pages.map { $0.map(Self.trimmed) }.filter { !$0.allSatisfy(\.isEmpty) }
    }

    /// The rows of a braille fixture (`Fixtures/braille/NAME`) at 40 cells with no title
    /// page, each without its trailing blank cells: the layout the BANA markup suites check.
    static func fixtureRows(_ name: String) throws -> [String] {
        let document = try render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = false
            settings.cells = 40
        }
        return rows(document).map(trimmed)
    }

    /// The book a braille fixture (`Fixtures/braille/NAME`) reads as.
    static func fixtureBook(_ name: String) throws -> Book {
        try BookLoader().load(path: TestPaths.fixture("braille/\(name)"))
    }

    /// Every block of `blocks` and their children, depth first.
    static func allBlocks(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { [$0] + allBlocks($0.children) }
    }

    /// The book's headings, depth first: each one's level and text.
    static func headings(_ book: Book) -> [(Int, String)] {
        allBlocks(book.blocks).compactMap { block in
            if case .heading(let level) = block.role { (level, block.plainText) } else { nil }
        }
    }

    /// A row without its trailing blank cells.
    static func trimmed(_ row: String) -> String {
        var row = Substring(row)
        while row.last == "\u{2800}" { row.removeLast() }
        return String(row)
    }

    /// Every row of every page, in order.
    static func rows(_ document: BrailleDocument) -> [String] {
        document.volumes.flatMap(\.pages).flatMap(\.rows)
    }

    /// A text translated with the project's table list, as one string of cells.
    static func braille(_ text: String) throws -> String {
        try BrailleText.translate(text, tables: BrailleLayoutTests.tables).text
    }

    /// BRF text as running braille: page numbers and print page indicator rows dropped,
    /// words divided at line ends joined again (after a hyphen, and addresses divided after
    /// a slash or before a dot or at sign).
    static func runningBraille(_ brf: [UInt8]) -> String {
        let text = String(decoding: brf, as: UTF8.self)
        var rows: [String] = []
        for page in text.split(separator: "\u{0C}", omittingEmptySubsequences: false) {
            var lines = page.components(separatedBy: "\r\n")
            if lines.last == "" { lines.removeLast() }
            for (index, line) in lines.enumerated() {
                var row = line
                if index == 0 || index == lines.count - 1, let range = row.range(of: "   ", options: .backwards) {
                    // A page number at the right, at least three blanks from the text.
                    let tail = row[range.upperBound...]
                    if !tail.isEmpty, !tail.contains(" ") { row = String(row[..<range.lowerBound]) }
                }
                if row.hasPrefix("---") && !row.contains(" ") { continue }
                rows.append(row.trimmingCharacters(in: .whitespaces))
            }
        }
        var joined = ""
        for row in rows where !row.isEmpty {
            // From the end only: splitting the whole text at every row made this quadratic
            // (minutes on a long book, holding a test worker the whole time).
            let lastWord = joined.lastIndex(of: " ").map { joined[joined.index(after: $0)...] } ?? joined[...]
            let inAddress = lastWord.contains("_/") || lastWord.contains("@A")
            if joined.hasSuffix("-") && !joined.hasSuffix(",-") {
                joined.removeLast()
                joined += row
            } else if inAddress && (joined.hasSuffix("_/") || row.hasPrefix("4") || row.hasPrefix("@A")) {
                // An electronic address divided after a slash or before a dot or at sign,
                // without a hyphen (BANA Braille Formats §1.10).
                joined += row
            } else {
                joined += (joined.isEmpty ? "" : " ") + row
            }
        }
        return joined
    }

    /// Back-translates BRF with the UEB grade 2 table.
    static func backTranslate(_ brf: [UInt8]) throws -> String {
        try BrailleText.backTranslate(runningBraille(brf), tables: ueb, ascii: true)
    }

    /// Problems with a PEF file's framing, empty when it is well-formed PEF 1.0 with every
    /// row within `cols` and every page within `rows` and, when `../shared/schemas/pef` is
    /// there, valid against the PEF 2008-1 schema (``PEFSchema``).
    static func pefProblems(_ bytes: [UInt8]) -> [String] {
        guard let document = try? XMLParser.parse(bytes) else { return ["not well-formed XML"] }
        var problems: [String] = []
        if PEFSchema.available {
            problems += (try? PEFSchema.problems(bytes)) ?? ["xmllint could not be run"]
        }
        let root = document.root
        if root.name != "pef" || root.namespace != PEFWriter.namespace { problems.append("root is \(root.name) in \(root.namespace ?? "no namespace")") }
        if root[attribute: "version"] != "2008-1" { problems.append("version is not 2008-1") }
        for field in ["title", "identifier", "format"] where root.descendants(named: field).isEmpty {
            problems.append("no dc:\(field)")
        }
        if root.descendants(named: "format").first?.textContent != "application/x-pef+xml" { problems.append("wrong dc:format") }
        let volumes = root.descendants(named: "volume")
        if volumes.isEmpty { problems.append("no volume") }
        for volume in volumes {
            guard let cols = Int(volume[attribute: "cols"] ?? ""), let rows = Int(volume[attribute: "rows"] ?? ""),
                  ["true", "false"].contains(volume[attribute: "duplex"] ?? "") else {
                problems.append("volume without cols, rows or duplex")
                continue
            }
            for page in volume.descendants(named: "page") {
                let pageRows = page.descendants(named: "row")
                if pageRows.count > rows { problems.append("page of \(pageRows.count) rows > \(rows)") }
                for row in pageRows {
                    let text = row.textContent
                    if text.unicodeScalars.count > cols { problems.append("row of \(text.unicodeScalars.count) cells > \(cols)") }
                    if !text.unicodeScalars.allSatisfy({ $0.value >= 0x2800 && $0.value <= 0x28FF }) {
                        problems.append("row with a character outside U+2800-U+28FF")
                    }
                }
            }
        }
        return Array(problems.prefix(5))
    }

    /// Problems with BRF framing: characters outside 0x20-0x5F, lines over `cells`, pages
    /// over `lines`, line ends other than CR LF.
    static func brfProblems(_ bytes: [UInt8], cells: Int, lines: Int) -> [String] {
        var problems: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for page in text.split(separator: "\u{0C}", omittingEmptySubsequences: false) {
            if !page.hasSuffix("\r\n") { problems.append("a page does not end with CR LF") }
            var pageLines = page.components(separatedBy: "\r\n")
            pageLines.removeLast()
            if pageLines.count > lines { problems.append("page of \(pageLines.count) lines") }
            for line in pageLines {
                if line.utf8.count > cells { problems.append("line of \(line.utf8.count) cells") }
                if line.utf8.contains(where: { $0 < 0x20 || $0 > 0x5F }) { problems.append("non-BRF character in '\(line)'") }
            }
        }
        return Array(problems.prefix(5))
    }
}

