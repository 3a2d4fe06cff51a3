import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

/// Quotation marks in speech: every profile's SSML, read by a real engine (eSpeak NG in
/// SSML mode), says no punctuation aloud. `&quot;` and `&apos;` in text content made eSpeak
/// NG say "dot" after `better."` and "exclamation" after `I am!"` (docs/ssml.md,
/// "Quotation marks").
@Suite("SSML: quotation marks are never spoken as punctuation words")
struct SSMLQuotationTests {
    static let fixture = TestPaths.fixture("ssml/quotations.xhtml")
    /// The words eSpeak NG says when it reads punctuation by name.
    static let punctuationWords = ["dot", "exclamation", "quote", "apostrophe", "semicolon", "question"]

    /// eSpeak NG's phonemes (`-x`) for `text`, without stress marks and with its reduced
    /// vowel `a#` written as the schwa it becomes in a sentence, so a word's phonemes are
    /// found inside a sentence's.
    static func phonemes(_ text: String, ssml: Bool) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quotes-\(UUID().uuidString).txt").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(try Espeak.path(), (ssml ? ["-m"] : []) + ["-q", "-x", "-f", file])
        #expect(result.status == 0)
        return String(decoding: result.stdout, as: UTF8.self).filter { $0 != "'" && $0 != "," }
            .replacingOccurrences(of: "a#", with: "@")
    }

    /// Every SSML document of the fixture's export for `profile` (cloud profiles write
    /// request-sized documents and a manifest).
    static func documents(_ profile: SSMLProfile) throws -> [String] {
        var settings = SSMLSettings()
        settings.profile = profile
        let files = try SSMLExporter(settings: settings).export(try SSMLTest.load(fixture))
        return files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    @Test("text content escapes & < > only; attributes escape the quotation mark too")
    func escaping() {
        #expect(SSMLEscaping.text(#"He said "yes." & <left>"#, for: .espeak) == #"He said "yes." &amp; &lt;left&gt;"#)
        #expect(SSMLEscaping.text("it's", for: .generic) == "it's")
        #expect(SSMLEscaping.text("it's 'late!'", for: .polly) == "it&apos;s 'late!'")
        #expect(SSMLEscaping.escape(#"a "b" c's"#) == "a &quot;b&quot; c&apos;s")
    }

    @Test("no profile's SSML writes an entity for a quotation mark in text", arguments: SSMLProfile.allCases)
    func noQuoteEntities(_ profile: SSMLProfile) throws {
        let documents = try Self.documents(profile)
        #expect(!documents.isEmpty)
        let ssml = documents.joined()
        let text = documents.map(SSMLTest.spokenText).joined(separator: " ")
        #expect(text.contains(#""It was better.""#), "\(text)")
        #expect(!ssml.contains("&quot;"))
        #expect(ssml.contains("&apos;") == (profile == .polly), "only Polly writes Tom&apos;s")
    }

    @Test("eSpeak NG says no punctuation word reading any profile's SSML", arguments: SSMLProfile.allCases)
    func spokenByEspeak(_ profile: SSMLProfile) throws {
        let spoken = try Self.documents(profile).map { try Self.phonemes($0, ssml: true) }.joined(separator: " ")
        #expect(!spoken.isEmpty)
        for word in Self.punctuationWords {
            let named = try Self.phonemes(word, ssml: false).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!named.isEmpty)
            #expect(!spoken.contains(named), "\(profile): eSpeak NG says \"\(word)\" (\(named)) in \(spoken)")
        }
    }

    @Test("the check can fail: eSpeak NG does say \"dot\" and \"exclamation\" for the entities")
    func entitiesAreSpoken() throws {
        let spoken = try Self.phonemes(#"<speak>He said &quot;yes.&quot; Then &quot;I am!&quot; she said.</speak>"#, ssml: true)
        for word in ["dot", "exclamation"] {
            let named = try Self.phonemes(word, ssml: false).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(spoken.contains(named), "\(word): \(spoken)")
        }
    }
}
