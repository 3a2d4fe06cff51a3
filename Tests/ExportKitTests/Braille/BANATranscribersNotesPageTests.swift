import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import ReadingModel

/// The transcriber's notes page (BANA Braille Formats 2016 §2.6): in each volume, after the
/// title page and the special symbols page, "TRANSCRIBER'S NOTES" centred on line 1 (line 3
/// under a running head, §2.6.1a as the NBA quotes it), a blank line, then each note about
/// the transcription as a whole in 3-1, and only the notes that apply to the book at hand.
/// Written from the rule's text on the fixture `braille/transcribers-notes.xhtml` (print
/// pages 1-2, a note, an image with alt text, a French phrase in italics).
@Suite("Braille: BANA Formats 2016 §2.6, the transcriber's notes page")
struct BANATranscribersNotesPageTests {
    static let fixture = TestPaths.fixture("braille/transcribers-notes.xhtml")
    static let english = Labels.english

    static func pages(_ path: String = fixture, notes: NotePlacement? = nil,
                      _ configure: (inout BrailleSettings) -> Void = { _ in }) throws -> [[[String]]] {
        let book = try BookLoader().load(path: path)
        var settings = BrailleSettings()
        configure(&settings)
        let document = try BrailleExporter(output: .unicode, settings: settings, notes: notes).render(book)
        return document.volumes.map { $0.pages.map { $0.rows.map(BrailleCheck.trimmed) } }
    }

    /// The index of the first page of `volume` whose rows hold the braille of `text`.
    static func page(holding text: String, in volume: [[String]]) throws -> Int? {
        let cells = try BrailleCheck.braille(text)
        return volume.firstIndex { $0.contains { $0.contains(cells) } }
    }

    /// The cells of every note's paragraph, the rows of the page after the heading joined.
    static func sentences(_ notes: [Labels.TranscriptionNote]) throws -> [String] {
        try notes.map { try BrailleCheck.braille(english.sentence(for: $0)) }
    }

    static func blanks(_ row: String) -> Int { row.prefix { $0 == BrailleCheck.blank }.count }

    @Test("§2.6.1a: after the title and special symbols pages, the heading centred on line 1, a blank line, each note in 3-1, a t page numbered on")
    func layout() throws {
        let volume = try Self.pages()[0]
        let heading = try BrailleCheck.braille(Self.english.transcribersNotesHeading)
        let symbols = try #require(try Self.page(holding: Self.english.specialSymbolsHeading.components(separatedBy: " ").prefix(2).joined(separator: " "), in: volume))
        let index = try #require(try Self.page(holding: Self.english.transcribersNotesHeading, in: volume))
        #expect(symbols == 1 && index == 2, "title page, special symbols page, then the notes page")
        let rows = volume[index]
        let left = Self.blanks(rows[0])
        #expect(String(rows[0].dropFirst(left)) == heading)
        #expect(abs(left - (40 - left - heading.count)) <= 1, "centred: \(rows[0])")
        #expect(rows[1].isEmpty, "a blank line after the heading")
        // Each note starts in cell 3; its runovers start in cell 1.
        let text = Array(rows[2..<24].filter { !$0.isEmpty })
        #expect(!text.isEmpty)
        var starts = 0
        for row in text {
            let blanks = Self.blanks(row)
            #expect(blanks == 2 || blanks == 0, "3-1: \(row)")
            if blanks == 2 { starts += 1 }
        }
        #expect(starts == 4, "print pages, notes, images, foreign words")
        #expect(!rows.joined().contains("⠈⠨⠣"), "no transcriber's note indicators on the page")
        let number = try BrailleCheck.braille("t2")
        #expect(rows[24].hasSuffix("⠀⠀⠀" + number), "numbered on from the special symbols page: \(rows[24])")
    }

    @Test("§2.6: the notes that apply to this book, in order, each worded by the labels")
    func notesOfTheBook() throws {
        let volume = try Self.pages()[0]
        let index = try #require(try Self.page(holding: Self.english.transcribersNotesHeading, in: volume))
        let text = volume[index][2..<24].joined().filter { $0 != BrailleCheck.blank }
        var places: [String.Index] = []
        for sentence in try Self.sentences([.printPages, .notes(.endOfPage), .images, .foreignWords(contracted: true)]) {
            // A paragraph's words run over lines: compared without the blank cells.
            let range = text.range(of: sentence.filter { $0 != BrailleCheck.blank })
            #expect(range != nil, "\(sentence)")
            if let range { places.append(range.lowerBound) }
        }
        #expect(places == places.sorted(), "in the page's order")
    }

    @Test("§2.6: the wording follows the transcription's choices: --notes, --uncontracted-foreign-words, running heads")
    func choices() throws {
        let volume = try Self.pages(notes: .endOfSection) {
            $0.uncontractedForeignWords = true
            $0.runningHeads = true
        }[0]
        let joined = volume.flatMap { $0 }.joined().filter { $0 != BrailleCheck.blank }
        for note in [Labels.TranscriptionNote.notes(.endOfSection), .foreignWords(contracted: false), .runningHead] {
            let cells = try BrailleCheck.braille(Self.english.sentence(for: note)).filter { $0 != BrailleCheck.blank }
            #expect(joined.contains(cells), "\(note)")
        }
        for note in [Labels.TranscriptionNote.notes(.endOfPage), .foreignWords(contracted: true)] {
            let cells = try BrailleCheck.braille(Self.english.sentence(for: note)).filter { $0 != BrailleCheck.blank }
            #expect(!joined.contains(cells), "\(note) is not said")
        }
        // Under a running head the heading is on line 3 (§2.6.1a).
        let index = try #require(try Self.page(holding: Self.english.transcribersNotesHeading, in: volume))
        let heading = try BrailleCheck.braille(Self.english.transcribersNotesHeading)
        #expect(volume[index][1].isEmpty && volume[index][2].hasSuffix(heading), "\(volume[index].prefix(3))")
    }

    @Test("§2.6: only the notes that apply: a book with print pages and nothing else gets the print page note alone")
    func onlyWhatApplies() throws {
        let volume = try Self.pages(TestPaths.fixture("braille/pages.xhtml"))[0]
        let index = try #require(try Self.page(holding: Self.english.transcribersNotesHeading, in: volume))
        let joined = volume[index].joined().filter { $0 != BrailleCheck.blank }
        let print = try BrailleCheck.braille(Self.english.sentence(for: .printPages)).filter { $0 != BrailleCheck.blank }
        #expect(joined.contains(print))
        for note in [Labels.TranscriptionNote.images, .foreignWords(contracted: true), .runningHead] {
            let cells = try BrailleCheck.braille(Self.english.sentence(for: note)).filter { $0 != BrailleCheck.blank }
            #expect(!joined.contains(cells), "\(note)")
        }
    }

    @Test("§2.6: each volume has its own transcriber's notes page, after its title and special symbols pages, numbered on from them")
    func everyVolume() throws {
        let volumes = try Self.pages(TestPaths.fixture("braille/pages.xhtml")) { $0.volumePages = 3 }
        #expect(volumes.count == 2)
        for volume in volumes {
            let index = try #require(try Self.page(holding: Self.english.transcribersNotesHeading, in: volume))
            let symbols = try Self.page(holding: "Special Symbols", in: volume)
            #expect(index == (symbols ?? 0) + 1, "after the title page and the special symbols page, if any")
            let number = try BrailleCheck.braille(symbols == nil ? "t1" : "t2")
            #expect(volume[index][24].hasSuffix("⠀⠀⠀" + number), "\(volume[index][24])")
        }
    }

    @Test("§2.6: no page when no note applies, with --no-transcribers-notes-page, or without a title page")
    func noPage() throws {
        let heading = Self.english.transcribersNotesHeading
        let plain = try Self.pages(TestPaths.fixture("braille/book-parts.xhtml"))
        #expect(try Self.page(holding: heading, in: plain[0]) == nil)
        #expect(try Self.page(holding: heading, in: try Self.pages { $0.transcribersNotesPage = false }[0]) == nil)
        #expect(try Self.page(holding: heading, in: try Self.pages { $0.titlePage = false }[0]) == nil)
    }
}

extension BANATranscribersNotesPageTests {
    @Test("§2.6 (EBAE Appendix A §10a): notes running over a page: each further page opens with the heading and (cont.) centred on line 1, no blank line after it; the notes go on in 3-1; no page holds the heading alone")
    func continuedHeading() throws {
        let volume = try Self.pages { settings in settings.lines = 8 }[0]
        let heading = try BrailleCheck.braille(Self.english.transcribersNotesHeading)
        let continued = try BrailleCheck.braille(Self.english.transcribersNotesContinuedHeading)
        let first = try #require(volume.firstIndex { $0.first.map(BrailleCheck.trimmed)?.hasSuffix(heading) == true }, "the notes page")
        let further = volume.indices.filter { volume[$0].first?.contains(continued) == true }
        #expect(!further.isEmpty, "the notes run over a page of 8 lines")
        #expect(further == further.indices.map { first + 1 + $0 }, "each further page follows the first: \(first), \(further)")
        #expect(!volume[first][0].contains(continued), "the first page's heading has no (cont.)")
        for index in further {
            let rows = volume[index]
            let left = Self.blanks(rows[0])
            #expect(String(rows[0].dropFirst(left)) == continued && abs(left - (40 - left - continued.count)) <= 1, "centred: \(rows[0])")
            #expect(!rows[1].isEmpty && [0, 2].contains(Self.blanks(rows[1])), "no blank line after it, the notes in 3-1: \(rows[1])")
        }
        let numbers = try (1...12).map { try BrailleCheck.braille("t\($0)") }
        let own = try #require(numbers.lastIndex { volume[first][7].hasSuffix("⠀" + $0) }, "a t page: \(volume[first][7])")
        for (offset, index) in further.enumerated() {
            #expect(volume[index][7].hasSuffix("⠀" + numbers[own + offset + 1]), "t pages numbered on: \(volume[index][7])")
        }
    }

    @Test("§2.6: notes that fit on one page have no (cont.) heading")
    func noContinuedHeading() throws {
        let volume = try Self.pages()[0]
        let continued = try BrailleCheck.braille(Self.english.transcribersNotesContinuedHeading)
        #expect(!volume.joined().contains { $0.contains(continued) })
    }
}
