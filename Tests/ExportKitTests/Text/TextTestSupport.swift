import Foundation
import Testing
@testable import ExportKit
@testable import TextExport

/// Helpers shared by the text and Markdown tests.
enum TextTests {
    static func book(_ path: String) throws -> Book {
        try BookLoader().load(path: path)
    }

    static var sampleBook: Book {
        get throws { try book(TestPaths.sampleBook.path) }
    }

    static var rules: Book {
        get throws { try book(TestPaths.fixture("Text/rules.xhtml")) }
    }

    static func settings(width: Int? = nil, links: LinkPlacement? = nil, pageMarkers: Bool = false,
                         notes: NotePlacement? = nil) -> ExportSettings {
        var settings = ExportSettings()
        settings.text = TextSettings(width: width, links: links, pageMarkers: pageMarkers)
        settings.notes = notes
        return settings
    }

    static func text(_ book: Book, _ settings: ExportSettings = ExportSettings()) throws -> String {
        try string(TextExporter(settings: settings).export(book))
    }

    static func markdown(_ book: Book, _ settings: ExportSettings = ExportSettings()) throws -> String {
        try string(MarkdownExporter(settings: settings).export(book))
    }

    private static func string(_ files: [OutputFile]) throws -> String {
        try #require(files.count == 1)
        return try #require(String(validating: files[0].contents, as: UTF8.self))
    }

    /// The lines of an output, without the final empty one.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Heading lines of a plain-text export by the documented rule: a line under a blank
    /// line (or at the top), followed by a rule of one character from `= - ~ ^ " '` as
    /// wide as the heading (at least three).
    static func headingLines(_ text: String) -> [(level: Int, text: String)] {
        let lines = lines(text)
        var found: [(Int, String)] = []
        for index in lines.indices.dropLast() {
            let line = lines[index], rule = lines[index + 1]
            guard !line.isEmpty, !line.hasPrefix(" "), index == 0 || lines[index - 1].isEmpty,
                  let mark = rule.first, let level = TextRenderer.headingRules.firstIndex(of: mark),
                  rule.allSatisfy({ $0 == mark }),
                  rule.count == max(DisplayWidth.of(line), 3) else { continue }
            found.append((level + 1, line))
        }
        return found
    }

    /// Whether `needle` occurs in `haystack` in order (not necessarily adjacent).
    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var iterator = haystack.makeIterator()
        return needle.allSatisfy { word in
            while let next = iterator.next() { if next == word { return true } }
            return false
        }
    }

    /// The model's headings that a text export must show, in order (the navigation
    /// document is not repeated; empty headings have nothing to show).
    static func expectedHeadings(_ book: Book) -> [(level: Int, words: [String])] {
        var headings: [(Int, [String])] = []
        book.forEachBlock { block, _ in
            guard let level = block.role.headingLevel, !book.documents[block.document].isNavigation else { return }
            let words = WordBag.words(block.inlines.plainText)
            if !words.isEmpty { headings.append((level, words)) }
        }
        return headings
    }

    /// Plain text of the blocks `include` selects (for excluding text from word counts).
    static func modelText(_ book: Book, where include: (Block) -> Bool) -> String {
        book.blocks.filter(include).map(\.plainText).joined(separator: "\n")
    }

    /// Every output rule that holds for any text export: UTF-8 text, LF line ends, no
    /// trailing spaces, no runs of blank lines, exactly one newline at the end.
    static func expectClean(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.contains("\r"), "\(name): carriage return", sourceLocation: sourceLocation)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(name): must end in exactly one newline", sourceLocation: sourceLocation)
        #expect(!text.contains("\n\n\n"), "\(name): two blank lines in a row", sourceLocation: sourceLocation)
        let trailing = lines(text).enumerated().filter { $0.element.last?.isWhitespace == true }.map { $0.offset + 1 }
        #expect(trailing.isEmpty, "\(name): trailing white space on lines \(trailing.prefix(5))", sourceLocation: sourceLocation)
    }
}

/// Word multisets with the operations the corpus comparisons need.
struct WordCounts {
    var counts: [String: Int] = [:]

    init(_ text: String) {
        for word in WordBag.words(text) { counts[word, default: 0] += 1 }
    }

    var total: Int { counts.values.reduce(0, +) }

    /// Removes these words (as far as they are present).
    func subtracting(_ other: WordCounts) -> WordCounts {
        var result = self
        for (word, count) in other.counts {
            let left = (result.counts[word] ?? 0) - count
            result.counts[word] = left > 0 ? left : nil
        }
        return result
    }

    /// Multiset intersection size.
    func common(with other: WordCounts) -> Int {
        counts.reduce(0) { sum, entry in sum + min(entry.value, other.counts[entry.key] ?? 0) }
    }

    /// The words most over-represented here compared with `other`, for failure messages.
    func excess(over other: WordCounts, limit: Int = 8) -> [(String, Int)] {
        counts.compactMap { word, count in
            let extra = count - (other.counts[word] ?? 0)
            return extra > 0 ? (word, extra) : nil
        }.sorted { $0.1 > $1.1 }.prefix(limit).map { $0 }
    }
}
