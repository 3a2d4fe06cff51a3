import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

@Suite("SSML export rules")
struct SSMLExporterTests {
    let sample: Book
    let speech: Book

    init() throws {
        sample = try SSMLTest.load(TestPaths.sampleBook.path)
        speech = try SSMLTest.load(SSMLTest.speechFixture)
    }

    @Test("the sample book reads as the golden SSML and is valid SSML 1.1")
    func sampleGolden() throws {
        let ssml = try SSMLTest.document(sample)
        assertGolden(ssml, named: "ssml/sample-book.ssml")
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("the speech fixture with every announcement on reads as the golden SSML")
    func speechGolden() throws {
        let ssml = try SSMLTest.document(speech) {
            $0.pageNumbers = .announce
            $0.announceLinks = true
            $0.announceLists = true
        }
        assertGolden(ssml, named: "ssml/speech-announce.ssml")
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("the root is SSML 1.1 in the book's language, or in --lang's")
    func root() throws {
        #expect(try SSMLTest.document(sample).contains(#"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">"#))
        let german = try SSMLTest.document(speech, language: "de")
        #expect(german.contains(#"xml:lang="de">"#))
        // The block languages came with the wrong metadata: no <lang> back to English.
        #expect(!german.contains(#"<lang xml:lang="en">"#))
        #expect(SSMLValidator.problems(german) == [])
    }

    @Test("every block and every sentence starts with a mark named from the block id")
    func marks() throws {
        let ssml = try SSMLTest.document(speech)
        let marks = SSMLTest.marks(ssml)
        #expect(marks.contains("speech.xhtml#sentences"))
        #expect(marks.contains("speech.xhtml#sentences:s1"))
        #expect(marks.contains("speech.xhtml#sentences:s5"))
        for sentence in SSMLTest.sentences(ssml) {
            #expect(sentence.hasPrefix("<s><mark name="), "\(sentence)")
        }
        #expect(Set(marks).count == marks.count)
    }

    @Test("sentences are not split at abbreviations, initials, decimals, ellipses or a quote's end")
    func sentences() throws {
        let ssml = try SSMLTest.document(speech)
        let sentences = SSMLTest.sentences(ssml).filter { $0.contains("#sentences:") }
        #expect(sentences.count == 5)
        #expect(sentences[0].hasSuffix("Dr. Watson met Mr. J. R. Hale at St. Paul's, e.g. on a Tuesday.</s>"))
        #expect(sentences[1].hasSuffix("The tide rose 2.5 metres... and then it fell.</s>"))
        #expect(sentences[2].hasSuffix(#""Stop!" she said.</s>"#))
    }

    @Test("headings get a pause before and after and their own prosody, configurably")
    func headings() throws {
        let prosody = try SSMLTest.document(speech)
        #expect(prosody.contains(#"<break time="600ms"/><s><mark name="speech.xhtml#top:s1"/><prosody pitch="+10%" rate="90%">Part 1. Speech rules</prosody></s><break time="600ms"/>"#))
        let emphasis = try SSMLTest.document(speech) {
            $0.headingStyle = .emphasis
            $0.headingPause = 1200
        }
        #expect(emphasis.contains(#"<break time="1200ms"/><s><mark name="speech.xhtml#top:s1"/><emphasis level="strong">Part 1. Speech rules</emphasis></s><break time="1200ms"/>"#))
        // Polly's neural voices have no <emphasis>: prosody instead.
        let polly = try SSMLTest.document(speech) {
            $0.headingStyle = .emphasis
            $0.profile = .polly
            $0.maxChars = 0
        }
        #expect(!polly.contains("<emphasis"))
        #expect(polly.contains(#"<prosody rate="90%" volume="loud">Part 1. Speech rules</prosody>"#))
        let plain = try SSMLTest.document(speech) { $0.headingStyle = .pause }
        #expect(plain.contains(#"<mark name="speech.xhtml#top:s1"/>Part 1. Speech rules</s>"#))
    }

    @Test("abbr with a title becomes sub; acronyms are spelled as --spell-acronyms says")
    func abbreviations() throws {
        let standard = try SSMLTest.document(speech)
        #expect(standard.contains(#"<sub alias="Royal National Lifeboat Institution">RNLI</sub>"#))
        #expect(standard.contains(#"<say-as interpret-as="characters">NASA</say-as>"#))
        #expect(standard.contains(" BBC."))
        let all = try SSMLTest.document(speech) { $0.spellAcronyms = .all }
        #expect(all.contains(#"<say-as interpret-as="characters">BBC</say-as>."#))
        // Roman numerals and long capitals are not acronyms.
        #expect(!SpeechRenderer.isAcronym("rope") && SpeechRenderer.isRomanNumeral("XIV"))
        let none = try SSMLTest.document(speech) { $0.spellAcronyms = .none }
        #expect(!none.contains("NASA</say-as>"))
        #expect(none.contains("<sub alias=\"Royal National Lifeboat Institution\">"))
    }

    @Test("ssml:ph becomes phoneme; PLS entries apply to the words they match")
    func pronunciations() throws {
        #expect(try SSMLTest.document(speech).contains(#"<phoneme alphabet="ipa" ph="ˈtoʊmɑːtoʊ">tomato</phoneme>"#))
        let ssml = try SSMLTest.document(sample)
        #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="ˈkɛrɪk">Carrick</phoneme>"#))
        // From the sample book's en.pls, not from the text.
        #expect(ssml.contains(#"<phoneme alphabet="ipa" ph="ˈpærəfɪn">paraffin</phoneme>"#))
        // eSpeak NG documents no <phoneme>: the word is read as written.
        let espeak = try SSMLTest.document(sample) { $0.profile = .espeak }
        #expect(!espeak.contains("<phoneme") && espeak.contains(">paraffin for the lamp,"))
    }

    @Test("PLS aliases become sub where the word occurs outside an abbr")
    func lexiconAliases() {
        let lexicon = Lexicon(href: "l.pls", language: "en", alphabet: "ipa", lexemes: [
            Lexeme(graphemes: ["W3C"], phonemes: [], aliases: ["World Wide Web Consortium"], alphabet: nil),
        ])
        var book = Self.book([.text("The W3C wrote it; W3Cs did not.", InlineStyle())])
        book.lexicons = [lexicon]
        let ssml = (try? SSMLTest.document(book)) ?? ""
        #expect(ssml.contains(#"The <sub alias="World Wide Web Consortium">W3C</sub> wrote it; W3Cs did not."#))
    }

    @Test("language changes in spans and blocks become lang")
    func languages() throws {
        let ssml = try SSMLTest.document(speech)
        #expect(ssml.contains(#"He said <lang xml:lang="de">Guten Tag</lang> and left."#))
        #expect(ssml.contains(#"<lang xml:lang="fr"><p><mark name="speech.xhtml#french"/>"#))
        // eSpeak NG switches language with <voice xml:lang>.
        let espeak = try SSMLTest.document(speech) { $0.profile = .espeak }
        #expect(espeak.contains(#"He said <voice xml:lang="de">Guten Tag</voice> and left."#))
    }

    @Test("CSS speak-as and speak: none written inline are honoured")
    func cssSpeech() throws {
        let ssml = try SSMLTest.document(speech)
        #expect(ssml.contains(#"Call sign <say-as interpret-as="characters">KILO</say-as>, code <say-as interpret-as="characters">4711</say-as>, over."#))
        #expect(!ssml.contains("not spoken"))
        let polly = try SSMLTest.document(speech) { $0.profile = .polly; $0.maxChars = 0 }
        #expect(polly.contains(#"<say-as interpret-as="digits">4711</say-as>"#))
    }

    @Test("page numbers are skipped by default and announced as their own sentence on request")
    func pageNumbers() throws {
        let skipped = try SSMLTest.document(speech)
        #expect(!skipped.contains("Page 7") && !skipped.contains("Page 8"))
        #expect(skipped.contains("The keeper climbed the stairs to the lamp.</s>"))
        let announced = try SSMLTest.document(speech) { $0.pageNumbers = .announce }
        // After the sentence that holds the break, never inside it.
        #expect(announced.contains(#"The keeper climbed the stairs to the lamp.</s><s><mark name="speech.xhtml#p7"/>Page 7</s><s>"#))
        // From aria-label on a block page break.
        #expect(announced.contains(#"<s><mark name="speech.xhtml#p8"/>Page 8</s>"#))
        let sample = try SSMLTest.document(self.sample) { $0.pageNumbers = .announce }
        #expect(sample.contains("say it plainly: the light comes first.</s><s><mark name=\"EPUB/chapter1.xhtml#page2\"/>Page 2</s>"))
    }

    @Test("note references are not read; note bodies go where --notes says (default end of section)")
    func notes() throws {
        func order(_ ssml: String) -> [String] {
            ["The boats stayed in.", "Force ten", "Next section", "Done."].map { marker in
                ssml.range(of: marker).map { String(ssml.distance(from: ssml.startIndex, to: $0.lowerBound)) } ?? "-"
            }
        }
        let endOfSection = try SSMLTest.document(speech)
        #expect(endOfSection.contains("The gale was severe.</s><s><mark name=\"speech.xhtml#cited:s2\"/>The boats stayed in.</s>"))
        #expect(endOfSection.contains("<s><mark name=\"speech.xhtml#fn1:s1\"/>Note 1.</s>"))
        let position = { (ssml: String, text: String) in ssml.range(of: text)?.lowerBound }
        // Before the next heading, after the rest of the section.
        #expect(position(endOfSection, "Force ten")! > position(endOfSection, "A tide chart")!)
        #expect(position(endOfSection, "Force ten")! < position(endOfSection, "Next section")!)
        let afterParagraph = try SSMLTest.document(speech, notes: .afterParagraph)
        #expect(position(afterParagraph, "Force ten")! < position(afterParagraph, "Le phare")!)
        #expect(position(afterParagraph, "Force ten")! > position(afterParagraph, "The boats stayed in.")!)
        let endOfBook = try SSMLTest.document(speech, notes: .endOfBook)
        #expect(position(endOfBook, "Force ten")! > position(endOfBook, "Done.")!)
        let skipped = try SSMLTest.document(speech, notes: .skip)
        #expect(!skipped.contains("Force ten") && !skipped.contains("Note 1"))
        // Each note is read once.
        #expect(endOfSection.components(separatedBy: "Force ten").count == 2)
    }

    @Test("images read their alt text, decorative ones are skipped; links read as text, or with \"link\"")
    func imagesAndLinks() throws {
        let ssml = try SSMLTest.document(speech)
        #expect(ssml.contains(">Image: A tide chart.</s>"))
        #expect(!ssml.contains("speech.xhtml#decorative"))
        #expect(ssml.contains("See the archive for more.</s>"))
        let announced = try SSMLTest.document(speech) { $0.announceLinks = true }
        #expect(announced.contains("See the archive, link for more.</s>"))
    }

    @Test("lists may announce their length; tables read row by row with headers; code speaks punctuation")
    func structures() throws {
        #expect(try SSMLTest.document(speech) { $0.announceLists = true }.contains(">List of 2 items.</s>"))
        #expect(!(try SSMLTest.document(speech)).contains("List of"))
        let ssml = try SSMLTest.document(sample)
        #expect(ssml.contains(#"Season: Summer</s></p>"# + "\n" + #"<p><mark name="EPUB/chapter1.xhtml#b33"/><s><mark name="EPUB/chapter1.xhtml#b33:s1"/>Lit at: 21:30</s>"#))
        #expect(ssml.contains(#"light <sub alias="dot">.</sub> rotate <sub alias="open paren">(</sub>"#))
        // Prose keeps its full stops.
        #expect(!ssml.contains(#"archive; see also Supplies <sub"#))
    }

    @Test("text is escaped, characters XML forbids are dropped, and nothing empty is written")
    func escaping() throws {
        let ssml = try SSMLTest.document(speech)
        // Quotation marks stay as they are in text: an engine may read an entity aloud
        // (SSMLQuotationTests, docs/ssml.md).
        #expect(ssml.contains("Fish &amp; chips &lt;cheap&gt; \"quoted\" 'single'."))
        var style = InlineStyle()
        style.abbreviation = Abbreviation(expansion: "a \"quoted\" <alias> & more")
        let book = Self.book([
            .text("Bell\u{07} rings\u{FFFE} twice. ", InlineStyle()),
            .text("ABC", style),
            .text("   ", InlineStyle()),
        ])
        let odd = try SSMLTest.document(book)
        #expect(odd.contains("Bell rings twice."))
        #expect(odd.contains(#"<sub alias="a &quot;quoted&quot; &lt;alias&gt; &amp; more">ABC</sub>"#))
        #expect(SSMLValidator.problems(odd) == [])
        // A block with nothing to say writes nothing.
        let silent = try SSMLTest.document(Self.book([.text("  \n ", InlineStyle())]))
        #expect(!silent.contains("<p>") && !silent.contains("<s>"))
    }

    @Test("each profile writes what its engine documents", arguments: SSMLProfile.allCases)
    func profiles(_ profile: SSMLProfile) throws {
        let ssml = try SSMLTest.document(sample) {
            $0.profile = profile
            $0.maxChars = 0
            $0.voice = profile == .azure ? "en-GB-SoniaNeural" : nil
        }
        if profile == .generic || profile == .espeak {
            #expect(SSMLValidator.problems(ssml, espeak: profile == .espeak) == [])
        } else {
            // Well-formed, even where the engine wants a bare root.
            #expect(SSMLValidator.problems(ssml).allSatisfy { !$0.hasPrefix("not well-formed") })
        }
        switch profile {
        case .azure:
            #expect(ssml.contains(#"<voice name="en-GB-SoniaNeural">"#) && ssml.contains("<bookmark mark="))
            #expect(!ssml.contains("<mark "))
        case .polly, .google:
            #expect(ssml.hasPrefix("<speak>\n"))
        case .espeak:
            #expect(!ssml.contains("<phoneme") && !ssml.contains("<lang"))
        case .generic:
            #expect(ssml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        }
    }

    @Test("the profiles' request limits are the default --max-chars")
    func profileLimits() {
        #expect(SSMLProfile.polly.defaultMaxChars == 3000)
        #expect(SSMLProfile.google.defaultMaxChars == 5000)
        #expect(SSMLProfile.generic.defaultMaxChars == nil)
        var settings = SSMLSettings()
        settings.profile = .google
        #expect(settings.effectiveMaxChars == 5000)
        settings.maxChars = 0
        #expect(settings.effectiveMaxChars == nil)
    }

    /// A one-paragraph book made in code.
    static func book(_ inlines: [Inline]) -> Book {
        let block = Block(id: "t.xhtml#p", role: .paragraph, inlines: inlines,
                          source: BlockSource(href: "t.xhtml", line: 1), language: "en")
        return Book(metadata: Metadata(title: "T", language: "en"), blocks: [block],
                    documents: [ContentDocument(href: "t.xhtml", mediaType: "application/xhtml+xml")])
    }
}
