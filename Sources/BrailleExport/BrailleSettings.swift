import MathRender
import ReadingModel
/// Settings of the braille exports (BRF, PEF, Unicode braille).
///
/// The defaults follow BANA's "Braille Formats" for a 40 x 25 embosser page.
public struct BrailleSettings: Sendable, Hashable, Codable {
    /// liblouis table list (`["en-ueb-g2.ctb"]`); `nil` picks the default for the book's
    /// language (``BrailleTables/defaults``). The project's layer is always put first.
    public var tables: [String]?
    /// Cells per line.
    public var cells = 40
    /// Lines per page.
    public var lines = 25
    /// Adds a contents page with guide dots and braille page numbers.
    public var tableOfContents = false
    /// Adds a title page (title, author, transcriber, braille code) to each volume.
    public var titlePage = true
    /// Adds, after the title and special symbols pages, a transcriber's notes page saying how
    /// the transcription departs from print where the book needs it: print page numbers,
    /// note placement, image descriptions, foreign words, the running head (BANA Braille
    /// Formats 2016 §2.6). Only with ``titlePage``.
    public var transcribersNotesPage = true
    /// Who transcribed the book: the title page says "Transcribed by" this name (BANA
    /// Braille Formats §2.3, the transcription segment).
    public var producer = "exporttool"
    /// Braille pages per volume; `nil` makes one volume.
    public var volumePages: Int?
    /// Starts every level-1 heading on a new braille page (so volumes can split there).
    public var chapterNewPage = true
    /// With print pages in the book, the contents cites the print page of each heading
    /// (BANA Braille Formats §2); `false` cites braille pages. A book without print pages
    /// always gets braille pages.
    public var contentsCitesPrintPages = true
    /// How tables are laid out (BANA Braille Formats §11): by default in columns when they
    /// fit the line, else listed or linear by rule (``BrailleTableFormat``).
    public var tableFormat: BrailleTableFormat = .auto
    /// Contracts electronic addresses (URLs, e-mail) in running text, as UEB §11.10.2 makes
    /// the norm; `false` (the default) keeps them uncontracted, which UEB allows and which
    /// reads back exactly. Code is uncontracted either way.
    public var contractedAddresses = false
    /// Writes foreign words and phrases in an English text (runs whose `lang` is not
    /// English) uncontracted, as the Rules of UEB 2013 §13.2.1 rule; `false` (the default)
    /// contracts them, as BANA's current practice does (Braille Formats 2011 §1.15, which the
    /// note to §13.2.1 allows a braille authority to keep). Modified (accented) letters never
    /// form part of a contraction either way (UEB §4.2.5).
    public var uncontractedForeignWords = false
    /// The code math is written in inside UEB text: UEB technical material (the default)
    /// or Nemeth between the Nemeth Code indicators (docs/math.md, Braille).
    public var mathCode: MathBrailleCode = .ueb
    /// Writes a running head, the book's title shortened to fit, on line 1 of every page but
    /// a volume's first (BANA Braille Formats §1.8). Off by default: the 2016 Formats make
    /// running heads optional (docs/braille.md, "Running heads").
    public var runningHeads = false
    /// PEF `duplex` (interpoint) attribute.
    public var duplex = false
    /// Braille page numbers on the last line of each page.
    public var pageNumbers = true

    public init() {}

    /// The smallest page that still holds a line of text beside the page numbers.
    public static let minimumCells = 12
    public static let minimumLines = 3

    /// Checks the numbers; the CLI calls this from `validate()`.
    public func validate() throws(ExportError) {
        if cells < Self.minimumCells || cells > 200 {
            throw .invalidSetting(InvalidSetting(.cells, value: String(cells), requirement: .between(Self.minimumCells, 200)))
        }
        if lines < Self.minimumLines || lines > 200 {
            throw .invalidSetting(InvalidSetting(.lines, value: String(lines), requirement: .between(Self.minimumLines, 200)))
        }
        if let volumePages, volumePages < 2 {
            throw .invalidSetting(InvalidSetting(.volumePages, value: String(volumePages), requirement: .atLeast(2)))
        }
        if let tables, tables.isEmpty || tables.contains(where: \.isEmpty) {
            throw .invalidSetting(InvalidSetting(.tables, value: "", requirement: .notEmpty))
        }
        if WhiteSpace.isBlank(producer) || producer.contains(where: \.isNewline) {
            throw .invalidSetting(InvalidSetting(.producer, value: producer, requirement: .notEmpty))
        }
    }
}
