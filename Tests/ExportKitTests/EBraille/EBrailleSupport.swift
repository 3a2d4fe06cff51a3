import Foundation
import Testing
import XMLTree
import ZIPFoundation
@testable import ExportKit

/// An eBraille file set opened for checking: its entries in zip order, parsed on demand.
struct EBrailleFileSet {
    struct Entry {
        var path: String
        var bytes: [UInt8]
    }

    let entries: [Entry]
    /// The zip file itself.
    let raw: [UInt8]

    init(_ bytes: [UInt8]) throws {
        raw = bytes
        let archive = try Archive(data: Data(bytes), accessMode: .read)
        var entries: [Entry] = []
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            entries.append(Entry(path: entry.path, bytes: [UInt8](data)))
        }
        self.entries = entries
    }

    /// The first local file header's name, compression method and the bytes after it: OCF
    /// wants `mimetype` first, stored (method 0), holding the media type.
    var firstEntry: (name: String, method: Int, contents: String) {
        guard raw.count > 30, raw[0...3] == [0x50, 0x4B, 0x03, 0x04] else { return ("", -1, "") }
        let method = Int(raw[8]) | Int(raw[9]) << 8
        let nameLength = Int(raw[26]) | Int(raw[27]) << 8
        let extraLength = Int(raw[28]) | Int(raw[29]) << 8
        let size = Int(raw[18]) | Int(raw[19]) << 8
        let name = String(decoding: raw[30..<min(30 + nameLength, raw.count)], as: UTF8.self)
        let start = min(30 + nameLength + extraLength, raw.count)
        return (name, method, String(decoding: raw[start..<min(start + size, raw.count)], as: UTF8.self))
    }

    var paths: [String] { entries.map(\.path) }

    func bytes(_ path: String) -> [UInt8]? { entries.first { $0.path == path }?.bytes }

    func text(_ path: String) -> String { bytes(path).map { String(decoding: $0, as: UTF8.self) } ?? "" }

    func xml(_ path: String) throws -> XMLElement {
        try XMLParser.parse(bytes(path) ?? []).root
    }

    /// The content documents, in spine order.
    var contentDocuments: [String] {
        paths.filter { $0.hasPrefix("ebraille/") && $0.hasSuffix(".xhtml") }.sorted()
    }

    /// Writes the file set unzipped into `directory` (for a browser).
    func unzip(into directory: URL) throws {
        for entry in entries {
            let url = directory.appendingPathComponent(entry.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(entry.bytes).write(to: url)
        }
    }
}

enum EBrailleTest {
    /// The harbour fixture with the recommended metadata an EPUB would give.
    static func harbour() throws -> Book {
        var book = try BookLoader().load(path: TestPaths.fixture("ebraille/harbour.xhtml"))
        book.metadata.rights = "Copyright © 2004 Harbour Press"
        book.metadata.publisher = "Harbour Press"
        book.metadata.identifier = "urn:isbn:978-0-618-59664-5"
        return book
    }

    static var settings: EBrailleSettings {
        var settings = EBrailleSettings()
        settings.publicationDate = "2025-02-14T12:00:00Z"
        return settings
    }

    static func fileSet(_ book: Book, settings: EBrailleSettings = settings) throws -> EBrailleFileSet {
        let files = try EBrailleExporter(settings: settings).export(book)
        #expect(files.count == 1)
        return try EBrailleFileSet(files[0].contents)
    }

    /// Text that is not braille, a space, a no-break space or a soft hyphen (eBraille 1.0
    /// §6.2.1), in the element's text and its user-facing attributes.
    static func nonBraille(_ element: XMLElement) -> [String] {
        var found: [String] = []
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            (0x2800...0x28FF).contains(scalar.value) || [0x09, 0x0A, 0x0D, 0x20, 0xA0, 0xAD].contains(scalar.value)
        }
        func check(_ text: String, _ place: String) {
            let bad = text.unicodeScalars.filter { !allowed($0) }
            if !bad.isEmpty { found.append("\(place): \(String(String.UnicodeScalarView(bad.prefix(10))))") }
        }
        func walk(_ element: XMLElement) {
            for name in ["alt", "abbr", "aria-label"] {
                if let value = element[attribute: name] { check(value, "\(element.name)@\(name)") }
            }
            // The page list's `title` carries the print page number (§6.2.1, §8.3.2).
            if element.name == "abbr", let value = element[attribute: "title"] { check(value, "abbr@title") }
            for child in element.children {
                switch child {
                case .text(let text): check(text, element.name)
                case .element(let inner): walk(inner)
                }
            }
        }
        walk(element)
        return found
    }

    /// Back-translates the braille text of content documents to print.
    static func printText(_ set: EBrailleFileSet, tables: [String]) throws -> String {
        var braille = ""
        for path in set.contentDocuments {
            guard let body = try set.xml(path).first("body") else { continue }
            // Each block on a line of its own, as a reader moves from block to block.
            func walk(_ element: XMLElement) {
                for child in element.children {
                    switch child {
                    case .text(let text): braille += text
                    case .element(let inner):
                        walk(inner)
                        if ["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "div", "pre", "dt", "dd", "caption"].contains(inner.name) {
                            braille += "\n"
                        }
                        if inner.name == "br" { braille += "\n" }
                    }
                }
            }
            walk(body)
        }
        var lines: [String] = []
        for line in braille.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let cells = line.unicodeScalars.map { $0 == " " ? "\u{2800}" : String($0) }.joined()
            lines.append(try BrailleText.backTranslate(cells, tables: tables))
        }
        return lines.joined(separator: "\n")
    }
}

/// epubcheck on an eBraille file set. epubcheck 4.2.6 knows EPUB 3.2, which eBraille 1.0
/// extends; two of its messages are what eBraille requires and are set aside, each named:
/// - `OPF-027` "Undefined property" for the five `a11y:` properties eBraille 1.0 defines
///   (its Appendix A extends the EPUB Accessibility vocabulary; §5.3.3 requires them),
/// - `HTM-014a` for `index.html`, the name eBraille 1.0 §4.2 requires of the entry page.
enum EPUBCheck {
    static var available: Bool { NarrationCheck.hasEpubcheck }

    static let eBrailleProperties = ["a11y:brailleCellType", "a11y:brailleSystem", "a11y:completeTranscription",
                                     "a11y:producer", "a11y:tactileGraphics"]

    /// epubcheck's problems with the file set, those above set aside.
    static func problems(_ bytes: [UInt8]) throws -> [String] {
        // epubcheck chooses its mode by the extension: the .ebrl is checked as .epub.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ebrl-\(UUID().uuidString).epub")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try runBounded(which("java")!, ["-Xss256m", "-jar", NarrationCheck.epubcheckJar, url.path], timeout: 600)
        let output = String(decoding: result.stdout + result.stderr, as: UTF8.self)
        if !output.contains("EPUBCheck completed") { return ["epubcheck gave no verdict: " + output.suffix(400)] }
        return output.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("ERROR") || $0.hasPrefix("WARNING") || $0.hasPrefix("FATAL") }
            .filter { line in
                !(line.hasPrefix("ERROR(OPF-027)") && eBrailleProperties.contains { line.hasSuffix("Undefined property: \"\($0)\".") })
                    && !(line.hasPrefix("WARNING(HTM-014a)") && line.contains("\"index.html\""))
            }
    }
}
