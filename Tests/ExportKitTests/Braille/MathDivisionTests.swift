import Foundation
import Testing
@testable import BrailleExport
@testable import ExportKit
@testable import MathRender

/// A math expression too long for the braille line is divided where its code allows:
/// the Nemeth Code's order of places (§183: before a sign of comparison, before a sign of
/// operation, ... between factors in signs of grouping; the enclosed portions kept
/// together first), and UEB's, whose continuation indicator (dot 5) ends a line only
/// where the two parts could be read as two expressions (ICEB Guidelines for Technical
/// Material §1.4.3), as inside a long numeral (the Rules of UEB's long numeral).
@Suite("Math division between braille lines")
struct MathDivisionTests {
    /// A sum of `count` four-digit numbers: `1234+5678+...`.
    static func sum(_ count: Int, digits: String = "1234") -> String {
        (0..<count).map { _ in "<mn>\(digits)</mn>" }.joined(separator: "<mo>+</mo>")
    }

    /// The expression's cells in `code`, as the exporter writes them.
    static func cells(_ mathML: String, code: MathBrailleCode) throws -> String {
        let expression = try #require(MathMLReader.parse("<math>\(mathML)</math>")).expression
        return MathRender.braille(expression, code: code)
    }

    /// The rows of a book holding one paragraph ("Solve" before inline math, or display
    /// math alone), `cells` wide, in `code`.
    static func rows(_ mathML: String, display: Bool, code: MathBrailleCode, cells: Int = 30) throws -> [String] {
        let math = display ? "<math display=\"block\">\(mathML)</math>" : "<p>Solve <math>\(mathML)</math> now.</p>"
        let xhtml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>Math</title></head>
            <body><p>Work.</p>\(math)</body></html>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mathdivision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("book.xhtml").path
        try xhtml.write(toFile: path, atomically: true, encoding: .utf8)
        let document = try BrailleCheck.render(path) { settings in
            settings.cells = cells
            settings.mathCode = code
            settings.titlePage = false
            settings.tableOfContents = false
            settings.pageNumbers = false
            settings.transcribersNotesPage = false
        }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed).filter { !$0.isEmpty }
    }

    /// The rows of the same book in BRF (read back) or PEF.
    static func fileRows(_ mathML: String, code: MathBrailleCode, output: BrailleExporter.Output) throws -> [String] {
        let xhtml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>Math</title></head>
            <body><p>Work.</p><math display="block">\(mathML)</math></body></html>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mathdivision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("book.xhtml").path
        try xhtml.write(toFile: path, atomically: true, encoding: .utf8)
        var settings = BrailleSettings()
        settings.cells = 30
        settings.mathCode = code
        settings.titlePage = false
        settings.transcribersNotesPage = false
        settings.pageNumbers = false
        return try BrailleCheck.pages(path, output: output, settings: settings).flatMap { $0 }.filter { !$0.isEmpty }
    }

    /// The rows the expression `written` takes, from the one it starts on (found by its
    /// first `probe` cells) until they hold as many cells as it has, without their indents.
    static func expressionRows(_ rows: [String], written: String, probe: Int = 6) throws -> [String] {
        let start = String(written.prefix(probe))
        let first = try #require(rows.firstIndex { $0.contains(start) }, "no row holds \(start): \(rows)")
        let length = written.filter { $0 != "\u{2800}" }.count
        var held = 0
        var taken: [String] = []
        for row in rows[first...] where held < length {
            var content = String(row.drop { $0 == "\u{2800}" })
            if taken.isEmpty, let range = content.range(of: start) { content = String(content[range.lowerBound...]) }
            taken.append(content)
            held += content.filter { $0 != "\u{2800}" }.count
        }
        return taken
    }

    static let uebPlus = "⠐⠖", nemethPlus = "⠬"

    @Test("Nemeth §183, Guidelines §1.4.3: an expression that fits the line is not divided",
          arguments: [MathBrailleCode.ueb, .nemeth])
    func fits(code: MathBrailleCode) throws {
        let written = try Self.cells(Self.sum(3), code: code)
        let rows = try Self.rows(Self.sum(3), display: true, code: code)
        #expect(rows.contains { $0.drop { $0 == "\u{2800}" } == written }, "\(rows)")
    }

    @Test("Nemeth §183 (1): a long equation is divided before its sign of comparison first",
          arguments: [MathBrailleCode.ueb, .nemeth])
    func beforeComparison(code: MathBrailleCode) throws {
        let mathML = Self.sum(3) + "<mo>=</mo>" + Self.sum(2, digits: "5678")
        let rows = try Self.rows(mathML, display: true, code: code)
        let written = try Self.cells(mathML, code: code)
        let taken = try Self.expressionRows(rows, written: written)
        #expect(taken.count == 2, "\(taken)")
        let equals = code == .ueb ? "⠐⠶" : "⠨⠅"
        #expect(taken.last?.hasPrefix(equals) == true, "the runover starts with the sign: \(taken)")
        #expect(taken.joined(separator: "⠀") == written, "no cell added or lost: \(taken)")
    }

    @Test("Nemeth §183 (2), Guidelines §1.4.3: only signs of operation: divided before one, the runover starting with it, no hyphen or dot 5",
          arguments: [MathBrailleCode.ueb, .nemeth], [true, false])
    func beforeOperation(code: MathBrailleCode, display: Bool) throws {
        let mathML = Self.sum(12)
        let written = try Self.cells(mathML, code: code)
        let rows = try Self.rows(mathML, display: display, code: code)
        let taken = try Self.expressionRows(rows, written: written)
        #expect(taken.count >= 3, "\(taken)")
        let plus = code == .ueb ? Self.uebPlus : Self.nemethPlus
        for row in taken.dropFirst() { #expect(row.hasPrefix(plus), "a runover starts with the sign: \(taken)") }
        #expect(taken.joined().contains(written), "the rows hold the expression unchanged: \(taken)")
        for row in taken { #expect(row.count <= 30) }
    }

    @Test("Nemeth §183 (2): BRF and PEF divide the expression as the page layout does, before a sign of operation",
          arguments: [MathBrailleCode.ueb, .nemeth], [BrailleExporter.Output.brf, .pef])
    func filesDivide(code: MathBrailleCode, output: BrailleExporter.Output) throws {
        let mathML = Self.sum(12)
        let written = try Self.cells(mathML, code: code)
        let taken = try Self.expressionRows(try Self.fileRows(mathML, code: code, output: output), written: written)
        #expect(taken.count >= 3, "\(taken)")
        let plus = code == .ueb ? Self.uebPlus : Self.nemethPlus
        for row in taken.dropFirst() { #expect(row.hasPrefix(plus), "\(output): a runover starts with the sign: \(taken)") }
        #expect(taken.joined() == written, "\(taken)")
    }

    @Test("Nemeth §183 (2), (6): a sign of operation outside the grouping is taken before one inside it",
          arguments: [MathBrailleCode.ueb, .nemeth])
    func groupingKeptTogether(code: MathBrailleCode) throws {
        // (a+b+c+d+e+f)+(g+h+i+j+k+l): the first grouping fits on the first line.
        let letters = ["a", "b", "c", "d", "e", "f"], more = ["g", "h", "i", "j", "k", "l"]
        func group(_ names: [String]) -> String {
            "<mo>(</mo>" + names.map { "<mi>\($0)</mi>" }.joined(separator: "<mo>+</mo>") + "<mo>)</mo>"
        }
        let mathML = group(letters) + "<mo>+</mo>" + group(more) + "<mo>+</mo>" + group(letters)
        let written = try Self.cells(mathML, code: code)
        let rows = try Self.rows(mathML, display: true, code: code)
        let taken = try Self.expressionRows(rows, written: written)
        let close = code == .ueb ? "⠐⠜" : "⠾"
        #expect(taken.count >= 2, "\(taken)")
        #expect(taken.first?.hasSuffix(close) == true, "the first line ends with a whole grouping: \(taken)")
        let plus = code == .ueb ? Self.uebPlus : Self.nemethPlus
        #expect(taken.dropFirst().first?.hasPrefix(plus) == true, "\(taken)")
    }

    @Test("Nemeth §183, Guidelines §1.4.3: a numeral is never divided where a sign of operation can be",
          arguments: [MathBrailleCode.ueb, .nemeth], [true, false])
    func numeralKept(code: MathBrailleCode, display: Bool) throws {
        // Ten-digit numerals: a line filled to its end would end inside one.
        let mathML = Self.sum(5, digits: "1234567890")
        let written = try Self.cells(mathML, code: code)
        let rows = try Self.rows(mathML, display: display, code: code)
        let taken = try Self.expressionRows(rows, written: written)
        let digits: Set<Character> = code == .ueb
            ? ["⠁", "⠃", "⠉", "⠙", "⠑", "⠋", "⠛", "⠓", "⠊", "⠚"] : ["⠂", "⠆", "⠒", "⠲", "⠢", "⠖", "⠶", "⠦", "⠔", "⠴"]
        for row in taken.dropFirst() {
            #expect(!digits.contains(row.first ?? "⠀"), "no runover starts inside a numeral: \(taken)")
        }
        #expect(taken.joined().contains(written), "\(taken)")
    }

    @Test("Rules of UEB, long numeral; Guidelines §1.4.3: a numeral longer than the line ends its line with dot 5, not a hyphen")
    func longNumeralUEB() throws {
        let digits = String(repeating: "1234567890", count: 5)
        let rows = try Self.rows("<mn>\(digits)</mn>", display: true, code: .ueb)
        let written = try Self.cells("<mn>\(digits)</mn>", code: .ueb)
        let taken = try Self.expressionRows(rows, written: written)
        #expect(taken.count >= 2, "\(taken)")
        for row in taken.dropLast() {
            #expect(row.hasSuffix("⠐"), "dot 5 ends the line: \(taken)")
            #expect(!row.hasSuffix("⠤"))
        }
        #expect(taken.map { $0.hasSuffix("⠐") ? String($0.dropLast()) : $0 }.joined() == written, "\(taken)")
    }

    @Test("Rules of UEB §6.10.2-6.10.3: a numeral with digit-group commas is divided only after a separating comma, the line ending with dot 5, never between two digits")
    func uebNumeralAfterComma() throws {
        // 12,345,678: ⠼⠁⠃⠂⠉⠙⠑⠂⠋⠛⠓
        let cells = Array("⠼⠁⠃⠂⠉⠙⠑⠂⠋⠛⠓".unicodeScalars)
        let points = MathDivisions.points(in: cells, code: .ueb).filter { $0.rank == .numeral }
        #expect(points.map(\.offset) == [4, 8], "only after each comma")
        #expect(points.allSatisfy { $0.continuation == "⠐" })
        // Seven cells hold the first group and its comma with dot 5, not the first five digits.
        #expect(MathDivisions.best(in: cells, code: .ueb, available: 7)?.offset == 4)
        // A numeral without separators, a long string of digits, is divided between two digits.
        let plain = Array("⠼⠁⠃⠉⠙⠲⠑⠋".unicodeScalars)
        #expect(MathDivisions.points(in: plain, code: .ueb).map(\.offset) == [2, 3, 4, 7])
    }

    @Test("Rules of UEB §6.10.4-6.10.5: a numeral divided at a numeric space ends its line with the two-cell continuation indicator, the next line going on with the digit, no numeric indicator")
    func uebNumeralAtNumericSpace() throws {
        // 12 345: ⠼⠁⠃⠐⠉⠙⠑; the place is before the digit after the numeric space, so the
        // line ends with the space's dot 5 and the continuation's.
        let cells = Array("⠼⠁⠃⠐⠉⠙⠑".unicodeScalars)
        #expect(MathDivisions.points(in: cells, code: .ueb).filter { $0.rank == .numeral }.map(\.offset) == [4])
        // Groups of three digits after numeric spaces, longer than a line.
        let groups = (0..<14).map { _ in "321" }.joined(separator: " ")
        let rows = try Self.rows("<mn>\(groups)</mn>", display: true, code: .ueb)
        let written = try Self.cells("<mn>\(groups)</mn>", code: .ueb)
        let taken = try Self.expressionRows(rows, written: written)
        #expect(taken.count >= 2, "\(taken)")
        for row in taken.dropLast() { #expect(row.hasSuffix("⠃⠁⠐⠐"), "a group, then ⠐⠐: \(taken)") }
        for row in taken.dropFirst() { #expect(row.hasPrefix("⠉⠃⠁"), "the next group, no ⠐ nor ⠼ before it: \(taken)") }
        #expect(taken.map { String($0.dropLast()) }.dropLast().joined() + taken.last! == written, "\(taken)")
    }

    @Test("Nemeth §183: a Nemeth expression with no place to divide is cut at the line end without a hyphen (⠤ is minus)")
    func nemethNoHyphen() throws {
        let letters = String(repeating: "<mi>x</mi>", count: 40)
        let rows = try Self.rows(letters, display: true, code: .nemeth)
        let written = try Self.cells(letters, code: .nemeth)
        let taken = try Self.expressionRows(rows, written: written, probe: 4)
        #expect(taken.count >= 2, "\(taken)")
        #expect(taken.joined() == written, "\(taken)")
    }

    @Test("Nemeth §183 (5), Guidelines §1.4.3: a UEB expression whose signs all open a grouping is divided before a level indicator, never after a minus sign")
    func uebNoPlaceAfterMinus() throws {
        // [s^(−1)|s^(−1)|...]: each minus straight after the grouping indicator of a script.
        let term = "<msup><mi>s</mi><mrow><mo>−</mo><mn>1</mn></mrow></msup>"
        let mathML = "<mo>[</mo>" + Array(repeating: term, count: 8).joined(separator: "<mo>|</mo>") + "<mo>]</mo>"
        let written = try Self.cells(mathML, code: .ueb)
        let rows = try Self.rows(mathML, display: true, code: .ueb)
        let taken = try Self.expressionRows(rows, written: written)
        #expect(taken.count >= 2, "\(taken)")
        for row in taken.dropLast() {
            #expect(!row.hasSuffix("⠐⠤"), "no line ends with the minus sign: \(taken)")
        }
        for row in taken.dropFirst() {
            #expect(row.hasPrefix("⠔"), "a runover starts with the superscript indicator: \(taken)")
        }
        #expect(taken.joined().hasSuffix(written), "no cell added or lost: \(taken)")
    }

    @Test("Nemeth §183 order: the places found in the cells, each with its rank")
    func nemethPoints() {
        // (a+b)(c−d)+x²−1: + inside, between the factors, + outside, baseline before −.
        let cells = Array("⠷⠁⠬⠃⠾⠷⠉⠤⠙⠾⠬⠭⠘⠆⠐⠤⠂".unicodeScalars)
        let points = MathDivisions.points(in: cells, code: .nemeth)
        func rank(at offset: Int) -> MathDivisions.Rank? { points.first { $0.offset == offset }?.rank }
        #expect(rank(at: 2) == .innerOperation)
        #expect(rank(at: 5) == .betweenFactors)
        #expect(rank(at: 10) == .operation)
        #expect(rank(at: 14) == .operation, "before the baseline indicator that the minus follows")
        #expect(rank(at: 13) == nil, "never between a level indicator and its script")
        #expect(rank(at: 12) == .level, "before a level change indicator")
        #expect(rank(at: 16) == nil, "a runover never starts with a digit, which would need the numeric indicator (§9)")
    }

    @Test("Nemeth §183 (2), forum: of two signs of operation inside groupings, the one in fewer groupings is taken")
    func shallowerOperation() {
        // (a+b+(c−d)): + at 3 and 6 in one grouping, − at 11 in two.
        let ueb = Array("⠐⠣⠁⠐⠖⠃⠐⠖⠐⠣⠉⠐⠤⠙⠐⠜⠐⠜".unicodeScalars)
        #expect(MathDivisions.best(in: ueb, code: .ueb, available: 14)?.offset == 6)
        // The same in Nemeth: ⠷⠁⠬⠃⠬⠷⠉⠤⠙⠾⠾, + at 4, − at 7.
        let nemeth = Array("⠷⠁⠬⠃⠬⠷⠉⠤⠙⠾⠾".unicodeScalars)
        #expect(MathDivisions.best(in: nemeth, code: .nemeth, available: 9)?.offset == 4)
    }

    @Test("Nemeth §183 (3), (4), (5): before a fraction line, a baseline indicator, a level change indicator, after the signs of operation")
    func nemethFractionAndLevels() {
        // x^(a b)c + ... : ⠭⠘⠁⠃⠐⠉ ; a/b inside a fraction: ⠹⠁⠃⠌⠉⠙⠼
        let cells = Array("⠭⠘⠁⠃⠐⠉⠹⠁⠃⠌⠉⠙⠼".unicodeScalars)
        let points = MathDivisions.points(in: cells, code: .nemeth)
        func rank(at offset: Int) -> MathDivisions.Rank? { points.first { $0.offset == offset }?.rank }
        #expect(rank(at: 1) == .level)
        #expect(rank(at: 4) == .level, "before the baseline indicator")
        #expect(rank(at: 9) == .fractionLine)
        #expect(rank(at: 3) == .elsewhere)
        // Twelve cells fit: the fraction line (offset 9) is taken over the later letter (offset 11).
        #expect(MathDivisions.best(in: cells, code: .nemeth, available: 12)?.offset == 9)
    }

    @Test("Guidelines §1.4.3: UEB places, a numeral divided only with dot 5")
    func uebPoints() {
        // 10(9−4)+x: ⠼⠁⠚⠐⠣⠼⠊⠐⠤⠼⠙⠐⠜⠐⠖⠭
        let cells = Array("⠼⠁⠚⠐⠣⠼⠊⠐⠤⠼⠙⠐⠜⠐⠖⠭".unicodeScalars)
        let points = MathDivisions.points(in: cells, code: .ueb)
        func point(at offset: Int) -> MathDivisions.Point? { points.first { $0.offset == offset } }
        #expect(point(at: 1) == nil, "never between the numeric indicator and its digit")
        #expect(point(at: 2)?.rank == .numeral)
        #expect(point(at: 2)?.continuation == "⠐")
        #expect(point(at: 7)?.rank == .innerOperation)
        #expect(point(at: 13)?.rank == .operation)
        #expect(point(at: 13)?.continuation == nil)
        #expect(MathDivisions.best(in: cells, code: .ueb, available: 14)?.offset == 13)
        // (x²+1)/y as a general fraction ⠷⠭⠔⠼⠃⠐⠖⠼⠁⠨⠌⠽⠾: the fraction line (9) and the
        // superscript indicator (2) take no dot 5.
        let fraction = Array("⠷⠭⠔⠼⠃⠐⠖⠼⠁⠨⠌⠽⠾".unicodeScalars)
        let inFraction = MathDivisions.points(in: fraction, code: .ueb)
        #expect(inFraction.first { $0.offset == 9 } == MathDivisions.Point(offset: 9, rank: .fractionLine, continuation: nil, depth: 1))
        #expect(inFraction.first { $0.offset == 2 }?.rank == .level)
        #expect(inFraction.first { $0.offset == 5 }?.rank == .innerOperation)
    }

    @Test("Guidelines §14, §1.4.3: the sign inside a shape (⊕ ⠫⠿⠪⠐⠖) is no sign of operation to divide before")
    func uebShapeInterior() {
        // u ⊕ v + w: ⠥⠰⠫⠿⠪⠐⠖⠱⠧⠐⠖⠺
        let cells = Array("⠥⠰⠫⠿⠪⠐⠖⠱⠧⠐⠖⠺".unicodeScalars)
        let points = MathDivisions.points(in: cells, code: .ueb)
        #expect(!points.contains { $0.offset == 5 }, "not between the interior modification and its sign")
        #expect(points.contains { $0.offset == 9 && $0.rank == .operation })
        #expect(MathDivisions.splitsSign(cells[...], at: 5, code: .ueb))
    }
}
