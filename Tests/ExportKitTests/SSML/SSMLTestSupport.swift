import Foundation
import XMLTree
@testable import ExportKit
@testable import SSMLExport

/// Shared steps of the SSML tests.
enum SSMLTest {
    static let speechFixture = TestPaths.fixture("ssml/speech.xhtml")
    /// A German book: the tool's words must be German too.
    static let germanFixture = TestPaths.fixture("ssml/german.xhtml")

    static func load(_ path: String) throws -> Book {
        try BookLoader().load(path: path)
    }

    nonisolated(unsafe) private static var loaded: [String: Book] = [:]
    private static let lock = NSLock()

    /// A corpus book, read once for all the tests that use it.
    static func corpusBook(_ name: String) throws -> Book {
        if let book = lock.withLock({ loaded[name] }) { return book }
        let book = try load(Corpus.book(name))
        lock.withLock { loaded[name] = book }
        return book
    }

    /// The single SSML document of an unchunked export.
    static func document(_ book: Book, _ configure: (inout SSMLSettings) -> Void = { _ in },
                         notes: NotePlacement? = nil, language: String? = nil) throws -> String {
        var settings = SSMLSettings()
        configure(&settings)
        let files = try SSMLExporter(settings: settings, notePlacement: notes, language: language).export(book)
        precondition(files.count == 1, "expected one document")
        return String(decoding: files[0].contents, as: UTF8.self)
    }

    /// The same through the reading settings every format shares (`--labels-lang` too).
    static func document(_ book: Book, reading: ReadingSettings,
                         _ configure: (inout SSMLSettings) -> Void = { _ in }) throws -> String {
        var settings = SSMLSettings()
        configure(&settings)
        let files = try SSMLExporter(settings: settings, reading: reading).export(book)
        precondition(files.count == 1, "expected one document")
        return String(decoding: files[0].contents, as: UTF8.self)
    }

    /// Chunk documents and the manifest of a chunked export.
    static func chunks(_ book: Book, maxChars: Int, profile: SSMLProfile = .generic) throws -> (documents: [String], manifest: [String: Any]) {
        var settings = SSMLSettings()
        settings.maxChars = maxChars
        settings.profile = profile
        let files = try SSMLExporter(settings: settings).export(book)
        let documents = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
        let manifestFile = files.first { $0.fileExtension == "ssml.json" }
        let manifest = manifestFile.flatMap { try? JSONSerialization.jsonObject(with: Data($0.contents)) as? [String: Any] } ?? [:]
        return (documents, manifest)
    }

    /// The `<s>` elements of a document, as written.
    static func sentences(_ ssml: String) -> [String] {
        var result: [String] = []
        var rest = ssml[...]
        while let start = rest.range(of: "<s>"), let end = rest.range(of: "</s>", range: start.upperBound..<rest.endIndex) {
            result.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    /// Mark names in document order.
    static func marks(_ ssml: String) -> [String] {
        guard let document = try? XMLParser.parse(Array(ssml.utf8)) else { return [] }
        return document.root.descendants(named: "mark").compactMap { $0[attribute: "name"] }
    }

    /// What an engine says: text with markup removed and `sub` aliases applied.
    static func spokenText(_ ssml: String) -> String {
        guard let document = try? XMLParser.parse(Array(ssml.utf8)) else { return "" }
        var output = ""
        func walk(_ element: XMLElement) {
            if element.name == "sub" {
                output += " " + (element[attribute: "alias"] ?? "") + " "
                return
            }
            for child in element.children {
                switch child {
                case .text(let text): output += text
                case .element(let child): walk(child)
                }
            }
            if element.name == "p" || element.name == "s" { output += " " }
        }
        walk(document.root)
        return output
    }
}
