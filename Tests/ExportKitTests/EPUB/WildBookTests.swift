import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Issue #13: constructs common in published EPUBs, each in the `wild` fixture book.
@Suite("Books from the wild")
struct WildBookTests: FixtureBookSuite {
    static let fixture = "wild"
    let book: Book
    let index: [String: Block]

    /// The top-level blocks of one document as `role: text` lines.
    private func outline(_ href: String) -> [String] {
        book.blocks.filter { $0.source.href == "OEBPS/" + href }.map { "\($0.role.name): \($0.plainText)" }
    }

    private func runs(_ id: String) -> [(String, InlineStyle)] {
        (index["OEBPS/" + id]?.inlines ?? []).compactMap { inline in
            if case .text(let text, let style) = inline { return (text, style) }
            return nil
        }
    }

    @Test("fallback content, custom elements, forms and details keep their block structure")
    func containers() {
        #expect(outline("containers.xhtml") == [
            "heading: Check your reading",
            "list: What is a whale?\nWhere do whales live?",
            "paragraph: Answers are at the back.",
            "paragraph: A whale breaches off Nantucket.",
            "heading: Map of the voyage",
            "paragraph: From Nantucket to the Pacific.",
            "heading: Widget heading",
            "paragraph: Widget text.",
            "paragraph: Your answer",
            "paragraph: Write it here.",
            "paragraph: More about whales",
            "paragraph: They are mammals.",
            "paragraph: The end of the containers.",
        ])
        #expect(index["OEBPS/containers.xhtml#quiz-title"]?.role == .heading(level: 2))
        #expect(index["OEBPS/containers.xhtml#widget-title"]?.role == .heading(level: 3))
    }

    @Test("inline SVG: title is the alternative text, desc the description, text elements are read")
    func inlineSVG() throws {
        let blocks = book.blocks.filter { $0.source.href == "OEBPS/pictures.xhtml" }
        let first = try #require(blocks.first)
        guard case .image(let map)? = first.inlines.first else {
            Issue.record("no image first: \(first.inlines)")
            return
        }
        #expect(map.alt == "Voyage map")
        #expect(map.description == "The Pequod's route from Nantucket round the Cape of Good Hope.")
        #expect(first.inlines.plainText == "Voyage map Nantucket Cape of Good Hope")
        guard case .image(let cover)? = index["OEBPS/pictures.xhtml#cover"]?.role else {
            Issue.record("the cover paragraph is not an image block")
            return
        }
        #expect(cover.source == "OEBPS/images/whale.png")
        #expect(cover.alt == nil)
        #expect(cover.description == "A sperm whale")
    }

    @Test("an SVG spine item is read: its title, description and text")
    func svgSpineItem() throws {
        let document = try #require(book.documents.first { $0.href == "OEBPS/chart.svg" })
        #expect(document.mediaType == "image/svg+xml")
        #expect(document.title == "Whale populations")
        #expect(outline("chart.svg") == ["paragraph: Whale populations Sperm Blue Right"])
        #expect(!book.warnings.contains { $0.file == "OEBPS/chart.svg" })
    }

    @Test("list type, start, reversed and value give each item its marker")
    func listMarkers() {
        func markers(_ id: String) -> [String] {
            guard let list = index["OEBPS/lists.xhtml#" + id] else { return [] }
            return list.children.map { item in
                guard case .listItem(let number?) = item.role, let numbering = item.listNumbering else { return "-" }
                return numbering.markerText(for: number)
            }
        }
        #expect(markers("alpha") == ["y", "z", "aa"])
        #expect(markers("upper-roman") == ["I", "IX", "X"])
        #expect(markers("countdown") == ["iii", "ii", "i"])
        #expect(markers("countdown-from") == ["J", "I"])
        #expect(markers("decimal") == ["1"])
        #expect(index["OEBPS/lists.xhtml#countdown"]?.listNumbering == ListNumbering(style: .lowerRoman, reversed: true))
        #expect(index["OEBPS/lists.xhtml#countdown"]?.role == .list(ordered: true, start: 3))
        #expect(index["OEBPS/lists.xhtml#bullets"]?.listNumbering == nil)
    }

    @Test("roman numerals marked z3998:roman carry the flag and their value")
    func romanNumerals() {
        let marked = runs("inline.xhtml#roman").filter { $0.1.romanNumeral }
        #expect(marked.map(\.0) == ["III", "xiv", "IIII"])
        #expect(marked.map(\.1.romanNumeralValue) == [3, 14, nil])
        #expect(runs("inline.xhtml#roman").first?.1.romanNumeral == false)
    }

    @Test("ruby: the base is the text, rt its reading, rp dropped")
    func ruby() {
        let parts = runs("inline.xhtml#ruby")
        #expect(parts.map(\.0) == ["漢", "字", "を", "読", "む。"])
        #expect(parts.map(\.1.reading) == ["かん", "じ", nil, "よ", nil])
        #expect(index["OEBPS/inline.xhtml#ruby"]?.plainText == "漢字を読む。")
    }

    @Test("the JSON records numbering, markers, descriptions, roman numerals and readings")
    func json() throws {
        let json = String(decoding: try JSONExporter(indent: 0).export(book)[0].contents, as: UTF8.self)
        for fragment in [
            #""numberStyle":"lower-alpha","reversed":false"#, #""number":27,"marker":"aa""#,
            #""description":"A sperm whale""#, #""text":"xiv","romanNumeral":{"value":14}"#,
            #""text":"IIII","romanNumeral":{"value":null}"#, #""text":"漢","reading":"かん""#,
        ] {
            #expect(json.contains(fragment), "no \(fragment)")
        }
    }
}

@Suite("List markers")
struct ListMarkerTests {
    @Test("marker text per style", arguments: [
        (ListNumberStyle.lowerAlpha, 1, "a"), (.lowerAlpha, 26, "z"), (.lowerAlpha, 27, "aa"), (.lowerAlpha, 52, "az"),
        (.lowerAlpha, 53, "ba"), (.lowerAlpha, 702, "zz"), (.lowerAlpha, 703, "aaa"), (.upperAlpha, 28, "AB"),
        (.lowerAlpha, 0, "0"), (.lowerRoman, 4, "iv"), (.lowerRoman, 1994, "mcmxciv"), (.upperRoman, 3999, "MMMCMXCIX"),
        (.upperRoman, 4000, "4000"), (.upperRoman, -2, "-2"), (.decimal, -3, "-3"),
    ])
    func marker(style: ListNumberStyle, value: Int, expected: String) {
        #expect(style.markerText(for: value) == expected)
    }

    @Test("roman numerals read back", arguments: [
        ("XIV", 14), ("xiv.", 14), ("MCMXCIV", 1994), ("IIII", nil), ("IC", nil), ("", nil), ("VV", nil), ("abc", nil),
    ] as [(String, Int?)])
    func romanValue(text: String, expected: Int?) {
        #expect(RomanNumeral.value(of: text) == expected)
    }
}

@Suite("Language fallback and warnings")
struct LanguageFallbackTests {
    @Test("tags", arguments: [
        ("en", true), ("en-GB", true), ("zh-Hant-TW", true), ("x-klingon", true), ("C", false), ("und", false),
        ("", false), ("en_US", false), ("english", true), ("123", false), ("en-", false),
    ])
    func tags(tag: String, usable: Bool) {
        #expect(LanguageTag.isUsable(tag) == usable)
    }

    @Test("dc:language 'C' gives way to the content's xml:lang, with a warning")
    func fromContent() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("wild"))
        #expect(book.metadata.language == "en-GB")
        #expect(book.warnings.contains { $0.message.contains("dc:language 'C' is not a BCP 47 language tag; reading the book as 'en-GB'") })
        #expect(book.blocks.first { $0.source.href == "OEBPS/chart.svg" }?.language == "en-GB")
    }

    @Test("no language anywhere: the default, with a warning")
    func fromDefault() throws {
        var limits = ReadingLimits()
        limits.defaultLanguage = "fr"
        let book = try BookLoader(limits: limits).loadDocument(Array("<html><body><p>Bonjour.</p></body></html>".utf8), name: "a.html")
        #expect(book.metadata.language == "fr")
        #expect(book.warnings.contains { $0.message.contains("reading it as 'fr', the default language") })
    }

    @Test("inspect's warnings say what was dropped and why")
    func dropped() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("wild"))
        let messages = book.warnings.map(\.description)
        #expect(messages.contains { $0.contains("<audio> media/song.ogg has no fallback text; left out") })
        #expect(messages.contains { $0.contains("<embed> media/widget.swf (application/x-shockwave-flash) has no fallback text") })
        #expect(messages.contains { $0.contains("hidden by the book's CSS") })
        #expect(messages.contains { $0.contains("2 selector(s)") && $0.contains("not supported") })
        #expect(messages.contains { $0.contains("CSS parse error") })
    }
}
