import Testing
@testable import ExportKit
@testable import SSMLExport
@testable import Speech

/// The sentence table: text where a speech engine must not pause after an abbreviation, an
/// initialism or a quotation the sentence goes on after, and text where it must. ` | ` marks
/// each sentence end the splitter has to find, and only those.
@Suite("Sentence table")
struct SentenceTableTests {
    static let english: [String] = [
        // Initialisms and abbreviations inside a sentence.
        "The U.S. Army crossed the river at dawn.",
        "The city was founded in A.D. 890 by settlers.",
        "The U.S.S.R. signed the treaty in Moscow.",
        "The 2000 U.S. Census counted every household.",
        "He lived at 221B Baker St. with his friend.",
        "The meeting starts at 9 a.m. sharp.",
        "Rome fell long after 44 B.C. in the west.",
        "The U.K. Parliament sat late.",
        "She joined the U.N. Security Council staff.",
        "The N.A.S.A. engineers checked the seals.",
        "See Fig. 3 for the chart.",
        "Turn to p. 12 for the answer.",
        "Read pp. 40-52 before class.",
        "The answer is in Vol. 2 of the set.",
        "The ship sailed from Mt. Desert Island.",
        "Bring tools, e.g. a hammer, and rope.",
        "Use hemp, i.e. the strong kind.",
        "They compared apples vs. oranges.",
        "The peak is 14,000 ft. above the sea.",
        "Smith et al. described the whale.",
        "The firm Acme Co. sold rope.",
        "Acme Inc. opened a new office.",
        "The report cf. the appendix is long.",
        "It weighed approx. two tons.",
        "Ship No. 7 left first.",
        "Her birthday is on Jan. 5 each year.",
        "Oct. 12 was a cold day.",
        "He wrote Ch. 4 in one night.",
        // Titles and initials.
        "Dr. Watson came in.",
        "Mr. Hale and Mrs. Hale met Prof. Marsh.",
        "They met at St. Paul's on Sunday.",
        "The letter was signed J. R. R. Tolkien.",
        "Capt. Ahab paced the deck.",
        "Gen. Grant rode north.",
        "Rev. Mapple preached the sermon.",
        "John A. Smith signed first.",
        "Harry S. Truman spoke.",
        "Ms. Lee read the poem.",
        "Sgt. Pepper led the band.",
        "Col. Brandon waited outside.",
        // Quotations the sentence goes on after.
        "'Stop!' I said.",
        "\"Stop!\" she said.",
        "\"Is it late?\" he asked.",
        "\"Fire!\" cried Ahab.",
        "\"Who goes there?\" called the watchman.",
        "'Help!' shouted the boy.",
        "\"Never!\" replied Queequeg.",
        "\"Land ho!\" yelled the lookout.",
        "\"Really?\" Ishmael asked.",
        "'Wait!' Captain Ahab whispered.",
        // Other things that are not sentence ends.
        "The tide rose 2.5 metres.",
        "He waited... and then it rained.",
        "She wrote: « La mer est très grosse. »",
        // Real sentence ends.
        "It rained. | The lamp was lit! | Was it late? | Yes.",
        "I moved to the U.S. | Then I found work.",
        "He lived on Baker St. | The rent was high.",
        "The ship left at 9 a.m. | It never came back.",
        "They reached the peak at 14,000 ft. | The view was clear.",
        "Smith wrote about whales, etc. | He was tireless.",
        "\"Stop!\" | She ran.",
        "\"Is it late?\" | Nobody answered.",
        "The whale dived. | We waited. | It rose again.",
        "Call me Ishmael. | Some years ago I went to sea.",
        "The storm ended. | The harbour froze.",
        "We sailed at noon. | Nobody spoke.",
        "The crew cheered. | Ahab did not.",
        "The letter A. | Then the letter B.",
        "He owned Acme Inc. | His son ran it.",
    ]

    static let french: [String] = [
        "M. Dupont est arrivé hier.",
        "Mme Curie travaillait tard.",
        "Voir p. 12 pour la réponse.",
        "Le navire partit vers 9 h, etc. avec tout l'équipage.",
        "Il pesait env. deux tonnes.",
        "Cf. le chapitre suivant.",
        "La ville fut fondée en 890 apr. J.-C. par des marins.",
        "« Arrêtez ! » dit-il.",
        "« Qui va là ? » demanda le guetteur.",
        "Il pleuvait. | La lampe était allumée.",
        "Le navire partit. | Il ne revint jamais.",
        "« Arrêtez ! » | Elle courut.",
        "Il lisait le vol. 2 du roman.",
        "La réunion commence à 9 h. | Le capitaine arrive.",
        "Les marins chantaient. | Puis ils dormirent.",
        "M. Martin et Mme Martin partirent.",
    ]

    static let german: [String] = [
        "Das kostet ca. zehn Euro.",
        "Er brachte Werkzeug, z.B. einen Hammer, und Seil.",
        "Sie las S. 12 im Buch.",
        "Das Schiff Nr. 7 fuhr zuerst.",
        "Es regnete, d.h. der Weg war nass.",
        "Er kaufte Seile, Netze usw. für die Reise.",
        "Dr. Müller kam herein.",
        "Hr. Schmidt wartete draußen.",
        "„Halt!“ rief der Kapitän.",
        "„Wer da?“ fragte der Wächter.",
        "Es regnete. | Die Lampe brannte.",
        "Das Schiff fuhr los. | Es kam nie zurück.",
        "Das kostet ca. zehn Euro. | Gut.",
        "„Halt!“ | Sie rannte davon.",
        "Vgl. das nächste Kapitel.",
        "Er las Bd. 3 der Reihe.",
    ]

    static func check(_ entry: String, language: String) {
        let expected = entry.components(separatedBy: " | ")
        let text = expected.joined(separator: " ")
        let got = SentenceSplitter(language: language).sentences(text).map { $0.trimmingWhitespace() }
        #expect(got == expected, "\(language): \(text)")
    }

    @Test("English sentences", arguments: english)
    func englishSentences(_ entry: String) { Self.check(entry, language: "en") }

    @Test("French sentences", arguments: french)
    func frenchSentences(_ entry: String) { Self.check(entry, language: "fr") }

    @Test("German sentences", arguments: german)
    func germanSentences(_ entry: String) { Self.check(entry, language: "de") }

    @Test("the table has at least 100 entries in English, French and German")
    func tableSize() {
        #expect(Self.english.count + Self.french.count + Self.german.count >= 100)
    }
}

/// `--spell-acronyms all` spells what reads as letters, never words set in capitals.
@Suite("Spelling capitals")
struct SpellingCapitalsTests {
    @Test("acronyms read as letters", arguments: ["BBC", "USA", "HTML", "MP3", "NBC", "CSS", "FBI"])
    func spelled(_ word: String) {
        #expect(SpeechRenderer.readsAsLetters(word))
    }

    @Test("words in capitals and acronyms said as words are not spelled",
          arguments: ["QUEEN", "WHALE", "NASA", "XIV", "Moby", "A", "UNESCO"])
    func notSpelled(_ word: String) {
        #expect(!SpeechRenderer.readsAsLetters(word))
    }

    @Test("a run of words in capitals is a title: none of its words is spelled")
    func titleInCapitals() throws {
        let book = Book(metadata: Metadata(title: "t", language: "en"), blocks: [
            Block(id: "a.xhtml#p1", role: .paragraph,
                  inlines: [.text("THE WHITE WHALE came to the BBC studio.", InlineStyle())],
                  source: BlockSource(href: "a.xhtml", line: 1)),
        ], documents: [ContentDocument(href: "a.xhtml", mediaType: "application/xhtml+xml")])
        let ssml = try SSMLTest.document(book) { $0.spellAcronyms = .all }
        #expect(ssml.contains(#"<say-as interpret-as="characters">BBC</say-as>"#))
        #expect(!ssml.contains(#"<say-as interpret-as="characters">THE</say-as>"#))
        #expect(!ssml.contains(#"<say-as interpret-as="characters">WHITE</say-as>"#))
    }
}
