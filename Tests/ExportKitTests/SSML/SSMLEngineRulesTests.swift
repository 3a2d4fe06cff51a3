import Testing
@testable import ExportKit
@testable import SSMLExport

/// What each engine documents about the values we write.
@Suite("SSML engine rules")
struct SSMLEngineRulesTests {
    @Test("Azure gets no unsigned percentage rate (it reads 90% as +90%); the others a non-negative percentage")
    func azureRate() throws {
        let book = try SSMLTest.load(SSMLTest.speechFixture)
        let azure = try SSMLTest.chunks(book, maxChars: 60_000, profile: .azure).documents.joined()
        #expect(azure.contains(#"rate="0.9""#))
        #expect(!azure.contains(#"rate="90%""#))
        for profile in [SSMLProfile.generic, .google, .espeak, .polly] {
            var settings = SSMLSettings()
            settings.profile = profile
            // One document: 60,000 is over Polly's and Google's request limits.
            settings.maxChars = 0
            let documents = try SSMLExporter(settings: settings).export(book).filter { $0.fileExtension == "ssml" }
            let text = documents.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
            #expect(text.contains(#"rate="90%""#), "\(profile)")
        }
    }
}

/// Every profile's output against its engine's table and against the W3C SSML 1.1 schema.
@Suite("SSML engine tables")
struct SSMLEngineTableTests {
    /// The sample book and the SSML fixtures.
    static let sources = [TestPaths.sampleBook.path, SSMLTest.speechFixture, SSMLTest.germanFixture,
                          TestPaths.fixture("ssml/plan.xhtml")]

    /// Every document of `book` in `profile` with the profile's default chunking.
    static func documents(_ book: Book, _ profile: SSMLProfile, _ configure: (inout SSMLSettings) -> Void = { _ in }) throws -> [String] {
        var settings = SSMLSettings()
        settings.profile = profile
        configure(&settings)
        return try SSMLExporter(settings: settings).export(book).filter { $0.fileExtension == "ssml" }
            .map { String(decoding: $0.contents, as: UTF8.self) }
    }

    @Test("each profile writes only what its engine's table allows, within its limits and locales",
          arguments: SSMLProfile.allCases)
    func engineTable(_ profile: SSMLProfile) throws {
        for source in Self.sources {
            let book = try SSMLTest.load(source)
            for style in HeadingStyle.allCases {
                for document in try Self.documents(book, profile, {
                    $0.headingStyle = style
                    $0.pageNumbers = .announce
                    $0.announceLinks = true
                    $0.spellAcronyms = .all
                }) {
                    let problems = SSMLEngineCheck.problems(document, profile: profile)
                    #expect(problems.isEmpty, "\(source) \(style): \(problems.prefix(3))")
                }
            }
        }
    }

    @Test("corpus books in every profile keep to the engine's table", .enabled(if: Corpus.available),
          arguments: SSMLProfile.allCases)
    func corpus(_ profile: SSMLProfile) throws {
        for name in Corpus.books {
            let book = try SSMLTest.corpusBook(name)
            for (index, document) in try Self.documents(book, profile).enumerated() {
                let problems = SSMLEngineCheck.problems(document, profile: profile)
                #expect(problems.isEmpty, "\(name) chunk \(index + 1): \(problems.prefix(3))")
            }
        }
    }

    @Test("every profile's output is valid against the W3C SSML 1.1 schema (engine parts mapped to SSML 1.1)",
          arguments: SSMLProfile.allCases)
    func schema(_ profile: SSMLProfile) throws {
        guard SSMLEngineCheck.schemaAvailable else {
            print("skipped: no SSML 1.1 schema at \(SSMLEngineCheck.schema)")
            return
        }
        var books = try Self.sources.map(SSMLTest.load)
        if Corpus.available { books += try ["trees.epub", "georgia-pls-ssml.epub", "wasteland.epub"].map(SSMLTest.corpusBook) }
        for book in books {
            let documents = try Self.documents(book, profile) { $0.pageNumbers = .announce; $0.spellAcronyms = .all }
            for (index, document) in documents.enumerated() {
                let problems = try SSMLEngineCheck.schemaProblems(SSMLEngineCheck.asSSML11(document, profile: profile))
                #expect(problems.isEmpty, "\(book.metadata.title ?? "") chunk \(index + 1): \(problems.prefix(3))")
            }
        }
    }
}

/// `--lexicon FILE.pls` adds the user's pronunciations to the book's.
@Suite("User lexicons on the command line")
struct UserLexiconCLITests {
    @Test("the user's phoneme reaches the SSML; a missing lexicon is a one-line error, exit 3")
    func userLexicon() throws {
        let fixture = TestPaths.fixture("ssml/lexicon.xhtml")
        let lexicon = TestPaths.fixture("ssml/lexicon-user.pls")
        let without = try run(exporttoolBinary, ["export", fixture, "--to", "ssml"])
        #expect(!String(decoding: without.stdout, as: UTF8.self).contains("təˈmɑːtəʊ"))
        let with = try run(exporttoolBinary, ["export", fixture, "--to", "ssml", "--lexicon", lexicon])
        #expect(with.status == 0)
        #expect(String(decoding: with.stdout, as: UTF8.self).contains(#"<phoneme alphabet="ipa" ph="təˈmɑːtəʊ">Tomato</phoneme>"#))
        let missing = try run(exporttoolBinary, ["export", fixture, "--to", "ssml", "--lexicon", "/nonexistent.pls"])
        #expect(missing.status == 3)
        #expect(String(decoding: missing.stderr, as: UTF8.self).contains("/nonexistent.pls"))
    }
}
