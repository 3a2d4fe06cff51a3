import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Word division at line ends (UEB §10.13, BANA *Braille Formats* §1.10): a word longer than
/// the line is divided after one of its own hyphens when it has one, else between syllables
/// (liblouis's `hyph_en_US.dic`), each part written as the table writes its letters alone:
/// a groupsign or strong contraction is given up to divide between syllables (§10.13.1),
/// a shortform never; no part reads as a wordsign or as lower signs only; a word that fits
/// on a line is never divided.
@Suite("Braille: word division between syllables")
struct WordDivisionTests {
    typealias Division = SyllableDivider.Division

    static let tables: [String] = (try? BrailleTables.tableList(explicit: nil, language: "en")) ?? []

    static func braille(_ text: String) throws -> Cells {
        Array(try BrailleText.translate(text, tables: tables).text.unicodeScalars)
    }

    static func print(_ cells: some Collection<Unicode.Scalar>) throws -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: cells)
        return try BrailleText.backTranslate(text, tables: tables).lowercased()
    }

    static func divider() throws -> SyllableDivider {
        #expect(Louis.compiles(tables + ["hyph_en_US.dic"]), "hyph_en_US.dic (liblouis-data) compiles with the UEB tables")
        return try #require(SyllableDivider(tables: tables, language: "en"), "a dictionary for English")
    }

    static func division(_ head: String, _ tail: String) throws -> Division {
        Division(head: try braille(head), tail: try braille(tail))
    }

    @Test("The divisions of a word are between its print syllables: regulator is reg-u-la-tor")
    func syllables() throws {
        let divisions = try Self.divider().divisions(of: Self.braille("regulator"))
        #expect(divisions == [try Self.division("reg", "ulator"), try Self.division("regu", "lator"),
                              try Self.division("regula", "tor")])
    }

    @Test("Each part of a divided word is the table's braille for its print letters alone, and the parts read as the word",
          arguments: ["transcription", "internationalization", "counterrevolutionaries", "Regulation",
                      "characteristically", "understanding", "knowledgeable", "disappointment"])
    func partsReadAlone(text: String) throws {
        let divisions = try Self.divider().divisions(of: Self.braille(text))
        #expect(!divisions.isEmpty, "\(text) has a division")
        for division in divisions {
            let head = try Self.print(division.head), tail = try Self.print(division.tail)
            #expect(head + tail == text.lowercased(), "\(text) at \(head)-")
            #expect(try Self.braille(head).elementsEqual(division.head) || text.first!.isUppercase,
                    "\(text): the first part is the braille of \(head) alone")
            #expect(try Self.braille(tail).elementsEqual(division.tail), "\(text): the second part is the braille of \(tail) alone")
        }
    }

    @Test("UEB §10.13.1: a groupsign or strong contraction is given up to divide between syllables: coun-ter (ount), dis-appointment (dis), walk-ing (ing spelled at the line start)")
    func contractionsGivenUp() throws {
        let divider = try Self.divider()
        let counter = try Self.braille("counterrevolutionaries")
        #expect(counter.prefix(4).elementsEqual(["⠉", "⠨", "⠞", "⠻"]), "c, ount, er")
        #expect(divider.divisions(of: counter).first == Division(head: ["⠉", "⠳", "⠝"], tail: try Self.braille("terrevolutionaries")),
                "coun-ter: the ount groupsign given up, ou and n in the first part")
        // dis- alone before the hyphen would be lower signs only (UEB §10.6.10): spelled.
        #expect(divider.divisions(of: try Self.braille("disappointment")).contains(
            Division(head: ["⠙", "⠊", "⠎"], tail: try Self.braille("appointment"))))
        // The ing groupsign may not start the line (UEB §10.13): in and g.
        #expect(divider.divisions(of: try Self.braille("walking")) == [Division(head: ["⠺", "⠁", "⠇", "⠅"], tail: ["⠔", "⠛"])])
    }

    @Test("UEB §10.13: a shortform is not divided, no part is lower signs only (in-), no part starts the line with con")
    func restrictionsKept() throws {
        let divider = try Self.divider()
        let perceiving = try Self.braille("perceiving")
        #expect(perceiving.count == 5, "the shortform p-er-c-v-g")
        #expect(divider.divisions(of: perceiving).isEmpty, "per-ceiv-ing would divide the shortform")
        let international = try divider.divisions(of: Self.braille("internationalization"))
        #expect(!international.contains { $0.head == ["⠔"] }, "in- is lower signs only with its hyphen")
        #expect(international.contains { $0.head == (try? Self.braille("inter")) }, "inter- is kept")
        for division in try divider.divisions(of: Self.braille("reconsideration")) {
            #expect(division.tail.first != "⠒", "con opens a word only, not the rest of a divided one")
        }
    }

    @Test("UEB §9.2: an emphasised word is divided between syllables, its word indicator on the first part only")
    func emphasisedWord() throws {
        let divider = try Self.divider()
        let plain = try Self.braille("counterrevolutionaries")
        let italic: Cells = ["⠨", "⠂"] + plain
        let divisions = divider.divisions(of: italic)
        #expect(divisions.count == divider.divisions(of: plain).count && !divisions.isEmpty)
        for (emphasised, division) in zip(divisions, divider.divisions(of: plain)) {
            #expect(emphasised == Division(head: ["⠨", "⠂"] + division.head, tail: division.tail))
        }
        // The last word of a passage keeps its terminator on the second part.
        let last: Cells = plain + ["⠨", "⠄"]
        #expect(divider.divisions(of: last).last?.tail == (divider.divisions(of: plain).last?.tail ?? []) + ["⠨", "⠄"])
    }

    @Test("§1.10: on a narrow page a long word ends its line between syllables, with a hyphen, as many syllables as fit; the rest starts the next line",
          arguments: [12, 16])
    func narrowPage(cells: Int) throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/division/long-words.xhtml")) { settings in
            settings.cells = cells
            settings.titlePage = false
            settings.chapterNewPage = false
            settings.lines = 40
        }
        let rows = BrailleCheck.rows(document).filter { !$0.isEmpty }
        if cells == 12 {
            // Internation-alization. and Counterrevo-lutionaries: the next syllable and the
            // hyphen would not fit in the ten cells after the indent. Cut at the margin they
            // were Internationa- and Counterrevol-.
            #expect(Array(rows.prefix(4)) == ["⠀⠀⠠⠔⠞⠻⠝⠁⠰⠝⠤", "⠁⠇⠊⠵⠁⠰⠝⠲", "⠀⠀⠠⠉⠨⠞⠻⠗⠑⠧⠕⠤", "⠇⠥⠰⠝⠜⠊⠑⠎"])
        }
        // in·ter·na·tion·al·iza·tion, coun·ter·rev·o·lu·tion·ar·ies (dictionary syllables).
        let syllables = [
            "internationalization.": ["in", "inter", "interna", "internation", "international", "internationaliza"],
            "counterrevolutionaries": ["coun", "counter", "counterrev", "counterrevo", "counterrevolu",
                                        "counterrevolution", "counterrevolutionar"],
        ]
        // Each divided word: its print so far at each division, then the whole word.
        var divided: [String: [String]] = [:]
        var printed = "", divisions: [String] = []
        for row in rows {
            let cells = Array(row.unicodeScalars.drop { $0 == .blankCell })
            if cells.last == "⠤" {
                printed += try Self.print(cells.dropLast())
                divisions.append(printed)
            } else if !printed.isEmpty {
                printed += try Self.print(cells)
                divided[printed] = divisions
                printed = ""
                divisions = []
            }
        }
        for (word, prefixes) in syllables {
            let made = try #require(divided[word], "\(word) is divided over lines: \(divided.keys.sorted())")
            for prefix in made {
                #expect(prefixes.contains(prefix), "\(word) divided after \(prefix), not between syllables")
            }
        }
    }

    @Test("§1.10: a hyphenated compound is still divided at its own hyphen first, and a word that fits the line is not divided")
    func hyphenFirst() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/division/long-words.xhtml")) { settings in
            settings.cells = 16
            settings.titlePage = false
            settings.lines = 40
        }
        let rows = BrailleCheck.rows(document).filter { !$0.isEmpty }
        let compound = try BrailleCheck.braille("self-regulating-")
        let index = try #require(rows.firstIndex(of: compound), "the compound's own second hyphen ends a line: \(rows)")
        #expect(rows[index + 1].hasPrefix(try BrailleCheck.braille("counterbalanced")), "\(rows[index + 1])")
        let mechanism = try BrailleCheck.braille("mechanism.")
        #expect(rows.contains { $0.hasPrefix(mechanism) }, "mechanism. (fits a line) is not divided: \(rows)")
    }

    @Test("The layout takes the last syllable division that leaves room for the hyphen, with the parts as divided")
    func layoutChoice() throws {
        var layout = BrailleLayout(cells: 40, lines: 25) { _ in nil }
        layout.syllables = try Self.divider()
        let word = try Self.braille("internationalization")
        let divisions = try Self.divider().divisions(of: word)
        for available in 4...word.count - 1 {
            let made = layout.division(of: word, available: available)
            #expect(made.hyphenated)
            if let best = divisions.last(where: { $0.head.count <= available - 1 }), best.head.count * 2 >= available {
                #expect(made == .init(head: best.head, hyphenated: true, rest: best.tail[...]), "at \(available) cells")
            } else {
                #expect(made.head.count == available - 1, "at \(available) cells no syllable fills half the line: cut at the end")
            }
        }
        // Coun- fits four cells only by giving up the ount groupsign.
        let counter = try Self.braille("counterrevolutionaries")
        #expect(layout.division(of: counter, available: 4)
                == .init(head: ["⠉", "⠳", "⠝"], hyphenated: true, rest: try Self.braille("terrevolutionaries")[...]))
    }

    @Test("§1.10, UEB §9.2: on a narrow page an italic word is divided between syllables, the italic word indicator before its first part only")
    func emphasisedOnPage() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/division/emphasised.xhtml")) { settings in
            settings.cells = 14
            settings.titlePage = false
            settings.chapterNewPage = false
            settings.lines = 40
        }
        let rows = BrailleCheck.rows(document).filter { !$0.isEmpty }
        let first = try #require(rows.firstIndex { $0.contains("⠨⠂") }, "\(rows)")
        #expect(rows[first].hasSuffix("⠤"), "divided: \(rows[first])")
        var parts: [String] = []
        var index = first
        while true {
            // The row's last word (the first row) or first word (the others) is the divided one.
            let words = rows[index].unicodeScalars.split(separator: .blankCell)
            var cells = Array(index == first ? words.last! : words.first!)
            if index == first { cells.removeFirst(2) }
            let ended = cells.last != "⠤"
            parts.append(try Self.print(ended ? cells[...] : cells.dropLast()))
            if ended { break }
            #expect(!rows[index + 1].contains("⠨⠂"), "no indicator repeated: \(rows[index + 1])")
            index += 1
        }
        #expect(rows[first].unicodeScalars.split(separator: .blankCell).last!.starts(with: ["⠨", "⠂"]), "\(rows[first])")
        #expect(parts.joined() == "counterrevolutionaries", "\(parts)")
        let syllables = ["coun", "counter", "counterrev", "counterrevo", "counterrevolu", "counterrevolution", "counterrevolutionar"]
        var printed = ""
        for part in parts.dropLast() {
            printed += part
            #expect(syllables.contains(printed), "divided after \(printed), between syllables")
        }
    }

    @Test("UEB §10.13, §1.10: a run of letters longer than any word is cut at each line end with a hyphen, every line full; its rest is the word's own cells, in order")
    func runLongerThanAnyWord() throws {
        var layout = BrailleLayout(cells: 40, lines: 25) { _ in nil }
        layout.syllables = try Self.divider()
        let letters = Array("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚".unicodeScalars)
        let run = (0..<5_000).map { letters[($0 * 7) % letters.count] }
        #expect(try Self.divider().divisions(of: Cells(run)).isEmpty,
                "no syllables are sought in \(run.count) cells (longer than \(SyllableDivider.longestWord))")
        layout.addParagraph(Cells(run), first: 0, runover: 0)
        let rows = layout.finish().flatMap(\.rows).map { Array($0.unicodeScalars) }.filter { !$0.isEmpty }
        let body = rows.dropLast()
        #expect(body.allSatisfy { $0.count <= 40 && $0.count >= 36 && $0.last == BrailleLayout.hyphen }, "each line is filled and ends with the hyphen: \(Set(body.map(\.count)))")
        let joined = rows.flatMap { $0.last == BrailleLayout.hyphen ? Array($0.dropLast()) : $0 }
        #expect(joined == run, "the lines hold the run's cells, in order, nothing lost")
    }

    @Test("§1.10: an electronic address is recognised once for the whole word: its rest, on later lines, is still divided without a hyphen")
    func addressRestStaysAddress() throws {
        var layout = BrailleLayout(cells: 20, lines: 25) { _ in nil }
        layout.addressBreaks = .init(after: [["⠸", "⠌"]], before: [["⠲"]], markers: [["⠸", "⠌"]])
        // One slash near the start, then 60 cells with no break: the later lines have no
        // marker of their own, and are still part of the address.
        let word = Cells("⠁⠁⠸⠌".unicodeScalars) + Cells(repeating: "⠃", count: 60)
        layout.addParagraph(word, first: 0, runover: 0)
        let rows = layout.finish().flatMap(\.rows).map { Array($0.unicodeScalars) }.filter { !$0.isEmpty }
        #expect(rows.count > 2)
        #expect(rows.allSatisfy { $0.last != BrailleLayout.hyphen }, "no hyphen is added inside an address: \(rows)")
        #expect(rows.flatMap { $0 } == word)
    }
}
