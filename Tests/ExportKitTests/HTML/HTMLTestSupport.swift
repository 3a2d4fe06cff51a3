import Foundation
@testable import ExportKit
@testable import HTMLExport
@testable import SSMLExport

/// Shared steps of the reader page tests.
enum HTMLTest {
    /// A book read as the reader page reads it: with its images.
    static func load(_ path: String, images: BookImages.Limits = BookImages.Limits()) throws -> Book {
        try BookLoader(images: images).load(path: path)
    }

    static func page(_ book: Book, speech: SSMLSettings = SSMLSettings(), reading: ReadingSettings = ReadingSettings()) throws -> String {
        let files = try HTMLExporter(speech: speech, reading: reading).export(book)
        return String(decoding: files[0].contents, as: UTF8.self)
    }

    static func ssml(_ book: Book, speech: SSMLSettings = SSMLSettings(), reading: ReadingSettings = ReadingSettings()) throws -> String {
        var speech = speech
        speech.maxChars = 0
        let files = try SSMLExporter(settings: speech, reading: reading).export(book)
        return String(decoding: files[0].contents, as: UTF8.self)
    }

    /// The ids of the page's sentence spans, in document order.
    static func sentenceIDs(_ html: String) -> [String] {
        html.matches(of: #/<span class="s(?: said)?" id="([^"]*)"/#).map { unescape(String($0.output.1)) }
    }

    /// Every id in the page.
    static func ids(_ html: String) -> Set<String> {
        Set(html.matches(of: #/ id="([^"]*)"/#).map { unescape(String($0.output.1)) })
    }

    /// The SSML's mark names, in order; `sentences` keeps only the `BLOCKID:sN` ones.
    static func marks(_ ssml: String, sentences: Bool) -> [String] {
        let names = ssml.matches(of: #/<mark name="([^"]*)"\/>/#).map { unescape(String($0.output.1)) }
        return sentences ? names.filter { $0.contains(#/:s[0-9]+$/#) } : names
    }

    static func unescape(_ value: String) -> String {
        var text = value
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
