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

    @Test("UTF-16 slices decode to the standard library's String, lone surrogates repaired alike", arguments: [
        "plain ASCII, the common case", "x squared; é, ß, ñ and « »", "— ‘quotes’ ∑ ∞ ≤ ⠁ 漢字",
        "a wave 🌊 and a 𝑥", "", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}",
    ])
    func decodesLikeTheStandardLibrary(_ text: String) {
        let units = Array(text.utf16)
        for start in 0...units.count {
            for end in start...units.count {
                // Some of these slices cut a surrogate pair in two.
                let slice = units[start..<end]
                // Byte for byte: String's == would accept a canonically equivalent spelling.
                #expect(Array(utf16String(slice).utf8) == Array(String(decoding: Array(slice), as: UTF16.self).utf8))
            }
        }
        #expect(Array(utf16String([0xD83C, 0x41, 0xDF0A][...]).utf8) == Array("\u{FFFD}A\u{FFFD}".utf8))
    }

    @Test("the locale follows the language, with ICU's abbreviation suppressions")
    func locale() {
        #expect(SentenceSplitter(language: "en-GB").locale == "en_GB@ss=standard")
        #expect(SentenceSplitter(language: "de").sentences("Das kostet ca. zehn Euro. Gut.").count == 2)
    }
}
