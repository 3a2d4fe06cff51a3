import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// A heading holding a producer's note has the note between UEB's transcriber's note
/// indicators (Formats 2016 §3.1.1: "Any wording not shown in the print text and inserted by
/// the transcriber is a transcriber's note"; §3.1.4: "Embedded transcriber's notes may be used
/// in multiple formatting situations, e.g., as headings"). The contents entry of that heading,
/// the book's printed one or the one the transcriber generates (§2.10), holds the same
/// inserted wording, so it has the same indicators around it.
@Suite("Braille: BANA Formats 2016 §2.10 with §3.1.1, §3.1.4, producers' notes in contents entries")
struct BANAContentsProducersNotesTests {
    static let fixture = TestPaths.fixture("braille/producers-notes-contents.xhtml")
    static let opening = "⠈⠨⠣", closing = "⠈⠨⠜", blank = "⠀"

    static func rows(generated: Bool) throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
            settings.tableOfContents = generated
            settings.cells = 40
        })
    }

    static func note(_ words: String) throws -> String {
        opening + (try BrailleCheck.braille(words)) + closing
    }

    /// The row of a contents entry: the one leading by guide dots to a page number.
    static func entry(_ title: String, in rows: [String]) throws -> String? {
        let start = try BrailleCheck.braille(title)
        return rows.first { $0.contains("⠐⠐") && BrailleCheck.trimmed($0).contains(start) }
    }

    @Test("Formats 2016 §2.10 with §3.1.4: a printed contents entry holding a producer's note after the title has it between the indicators",
          arguments: [("Records", "facsimile"), ("Charts", "map omitted")])
    func printedEntry(title: String, words: String) throws {
        let rows = try Self.rows(generated: false)
        let entry = try #require(try Self.entry(title, in: rows), "\(rows)")
        #expect(entry.contains(try Self.note(words)), "\(entry)")
        #expect(entry.components(separatedBy: Self.opening).count == 2, "one pair of indicators: \(entry)")
    }

    @Test("Formats 2016 §2.10: a printed contents entry without a note has no indicators, its page number after the guide dots")
    func printedEntryWithoutNote() throws {
        let rows = try Self.rows(generated: false)
        let entry = try #require(try Self.entry("Logs", in: rows), "\(rows)")
        #expect(!entry.contains(Self.opening) && !entry.contains(Self.closing), "\(entry)")
        #expect(entry.hasSuffix(try BrailleCheck.braille("12")), "\(entry)")
    }

    @Test("Formats 2016 §2.10 with §3.1.4: the generated contents lists a heading's note between the indicators, as the heading has it",
          arguments: [("Records", "facsimile"), ("Entries", "partly illegible"), ("Charts", "map omitted")])
    func generatedEntry(title: String, words: String) throws {
        let rows = try Self.rows(generated: true)
        let note = try Self.note(words)
        let entry = try #require(try Self.entry(title, in: rows), "\(rows)")
        #expect(entry.contains(note), "\(entry)")
        #expect(rows.contains { !$0.contains("⠐⠐") && $0.contains(note) }, "the heading itself: \(rows)")
    }
}
