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

/// A heading printed on two lines: one announcement, a comma's pause between the lines.
@Suite("SSML heading lines")
struct SSMLHeadingLinesTests {
    @Test("SSML 1.1 §3.2.3: a label joined to its title (Formats §4 opener) is said with a medium break between the lines, in one sentence")
    func labelPause() throws {
        let book = try SSMLTest.load(TestPaths.fixture("braille/heading-labels"))
        let ssml = try SSMLTest.document(book) { _ in }
        #expect(ssml.contains(#"Chapter One<break strength="medium"/>The Thaw"#), "\(ssml)")
        #expect(ssml.contains(#"Part the Third<break strength="medium"/>The Long Pound"#))
        // One announcement: one sentence mark for the heading.
        #expect(!ssml.contains("chapter1.xhtml#b2:s2"))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("SSML 1.1 §3.2.3: a line break printed in a heading (CHAPTER I.<br/>THE BEGINNING) pauses in every heading style; a paragraph's lines stay sentences")
    func printedBreak() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ssml-heading-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("lines.xhtml")
        try #"""
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>Lines</title></head><body>
        <h1>CHAPTER I.<br/>THE BEGINNING</h1><p>Roses are red,<br/>violets are blue</p></body></html>
        """#.write(to: file, atomically: true, encoding: .utf8)
        let book = try SSMLTest.load(file.path)
        for style in [HeadingStyle.prosody, .emphasis, .pause] {
            let ssml = try SSMLTest.document(book) { $0.headingStyle = style }
            #expect(ssml.contains(#"CHAPTER I.<break strength="medium"/>THE BEGINNING"#), "\(style): \(ssml)")
            #expect(!ssml.contains(#"red,<break"#))
            #expect(SSMLValidator.problems(ssml) == [])
        }
    }
}
