import ArgumentParser
import ExportKit

/// `export` options of the braille formats (brf, pef, braille, proof, ebrl).
struct BrailleOptions: ParsableArguments {
    @Option(name: .customLong("table"),
            help: "liblouis table list, comma separated (default: from the book's language, e.g. en-ueb-g2.ctb; see `exporttool tables`).")
    var table: String?

    @Option(help: "Braille cells per line.")
    var cells: Int = 40

    @Option(help: "Braille lines per page.")
    var lines: Int = 25

    @Flag(help: "Add a contents page with guide dots and braille page numbers.")
    var toc = false

    @Option(help: "Split into volumes of at most N body pages (title and contents pages come on top), ending volumes before a chapter where possible. BRF and Unicode braille write one file per volume (STEM-v01...); PEF and the proof hold all volumes.")
    var volumePages: Int?

    @Flag(inversion: .prefixedNo, help: "Start each volume with a title page (title, author, publisher, transcriber, braille code, volume).")
    var titlePage = true

    @Flag(inversion: .prefixedNo, help: "After the title and special symbols pages, add a transcriber's notes page saying how the braille departs from print in this book (print page numbers, where notes are placed, image descriptions, foreign words, the running head; BANA Braille Formats 2.6). Only with a title page.")
    var transcribersNotesPage = true

    @Option(help: "Who transcribed the book (a person or agency): the braille title page says \"Transcribed by NAME\", and eBraille names it as the producer (default: exporttool).")
    var producer: String = "exporttool"

    @Flag(inversion: .prefixedNo, help: "Start every level-1 heading on a new braille page.")
    var chapterPages = true

    @Flag(help: "Contents pages cite braille page numbers, not the print page numbers (the default when the book has print pages).")
    var contentsBraillePages = false

    @Flag(help: "Contract web and email addresses in the text, as UEB 11.10.2 makes the norm (uncontracted by default).")
    var contractedAddresses = false

    @Flag(help: "Write foreign words and phrases in the text (marked with a lang other than English) uncontracted, as UEB 13.2.1 rules (contracted by default, as BANA's current practice).")
    var uncontractedForeignWords = false

    @Option(help: "Braille code for math in UEB text: ueb (UEB technical material) or nemeth (Nemeth Code between the Nemeth Code indicators).")
    var mathCode: MathBrailleCode = .ueb

    @Option(help: "Table layout: auto (columns when they fit the line, else listed, or linear without column headings), listed, linear or stairstep (BANA Braille Formats 11).")
    var tables: BrailleTableFormat = .auto

    @Option(help: "Running heads: on writes the book's title, shortened to fit, centred on line 1 of every braille page but a volume's first, beside the print page number (BANA Braille Formats 1.8); off (the default: BANA makes them optional) writes none.")
    var runningHeads: OnOff = .off

    @Flag(help: "Mark PEF volumes as duplex (interpoint).")
    var duplex = false

    @Option(help: "eBraille: the copyright date of the work, YYYY, YYYY-MM or YYYY-MM-DD (eBraille requires it; without it, the year of the book's copyright statement, else the export is refused).")
    var copyrightDate: String?

    var tableList: [String]? {
        table.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
    }

    func validate() throws {
        var settings = ExportSettings()
        apply(to: &settings)
        do {
            try settings.braille.validate()
            try settings.ebraille.validate()
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// Copies the options into the library's settings.
    func apply(to settings: inout ExportSettings) {
        settings.braille.tables = tableList
        settings.braille.cells = cells
        settings.braille.lines = lines
        settings.braille.tableOfContents = toc
        settings.braille.volumePages = volumePages
        settings.braille.titlePage = titlePage
        settings.braille.transcribersNotesPage = transcribersNotesPage
        settings.braille.producer = producer
        settings.ebraille.producer = producer
        settings.braille.chapterNewPage = chapterPages
        settings.braille.duplex = duplex
        settings.braille.contentsCitesPrintPages = !contentsBraillePages
        settings.braille.contractedAddresses = contractedAddresses
        settings.braille.uncontractedForeignWords = uncontractedForeignWords
        settings.ebraille.copyrightDate = copyrightDate
        settings.braille.mathCode = mathCode
        settings.braille.tableFormat = tables
        settings.braille.runningHeads = runningHeads == .on
    }
}

/// A setting that is on or off (`--running-heads on|off`).
enum OnOff: String, ExpressibleByArgument, CaseIterable {
    case on, off
}
extension MathBrailleCode: ExpressibleByArgument {}
extension BrailleTableFormat: ExpressibleByArgument {}
