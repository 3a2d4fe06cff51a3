import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

@Suite("Inline runs")
struct InlineTests {
    let index: [String: Block]

    init() throws {
        index = try BookLoader().load(path: TestPaths.fixture("model/inline.xhtml")).blockIndex()
    }

    private func runs(_ fragment: String) -> [Inline] {
        index["inline.xhtml#" + fragment]?.inlines ?? []
    }

    private func styles(_ fragment: String) -> [(String, InlineStyle)] {
        runs(fragment).compactMap { inline in
            if case .text(let text, let style) = inline { return (text, style) }
            return nil
        }
    }

    @Test("emphasis kinds and code")
    func emphasis() {
        let runs = styles("emph").filter { $0.0 != " " }
        #expect(runs.map(\.0) == ["italic", "bold", "under", "both", "code()"])
        #expect(runs[0].1.emphasis == .italic)
        #expect(runs[1].1.emphasis == .bold)
        #expect(runs[2].1.emphasis == .underline)
        #expect(runs[3].1.emphasis == [.italic, .bold])
        #expect(runs[4].1.code)
    }

    @Test("links: external URLs, internal targets resolved to block ids, unresolved kept")
    func links() {
        let links = styles("links").compactMap { $0.1.link }
        #expect(links == [
            .external("https://example.org/x"),
            .internal(href: "inline.xhtml#start", blockID: "inline.xhtml#start"),
            .internal(href: "inline.xhtml#missing", blockID: nil),
        ])
        #expect(index["inline.xhtml#links"]?.traits.contains(.link) == true)
    }

    @Test("note references point at the note, which takes their label")
    func noteReference() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("model/inline.xhtml"))
        guard case .noteReference(let reference)? = runs("ref").last else {
            Issue.record("no note reference")
            return
        }
        #expect(reference.label == "1")
        #expect(reference.noteID == "inline.xhtml#note")
        #expect(book.noteLabels["inline.xhtml#note"] == "1")
        #expect(runs("ref").plainText == "A claim.")
    }

    @Test("xml:lang and lang spans carry their language")
    func languages() {
        let tagged = styles("lang").filter { $0.1.language != nil }
        #expect(tagged.map(\.0) == ["bonjour", "danke"])
        #expect(tagged.map(\.1.language) == ["fr", "de"])
    }

    @Test("abbr with and without a title")
    func abbreviations() {
        let abbreviations = styles("abbr").filter { $0.1.abbreviation != nil }
        #expect(abbreviations.map(\.0) == ["WHO", "NASA"])
        #expect(abbreviations[0].1.abbreviation?.expansion == "World Health Organization")
        #expect(abbreviations[1].1.abbreviation?.expansion == nil)
    }

    @Test("ssml:ph with the inherited or local ssml:alphabet")
    func pronunciations() {
        let spoken = styles("ph").compactMap(\.1.pronunciation)
        #expect(spoken == [Pronunciation(phoneme: "təˈmɑːtəʊ", alphabet: "ipa"),
                           Pronunciation(phoneme: "t@'meIt@U", alphabet: "x-sampa")])
    }

    @Test("line breaks stay, white space collapses as in a browser")
    func whitespace() {
        #expect(runs("br").plainText == "first line\nsecond line")
        #expect(runs("space").plainText == "lots of space")
    }

    @Test("hidden, aria-hidden and display:none content is left out")
    func hidden() {
        #expect(runs("hidden").plainText == "shown end")
    }

    @Test("soft hyphens, zero-width spaces and word joiners are removed; text is NFC")
    func invisibleCharacters() {
        #expect(runs("invisible").plainText == "softhyphen zerowidth wordjoiner")
        #expect(runs("nfc").plainText.unicodeScalars.count == 4)
        #expect(runs("nfc").plainText == "caf\u{E9}")
    }

    @Test("HTML named entities in XHTML come out as their characters")
    func entities() {
        #expect(runs("entities").plainText == "a\u{A0}b\u{2014}c & d")
    }

    @Test("inline CSS speech hints are kept on the runs")
    func speechHints() {
        let runs = styles("speech").filter { $0.0 != " " }
        #expect(runs[0].1.speakAs == .spellOut)
        #expect(runs[1].1.speakAs == .digits)
        #expect(runs[2].1.spoken == false)
    }

    @Test("ruby annotations are not read as text")
    func ruby() {
        #expect(runs("ruby").plainText == "漢字")
    }
}
