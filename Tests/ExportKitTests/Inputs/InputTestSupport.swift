import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
import XMLTree
import ZIPFoundation

/// Real files others wrote, kept beside the repository (`../shared/inputs`), never in it.
enum SharedInputs {
    static let directory = TestPaths.root.deletingLastPathComponent().appendingPathComponent("shared/inputs")
    static var available: Bool { FileManager.default.fileExists(atPath: directory.path) }
    static let skipReason: Comment = "../shared/inputs is not there: the shared real inputs are not on this machine"

    static func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }
}

/// Every block of a tree, in reading order.
func flattened(_ blocks: [Block]) -> [Block] {
    var result: [Block] = []
    func walk(_ blocks: [Block]) {
        for block in blocks {
            result.append(block)
            walk(block.children)
        }
    }
    walk(blocks)
    return result
}

/// A block's own words and its children's.
func blockText(_ block: Block) -> String {
    (block.inlines.map(\.plainText) + block.children.map(blockText)).joined(separator: " ").collapsingWhitespace()
}

/// Every inline of the book, in order.
func allInlines(_ book: Book) -> [Inline] {
    flattened(book.blocks).flatMap(\.inlines)
}

/// The words the reader read, math left out (formulas are counted on their own): text,
/// note marks, list numbers, print page labels, and each image's alt text and
/// description, in order.
func modelWords(_ book: Book) -> String {
    var parts: [String] = []
    func image(_ image: ImageInfo) { parts += [image.alt, image.description].compactMap { $0 } }
    func inline(_ inline: Inline) {
        switch inline {
        // A raised or lowered run is a word of its own: the model's style marks the
        // boundary print shows by the level (pandoc's plain text writes R^(j)_(i)).
        case .text(let text, let style): parts.append(style.script == nil ? text : " " + text + " ")
        case .noteReference(let reference): parts.append(reference.label)
        case .image(let info): image(info)
        case .pageBreak(let page): parts.append(page.label)
        case .lineBreak, .math: parts.append(" ")
        case .lineNumber: break  // an empty span's aria-label: no words of the text
        }
    }
    for block in flattened(book.blocks) {
        switch block.role {
        case .image(let info): image(info)
        case .pageBreak(let page): parts.append(page.label)
        // List numbers and note marks are the source's words too (pandoc writes them).
        case .listItem(let number?): parts.append(block.listNumbering?.markerText(for: number) ?? String(number))
        case .note: if let label = book.noteLabels[block.id] { parts.append(label) }
        default: break
        }
        block.inlines.forEach(inline)
        parts.append(" ")
    }
    return parts.joined()
}

/// The text export of a book, as a string.
func textExport(_ book: Book) throws -> String {
    String(decoding: try TextExporter(settings: ExportSettings()).export(book)[0].contents, as: UTF8.self)
}

/// Word recall and precision of `text` against `reference` (multisets of lower-cased words).
func agreement(_ text: String, reference: String) -> (recall: Double, precision: Double) {
    let ours = WordBag(text), theirs = WordBag(reference)
    return (ours.recall(of: theirs), theirs.recall(of: ours))
}

/// Runs pandoc, or fails the test.
func pandocOutput(_ arguments: [String]) throws -> String {
    let pandoc = try #require(which("pandoc"), "pandoc is missing: scripts/install-deps.sh installs it")
    let result = try run(pandoc, arguments)
    #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
    return String(decoding: result.stdout, as: UTF8.self)
}

extension BookFactory {
    /// The entries of a zip, in its order.
    static func entries(ofZip path: String) throws -> [(String, Data)] {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        var entries: [(String, Data)] = []
        for entry in archive where entry.type == .file {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            entries.append((entry.path, data))
        }
        return entries
    }
}
