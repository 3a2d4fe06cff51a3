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
            settings.maxChars = 60_000
            let documents = try SSMLExporter(settings: settings).export(book).filter { $0.fileExtension == "ssml" }
            let text = documents.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
            #expect(text.contains(#"rate="90%""#), "\(profile)")
        }
    }
}
