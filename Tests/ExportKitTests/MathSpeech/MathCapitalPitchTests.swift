import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport
@testable import MathRender

/// ClearSpeak *Rules and Preferences*, "Capital letters": under Caps Auto a capital letter is
/// marked by a change of pitch and no word ("A B", "sine A over a"); SayCaps says "cap" before
/// it. Spoken outputs write Auto's pitch as `<prosody pitch="+30%">` (NVDA's capital pitch
/// change, 30% in its guide's example) around the letter, for every voice that takes pitch;
/// a voice that does not (Polly's neural voices, Piper) hears the word, so that A and a never
/// sound alike (docs/math.md, "Capital letters").
@Suite("Math speech: ClearSpeak Caps Auto as pitch in SSML")
struct MathCapitalPitchTests {
    static let fixture = TestPaths.fixture("mathspeech/capitals.xhtml")
    static let raised = #"<prosody pitch="+30%">"#

    static func auto(_ settings: inout SSMLSettings) {
        settings.mathOptions.caps = .auto
    }

    @Test("Caps Auto: each capital is raised in pitch, a small letter is not; the text keeps 'A' with no word")
    func autoRaisesCapitals() throws {
        let ssml = try SSMLTest.document(SSMLTest.load(Self.fixture), Self.auto)
        #expect(ssml.contains(Self.raised + #"<sub alias="eigh">A</sub></prosody>"#), "\(ssml)")
        #expect(ssml.contains(Self.raised + "B</prosody>"))
        #expect(ssml.contains(Self.raised + "Delta</prosody>"), "a Greek capital by its name")
        #expect(ssml.contains(#"the side <sub alias="eigh">a</sub> lies"#), "a small letter keeps the voice's pitch")
        #expect(!ssml.contains("cap "))
        #expect(SSMLValidator.problems(ssml) == [])
        let form = ClearSpeakRulesTests.form("<mi>A</mi><mo>+</mo><mi>a</mi>")
        #expect(form.text == "A plus a")
        #expect(form.parts.contains(.capital(written: "A", spoken: "eigh", word: "cap")))
    }

    @Test("Caps Auto in every profile: pitch where the engine's table takes it, 'cap' for Polly's neural voices",
          arguments: SSMLProfile.allCases)
    func everyProfile(_ profile: SSMLProfile) throws {
        var settings = SSMLSettings()
        settings.profile = profile
        Self.auto(&settings)
        let files = try SSMLExporter(settings: settings).export(try SSMLTest.load(Self.fixture))
        let documents = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
        let ssml = documents.joined()
        if profile == .polly {
            #expect(!ssml.contains("<prosody pitch"), "Polly's default voice type, neural, takes no pitch")
            #expect(ssml.contains("cap B"))
        } else {
            #expect(ssml.contains(Self.raised + "B</prosody>"))
        }
        for document in documents {
            #expect(SSMLEngineCheck.problems(document, profile: profile) == [])
        }
    }

    @Test("Polly's standard voices take pitch: the capitals are raised")
    func pollyStandard() throws {
        var settings = SSMLSettings()
        settings.profile = .polly
        settings.voiceType = .standard
        Self.auto(&settings)
        let files = try SSMLExporter(settings: settings).export(try SSMLTest.load(Self.fixture))
        let documents = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
        #expect(documents.joined().contains(Self.raised + "B</prosody>"))
        let table = SSMLEngineTable.of(.polly, voice: SSMLVoice(settings))
        for document in documents {
            #expect(SSMLEngineCheck.problems(document, table: table, profile: .polly) == [])
        }
    }

    @Test("the spoken outputs' default stays SayCaps: 'cap' and no pitch")
    func defaultSaysCap() throws {
        let ssml = try SSMLTest.document(SSMLTest.load(Self.fixture))
        #expect(ssml.contains(#"cap <sub alias="eigh">A</sub>"#), "\(ssml)")
        #expect(!ssml.contains("<prosody pitch"))
    }

    @Test("eSpeak NG says no punctuation word after a raised capital that ends a sentence")
    func espeakEndsSentence() throws {
        var settings = SSMLSettings()
        settings.profile = .espeak
        Self.auto(&settings)
        let files = try SSMLExporter(settings: settings).export(try SSMLTest.load(Self.fixture))
        let ssml = String(decoding: files[0].contents, as: UTF8.self)
        #expect(ssml.contains(Self.raised + "C</prosody></s>"), "\(ssml)")
        let spoken = try SSMLQuotationTests.phonemes(ssml, ssml: true)
        #expect(!spoken.contains("d0t"), "\(spoken)")
    }

    @Test("narration by Piper, whose voices read words only, says 'cap' under Caps Auto; eSpeak NG gets the pitch")
    func piperSaysCap() throws {
        var ssml = SSMLSettings()
        Self.auto(&ssml)
        let plan = ReadingPlan(book: try SSMLTest.load(Self.fixture))
        var piper = NarrationSettings()
        piper.engine = .piper
        let piperScript = NarrationExporter(settings: piper, ssml: ssml, reading: ReadingSettings()).speech.speechScript(plan)
        let piperText = piperScript.chapters.map(\.ssml).joined()
        #expect(piperText.contains("cap B"), "\(piperText)")
        #expect(!piperText.contains("<prosody pitch"))
        let espeakScript = NarrationExporter(settings: NarrationSettings(), ssml: ssml, reading: ReadingSettings()).speech.speechScript(plan)
        #expect(espeakScript.chapters.map(\.ssml).joined().contains(Self.raised + "B</prosody>"))
    }
}
