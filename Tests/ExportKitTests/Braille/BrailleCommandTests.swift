import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// The `tables`, `translate` and `export --to brf,pef,braille` commands, run as a user would.
@Suite("Braille commands")
struct BrailleCommandTests {
    @Test("`tables` lists the project and system tables with language and grade, marking defaults")
    func tables() throws {
        let result = try run(exporttoolBinary, ["tables", "--language", "en"])
        let output = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0)
        #expect(output.contains("* en-ueb-g2.ctb"))
        #expect(output.contains("grade 2"))
        #expect(output.contains("project tables: "))
        #expect(!output.contains("de-g2.ctb"))
    }

    @Test("`translate` prints Unicode braille, BRF with --ascii, and applies --italic ranges")
    func translate() throws {
        let unicode = try run(exporttoolBinary, ["translate", "The world"])
        #expect(String(decoding: unicode.stdout, as: UTF8.self) == "⠠⠮⠀⠸⠺\n")
        let ascii = try run(exporttoolBinary, ["translate", "--ascii", "--italic", "4-9", "The world"])
        #expect(String(decoding: ascii.stdout, as: UTF8.self) == ",! .1_W\n")
        let list = try run(exporttoolBinary, ["translate", "--ascii", "--italic", "0-3,8-13", "the big whale"])
        #expect(String(decoding: list.stdout, as: UTF8.self) == ".1! BIG .1:ALE\n")
        let stdin = try run(exporttoolBinary, ["translate", "--ascii"], input: Data("knowledge\n".utf8))
        #expect(String(decoding: stdin.stdout, as: UTF8.self) == "K\n")
        let bad = try run(exporttoolBinary, ["translate", "--italic", "5", "x"])
        #expect(bad.status != 0)
    }

    /// Issue 42: the range was walked index by index, however far past the text it went.
    @Test("an emphasis range far past the text is cut to the text: the whole word in italic, at once")
    func hugeRange() throws {
        let result = try runBounded(exporttoolBinary, ["translate", "--ascii", "--italic", "0-9223372036854775806", "the big whale"],
                                    timeout: 60)
        #expect(result.status == 0, "\(result.message)")
        #expect(String(decoding: result.stdout, as: UTF8.self) == ".7! BIG :ALE.'\n")
    }

    @Test("the project tables are found without EXPORTTOOL_TABLES, and the variable overrides the search")
    func tableSearch() throws {
        let found = try run(exporttoolBinary, ["translate", "--ascii", "a\u{00A0}b"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(String(decoding: found.stdout, as: UTF8.self) == "A ;B\n")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-tables-here").path
        let overridden = try run(exporttoolBinary, ["translate", "x"], environment: ["EXPORTTOOL_TABLES": missing])
        #expect(overridden.status != 0)
        #expect(String(decoding: overridden.stderr, as: UTF8.self).contains("exporttool-fixes.uti"))
    }

    @Test("`export --to brf,pef,braille --volume-pages` writes one BRF and one Unicode file per volume and one PEF")
    func exportVolumes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("braille-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "brf,pef,braille",
                                                "--lines", "12", "--volume-pages", "3", "--toc",
                                                "--output-dir", directory.path, "--stem", "book"])
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.contains("book-v01.brf") && names.contains("book-v02.brf"))
        #expect(names.contains("book-v01.braille.txt"))
        #expect(names.contains("book.pef"))
    }

    @Test("`--running-heads on` puts the shortened title on line 1 of the pages after the title page (BANA §1.8); a value other than on or off is refused naming the option")
    func runningHeads() throws {
        let fixture = TestPaths.fixture("braille/pages.xhtml")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("heads-\(UUID().uuidString).braille.txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let head = try BrailleText.translate("The Whaling Voyage of the Good", tables: BrailleTables.projectLayer + ["en-ueb-g2.ctb"]).text
        for (value, expected) in [("on", true), ("off", false)] {
            let result = try run(exporttoolBinary, ["export", fixture, "--to", "braille", "--running-heads", value, "-o", output.path])
            #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
            let pages = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").components(separatedBy: "\n\u{0C}\n")
            #expect(pages.count > 3)
            let lineOne = pages.dropFirst().map { $0.prefix { $0 != "\n" } }
            #expect(lineOne.allSatisfy { $0.hasPrefix(String(repeating: "\u{2800}", count: 8) + head) } == expected, "--running-heads \(value)")
        }
        let bad = try run(exporttoolBinary, ["export", fixture, "--to", "brf", "--running-heads", "yes", "-o", output.path])
        #expect(bad.status != 0)
        #expect(String(decoding: bad.stderr, as: UTF8.self).contains("--running-heads"))
    }

    @Test("`--tables` chooses the table format (BANA §11); an unknown one is refused naming the option")
    func tableFormat() throws {
        let fixture = TestPaths.fixture("braille/tables/columns.xhtml")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString).braille.txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let stairstep = try run(exporttoolBinary, ["export", fixture, "--to", "braille", "--table", "en-ueb-g1.ctb",
                                                   "--tables", "stairstep", "-o", output.path])
        #expect(stairstep.status == 0, "\(String(decoding: stairstep.stderr, as: UTF8.self))")
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let note = try BrailleText.translate("Table in stairstep format", tables: BrailleTables.projectLayer + ["en-ueb-g1.ctb"]).text
        #expect(text.contains(note), "\(text)")
        let bad = try run(exporttoolBinary, ["export", fixture, "--to", "brf", "--tables", "spatial", "-o", output.path])
        #expect(bad.status != 0)
        #expect(String(decoding: bad.stderr, as: UTF8.self).contains("--tables"))
    }

    @Test("bad braille options are refused before reading the book")
    func validation() throws {
        let result = try run(exporttoolBinary, ["export", "/nonexistent.epub", "--to", "brf", "--cells", "5"])
        #expect(result.status != 0)
        #expect(String(decoding: result.stderr, as: UTF8.self).contains("--cells"))
    }
}
