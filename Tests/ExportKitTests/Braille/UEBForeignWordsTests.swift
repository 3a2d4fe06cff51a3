import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Foreign words and phrases in English context (Rules of Unified English Braille 2013
/// §13): BANA keeps contracting them (Braille Formats 2011 §1.15, the default), UEB §13.2.1
/// writes them uncontracted (`uncontractedForeignWords`). A word is foreign when the book
/// marks it with a `lang` other than English; the same English word beside it is contracted
/// either way. Cases written from the rule's text.
@Suite("Braille: UEB §13 foreign words")
struct UEBForeignWordsTests {
    static let fixture = TestPaths.fixture("braille/foreign-words.xhtml")

    static func rows(uncontracted: Bool) throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
            settings.cells = 80
            settings.uncontractedForeignWords = uncontracted
        }).map(BrailleCheck.trimmed)
    }

    /// "ennui": contracted, the `en` groupsign ⠢; uncontracted, its letters.
    static let ennuiContracted = "⠢⠝⠥⠊"
    static let ennuiUncontracted = "⠑⠝⠝⠥⠊"

    @Test("UEB §13.2.1: with uncontractedForeignWords a word marked lang=fr is written uncontracted, the English word beside it contracted")
    func uncontracted() throws {
        let row = try #require(try Self.rows(uncontracted: true).first { $0.contains("⠊⠞⠁⠇") || $0.contains("⠎⠓⠑") || $0.contains("⠠⠩⠑") })
        #expect(row.contains(Self.ennuiUncontracted), "\(row)")
        #expect(row.contains("⠮⠀" + Self.ennuiContracted), "the English 'the ennui' stays contracted: \(row)")
    }

    @Test("UEB §13.2.1: a phrase marked lang=de is uncontracted word by word (ein: no 'en' groupsign), the English after it contracted (the, window)")
    func phrase() throws {
        let rows = try Self.rows(uncontracted: true)
        let row = try #require(rows.first { $0.contains("⠺⠔⠙⠪") }, "the row with 'window'")
        #expect(row.contains("⠑⠊⠝⠀⠠⠋⠑⠝⠎⠞⠑⠗"), "\(row)")
    }

    @Test("Braille Formats 2011 §1.15 (BANA's practice, the default): foreign words in English context are contracted")
    func contractedByDefault() throws {
        let rows = try Self.rows(uncontracted: false)
        #expect(!rows.contains { $0.contains(Self.ennuiUncontracted) })
        #expect(rows.contains { $0.contains(Self.ennuiContracted) })
    }

    @Test("UEB §4.2.5, §13.5.1: an accented letter takes its UEB modifier and is never part of a contraction, in English or a marked foreign word")
    func accentedLetters() throws {
        for uncontracted in [false, true] {
            let rows = try Self.rows(uncontracted: uncontracted)
            #expect(rows.contains { $0.contains("⠉⠁⠋⠘⠌⠑") }, "café")
            #expect(rows.contains { $0.contains("⠉⠗⠘⠡⠑⠍⠑") }, "crème")
        }
    }
}
