import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

/// How long the pauses are and what is not said twice.
@Suite("SSML pacing")
struct SSMLPacingTests {
    static let fixture = TestPaths.fixture("ssml/pacing.xhtml")

    @Test("heading pauses shorten with the level: --heading-pause for level 1, 2/3 of it for level 2, half for 3 and deeper")
    func headingPauses() throws {
        let book = try SSMLTest.load(Self.fixture)
        let ssml = try SSMLTest.document(book) { $0.headingPause = 900 }
        #expect(ssml.contains(#"<break time="900ms"/><s><mark name="pacing.xhtml#part:s1"/>"#), "\(ssml)")
        #expect(ssml.contains(#"<break time="600ms"/><s><mark name="pacing.xhtml#chapter:s1"/>"#))
        #expect(ssml.contains(#"<break time="450ms"/><s><mark name="pacing.xhtml#section:s1"/>"#))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("an image's alt text that its figure caption repeats is read once; a different one is read too")
    func altAndCaption() throws {
        let book = try SSMLTest.load(Self.fixture)
        let spoken = SSMLTest.spokenText(try SSMLTest.document(book))
        #expect(spoken.components(separatedBy: "lamp room").count == 2, "\(spoken)")
        #expect(spoken.contains("A white tower on a rock."))
        #expect(spoken.contains("Carrick Point light."))
    }
}
