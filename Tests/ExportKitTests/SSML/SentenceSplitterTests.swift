import Testing
@testable import ExportKit
@testable import SSMLExport
@testable import Speech

@Suite("Sentence splitting")
struct SentenceSplitterTests {
    let english = SentenceSplitter(language: "en")

    @Test("titles, initials, Latin abbreviations, decimals and ellipses do not end a sentence", arguments: [
        "Dr. Watson came in.",
        "Mr. Hale and Mrs. Hale met Prof. Marsh.",
        "They met at St. Paul's on Sunday.",
        "Bring tools, e.g. a hammer, and rope, i.e. hemp.",
        "The letter was signed J. R. R. Tolkien.",
        "The tide rose 2.5 metres.",
        "He waited... and then it rained.",
        "\"Stop!\" she said.",
        "\"Is it late?\" he asked.",
        "She wrote: « La mer est très grosse. »",
    ])
    func keepsTogether(_ text: String) {
        #expect(english.sentences(text) == [text])
    }

    @Test("real sentence ends split, whitespace staying with the sentence before")
    func splits() {
        #expect(english.sentences("It rained. The lamp was lit! Was it late? Yes.")
            == ["It rained. ", "The lamp was lit! ", "Was it late? ", "Yes."])
        #expect(english.sentences("\"Stop!\" She ran.") == ["\"Stop!\" ", "She ran."])
    }

    @Test("a hard line break ends a line of verse or code")
    func lineBreaks() {
        #expect(english.sentences("Well kept, well lit,\nthe ships went by").count == 2)
    }

    @Test("offsets are UTF-16 and cover the whole text")
    func offsets() {
        let text = "Très bien. 🌊 Ça va."
        let units = Array(text.utf16)
        let ends = english.sentenceEnds(units)
        #expect(ends.last == units.count)
        #expect(ends.count == 2)
    }

    @Test("the locale follows the language, with ICU's abbreviation suppressions")
    func locale() {
        #expect(SentenceSplitter(language: "en-GB").locale == "en_GB@ss=standard")
        #expect(SentenceSplitter(language: "de").sentences("Das kostet ca. zehn Euro. Gut.").count == 2)
    }
}
