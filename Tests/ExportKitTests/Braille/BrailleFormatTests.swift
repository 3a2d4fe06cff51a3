import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Each output format's framing, whole outputs of the sample book as golden files, notes
/// and volumes.
@Suite("Braille formats")
struct BrailleFormatTests {
    static func sample() throws -> Book {
        try BookLoader().load(path: TestPaths.sampleBook.path)
    }

    static func export(_ output: BrailleExporter.Output, notes: NotePlacement? = nil,
                       configure: (inout BrailleSettings) -> Void = { _ in }) throws -> [OutputFile] {
        var settings = BrailleSettings()
        configure(&settings)
        return try BrailleExporter(output: output, settings: settings, notes: notes).export(sample())
    }

    @Test("the sample book as BRF, PEF and Unicode braille matches the golden files",
          arguments: [(BrailleExporter.Output.brf, "sample-book.brf"), (.pef, "sample-book.pef"), (.unicode, "sample-book.braille.txt")])
    func golden(output: BrailleExporter.Output, name: String) throws {
        let files = try Self.export(output) { $0.tableOfContents = true }
        #expect(files.count == 1)
        assertGolden(String(decoding: files[0].contents, as: UTF8.self), named: "braille/" + name)
    }

    @Test("BRF: only the 64 BRF characters, CR LF line ends, a form feed between pages")
    func brfFraming() throws {
        let files = try Self.export(.brf) { $0.cells = 32; $0.lines = 20 }
        let bytes = files[0].contents
        #expect(files[0].fileExtension == "brf")
        #expect(BrailleCheck.brfProblems(bytes, cells: 32, lines: 20).isEmpty)
        let pages = try BrailleExporter(output: .brf, settings: { var s = BrailleSettings(); s.cells = 32; s.lines = 20; return s }())
            .render(Self.sample()).volumes[0].pages.count
        #expect(bytes.filter { $0 == 0x0C }.count == pages - 1)
        #expect(bytes.allSatisfy { ($0 >= 0x20 && $0 <= 0x5F) || $0 == 0x0D || $0 == 0x0A || $0 == 0x0C })
        #expect(!bytes.contains(0x0A) || zip(bytes, bytes.dropFirst()).allSatisfy { $1 != 0x0A || $0 == 0x0D })
    }

    @Test("PEF: PEF 1.0 namespace and version, Dublin Core metadata, volume cols/rows/duplex, rows in Unicode braille")
    func pefFraming() throws {
        let files = try Self.export(.pef) { $0.duplex = true; $0.cells = 30 }
        #expect(files.count == 1 && files[0].fileExtension == "pef")
        #expect(BrailleCheck.pefProblems(files[0].contents).isEmpty)
        let text = String(decoding: files[0].contents, as: UTF8.self)
        #expect(text.contains("<volume cols=\"30\" rows=\"25\" rowgap=\"0\" duplex=\"true\">"))
        #expect(text.contains("<dc:title>The Lighthouse Keeper's Notebook</dc:title>"))
    }

    @Test("Unicode braille: only braille cells, line feeds and form feeds")
    func unicodeFraming() throws {
        let files = try Self.export(.unicode)
        let text = String(decoding: files[0].contents, as: UTF8.self)
        #expect(text.unicodeScalars.allSatisfy { ($0.value >= 0x2800 && $0.value <= 0x28FF) || $0 == "\n" || $0 == "\u{0C}" })
        #expect(files[0].fileExtension == "braille.txt")
    }

    @Test("volumes: BRF and Unicode braille give one file per volume (-v01 ...), PEF one file with several volumes")
    func volumes() throws {
        let brf = try Self.export(.brf) { $0.volumePages = 2; $0.lines = 12 }
        #expect(brf.count > 1)
        #expect(brf.map(\.suffix) == (1...brf.count).map { String(format: "-v%02d", $0) })
        for file in brf { #expect(BrailleCheck.brfProblems(file.contents, cells: 40, lines: 12).isEmpty) }
        let volumeLabel = try BrailleText.translate("Volume 1 of \(brf.count)", tables: BrailleCheck.ueb, ascii: true).text
        #expect(String(decoding: brf[0].contents, as: UTF8.self).contains(volumeLabel))
        let pef = try Self.export(.pef) { $0.volumePages = 2; $0.lines = 12 }
        #expect(pef.count == 1)
        let text = String(decoding: pef[0].contents, as: UTF8.self)
        #expect(text.components(separatedBy: "<volume ").count - 1 == brf.count)
        #expect(BrailleCheck.pefProblems(pef[0].contents).isEmpty)
    }

    @Test("the book's endnotes stay in its Notes section by default (end of print page, Formats §16.1a, §16.9), follow the referring paragraph with after-paragraph, come before the next heading with end-of-section, nowhere with skip")
    func notes() throws {
        let noteText = "converted to electricity"  // from the first note's body
        func position(_ files: [OutputFile]) throws -> (note: Int?, storm: Int?) {
            let print = try BrailleCheck.backTranslate(files[0].contents)
            return (print.range(of: noteText)?.lowerBound.utf16Offset(in: print),
                    print.range(of: "Chapter 2")?.lowerBound.utf16Offset(in: print))
        }
        let book = try Self.sample()
        let firstNote = try #require(book.blockIndex()["EPUB/notes.xhtml#n1"])
        #expect(firstNote.plainText.contains(noteText))
        let inPlace = try position(Self.export(.brf))
        #expect(inPlace.note != nil && inPlace.storm != nil && inPlace.note! > inPlace.storm!)
        let after = try position(Self.export(.brf, notes: .afterParagraph))
        #expect(after.note != nil && after.storm != nil && after.note! < after.storm!)
        let end = try position(Self.export(.brf, notes: .endOfBook))
        #expect(end.note != nil && end.storm != nil && end.note! > end.storm!)
        let section = try BrailleCheck.backTranslate(Self.export(.brf, notes: .endOfSection)[0].contents)
        let note = try #require(section.range(of: noteText))
        let keeps = try #require(section.range(of: "keeps a log"))
        let supplies = try #require(section.range(of: "Every month"))
        #expect(keeps.lowerBound < note.lowerBound && note.lowerBound < supplies.lowerBound)
        let skipped = try position(Self.export(.brf, notes: .skip))
        #expect(skipped.note == nil)
    }

    @Test("the EPUB nav document is not transcribed")
    func navigationSkipped() throws {
        let print = try BrailleCheck.backTranslate(Self.export(.brf)[0].contents)
        #expect(!print.contains("Start of content"))
        // The linear="no" document after it is.
        #expect(print.contains("This sample was written"))
    }

    @Test("back-translating the sample BRF recovers the model's words")
    func sampleFidelity() throws {
        let book = try Self.sample()
        let print = try BrailleCheck.backTranslate(Self.export(.brf)[0].contents)
        let recall = WordBag(print).recall(of: try textExportWords(book))
        #expect(recall >= 0.97, "recall \(recall)")
    }

    @Test("BRF piped through the lou_translate CLI needs its backslashes escaped",
          .enabled(if: which("lou_translate") != nil))
    func louTranslateEscapes() throws {
        // "ou" is dots 1-2-5-6, which BRF writes as a backslash.
        let brf = try BrailleText.translate("shout about it", tables: BrailleCheck.ueb, ascii: true).text
        #expect(brf.contains("\\"))
        let escaped = brf.replacingOccurrences(of: "\\", with: "\\\\")
        let result = try run(which("lou_translate")!, ["-b", "en-us-brf.dis,en-ueb-g2.ctb"], input: Data((escaped + "\n").utf8))
        let viaCLI = String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(viaCLI == (try BrailleText.backTranslate(brf, tables: BrailleCheck.ueb, ascii: true)))
    }
}
