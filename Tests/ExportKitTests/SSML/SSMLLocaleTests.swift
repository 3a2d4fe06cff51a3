import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

/// Engines want their own full locales, and only languages they speak.
@Suite("SSML locales")
struct SSMLLocaleTests {
    /// An English book with a span in `spanLanguage`, in a block of `blockLanguage`.
    static func book(span spanLanguage: String, bookLanguage: String = "en", blockLanguage: String? = nil) -> Book {
        var style = InlineStyle()
        style.language = spanLanguage
        let block = Block(id: "t.xhtml#p", role: .paragraph,
                          inlines: [.text("He said ", InlineStyle()), .text("bonjour tout le monde", style), .text(" and left.", InlineStyle())],
                          source: BlockSource(href: "t.xhtml", line: 1), language: blockLanguage)
        return Book(metadata: Metadata(title: "T", language: bookLanguage), blocks: [block],
                    documents: [ContentDocument(href: "t.xhtml", mediaType: "application/xhtml+xml")])
    }

    static func export(_ book: Book, _ profile: SSMLProfile) throws -> (ssml: String, warnings: [String]) {
        var settings = SSMLSettings()
        settings.profile = profile
        let files = try SSMLExporter(settings: settings).export(book)
        let ssml = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        return (ssml, files.flatMap(\.warnings).map(\.message))
    }

    @Test("a bare language becomes the engine's full locale; a region the engine speaks is kept",
          arguments: [(SSMLProfile.polly, "fr", "fr-FR"), (.google, "fr", "fr-FR"), (.azure, "fr", "fr-FR"),
                      (.polly, "fr-CA", "fr-CA"), (.azure, "fr-CH", "fr-CH"), (.google, "fr-CH", "fr-FR"),
                      (.espeak, "fr-FR", "fr-fr"), (.generic, "fr", "fr")])
    func locale(_ profile: SSMLProfile, _ tag: String, _ expected: String) throws {
        let (ssml, warnings) = try Self.export(Self.book(span: tag), profile)
        #expect(ssml.contains(#"xml:lang="\#(expected)">bonjour"#), "\(ssml)")
        #expect(warnings.isEmpty)
    }

    @Test("Azure's document language is the voice's locale; a book in another region's English says so per sentence")
    func azureRoot() throws {
        #expect(try Self.export(Self.book(span: "fr"), .azure).ssml.contains(#"xml:lang="en-US"><voice"#))
        let british = try Self.export(Self.book(span: "fr", bookLanguage: "en-GB"), .azure).ssml
        #expect(british.contains(#"xml:lang="en-US"><voice name="en-US-AvaMultilingualNeural">"#))
        #expect(british.contains(#"<lang xml:lang="en-GB">He said "#), "\(british)")
        var settings = SSMLSettings()
        settings.profile = .azure
        settings.voice = "en-GB-SoniaNeural"
        let sonia = String(decoding: try SSMLExporter(settings: settings).export(Self.book(span: "fr", bookLanguage: "en-GB"))[0].contents,
                           as: UTF8.self)
        #expect(sonia.contains(#"xml:lang="en-GB"><voice name="en-GB-SoniaNeural">"#))
        #expect(!sonia.contains("<lang"))
    }

    @Test("a language the engine does not speak keeps the surrounding voice, with one warning",
          arguments: [(SSMLProfile.polly, "la"), (.azure, "la"), (.google, "la"), (.espeak, "ja")])
    func unsupported(_ profile: SSMLProfile, _ tag: String) throws {
        var book = Self.book(span: tag)
        book.blocks.append(book.blocks[0])
        book.blocks[1].id = "t.xhtml#q"
        let (ssml, warnings) = try Self.export(book, profile)
        #expect(!ssml.contains(#"xml:lang="\#(tag)"#))
        #expect(ssml.contains("bonjour tout le monde"))
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'\(tag)'") == true)
    }

    @Test("Azure puts a block's language inside each sentence, never around a heading's break or prosody")
    func azureLangInside() throws {
        let heading = Block(id: "t.xhtml#h", role: .heading(level: 1), inlines: [.text("Chapitre un", InlineStyle())],
                            source: BlockSource(href: "t.xhtml", line: 1), language: "fr")
        let book = Book(metadata: Metadata(title: "T", language: "en"), blocks: [heading],
                        documents: [ContentDocument(href: "t.xhtml", mediaType: "application/xhtml+xml")])
        let (ssml, _) = try Self.export(book, .azure)
        #expect(ssml.contains(#"<prosody pitch="+10%" rate="0.9"><lang xml:lang="fr-FR">Chapitre un</lang></prosody>"#), "\(ssml)")
        #expect(SSMLEngineCheck.problems(ssml, profile: .azure) == [])
    }
}
