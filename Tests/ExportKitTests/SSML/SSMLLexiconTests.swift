import Foundation
import Testing
import XMLTree
@testable import EPUBReader
@testable import ExportKit
@testable import SSMLExport

/// PLS lexicons: the book's, the user's, phrases and other languages.
@Suite("SSML lexicons")
struct SSMLLexiconTests {
    static let fixture = TestPaths.fixture("ssml/lexicon.xhtml")

    /// The user's lexicon file, read with the reader's PLS parsing.
    static func userLexicon() throws -> Lexicon {
        let path = TestPaths.fixture("ssml/lexicon-user.pls")
        let root = try XMLParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).root
        return LexiconReader.read(root, href: path)
    }

    @Test("the book's lexicons apply: a phrase of two words, and a French lexicon to French text")
    func bookLexicons() throws {
        let book = try SSMLTest.load(Self.fixture)
        #expect(book.lexicons.count == 2)
        let ssml = try SSMLTest.document(book)
        #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="təˈmeɪtoʊ">Tomato</phoneme>"#))
        #expect(ssml.contains(#"<sub alias="New York City">New York</sub>"#))
        // The French entry in the French paragraph, not in the English one.
        #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="kɔʁdwɑ̃">Cordouan</phoneme> brille"#))
        #expect(ssml.contains("took it to Cordouan."))
    }

    @Test("the user's lexicon is added to the book's and wins where both name a word")
    func userLexicon() throws {
        let book = try SSMLTest.load(Self.fixture)
        let user = try Self.userLexicon()
        let ssml = try SSMLTest.document(book) { $0.lexicons = [user] }
        #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="təˈmɑːtəʊ">Tomato</phoneme>"#))
        #expect(!ssml.contains("təˈmeɪtoʊ"))
        #expect(ssml.contains(#"<sub alias="the lighthouse keeper">The keeper</sub>"#) == false)
        #expect(ssml.contains(#"<sub alias="New York City">New York</sub>"#))
        #expect(SSMLValidator.problems(ssml) == [])
    }
}
