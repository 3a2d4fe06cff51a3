import Foundation
import Testing
@testable import EPUBReader
@testable import ExportKit
@testable import SSMLExport
import ReadingModel

/// What each engine documents, round two (#28): languages an engine cannot switch to,
/// pronunciations, voices, eSpeak NG's reading, BCP 47 tags, list markers and limits. Every
/// case is checked in each profile it concerns against the engine's table and the W3C
/// SSML 1.1 schema.
@Suite("SSML engines, round two")
struct SSMLEngineRoundTwoTests {
    static let fixture = TestPaths.fixture("ssml/engines.xhtml")
    let book: Book

    init() throws {
        book = try SSMLTest.load(Self.fixture)
    }

    /// The one document of `profile` (no chunking), with its warnings.
    func export(_ profile: SSMLProfile, _ configure: (inout SSMLSettings) -> Void = { _ in }) throws -> (ssml: String, warnings: [String]) {
        var settings = SSMLSettings()
        settings.profile = profile
        settings.maxChars = 0
        configure(&settings)
        let files = try SSMLExporter(settings: settings).export(book)
        return (String(decoding: files[0].contents, as: UTF8.self), files.flatMap(\.warnings).map(\.message))
    }

    /// The engine's table (for the voice in `settings`) and the schema accept `ssml`.
    func expectValid(_ ssml: String, _ profile: SSMLProfile, voice: SSMLVoice? = nil,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        var settings = SSMLSettings()
        settings.profile = profile
        let table = SSMLEngineTable.of(profile, voice: voice ?? SSMLVoice(settings))
        #expect(SSMLEngineCheck.problems(ssml, table: table, profile: profile) == [], sourceLocation: sourceLocation)
        if SSMLEngineCheck.schemaAvailable {
            #expect(try SSMLEngineCheck.schemaProblems(SSMLEngineCheck.asSSML11(ssml, profile: profile)) == [],
                    sourceLocation: sourceLocation)
        } else {
            print("skipped schema check: no SSML 1.1 schema at \(SSMLEngineCheck.schema)")
        }
    }

    // MARK: 3. Google's <lang>

    @Test("Google gets no <lang> around Arabic, Hebrew or Japanese (silent, or Kanji read as Chinese), one warning each; French keeps its <lang>")
    func googleLanguages() throws {
        let (ssml, warnings) = try export(.google)
        #expect(ssml.contains(#"<lang xml:lang="fr-FR">bonjour</lang>"#), "\(ssml)")
        for tag in ["ar-XA", "he-IL", "ja-JP"] { #expect(!ssml.contains(tag)) }
        #expect(ssml.contains("مرحبا") && ssml.contains("שלום") && ssml.contains("東京"))
        for language in ["ar", "he", "ja"] {
            #expect(warnings.filter { $0.contains("'\(language)'") }.count == 1, "\(warnings)")
        }
        try expectValid(ssml, .google)
        // Polly and Azure document these switches.
        #expect(try export(.polly).ssml.contains(#"<lang xml:lang="ja-JP">東京</lang>"#))
        #expect(try export(.azure).ssml.contains(#"<lang xml:lang="he-IL">שלום</lang>"#))
    }

    // MARK: 4. One pronunciation over an inline element

    @Test("ssml:ph over text holding an inline element is one <phoneme>, said once, in every profile with phonemes",
          arguments: [SSMLProfile.generic, .polly, .azure, .google])
    func phonemeOverInline(_ profile: SSMLProfile) throws {
        let ssml = try export(profile).ssml
        #expect(ssml.components(separatedBy: "njuː ˈjɔːk").count == 2, "\(ssml)")
        #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="njuː ˈjɔːk">New York</phoneme> in spring."#))
        try expectValid(ssml, profile)
    }

    // MARK: 5. X-SAMPA at Azure

    @Test("Azure keeps the book's X-SAMPA pronunciation and the user's X-SAMPA lexicon entry")
    func azureSampa() throws {
        let ssml = try export(.azure).ssml
        #expect(ssml.contains(#"<phoneme alphabet="x-sampa" ph="t@&quot;mA:t@U">tomato</phoneme>"#), "\(ssml)")
        try expectValid(ssml, .azure)
        let lexiconBook = try SSMLTest.load(TestPaths.fixture("ssml/lexicon.xhtml"))
        let sampa = try LexiconReader.load(path: TestPaths.fixture("ssml/lexicon-xsampa.pls"))
        var settings = SSMLSettings()
        settings.profile = .azure
        settings.maxChars = 0
        settings.lexicons = [sampa]
        let azure = String(decoding: try SSMLExporter(settings: settings).export(lexiconBook)[0].contents, as: UTF8.self)
        #expect(azure.contains(#"<phoneme alphabet="x-sampa" ph="t@&quot;mA:t@U">Tomato</phoneme>"#), "\(azure)")
        try expectValid(azure, .azure)
    }

    @Test("a user's entry in an alphabet the engine does not read leaves the book's IPA entry for the word in force")
    func bookEntryKept() throws {
        let lexiconBook = try SSMLTest.load(TestPaths.fixture("ssml/lexicon.xhtml"))
        let sapi = Lexicon(href: "user.pls", language: "en", alphabet: "sapi",
                           lexemes: [Lexeme(graphemes: ["Tomato"], phonemes: ["t ax m ey 1 t ow"], aliases: [], alphabet: nil)])
        for profile in [SSMLProfile.google, .polly] {
            var settings = SSMLSettings()
            settings.profile = profile
            settings.maxChars = 0
            settings.lexicons = [sapi]
            let ssml = String(decoding: try SSMLExporter(settings: settings).export(lexiconBook)[0].contents, as: UTF8.self)
            #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="təˈmeɪtoʊ">Tomato</phoneme>"#), "\(profile): \(ssml)")
            try expectValid(ssml, profile)
        }
    }

    // MARK: 6. Polly's voices

    @Test("Polly's neural, long-form and generative voices get acronyms spelled without say-as characters; standard voices keep it",
          arguments: SSMLVoiceType.allCases)
    func pollyAcronyms(_ type: SSMLVoiceType) throws {
        let ssml = try export(.polly) { $0.voiceType = type }.ssml
        if type == .standard {
            #expect(ssml.contains(#"<say-as interpret-as="characters">GPS</say-as>"#))
        } else {
            #expect(!ssml.contains(#"interpret-as="characters""#), "\(ssml)")
            #expect(ssml.contains(#"<sub alias="G P S">GPS</sub>"#))
        }
        var settings = SSMLSettings()
        settings.profile = .polly
        settings.voiceType = type
        try expectValid(ssml, .polly, voice: SSMLVoice(settings))
    }

    @Test("Polly's generative voices get <lang> only around whole sentences, with a warning")
    func pollyGenerativeLang() throws {
        let (ssml, warnings) = try export(.polly) { $0.voiceType = .generative }
        #expect(!ssml.contains("<lang"), "\(ssml)")
        #expect(warnings.contains { $0.contains("generative") })
        #expect(try export(.polly) { $0.voiceType = .neural }.ssml.contains(#"<lang xml:lang="fr-FR">bonjour</lang>"#))
    }

    // MARK: 7. eSpeak NG's reading

    @Test("espeak-ng reads no 'amp' in an alias with &, no 'dot' after </sub> or </say-as> at a sentence end, none after '1.' before a no-break space")
    func espeakReading() throws {
        let ssml = try export(.espeak).ssml
        try expectValid(ssml, .espeak)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("engines-\(UUID().uuidString).ssml").path
        try ssml.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(try Espeak.path(), ["-m", "-q", "--ipa", "-f", file])
        #expect(result.status == 0)
        let ipa = String(decoding: result.stdout, as: UTF8.self)
        // "amp" is ˈamp, "dot" dˈɒt or dɒt in eSpeak NG's English IPA.
        #expect(!ipa.contains("amp"), "\(ipa)")
        #expect(!ipa.contains("dˈɒt") && !ipa.contains("dɒt"), "\(ipa)")
        // "Smith and Jones", in the book's en-US (or a British) voice.
        #expect(ipa.contains("smˈɪθ ænd dʒˈoʊnz") || ipa.contains("smˈɪθ and dʒˈəʊnz"), "\(ipa)")
    }

    @Test("Chinese is spoken by eSpeak NG's cmn voice, which answers to zh")
    func espeakChinese() throws {
        let (ssml, warnings) = try export(.espeak)
        #expect(ssml.contains(#"<voice xml:lang="cmn">你好</voice>"#), "\(ssml)")
        #expect(!warnings.contains { $0.contains("'zh'") })
        #expect(SSMLEngineTable.of(.espeak).locale(for: "zh-CN") == "cmn")
        #expect(SSMLEngineTable.of(.espeak).locale(for: "zh-HK") == "yue")
    }

    // MARK: 8. BCP 47

    @Test("language tags are written in canonical BCP 47 form; what cannot be one is not a tag",
          arguments: [("en_US", "en-US"), ("EN-us", "en-US"), ("fr_fr", "fr-FR"), ("zh-hant-tw", "zh-Hant-TW"),
                      ("sr_Latn_RS", "sr-Latn-RS"), ("es-419", "es-419"), ("en-x-Custom", "en-x-custom"), (" de ", "de")])
    func normalized(_ written: String, _ expected: String) {
        #expect(LanguageTag.normalized(written) == expected)
    }

    @Test("an unusable language is no tag", arguments: ["C", "", "und", "en_", "e", "en-toolongsubtag"])
    func unusable(_ written: String) {
        #expect(LanguageTag.normalized(written) == nil)
    }

    @Test("the book's en_US and fr_fr reach the model, the JSON and every profile's SSML as en-US and fr-FR",
          arguments: SSMLProfile.allCases)
    func bookTags(_ profile: SSMLProfile) throws {
        #expect(book.metadata.language == "en-US")
        let json = String(decoding: try JSONExporter().export(book)[0].contents, as: UTF8.self)
        #expect(!json.contains("_US") && !json.contains("fr_fr") && json.contains(#""fr-FR""#))
        let ssml = try export(profile).ssml
        #expect(!ssml.contains("_"), "\(ssml)")
        try expectValid(ssml, profile)
    }

    @Test("--lang en_gb is taken as en-GB; --lang C is a one-line error")
    func langOption() throws {
        let good = try run(exporttoolBinary, ["export", Self.fixture, "--to", "ssml", "--lang", "en_gb"])
        #expect(good.status == 0)
        #expect(String(decoding: good.stdout, as: UTF8.self).contains(#"xml:lang="en-GB">"#))
        let bad = try run(exporttoolBinary, ["export", Self.fixture, "--to", "ssml", "--lang", "C"])
        #expect(bad.status != 0)
        let message = String(decoding: bad.stderr, as: UTF8.self)
        #expect(message.contains("--lang 'C' is not a BCP 47 language tag"), "\(message)")
        #expect(bad.stdout.isEmpty)
    }

    // MARK: 10. Azure's voices

    @Test("Azure's <speak xml:lang> is the voice's locale; a voice that is not multilingual gets no <lang>, with a warning")
    func azureVoices() throws {
        let german = try SSMLTest.load(SSMLTest.germanFixture)
        var settings = SSMLSettings()
        settings.profile = .azure
        settings.maxChars = 0
        let ava = String(decoding: try SSMLExporter(settings: settings).export(german)[0].contents, as: UTF8.self)
        #expect(ava.contains(#"xml:lang="en-US"><voice name="en-US-AvaMultilingualNeural">"#), "\(ava.prefix(300))")
        // The German book is German to Ava: each sentence says so.
        #expect(ava.contains(#"<lang xml:lang="de-DE">"#))
        try expectValid(ava, .azure)
        let (katja, warnings) = try export(.azure) { $0.voice = "de-DE-KatjaNeural" }
        #expect(katja.contains(#"xml:lang="de-DE"><voice name="de-DE-KatjaNeural">"#))
        #expect(!katja.contains("<lang"))
        #expect(warnings.contains { $0.contains("not multilingual") })
        var katjaSettings = SSMLSettings()
        katjaSettings.profile = .azure
        katjaSettings.voice = "de-DE-KatjaNeural"
        try expectValid(katja, .azure, voice: SSMLVoice(katjaSettings))
    }

    @Test("Azure speaks the locales its multilingual voices document (Serbian, Persian, Malay, Filipino)")
    func azureLocales() {
        let azure = SSMLEngineTable.of(.azure)
        #expect(azure.locale(for: "sr") == "sr-RS")
        #expect(azure.locale(for: "fa") == "fa-IR")
        #expect(azure.locale(for: "ms") == "ms-MY")
        #expect(azure.locale(for: "fil") == "fil-PH")
    }

    // MARK: 11. List markers and roman headings

    @Test("ordered-list markers are spoken as written, a roman one as its number; a roman chapter heading as its number",
          arguments: SSMLProfile.allCases)
    func markers(_ profile: SSMLProfile) throws {
        let ssml = try export(profile).ssml
        let said = SSMLTest.spokenText(ssml).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(said.contains("a. first stop") && said.contains("b. second stop"), "\(said)")
        #expect(said.contains("1. one watch") && said.contains("2. two watches"), "\(said)")
        #expect(said.contains(" 4 The end."), "\(said)")
        #expect(!said.contains("IV"))
        try expectValid(ssml, profile)
    }

    // MARK: 12. Limits and spaces

    @Test("--max-chars over the engine's request limit is refused", arguments: [(SSMLProfile.polly, 3001), (.google, 5001), (.azure, 70_000)])
    func overLimit(_ profile: SSMLProfile, _ maxChars: Int) throws {
        var settings = SSMLSettings()
        settings.profile = profile
        settings.maxChars = maxChars
        #expect(throws: ExportError.self) { try SSMLExporter(settings: settings).export(book) }
        let cli = try run(exporttoolBinary, ["export", Self.fixture, "--to", "ssml", "--ssml-profile", profile.rawValue,
                                             "--max-chars", String(maxChars)])
        #expect(cli.status != 0)
        #expect(String(decoding: cli.stderr, as: UTF8.self).contains("over \(profile.rawValue)'s request limit"))
    }

    @Test("an inline image is announced with one space on each side", arguments: SSMLProfile.allCases)
    func imageSpaces(_ profile: SSMLProfile) throws {
        let ssml = try export(profile).ssml
        #expect(ssml.contains("See Image: a map of the coast. for the route."), "\(ssml)")
        for sentence in SSMLTest.sentences(ssml) { #expect(!sentence.contains("  "), "\(sentence)") }
    }
}

extension SSMLEngineRoundTwoTests {
    @Test("a language set through the library is kept in canonical BCP 47 form, in the settings and in every plan made from them")
    func libraryLanguage() throws {
        #expect(ReadingSettings(language: "en_us").language == "en-US")
        #expect(ReadingSettings(language: "FR-ca").language == "fr-CA")
        var settings = ExportSettings()
        settings.language = "de_de"
        var export = BookExport(formats: [.ssml], settings: settings, limits: .default)
        export.settings.ssml.profile = .generic
        let (_, files) = try export.render(path: TestPaths.sampleBook.path)
        let ssml = String(decoding: try #require(files.first).contents, as: UTF8.self)
        #expect(ssml.contains("xml:lang=\"de-DE\""))
        #expect(!ssml.contains("de_de") && !ssml.contains("de-de"))
    }
}
