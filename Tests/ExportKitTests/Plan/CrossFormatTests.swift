import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import BrailleExport

/// One reading for every format: text, SSML and braille render the same reading plan, so
/// they read the same words and take the same decision on every hard case.
@Suite("One reading in every format")
struct CrossFormatTests {
    static let edgeCases = TestPaths.fixture("plan/edge-cases")

    /// What each format reads of a book, as words.
    struct Readings {
        var text: String
        var ssml: String
        /// Back-translated braille (English books only), else `nil`.
        var braille: String?
    }

    /// Math is left out (``Book/withoutMath()``): each format writes it its own way by design.
    static func readings(_ path: String, settings: ExportSettings = ExportSettings()) throws -> Readings {
        let book = try BookLoader().load(path: path).withoutMath()
        let text = try ExportFormat.text.makeExporter(settings)!.export(book)[0].contents
        let ssml = try ExportFormat.ssml.makeExporter(settings)!.export(book)[0].contents
        var braille: String?
        if (book.metadata.language ?? "en").hasPrefix("en") {
            // Braille sets a table that fits the line in columns, each column heading once
            // over its column as print has it (BANA Braille Formats §11; BANATablesTests);
            // listed, it reads each data cell after its column heading as text and speech
            // do, which is the reading these tests compare.
            var settings = settings
            settings.braille.tableFormat = .listed
            var brf: [UInt8] = []
            for file in try ExportFormat.brf.makeExporter(settings)!.export(book) { brf += file.contents }
            braille = try BrailleCheck.backTranslate(brf)
        }
        // The text export opens with a title block (title, authors) that speech and the
        // braille body do not read: the book's words start after it.
        var textReading = String(decoding: text, as: UTF8.self)
        if let title = book.metadata.title, textReading.hasPrefix(title),
           let end = textReading.range(of: "\n\n") {
            textReading = String(textReading[end.upperBound...])
        }
        return Readings(text: textReading,
                        ssml: Self.spokenText(String(decoding: ssml, as: UTF8.self)),
                        braille: braille)
    }

    /// The written text an SSML document reads (element content, marks and breaks aside).
    static func spokenText(_ ssml: String) -> String {
        guard let document = try? XMLParser.parse(Array(ssml.utf8)) else { return "" }
        var result = ""
        func gather(_ element: XMLElement) {
            for child in element.children {
                switch child {
                case .text(let text): result += text
                case .element(let inner):
                    gather(inner)
                    if inner.name == "s" || inner.name == "p" { result += " " }
                }
            }
        }
        gather(document.root)
        return result
    }

    /// Words with the tool's announcement words and numbers set aside: what the book says.
    static func bookWords(_ text: String, labels: Labels) -> WordBag {
        let announcements = Set([labels.image, labels.note, labels.notes, labels.page("").trimmingWhitespace(),
                                 labels.pageSpoken("").trimmingWhitespace(), labels.supplementary, labels.link,
                                 "list", "items", "item", "of", "transcribed", "by", "exporttool"]
            .flatMap { $0.lowercased().split(separator: " ").map(String.init) })
        var kept: [String] = []
        for word in WordBag.words(text) where !announcements.contains(word) && !word.allSatisfy(\.isNumber) {
            kept.append(word)
        }
        return WordBag(kept.joined(separator: " "))
    }

    @Test("the edge cases get the same decision in text, SSML and braille")
    func edgeCaseDecisions() throws {
        let readings = try Self.readings(Self.edgeCases)
        let braille = try #require(readings.braille)
        let formats = [("text", readings.text), ("ssml", readings.ssml), ("braille", braille)]
        for (format, reading) in formats {
            let said = reading.lowercased()
            func count(_ phrase: String) -> Int { said.components(separatedBy: phrase.lowercased()).count - 1 }
            // Notes: referenced ones read once (footnote, endnote in another file, note in a
            // table cell), an unreferenced one and a sidebar in place.
            for phrase in ["footnote body about anchors", "endnote body about moorings", "tables carry notes too",
                           "unreferenced remark about gulls", "sidebar about lighthouses"] {
                #expect(count(phrase) == 1, "\(format) reads '\(phrase)' \(count(phrase)) times")
            }
            // Images: alt text read once, an image without alt announced, a decorative one not.
            #expect(count("grey seal resting") == 1, "\(format): alt text")
            #expect(count("chart of soundings") == 1, "\(format): figure image")
            #expect(count("soundings near the pier") == 1, "\(format): caption")
            // Text and speech announce every image; braille writes the description alone and
            // the word only for the image that has none.
            #expect(count("image") >= (format == "braille" ? 1 : 3), "\(format): the image without alt is announced")
            // Tables: data cells after their column header; the header row is not a row.
            #expect(count("high water") == 2, "\(format): column header before each data cell")
            #expect(!said.contains("port high water low water") && !said.contains("port; high water; low water"),
                    "\(format) reads the header row as a row")
            #expect(count("morning flood") == 1, "\(format): emphasis inside a cell")
            // The navigation document is not read; the supplementary one is, after a heading.
            #expect(!said.contains("navigation words") && !said.contains("chapter navigation entry"),
                    "\(format) reads the navigation document")
            #expect(count("supplementary table of knots") == 1, "\(format): the linear=no document")
            #expect(count("supplementary") == 2, "\(format): the Supplementary heading")
        }
    }

    @Test("each corpus book and fixture: text, SSML and braille read the same words",
          arguments: ["plan/edge-cases", "Text/rules.xhtml", "ssml/speech.xhtml"])
    func fixtureWordsAgree(name: String) throws {
        // rules.xhtml holds a Japanese paragraph that the English braille table cannot write
        // (dropped with a warning) and code in UEB computer braille, which back-translation
        // reads poorly: its braille is held to 0.95.
        try checkAgreement(TestPaths.fixture(name), threshold: 0.97, brailleThreshold: name == "Text/rules.xhtml" ? 0.95 : 0.97)
    }

    // The agreement tests are a sanity bound over whole books, not where a decision is
    // checked: each decision the plan takes is checked exactly, in every format, by
    // PlanDecisionTests and the plan tree dumps (PlanDumpTests). What keeps the words from
    // agreeing fully is rendering, not deciding: back-translation of contracted braille,
    // the tool's own words and numbers, hyphenated words cut differently. The bound (97%
    // of words both ways) would catch a lost or doubled paragraph in any book.
    @Test("every corpus book: text, SSML and braille read the same words", arguments: Corpus.books)
    func corpusWordsAgree(name: String) throws {
        // The EPUB 3 specification holds many displayed code examples (<pre>), which braille
        // writes uncontracted as UEB §11.10.2 asks; a grade 2 back-translation reads their
        // short letter groups as contractions, so its braille is held to 0.965.
        let brailleThreshold = ["epub30-spec.epub": 0.965][name]
        try checkAgreement(Corpus.book(name), threshold: 0.97, brailleThreshold: brailleThreshold)
    }

    private func checkAgreement(_ path: String, threshold: Double, brailleThreshold: Double? = nil) throws {
        let book = try BookLoader().load(path: path)
        let labels = Labels.forLanguage(book.metadata.language)
        let readings = try Self.readings(path)
        let text = Self.bookWords(readings.text, labels: labels)
        let ssml = Self.bookWords(readings.ssml, labels: labels)
        #expect(ssml.recall(of: text) >= threshold, "SSML reads \(ssml.recall(of: text)) of the text's words")
        #expect(text.recall(of: ssml) >= threshold, "text reads \(text.recall(of: ssml)) of SSML's words")
        if let braille = readings.braille {
            let brailleWords = Self.bookWords(braille, labels: labels)
            #expect(brailleWords.recall(of: text) >= (brailleThreshold ?? threshold),
                    "braille reads \(brailleWords.recall(of: text)) of the text's words")
        }
    }

    @Test("German and French books get German and French tool words in text, SSML and braille",
          arguments: [("plan/german.xhtml", "de"), ("plan/french.xhtml", "fr")])
    func toolWordsFollowTheLanguage(name: String, language: String) throws {
        let path = TestPaths.fixture(name)
        let labels = Labels.forLanguage(language)
        #expect(labels.language == language)
        var settings = ExportSettings()
        settings.text.pageMarkers = true
        settings.ssml.pageNumbers = .announce
        let book = try BookLoader().load(path: path)
        let text = String(decoding: try ExportFormat.text.makeExporter(settings)!.export(book)[0].contents, as: UTF8.self)
        #expect(text.contains("[" + labels.image + "]"))
        #expect(text.contains("--- " + labels.page("12") + " ---"))
        let ssml = String(decoding: try ExportFormat.ssml.makeExporter(settings)!.export(book)[0].contents, as: UTF8.self)
        #expect(ssml.contains(labels.note + " 1."))
        #expect(ssml.contains(labels.image + "."))
        #expect(ssml.contains(labels.pageSpoken("12")))
        #expect(!ssml.contains("Image") || labels.image == "Image")
        // Braille: the same words, translated with the book's own table.
        let unicode = String(decoding: try ExportFormat.braille.makeExporter(settings)!.export(book)[0].contents, as: UTF8.self)
        let tables = try BrailleTables.tableList(explicit: nil, language: language)
        let translator = try BrailleTranslator(tables: tables)
        for word in [labels.transcribed(by: "exporttool").split(separator: " ").first.map(String.init) ?? ""] where !word.isEmpty {
            var cells = ""
            cells.unicodeScalars.append(contentsOf: try translator.translate(word))
            #expect(unicode.contains(cells), "braille lacks '\(word)'")
        }
        var english = ""
        english.unicodeScalars.append(contentsOf: try translator.translate("Transcribed"))
        #expect(!unicode.contains(english))
    }

    @Test("--labels-lang overrides the book's language for the tool's words")
    func labelsLanguageOverride() throws {
        var settings = ExportSettings()
        settings.labelsLanguage = "es"
        let book = try BookLoader().load(path: TestPaths.fixture("plan/german.xhtml"))
        let text = String(decoding: try ExportFormat.text.makeExporter(settings)!.export(book)[0].contents, as: UTF8.self)
        #expect(text.contains("[Imagen]"))
        #expect(!text.contains("[Bild]"))
    }

    @Test("every language of the labels table has every word, and templates fill their numbers")
    func labelsTable() {
        #expect(Labels.languages.count >= 10)
        for language in Labels.languages {
            let labels = Labels.forLanguage(language)
            for word in [labels.image, labels.note, labels.notes, labels.supplementary, labels.contents,
                         labels.transcribed(by: "exporttool"), labels.link, labels.untitled] {
                #expect(!word.isEmpty, "\(language) lacks a word")
            }
            #expect(labels.page("12").contains("12"))
            #expect(labels.volume(2, of: 3).contains("2") && labels.volume(2, of: 3).contains("3"))
            #expect(labels.list(count: 5).contains("5"))
        }
        #expect(Labels.forLanguage("de-AT").language == "de")
        #expect(Labels.forLanguage("x-unknown").language == "en")
        #expect(Labels.forLanguage(nil).language == "en")
    }
}

/// What the reader finds in real books reaches every format through the plan.
@Suite("Books from the wild in every format")
struct WildFormatsTests {
    static func output(_ fixture: String, _ format: ExportFormat, _ settings: ExportSettings = ExportSettings()) throws -> String {
        let book = try BookLoader().load(path: TestPaths.fixture("wild/OEBPS/" + fixture))
        return String(decoding: try format.makeExporter(settings)!.export(book)[0].contents, as: UTF8.self)
    }

    @Test("list markers follow type, start, reversed and value in text, Markdown and braille")
    func listMarkers() throws {
        let text = try Self.output("lists.xhtml", .text)
        for marker in ["aa. aa", "IX. nine", "X. ten", "iii. three", "i. one", "J. ten"] {
            #expect(text.contains(marker), "text lacks \(marker)")
        }
        let markdown = try Self.output("lists.xhtml", .markdown)
        #expect(markdown.contains("- IX. nine") || markdown.contains("* IX. nine"))
        // Braille writes the same markers, translated: "ix" in UEB is a word of letters.
        let braille = try Self.output("lists.xhtml", .braille)
        let translator = try BrailleTranslator(tables: BrailleCheck.ueb)
        var nine = ""
        nine.unicodeScalars.append(contentsOf: try translator.translate("IX. nine"))
        #expect(braille.contains(nine))
    }

    @Test("roman numerals are numbers to speech and ruby readings are what is said")
    func romanAndRuby() throws {
        let ssml = try Self.output("inline.xhtml", .ssml)
        #expect(ssml.contains(#"<sub alias="3">III</sub>"#))
        #expect(ssml.contains(#"<sub alias="14">xiv</sub>"#))
        #expect(!ssml.contains(#"alias="4">IIII"#))
        #expect(ssml.contains(#"<sub alias="かん">漢</sub>"#))
        let text = try Self.output("inline.xhtml", .text)
        #expect(text.contains("漢字を読む") && !text.contains("かん"))
    }
}
