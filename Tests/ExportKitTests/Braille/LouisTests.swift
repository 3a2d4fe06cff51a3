import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

@Suite("liblouis binding")
struct LouisTests {
    static let ueb = BrailleTables.projectLayer + ["en-ueb-g2.ctb"]

    @Test("grade 2 contracts words and marks capitals")
    func contracts() throws {
        let result = try Louis.translate("The knowledge of the world", tables: Self.ueb, mode: [.dotsIO, .ucBrl])
        #expect(result.string == "⠠⠮⠀⠅⠀⠷⠀⠮⠀⠸⠺")
        #expect(result.inputPositions.count == result.output.count)
    }

    @Test("liblouis's always-on hex formatting of each translation for its debug log is skipped")
    func debugFormattingSkipped() throws {
        // The dynamic linker binds liblouis's `_lou_logWidecharBuf` to CLouisQuiet's, and
        // translation is unchanged by it (the test above still gets liblouis's braille).
        #expect(Louis.skipsDebugFormatting)
        #expect(try Louis.translate("whale", tables: Self.ueb, mode: [.dotsIO, .ucBrl]).string == "⠱⠁⠇⠑")
    }

    @Test("the project's table layer is found without setting LOUIS_TABLEPATH: an embedder's environment is its own")
    func environmentUntouched() throws {
        let project = try #require(TableLocator.projectTables)
        let before = ProcessInfo.processInfo.environment["LOUIS_TABLEPATH"]
        // The layer's fixes apply (exporttool-fixes.uti compiles first, by its absolute path).
        #expect(try Louis.translate("whale", tables: Self.ueb, mode: [.dotsIO, .ucBrl]).string == "⠱⠁⠇⠑")
        #expect(Louis.compiles([BrailleTables.eightDotLayer, "en-ueb-g2.ctb"]))
        let after = ProcessInfo.processInfo.environment["LOUIS_TABLEPATH"]
        #expect(after == before)
        let raw = getenv("LOUIS_TABLEPATH").map { String(cString: $0) } ?? ""
        #expect(!raw.contains(project))
    }

    @Test("noContractions mode spells words out")
    func uncontracted() throws {
        let result = try Louis.translate("knowledge", tables: Self.ueb, mode: [.dotsIO, .ucBrl, .noContractions])
        #expect(result.string == "⠅⠝⠕⠺⠇⠑⠙⠛⠑")
    }

    @Test("typeforms give UEB's italic word and bold symbol indicators; none gives none")
    func typeforms() throws {
        let text = "a big fox"
        let plain = try Louis.translate(text, tables: Self.ueb, mode: [.dotsIO, .ucBrl])
        #expect(!plain.string.contains("⠨⠂"))
        var forms = [Typeform](repeating: [], count: 9)
        for index in 2..<5 { forms[index] = .italic }
        let italic = try Louis.translate(text, tables: Self.ueb, typeforms: forms, mode: [.dotsIO, .ucBrl])
        #expect(italic.string == "⠁⠀⠨⠂⠃⠊⠛⠀⠋⠕⠭")
        forms = [Typeform](repeating: [], count: 9)
        forms[0] = .bold
        let bold = try Louis.translate(text, tables: Self.ueb, typeforms: forms, mode: [.dotsIO, .ucBrl])
        #expect(bold.string.hasPrefix("⠘⠆"))
    }

    @Test("typeform bits come from the table's emphasis classes")
    func emphasisClasses() {
        #expect(Louis.typeform(forEmphasisClass: "italic", tables: Self.ueb) == .italic)
        #expect(Louis.typeform(forEmphasisClass: "underline", tables: Self.ueb) == .underline)
        #expect(Louis.typeform(forEmphasisClass: "bold", tables: Self.ueb) == .bold)
    }

    @Test("a long input translates whole, in one call")
    func longInput() throws {
        let sentence = "The whale swam beyond the ship and the sailors watched. "
        let text = String(repeating: sentence, count: 2_000)
        let result = try Louis.translate(text, tables: Self.ueb, mode: [.dotsIO, .ucBrl])
        let one = try Louis.translate(sentence, tables: Self.ueb, mode: [.dotsIO, .ucBrl])
        #expect(result.output.count == one.output.count * 2_000)
        #expect(result.inputPositions.last! >= text.unicodeScalars.count - 2)
    }

    @Test("output larger than the first buffer is detected as truncation and retried")
    func truncationRetry() throws {
        // Capitalised digits and symbols expand far beyond one cell per character; with a
        // first buffer of one cell per character liblouis must stop short and we must retry.
        let text = String(repeating: "12 AB ", count: 500)
        let small = try Louis.translate(text.unicodeScalars.map { $0.value }, tables: Self.ueb, typeforms: nil,
                                        mode: [.dotsIO, .ucBrl], backward: false, growth: 1)
        let normal = try Louis.translate(text, tables: Self.ueb, mode: [.dotsIO, .ucBrl])
        #expect(small.output.count > text.unicodeScalars.count + 16)
        #expect(small == normal)
    }

    @Test("a typeform array of the wrong length is an error, not a crash")
    func typeformLength() {
        #expect(throws: ExportError.self) {
            try Louis.translate("abc", tables: Self.ueb, typeforms: [.italic])
        }
    }

    @Test("an unknown table is a braille error naming it")
    func unknownTable() {
        #expect(throws: ExportError.braille(.tableNotCompiled("no-such-table.ctb"))) {
            try Louis.checkTables(["no-such-table.ctb"])
        }
    }

    @Test("every language's default table compiles with the project layer in front",
          arguments: BrailleTables.defaults.keys.sorted())
    func defaultTables(language: String) throws {
        let tables = try BrailleTables.tableList(explicit: nil, language: language)
        try Louis.checkTables(tables)
        let braille = try Louis.translate("Hello 12", tables: tables, mode: [.dotsIO, .ucBrl, .noUndefined]).string
        #expect(!braille.isEmpty)
    }

    @Test("callers from many tasks at once get the same answers as one caller")
    func concurrentCallers() async throws {
        let texts = (0..<16).map { "Sailor number \($0) saw the knowledge of the world, and \($0 * 7) whales." }
        let expected = try texts.map { try Louis.translate($0, tables: Self.ueb, mode: [.dotsIO, .ucBrl]).string }
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for round in 0..<8 {
                for (index, text) in texts.enumerated() {
                    group.addTask {
                        // Alternate table lists so liblouis switches compiled tables under load.
                        let tables = round % 2 == 0 ? Self.ueb : BrailleTables.projectLayer + ["en-ueb-g1.ctb"]
                        let output = try Louis.translate(text, tables: tables, mode: [.dotsIO, .ucBrl]).string
                        return (round % 2 == 0 ? index : -1, output)
                    }
                }
            }
            var collected: [(Int, String)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 128)
        for (index, output) in results where index >= 0 {
            #expect(output == expected[index])
        }
    }

    @Test("back-translation recovers the print")
    func backTranslation() throws {
        let braille = try Louis.translate("The knowledge of the world", tables: Self.ueb, mode: [.dotsIO, .ucBrl]).string
        let print = try BrailleText.backTranslate(braille, tables: Self.ueb)
        #expect(print == "The knowledge of the world", "\(print.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("the BRF mapping is en-us-brf.dis's, cell for cell")
    func brfMapping() throws {
        var cells = ""
        for value in 0x2800...0x283F { cells.unicodeScalars.append(Unicode.Scalar(UInt32(value))!) }
        let fromLiblouis = try Louis.dotsToCharacters(cells, displayTable: "en-us-brf.dis")
        #expect(Array(fromLiblouis.utf8) == BRFWriter.characters)
    }

    @Test("every UEB emphasis class has its Typeform: italic, underline, bold, script, transnote, trans1-trans5")
    func uebEmphasisClasses() {
        let tables = BrailleCheck.ueb
        let named: [(String, Typeform)] = [("italic", .italic), ("underline", .underline), ("bold", .bold),
                                           ("script", .script), ("transnote", .transNote)]
        for (name, form) in named { #expect(Louis.typeform(forEmphasisClass: name, tables: tables) == form, "\(name)") }
        for number in 1...5 {
            #expect(Louis.typeform(forEmphasisClass: "trans\(number)", tables: tables) == .emphasisClass(5 + number))
        }
        #expect(Typeform.emphasisClass(1) == .italic && Typeform.emphasisClass(5) == .transNote)
    }
}
