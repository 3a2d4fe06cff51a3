import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Word division at line ends (UEB §10.13, BANA *Braille Formats* §1.10): a word longer than
/// the line is divided after one of its own hyphens when it has one, else between syllables
/// (liblouis's `hyph_en_US.dic`), never inside a contraction and never so that a part reads
/// differently alone; a word that fits on a line is never divided.
@Suite("Braille: word division between syllables")
struct WordDivisionTests {
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

    @Test("The divisions of a word are between its print syllables: regulator is reg-u-la-tor")
    func syllables() throws {
        let word = try Self.braille("regulator")
        let expected = try ["reg", "regu", "regula"].map { try Self.braille($0).count }
        #expect(try Self.divider().points(in: word) == expected)
    }

    @Test("Each part of a divided word reads, alone, as its part of the print word, contracted as in the whole word",
          arguments: ["transcription", "internationalization", "counterrevolutionaries", "Regulation",
                      "characteristically", "understanding", "knowledgeable", "disappointment"])
    func partsReadAlone(text: String) throws {
        let word = try Self.braille(text)
        let points = try Self.divider().points(in: word)
        #expect(!points.isEmpty, "\(text) has a division")
        for point in points {
            let before = word[..<point], after = word[point...]
            #expect(try Self.print(before) + Self.print(after) == text.lowercased(), "\(text) at cell \(point)")
            #expect(try Self.braille(Self.print(before)).elementsEqual(before) || text.first!.isUppercase,
                    "\(text): the first part is contracted as alone")
        }
    }

    @Test("UEB §10.13: no division inside a contraction (coun-ter falls inside the ount groupsign of counter), none before ing (a groupsign may not start the line)")
    func contractionsKept() throws {
        let counter = try Self.braille("counter")
        #expect(counter == ["⠉", "⠨", "⠞", "⠻"], "c, ount, er")
        #expect(try Self.divider().points(in: counter).isEmpty, "coun-ter would split the cells of ount")
        #expect(try Self.divider().points(in: Self.braille("regulation")).contains(try Self.braille("regu").count), "regu-lation")

        let walking = try Self.braille("walking")
        #expect(walking.last == "⠬")
        #expect(try Self.divider().points(in: walking).isEmpty, "walk-ing would start a line with the ing groupsign")
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

    @Test("The layout takes the last syllable division that leaves room for the hyphen")
    func layoutChoice() throws {
        var layout = BrailleLayout(cells: 40, lines: 25) { _ in nil }
        layout.syllables = try Self.divider()
        let word = try Self.braille("internationalization")
        let points = try Self.divider().points(in: word)
        for available in 4...word.count - 1 {
            let (take, hyphenated) = layout.division(of: word, available: available)
            #expect(hyphenated)
            let best = points.last { $0 <= available - 1 }
            if let best, best * 2 >= available {
                #expect(take == best, "at \(available) cells")
            } else {
                #expect(take == available - 1, "at \(available) cells no syllable fills half the line: cut at the end")
            }
        }
    }
}
