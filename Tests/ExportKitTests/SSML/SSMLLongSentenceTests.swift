import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport
@testable import Speech

/// Sentences no engine request holds whole (a Chinese or Japanese sentence of thousands of
/// characters, a token of 5,200 without a space), the audio an engine allows per request,
/// and mark names that must not move when a sentence is cut (#28 items 1, 2 and 9).
@Suite("SSML long sentences and engine limits")
struct SSMLLongSentenceTests {
    /// The engines with a request limit.
    static let limited: [SSMLProfile] = [.google, .polly, .azure]

    /// A book of one document whose paragraphs are `texts`, in `language`.
    static func book(_ texts: [String], language: String, headings: [Int: String] = [:]) -> Book {
        var blocks: [Block] = []
        for (index, text) in texts.enumerated() {
            if let heading = headings[index] {
                var block = Block(id: "t.xhtml#h\(index)", role: .heading(level: 1), inlines: [.text(heading, InlineStyle())],
                                  source: BlockSource(href: "t.xhtml", line: index + 1))
                block.section = "t.xhtml"
                blocks.append(block)
            }
            var block = Block(id: "t.xhtml#p\(index)", role: .paragraph, inlines: [.text(text, InlineStyle())],
                              source: BlockSource(href: "t.xhtml", line: index + 1))
            block.section = "t.xhtml"
            blocks.append(block)
        }
        return Book(metadata: Metadata(title: "T", language: language), blocks: blocks,
                    documents: [ContentDocument(href: "t.xhtml", mediaType: "application/xhtml+xml")])
    }

    /// A Chinese sentence of `count` characters with a comma every 37 and an enumeration
    /// comma every 11, and one full stop at its end.
    static func chinese(_ count: Int) -> String {
        let words = Array("灯塔守护者每天晚上点亮那盏古老的灯让远方的船只看见海岸线的位置")
        var text = ""
        for index in 0..<(count - 1) {
            text.append(words[index % words.count])
            if index % 37 == 36 { text.append("，") } else if index % 11 == 10 { text.append("、") }
        }
        return text + "。"
    }

    /// What the chunks say, every space and mark of punctuation the cut may move left out.
    static func letters(_ documents: [String]) -> String {
        documents.map(SSMLTest.spokenText).joined().filter { !$0.isWhitespace }
    }

    static func export(_ book: Book, profile: SSMLProfile, headingPause: Int? = nil) throws -> (documents: [String], manifest: [String: Any]) {
        var settings = SSMLSettings()
        settings.profile = profile
        if let headingPause { settings.headingPause = headingPause }
        let files = try SSMLExporter(settings: settings).export(book)
        let documents = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
        let manifest = files.first { $0.fileExtension == "ssml.json" }
            .flatMap { try? JSONSerialization.jsonObject(with: Data($0.contents)) as? [String: Any] } ?? [:]
        return (documents, manifest)
    }

    @Test("a Chinese sentence of 3,400 characters is cut at its commas into requests the engine takes", arguments: limited)
    func chineseSentence(_ profile: SSMLProfile) throws {
        let sentence = Self.chinese(3_400)
        let (documents, manifest) = try Self.export(Self.book([sentence], language: "zh-CN"), profile: profile)
        #expect(documents.count > 1)
        for document in documents { #expect(SSMLEngineCheck.problems(document, profile: profile) == []) }
        #expect(Self.letters(documents) == sentence.filter { !$0.isWhitespace })
        // Every part but the last ends at a comma the text had.
        let parts = documents.flatMap(SSMLTest.sentences).map { SSMLTest.spokenText($0).trimmingWhitespace() }
        #expect(parts.count > 1)
        for part in parts.dropLast() { #expect(part.last == "，" || part.last == "、", "\(profile): \(part.suffix(3))") }
        let chunks = try #require(manifest["chunks"] as? [[String: Any]])
        #expect(chunks.contains { ($0["splitSentences"] as? [String])?.isEmpty == false })
    }

    @Test("a Japanese sentence of 3,400 characters without punctuation is cut between characters", arguments: limited)
    func japaneseWithoutPunctuation(_ profile: SSMLProfile) throws {
        let sentence = String(repeating: "むかしむかしあるところにおじいさんとおばあさんが住んでいました", count: 110)
        let (documents, _) = try Self.export(Self.book([sentence], language: "ja"), profile: profile)
        #expect(documents.count > 1)
        for document in documents { #expect(SSMLEngineCheck.problems(document, profile: profile) == []) }
        #expect(Self.letters(documents) == sentence)
    }

    @Test("a token of 5,200 characters is cut between characters, never inside a surrogate pair, a grapheme or an entity",
          arguments: limited)
    func longToken(_ profile: SSMLProfile) throws {
        // Letters with combining accents, a character outside the BMP (a surrogate pair in
        // UTF-16, which ICU and the cut count in) and an ampersand the SSML writes as `&amp;`.
        let unit = "ab\u{301}c&𠀋de\u{301}f"
        let token = String(repeating: unit, count: 650)
        #expect(token.count == 5_200)
        let book = Self.book(["Before the token. " + token + " After it."], language: "en")
        let (documents, _) = try Self.export(book, profile: profile)
        for document in documents {
            #expect(SSMLEngineCheck.problems(document, profile: profile) == [])
            #expect(!document.contains("\u{FFFD}"))
            // No part starts with a combining accent cut off its letter.
            for sentence in SSMLTest.sentences(document) {
                #expect(SSMLTest.spokenText(sentence).trimmingWhitespace().unicodeScalars.first?.properties.generalCategory != .nonspacingMark)
            }
        }
        #expect(Self.letters(documents) == ("Before the token. " + token + " After it.").filter { !$0.isWhitespace })
        if profile != .azure { #expect(documents.count > 1) }
    }

    /// A Japanese chapter read through the reader: a sentence of about 3,000 characters with
    /// ruby (each reading an element no cut may fall in), a Chinese paragraph of 3,410
    /// characters without punctuation, a 5,200-character token full of ampersands.
    static let fixture = TestPaths.fixture("ssml/cjk-long.xhtml")

    @Test("the CJK fixture book: every chunk fits the engine, no element or entity is cut, no word is lost, later marks stay",
          arguments: limited)
    func fixtureBook(_ profile: SSMLProfile) throws {
        let book = try SSMLTest.load(Self.fixture)
        let whole = try SSMLTest.document(book) { $0.maxChars = 0 }
        let (documents, _) = try Self.export(book, profile: profile)
        #expect(documents.count > 2)
        for document in documents { #expect(SSMLEngineCheck.problems(document, profile: profile) == []) }
        #expect(Self.letters(documents) == Self.letters([whole]))
        // Each ruby reading whole, once per clause.
        let readings = documents.map { $0.components(separatedBy: #"<sub alias="まいばん">毎晩</sub>"#).count - 1 }
        #expect(readings.reduce(0, +) == 75)
        var settings = SSMLSettings()
        settings.profile = profile
        let cut = Dictionary(try SSMLExporter(settings: settings).sentenceMap(book).sentences.map { ($0.mark, $0.text) },
                             uniquingKeysWith: { first, _ in first })
        #expect(cut["cjk-long.xhtml#long:s2"] == "最後の文。")
        #expect(cut["cjk-long.xhtml#after:s1"] == "終わり。")
        #expect(cut["cjk-long.xhtml#short:s2"] == "次の文も短い。")
    }

    @Test("Japanese chunks for Azure stay under its 10 minutes, counted in characters, not words")
    func japaneseAudioLimit() throws {
        // 120 paragraphs of 100 characters: 12,000 characters, 48 minutes at 250 a minute,
        // which a count of space-separated words put in one request.
        let paragraph = String(repeating: "灯台の光は夜ごとに海を照らし、", count: 7).prefix(99) + "。"
        let book = Self.book(Array(repeating: String(paragraph), count: 120), language: "ja")
        let (documents, _) = try Self.export(book, profile: .azure)
        #expect(documents.count >= 5)
        for document in documents {
            #expect(SSMLEngineCheck.problems(document, profile: .azure) == [])
            #expect(SpeechDuration.seconds(document) <= 540)
        }
    }

    @Test("heading pauses count towards Azure's audio limit")
    func pausesCount() throws {
        // 200 headings with 10-second pauses before and after: 1,950 seconds of silence
        // a word count did not see.
        var headings: [Int: String] = [:]
        for index in 0..<200 { headings[index] = "Chapter \(index + 1)" }
        let book = Self.book(Array(repeating: "A short line.", count: 200), language: "en", headings: headings)
        let (documents, _) = try Self.export(book, profile: .azure, headingPause: 10_000)
        #expect(documents.count >= 4)
        for document in documents { #expect(SSMLEngineCheck.problems(document, profile: .azure) == []) }
    }

    @Test("the estimate counts words, CJK characters and pauses")
    func estimate() {
        #expect(SpeechDuration.seconds("<s>one two three</s>") == 3.0 * 60 / 150)
        #expect(SpeechDuration.seconds("<s>灯台の光</s>") == 4.0 * 60 / 250)
        #expect(SpeechDuration.seconds(#"<break time="1500ms"/><break time="2s"/><break strength="x-strong"/>"#) == 4.75)
        #expect(SpeechDuration.seconds(#"<sub alias="World Health Organization">WHO</sub>"#) == 4.0 * 60 / 150)
        // An apostrophe inside a word, escaped or not; an ampersand said as "and".
        #expect(SpeechDuration.seconds("<s>don&apos;t stop, don't</s>") == 3.0 * 60 / 150)
        #expect(SpeechDuration.seconds("<s>salt &amp; pepper</s>") == 3.0 * 60 / 150)
    }

    @Test("a sentence cut to fit keeps its number, and every later sentence its mark", arguments: limited)
    func marksStayPut(_ profile: SSMLProfile) throws {
        let texts = ["第一句很短。" + Self.chinese(3_400) + "第三句也很短。第四句。", "下一段。"]
        let book = Self.book(texts, language: "zh-CN")
        var whole = SSMLSettings()
        whole.maxChars = 0
        var cut = SSMLSettings()
        cut.profile = profile
        let unsplit = try SSMLExporter(settings: whole).sentenceMap(book).sentences
        let split = try SSMLExporter(settings: cut).sentenceMap(book).sentences
        #expect(split.count > unsplit.count)
        let byMark = Dictionary(split.map { ($0.mark, $0.text) }, uniquingKeysWith: { first, _ in first })
        for sentence in unsplit where sentence.markID != SentenceMark(block: "t.xhtml#p0", number: 2) {
            #expect(byMark[sentence.mark] == sentence.text, "\(sentence.mark)")
        }
        // The cut sentence: its parts share its number, the first keeps its name, and
        // together they say its text.
        let parts = split.filter { $0.markID.block == "t.xhtml#p0" && $0.markID.number == 2 }
        #expect(parts.count > 1)
        #expect(parts.map(\.markID.part) == parts.indices.map { Optional($0 + 1) })
        #expect(parts.first?.mark == "t.xhtml#p0:s2")
        #expect(parts.dropFirst().allSatisfy { $0.mark.hasPrefix("t.xhtml#p0:s2.") })
        let original = try #require(unsplit.first { $0.mark == "t.xhtml#p0:s2" })
        #expect(parts.map(\.text).joined().filter { !$0.isWhitespace } == original.text.filter { !$0.isWhitespace })
    }

    @Test("the manifest maps each short mark to the same block and sentence as without the cut")
    func manifestMarks() throws {
        let texts = ["第一句很短。" + Self.chinese(3_400) + "第三句也很短。第四句。", "下一段。"]
        let (_, manifest) = try Self.export(Self.book(texts, language: "zh-CN"), profile: .google)
        let marks = try #require(manifest["marks"] as? [[String: Any]])
        let sentences = marks.compactMap { mark -> String? in
            guard let block = mark["block"] as? String, let number = mark["sentence"] as? Int else { return nil }
            return "\(block):\(number)" + ((mark["part"] as? Int).map { "/\($0)" } ?? "")
        }
        #expect(sentences.first == "t.xhtml#p0:1")
        #expect(sentences.contains("t.xhtml#p0:2/1") && sentences.contains("t.xhtml#p0:2/2"))
        #expect(sentences.suffix(3) == ["t.xhtml#p0:3", "t.xhtml#p0:4", "t.xhtml#p1:1"])
    }
}

@Suite("Sentence splitting: ordinals and abbreviations before numbers")
struct SentenceOrdinalTests {
    @Test("no break after a German ordinal or an abbreviation before a number", arguments: [
        ("de", "Am 3. Oktober fuhr er nach Berlin."),
        ("de", "Der 2. Weltkrieg endete 1945."),
        ("de", "Vom 24. Dezember bis zum 6. Januar war Ferien."),
        ("en", "Call ext. 42 for the front desk."),
        ("en", "Call ext. 42 Monday to Friday."),
        ("en", "See fig. 3 and no. 5 below."),
    ])
    func continues(_ language: String, _ text: String) {
        #expect(SentenceSplitter(language: language).sentences(text).count == 1, "\(text)")
    }

    @Test("a number with a dot still ends a sentence where it should", arguments: [
        ("de", "Er kam im Jahr 1990. Dann ging er fort."),
        ("en", "The score was 3. Nobody cheered."),
    ])
    func ends(_ language: String, _ text: String) {
        #expect(SentenceSplitter(language: language).sentences(text).count == 2, "\(text)")
    }
}
