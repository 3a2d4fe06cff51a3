import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

/// Math in SSML: the tree is read as words in the book's language, its structure heard
/// through `<break>`s, never the book's placeholder alttext.
@Suite("Math speech in SSML")
struct MathSpeechSSMLTests {
    static let english = TestPaths.fixture("mathspeech/math.xhtml")
    static let german = TestPaths.fixture("mathspeech/math-de.xhtml")
    static let dutch = TestPaths.fixture("mathspeech/math-nl.xhtml")
    static let letters = TestPaths.fixture("mathspeech/letters.xhtml")
    static let spans = TestPaths.fixture("mathspeech/math-spans.xhtml")

    @Test("ClearSpeak words replace the placeholder alttext, pauses are breaks, the SSML stays valid")
    func clearSpeak() throws {
        let ssml = try SSMLTest.document(SSMLTest.load(Self.english))
        #expect(!ssml.contains("Alternative text not available"))
        #expect(ssml.contains("The area is x squared square units."))
        #expect(ssml.contains(#"m <break strength="weak"/> equals <break strength="medium"/> the fraction with numerator"#))
        #expect(ssml.contains("the square root of x plus 1"))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("--math-speech simplespeak changes the words")
    func simpleSpeak() throws {
        let ssml = try SSMLTest.document(SSMLTest.load(Self.english)) { $0.mathSpeech = .simpleSpeak }
        #expect(ssml.contains("end root"))
        #expect(ssml.contains("end fraction"))
        #expect(!ssml.contains("the fraction with numerator"))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("a German book hears German math words, without a warning")
    func german() throws {
        let files = try SSMLExporter(settings: SSMLSettings()).export(SSMLTest.load(Self.german))
        let ssml = String(decoding: files[0].contents, as: UTF8.self)
        #expect(ssml.contains("x Quadrat"))
        #expect(ssml.contains("Wurzel aus"))
        #expect(!ssml.contains("squared"))
        #expect(files.flatMap(\.warnings).allSatisfy { !$0.message.contains("math") })
    }

    @Test("a language without a math table is read in English, with one warning")
    func fallback() throws {
        let files = try SSMLExporter(settings: SSMLSettings()).export(SSMLTest.load(Self.dutch))
        let ssml = String(decoding: files[0].contents, as: UTF8.self)
        #expect(ssml.contains("x squared"))
        let warnings = files.flatMap(\.warnings).filter { $0.message.contains("math") }
        #expect(warnings == [.mathInEnglish(language: "nl")])
        #expect(warnings.map(\.message) == ["math in the language 'nl' is read with English words: there is no math word table for it yet"])
    }

    @Test("the letter a keeps its written form in the text and is given to the engine as 'eigh' (eSpeak NG reads a lone 'a' as the article)")
    func letterAlias() throws {
        let ssml = try SSMLTest.document(SSMLTest.load(Self.letters))
        #expect(ssml.contains(#"<sub alias="eigh">a</sub> squared"#))
        #expect(!ssml.contains(" eigh "))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("math is spoken in the language it stands in (a span's, or its own xml:lang), marked as that language; the block's language otherwise")
    func languageOfItsSpan() throws {
        let files = try SSMLExporter(settings: SSMLSettings()).export(SSMLTest.load(Self.spans))
        let ssml = String(decoding: files[0].contents, as: UTF8.self)
            .replacingOccurrences(of: #"<mark name="[^"]*"/>"#, with: "", options: .regularExpression)
        #expect(ssml.contains("In English the area is x squared square units."))
        #expect(ssml.contains(#"<lang xml:lang="fr">« l'aire vaut 2 sur 3 du carré »</lang>"#), "\(ssml)")
        #expect(ssml.contains(#"Math marked in its own right: <lang xml:lang="de">x hoch 5</lang>."#), "\(ssml)")
        // In a German block, a Spanish quotation's math is Spanish; the block's own is German.
        #expect(ssml.contains(#"<lang xml:lang="es">« x al cuadrado»</lang> und x Quadrat."#), "\(ssml)")
        // Dutch has no math words: English words, not marked as Dutch, and the warning.
        #expect(ssml.contains("A Dutch quotation: x squared."), "\(ssml)")
        #expect(files.flatMap(\.warnings).filter { $0.message.contains("math") } == [.mathInEnglish(language: "nl")])
        #expect(SSMLValidator.problems(ssml) == [])
    }
}
