import Foundation
import Testing
import ExportKit

// BEGIN docs/library.md example
/// Reads a book (an EPUB file, an unpacked EPUB folder or one XHTML file), plans it once,
/// and renders that one plan as plain text and as SSML for Amazon Polly.
func textAndSSML(of path: String) throws(ExportError) -> (text: String, ssml: String) {
    let book = try BookLoader().load(path: path)
    // What is read (notes, image text, tables, list markers) is decided once, here;
    // every renderer reads the same plan and decides only how it looks or sounds.
    let plan = ReadingPlan(book: book, settings: PlanSettings(reading: ReadingSettings(), defaultNotes: .endOfSection))
    let text = try TextExporter().export(plan)
    var speech = SSMLSettings()
    speech.profile = .polly
    let ssml = try SSMLExporter(settings: speech, reading: ReadingSettings()).export(plan)
    return (String(decoding: text[0].contents, as: UTF8.self), String(decoding: ssml[0].contents, as: UTF8.self))
}

/// Errors are values with their data; a program words them its own way.
func explain(_ error: ExportError) -> String {
    switch error {
    case .fileNotFound(let path):
        return "There is no book at \(path)."
    case .notAnEPUB(let path, .notZip):
        return "\(path) is not an EPUB (not a zip archive)."
    case .malformedDocument(let path, let line, _):
        return "\(path) is broken near line \(line)."
    case .braille(.tableNotCompiled(let tables)):
        return "liblouis cannot compile \(tables)."
    default:
        return "The book could not be exported: \(error)"
    }
}
// END docs/library.md example

/// The embedding example of docs/library.md, compiled and run here, and kept identical to
/// the page.
@Suite("Library embedding example")
struct LibraryExampleTests {
    static let page = TestPaths.root.appendingPathComponent("docs/library.md")
    static let source = URL(fileURLWithPath: #filePath)

    @Test("the example renders the sample book as text and SSML")
    func runsOnTheSampleBook() throws {
        let (text, ssml) = try textAndSSML(of: TestPaths.sampleBook.path)
        // The same first paragraph, written and spoken.
        #expect(text.contains("The lighthouse on Carrick Point has burned every night since 1852."))
        #expect(ssml.hasPrefix("<speak"), "\(ssml.prefix(80))")
        #expect(ssml.contains("Point has burned every night since 1852.</s>"))
    }

    @Test("a missing book is a value the example words its own way")
    func wordsItsOwnErrors() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-book-\(UUID()).epub").path
        do {
            _ = try textAndSSML(of: path)
            Issue.record("a missing book was read")
        } catch {
            #expect(error == .fileNotFound(path: path))
            #expect(explain(error) == "There is no book at \(path).")
        }
    }

    @Test("docs/library.md shows this file's example verbatim")
    func pageMatchesTheCode() throws {
        let code = try String(contentsOf: Self.source, encoding: .utf8)
        let begin = try #require(code.range(of: "// BEGIN docs/library.md example\n"))
        let end = try #require(code.range(of: "// END docs/library.md example"))
        let example = "import ExportKit\n\n" + code[begin.upperBound..<end.lowerBound]
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let open = try #require(page.range(of: "```swift\n"))
        let close = try #require(page.range(of: "```\n", range: open.upperBound..<page.endIndex))
        #expect(String(page[open.upperBound..<close.lowerBound]) == example)
    }
}
