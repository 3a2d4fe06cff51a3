import Foundation
import Testing
@testable import BrailleExport
@testable import ExportKit
@testable import MathRender

/// Math is divided as math, never as a word: the layout knows which words hold a math
/// expression's cells (the transcriber says where its runs of math stand), so an
/// expression with no sign of operation (a sum with its scripts, a product of scripted
/// factors) is divided at the places of the Nemeth Code's §183 list ("before a level
/// change indicator", ...) or, in UEB, with the continuation indicator (ICEB Guidelines
/// for Technical Material §1.4.3), never with a literary hyphen (UEB §10.13 is for words).
@Suite("Math division of math runs")
struct MathDivisionRunTests {
    /// `a_{ik} b_{kj} c_{jl} ...`: `count` scripted factors, no sign of operation.
    static func product(_ count: Int) -> String {
        let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "p", "q", "r", "s"]
        return (0..<count).map { index in
            let base = letters[index % letters.count]
            return "<msub><mi>\(base)</mi><mrow><mi>i</mi><mi>k</mi></mrow></msub>"
        }.joined()
    }

    /// The rows of a book whose body is `body`, 30 cells wide, in `code`.
    static func bodyRows(_ body: String, code: MathBrailleCode,
                         configure: (inout BrailleSettings) -> Void = { _ in }) throws -> [String] {
        let xhtml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>Math</title></head>
            <body>\(body)</body></html>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mathruns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("book.xhtml").path
        try xhtml.write(toFile: path, atomically: true, encoding: .utf8)
        let document = try BrailleCheck.render(path) { settings in
            settings.cells = 30
            settings.mathCode = code
            settings.titlePage = false
            settings.tableOfContents = false
            settings.pageNumbers = false
            settings.transcribersNotesPage = false
            configure(&settings)
        }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed).filter { !$0.isEmpty }
    }

    /// Whether `taken` holds `written` and nothing else: each row but the last is the next
    /// part of it, or that part and UEB's continuation indicator (dot 5); the last row
    /// starts with the rest. A hyphen added or a cell lost makes it `nil`; else the rows
    /// that ended with dot 5.
    static func reassembled(_ taken: [String], written: String) -> [Bool]? {
        func match(_ rows: ArraySlice<String>, _ rest: Substring) -> [Bool]? {
            guard let row = rows.first else { return rest.isEmpty ? [] : nil }
            if rows.count == 1 { return row.hasPrefix(rest) && !rest.isEmpty ? [] : nil }
            if rest.hasPrefix(row), let tail = match(rows.dropFirst(), rest.dropFirst(row.count)) { return [false] + tail }
            if row.hasSuffix("⠐"), rest.hasPrefix(row.dropLast()),
               let tail = match(rows.dropFirst(), rest.dropFirst(row.count - 1)) { return [true] + tail }
            return nil
        }
        return match(taken[...], Substring(written))
    }

    @Test("Nemeth §183 (5), Guidelines §1.4.3: a UEB product of scripted factors, with no sign of operation, is divided before a level indicator, never hyphenated",
          arguments: [true, false])
    func uebProductDividedAsMath(display: Bool) throws {
        let mathML = Self.product(10)
        let written = try MathDivisionTests.cells(mathML, code: .ueb)
        #expect(!written.contains("⠐⠖") && !written.contains("⠐⠤"), "no sign of operation: \(written)")
        let rows = try MathDivisionTests.rows(mathML, display: display, code: .ueb)
        let taken = try MathDivisionTests.expressionRows(rows, written: written)
        #expect(taken.count >= 2, "\(taken)")
        for row in taken.dropLast() { #expect(!row.hasSuffix("⠤"), "no literary hyphen ends a line: \(taken)") }
        for row in taken.dropFirst() { #expect(row.hasPrefix("⠢"), "a runover starts with the subscript indicator: \(taken)") }
        let continued = try #require(Self.reassembled(taken, written: written), "\(taken)")
        #expect(continued.allSatisfy { !$0 }, "a runover starting with a level indicator takes no dot 5: \(taken)")
    }

    @Test("Nemeth §183 (5), Guidelines §1.4.3: a UEB sum with its limits and scripted terms is divided as math, never hyphenated",
          arguments: [true, false])
    func uebSumDividedAsMath(display: Bool) throws {
        let sum = "<munderover><mo>∑</mo><mrow><mi>k</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover>"
        let mathML = sum + Self.product(8)
        let written = try MathDivisionTests.cells(mathML, code: .ueb)
        let rows = try MathDivisionTests.rows(mathML, display: display, code: .ueb)
        let taken = try MathDivisionTests.expressionRows(rows, written: written, probe: 4)
        #expect(taken.count >= 2, "\(taken)")
        for row in taken.dropLast() { #expect(!row.hasSuffix("⠤"), "no literary hyphen ends a line: \(taken)") }
        _ = try #require(Self.reassembled(taken, written: written), "no cell added or lost but dot 5: \(taken)")
    }

    @Test("Guidelines §1.4.3: a UEB expression with no place that fits ends its line with dot 5, the continuation indicator")
    func uebNoPlaceContinues() throws {
        // Twenty opening parentheses: no place between two (each follows an opening sign).
        let mathML = String(repeating: "<mo>(</mo>", count: 20) + "<mi>x</mi>" + String(repeating: "<mo>)</mo>", count: 20)
        let written = try MathDivisionTests.cells(mathML, code: .ueb)
        let rows = try MathDivisionTests.rows(mathML, display: true, code: .ueb)
        let taken = try MathDivisionTests.expressionRows(rows, written: written, probe: 4)
        #expect(taken.count >= 2, "\(taken)")
        let continued = try #require(Self.reassembled(taken, written: written), "\(taken)")
        #expect(continued.first == true, "the line cut where no place fits ends with dot 5: \(taken)")
        for row in taken.dropLast() {
            #expect(!row.hasSuffix("⠐⠐"), "no sign parted from its prefix: \(taken)")
        }
        for row in taken.dropFirst() { #expect(!row.hasPrefix("⠣"), "no runover starts inside ⠐⠣: \(taken)") }
    }

    @Test("Nemeth §9, §183: a Nemeth expression with no place that fits is not cut before a numeral its runover would start without the numeric indicator")
    func nemethRunoverNumeral() throws {
        // ((((...2)))): no place between the opening parentheses, none before the 2
        // (it follows one), none between the closing ones. The first line holds 28 cells.
        for count in 26...29 {
            let mathML = String(repeating: "<mo>(</mo>", count: count) + "<mn>2</mn>" + String(repeating: "<mo>)</mo>", count: count)
            let written = try MathDivisionTests.cells(mathML, code: .nemeth)
            let rows = try MathDivisionTests.rows(mathML, display: true, code: .nemeth)
            let taken = try MathDivisionTests.expressionRows(rows, written: written, probe: 4)
            #expect(taken.joined() == written, "nothing added (⠤ is minus): \(taken)")
            let digits: Set<Character> = ["⠂", "⠆", "⠒", "⠲", "⠢", "⠖", "⠶", "⠦", "⠔", "⠴"]
            for row in taken.dropFirst() {
                #expect(!digits.contains(row.first ?? "⠀"), "\(count): no runover starts with a digit: \(taken)")
            }
        }
    }

    @Test("Nemeth §9: a line may not start with a numeral lacking its numeric indicator, but may inside a divided numeral")
    func nemethNumericIndicatorAtLineStart() {
        let cells = Array("⠷⠆⠒⠨⠂⠭⠼⠆".unicodeScalars)[...]
        #expect(MathDivisions.nemethNeedsNumericIndicator(cells, at: 1), "after the opening parenthesis")
        #expect(!MathDivisions.nemethNeedsNumericIndicator(cells, at: 2), "inside the numeral 23")
        #expect(!MathDivisions.nemethNeedsNumericIndicator(cells, at: 4), "after the decimal point of 23.1")
        #expect(!MathDivisions.nemethNeedsNumericIndicator(cells, at: 5), "a letter")
        #expect(!MathDivisions.nemethNeedsNumericIndicator(cells, at: 6), "the numeric indicator itself")
        #expect(MathDivisions.nemethNeedsNumericIndicator(cells, at: 7), "between the indicator and its digit")
    }

    @Test("Nemeth §183 (7): an enclosed list too long for the line is divided after a comma, whatever its items start with",
          arguments: [MathBrailleCode.ueb, .nemeth], [true, false])
    func afterCommaInList(code: MathBrailleCode, display: Bool) throws {
        // (α, β, γ, ..., μ): each item starts with ⠨, as some comparison signs do.
        let greek = ["α", "β", "γ", "δ", "ε", "ζ", "η", "θ", "ι", "κ", "λ", "μ"]
        let mathML = "<mo>(</mo>" + greek.map { "<mi>\($0)</mi>" }.joined(separator: "<mo>,</mo>") + "<mo>)</mo>"
        let written = try MathDivisionTests.cells(mathML, code: code)
        let rows = try MathDivisionTests.rows(mathML, display: display, code: code)
        let taken = try MathDivisionTests.expressionRows(rows, written: written, probe: 4)
        #expect(taken.count >= 2, "\(taken)")
        let comma = code == .nemeth ? "⠠" : "⠂"
        for row in taken.dropLast() { #expect(row.hasSuffix(comma), "a line ends after a comma: \(taken)") }
        for row in taken.dropFirst() { #expect(row.hasPrefix("⠨"), "a runover starts with the next item: \(taken)") }
        #expect(taken.joined(separator: "⠀").hasPrefix(written), "no cell added or lost: \(taken)")
    }

    @Test("Nemeth §183 (1), (7): the blank after a comparison sign is kept, the blank after a list's comma is not",
          arguments: [MathBrailleCode.ueb, .nemeth])
    func commaBlankStaysBreakable(code: MathBrailleCode) {
        // x = α, β: the sign's blank (after ⠐⠶ or ⠨⠅) cannot break; the comma's can.
        let cells = code == .ueb ? "⠭⠀⠐⠶⠀⠨⠁⠂⠀⠨⠃⠂⠀⠨⠛" : "⠭⠀⠨⠅⠀⠨⠁⠠⠀⠨⠃⠠⠀⠨⠛"
        let kept = String(String.UnicodeScalarView(BrailleTranscriber.keepingSignsWithWhatFollows(Array(cells.unicodeScalars), code: code)))
        let expected = code == .ueb ? "⠭⠀⠐⠶\u{A0}⠨⠁⠂⠀⠨⠃⠂⠀⠨⠛" : "⠭⠀⠨⠅\u{A0}⠨⠁⠠⠀⠨⠃⠠⠀⠨⠛"
        #expect(kept == expected)
    }

    @Test("Nemeth §183 (2): an expression that fits a line but not the rest of the current one starts the next line whole, though it has blanks",
          arguments: [MathBrailleCode.ueb, .nemeth])
    func wholeExpressionStartsNextLine(code: MathBrailleCode) throws {
        // a+b+c+d = e+f+g+h: two words (the blank before the sign may break), 19 to 25
        // cells; after "Solve " on a 30-cell line it does not fit, on a line of its own it does.
        let mathML = "<mi>a</mi><mo>+</mo><mi>b</mi><mo>+</mo><mi>c</mi><mo>+</mo><mi>d</mi><mo>=</mo>"
            + "<mi>e</mi><mo>+</mo><mi>f</mi><mo>+</mo><mi>g</mi><mo>+</mo><mi>h</mi>"
        let written = try MathDivisionTests.cells(mathML, code: code).replacingOccurrences(of: "\u{A0}", with: "⠀")
        let rows = try MathDivisionTests.rows(mathML, display: false, code: code).map {
            $0.replacingOccurrences(of: "\u{A0}", with: "⠀")
        }
        let first = try #require(rows.firstIndex { $0.contains("⠠⠎⠕⠇⠧⠑") }, "\(rows)")
        #expect(!rows[first].contains(String(written.prefix(3))), "the expression does not start after Solve: \(rows)")
        #expect(rows.contains { $0.contains(written) }, "one row holds the whole expression: \(rows)")
    }

    @Test("Nemeth §183 (5), Guidelines §1.4.3: math in a table's entry, listed or linear (Braille Formats §11), is divided as math, never hyphenated",
          arguments: [BrailleTableFormat.listed, .linear])
    func tableEntryDividedAsMath(format: BrailleTableFormat) throws {
        let mathML = Self.product(10)
        let written = try MathDivisionTests.cells(mathML, code: .ueb)
        let body = "<table><tr><th>Name</th><th>Product</th></tr><tr><td>P</td><td>is <math>\(mathML)</math></td></tr></table>"
        let rows = try Self.bodyRows(body, code: .ueb) { $0.tableFormat = format }
        let taken = try MathDivisionTests.expressionRows(rows, written: written)
        #expect(taken.count >= 2, "\(taken)")
        for row in taken.dropLast() { #expect(!row.hasSuffix("⠤"), "no literary hyphen ends a line: \(taken)") }
        #expect(Self.reassembled(taken, written: written) != nil, "no cell added or lost but dot 5: \(taken)")
    }

    @Test("Braille Formats §11: an entry that is an expression alone is written, not left empty",
          arguments: [BrailleTableFormat.listed, .linear, .auto])
    func tableEntryOfMathAlone(format: BrailleTableFormat) throws {
        let mathML = "<mi>x</mi><mo>+</mo><mn>1</mn>"
        let written = try MathDivisionTests.cells(mathML, code: .ueb)
        let body = "<table><tr><th>Name</th><th>Value</th></tr><tr><td>P</td><td><math>\(mathML)</math></td></tr></table>"
        let rows = try Self.bodyRows(body, code: .ueb) { $0.tableFormat = format }
        #expect(rows.contains { $0.contains(written) }, "\(written) in \(rows)")
    }

    @Test("Nemeth §183 (2): the next line is a runover: an expression longer than the paragraph's first line but not than a runover line starts the next line whole",
          arguments: [MathBrailleCode.ueb, .nemeth])
    func wholeExpressionOnRunoverLine(code: MathBrailleCode) throws {
        // 30 cells on a 30-cell line: UEB a+b+c+d+e = f+g+h+i+j, Nemeth one term more on
        // the left (its indicators and blanks take 6); the paragraph's first line holds 28.
        func terms(_ names: [String]) -> String { names.map { "<mi>\($0)</mi>" }.joined(separator: "<mo>+</mo>") }
        let left = code == .ueb ? ["a", "b", "c", "d", "e"] : ["a", "b", "c", "d", "e", "k"]
        let mathML = terms(left) + "<mo>=</mo>" + terms(["f", "g", "h", "i", "j"])
        let written = try MathDivisionTests.cells(mathML, code: code).replacingOccurrences(of: "\u{A0}", with: "⠀")
        let rows = try MathDivisionTests.rows(mathML, display: false, code: code).map {
            $0.replacingOccurrences(of: "\u{A0}", with: "⠀")
        }
        let whole = code == .ueb ? written : "⠸⠩⠀" + written + "⠀⠸⠱"
        #expect(whole.count == 30, "\(whole)")
        #expect(rows.contains { $0 == whole }, "a runover line holds the whole expression: \(rows)")
    }

    @Test("Math runs: a word holding an expression's cells is math, the text around it is not, and text whose maker did not say is neither")
    func wordsKnowMath() {
        // "see ⠭⠢⠣⠊⠜ here" with the math at 4..<9, and "(" joined to it.
        let text = Array("⠎⠑⠑⠀⠐⠣⠭⠢⠣⠊⠜⠀⠓⠻⠑".unicodeScalars)
        let words = BrailleLayout.words(text, math: [6..<11])
        #expect(words.map(\.isMath) == [false, true, false])
        let joined = BrailleLayout.words(text, math: [4..<6])
        #expect(joined.map(\.isMath) == [false, true, false], "a word with any math cell is math")
        #expect(BrailleLayout.words(text).map(\.isMath) == [nil, nil, nil])
        #expect(words.map(\.expressionEnd) == [nil, 11, nil], "the word the expression starts in knows where it ends")
        let spaced = BrailleLayout.words(text, math: [4..<15])
        #expect(spaced.map(\.expressionEnd) == [nil, 15, nil], "an expression with a blank ends in a later word")
        let two = BrailleLayout.words(Array("⠁⠀⠃⠀⠉⠀⠙".unicodeScalars), math: [0..<1, 4..<5])
        #expect(two.map(\.isMath) == [true, false, true, false])
        // The mark costs a paragraph of millions of words nothing: a word is still a slice,
        // two flags and one reference (docs/math.md, "Layout", cost).
        #expect(MemoryLayout<BrailleLayout.Word>.size <= 48)
    }

    @Test("UEB §10.13: a literary word beside math is still divided with a hyphen")
    func textStillHyphenated() throws {
        // A word longer than the line next to a short expression.
        let long = String(repeating: "abc", count: 14)
        let xhtml = "<p>\(long) <math><msub><mi>a</mi><mi>k</mi></msub></math></p>"
        let rows = try Self.bodyRows(xhtml, code: .ueb)
        #expect(rows.first?.hasSuffix("⠤") == true, "\(rows)")
    }
}
