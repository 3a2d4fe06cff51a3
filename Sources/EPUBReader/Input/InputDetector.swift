import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Tells what an input is by its signature (``InputFormat``): the first bytes of a file,
/// a zip's entries, an XML document's root. The name counts only twice: Markdown, which
/// has no signature, is known by `.md`/`.markdown` when nothing else matches, and a file
/// named `.epub` that is no zip is reported as a broken EPUB, as it claims to be one.
public enum InputDetector {
    /// How many bytes are looked at to find a document's root element.
    static let prefixLength = 65_536

    /// The format of the file or folder at `path`.
    public static func detect(path: String, limits: ReadingLimits = .default) throws(ExportError) -> InputFormat {
        try open(path: path, limits: limits).format
    }

    /// What ``open(path:limits:)`` found, with what it opened on the way: the file is
    /// opened once for its format and its reading (README: a book is opened once).
    struct Opened {
        var format: InputFormat
        /// The zip, mapped, when the input is one.
        var zip: ZipStore?
        /// The whole file, when it is one document (HTML, DTBook).
        var bytes: [UInt8]?
    }

    /// Tells the input's format, keeping what was opened to tell it.
    static func open(path: String, limits: ReadingLimits) throws(ExportError) -> Opened {
        let url = URL(fileURLWithPath: path)
        if try RegularFile.isDirectory(path, displayPath: path) {
            let store = DirectoryStore(url: url, displayPath: path, limits: limits)
            if store.contains("META-INF/container.xml") { return Opened(format: .epubFolder) }
            if DTBookFileset.find(in: store, paths: store.paths) != nil { return Opened(format: .dtbookFileset) }
            // A folder with neither: the EPUB reader names what is missing.
            return Opened(format: .epubFolder)
        }
        let (fd, size) = try RegularFile.open(path, displayPath: path)
        defer { close(fd) }
        var prefix = [UInt8](repeating: 0, count: min(prefixLength, size))
        var count = 0
        while count < prefix.count {
            let got = prefix.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + count, $0.count - count, off_t(count)) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(path: path, cause: .system(errno: errno)) }
            if got == 0 { break }
            count += got
        }
        prefix.removeSubrange(count...)
        let fileExtension = url.pathExtension.lowercased()
        switch classify(prefix, fileExtension: fileExtension) {
        case .format(let format):
            guard format == .html || format == .dtbook else { return Opened(format: format) }
            return Opened(format: format, bytes: try RegularFile.read(fd: fd, size: size, displayPath: path, limit: limits.maxEntrySize))
        case .zip:
            let store = try zipStore(fd: fd, size: size, path: path, fileExtension: fileExtension, limits: limits)
            return Opened(format: try zipFormat(store, path: path, fileExtension: fileExtension), zip: store)
        case .other(let looksLike):
            if fileExtension == "epub" {
                // The EPUB reader's own error for a file that claims to be an EPUB.
                return Opened(format: .epub, zip: try ZipStore(mapping: try ZipStore.map(fd: fd, size: size, displayPath: path),
                                                              displayPath: path, limits: limits))
            }
            throw .unsupportedFormat(path: path, looksLike: looksLike)
        }
    }

    /// Whether the file at `path` is markup whose root is an OPF `package` (not a zip).
    static func isPackage(path: String) throws(ExportError) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: prefixLength)) ?? Data())
        return markupRoot(bytes)?.name == "package"
    }

    enum Signature: Equatable {
        case format(InputFormat)
        /// A zip: its entries tell which format it is.
        case zip
        case other(UnsupportedInput)
    }

    /// What the first bytes of a file say it is.
    static func classify(_ bytes: [UInt8], fileExtension: String) -> Signature {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
        if bytes.isEmpty { return .other(.empty) }
        if ascii("PK\u{3}\u{4}") || ascii("PK\u{5}\u{6}") || ascii("PK\u{7}\u{8}") { return .zip }
        if ascii("%PDF-") { return .other(.pdf) }
        if ascii("{\\rtf") { return .other(.rtf) }
        if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return .other(.oleCompoundFile) }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return .other(.image("PNG")) }
        if starts([0xFF, 0xD8, 0xFF]) { return .other(.image("JPEG")) }
        if ascii("GIF8") { return .other(.image("GIF")) }
        if ascii("RIFF") && ascii("WEBP", at: 8) { return .other(.image("WebP")) }
        if ascii("II*\u{0}") || ascii("MM\u{0}*") { return .other(.image("TIFF")) }
        if ascii("RIFF") && ascii("WAVE", at: 8) { return .other(.media("WAV audio")) }
        if ascii("ID3") || starts([0xFF, 0xFB]) || starts([0xFF, 0xF3]) { return .other(.media("MP3 audio")) }
        if ascii("OggS") { return .other(.media("Ogg")) }
        if ascii("fLaC") { return .other(.media("FLAC audio")) }
        if ascii("ftyp", at: 4) { return .other(.media("MP4/QuickTime")) }
        let markdown = fileExtension == "md" || fileExtension == "markdown"
        let htmlName = ["xhtml", "html", "htm", "xht"].contains(fileExtension)
        if let root = markupRoot(bytes) {
            switch root.name {
            case "dtbook": return .format(.dtbook)
            case "html": return .format(.html)
            case "package" where root.mentionsDTBook: return .format(.dtbookFileset)
            default:
                if markdown { return .format(.markdown) }
                // An HTML file without an `html` element (`<!DOCTYPE html><p>...`): browsers
                // read it, and so does the HTML parser.
                if htmlName || root.doctypeHTML || Self.htmlElements.contains(root.name.lowercased()) {
                    return .format(.html)
                }
                return .other(.xml(root: root.name))
            }
        }
        if markdown { return .format(.markdown) }
        let sample = bytes.prefix(4096)
        if sample.contains(0) { return .other(.binary) }
        if htmlName { return .format(.html) }
        if String(validating: sample.count < 4096 ? sample : sample.dropLast(3), as: UTF8.self) != nil
            || String(validating: sample, as: UTF8.self) != nil {
            return .other(.text)
        }
        return .other(.binary)
    }

    /// Elements an HTML file without an `html` element may start with.
    private static let htmlElements: Set<String> = ["head", "body", "title", "meta", "p", "div", "h1", "section", "article"]

    struct Root {
        /// Local name (the prefix dropped).
        var name: String
        var doctypeHTML: Bool
        /// A package that names a DTBook (`application/x-dtbook+xml`) in the bytes read.
        var mentionsDTBook: Bool
    }

    /// The root element of the markup in `bytes` (after a byte order mark, white space,
    /// the XML declaration, comments, processing instructions and a doctype), or `nil`
    /// when the bytes do not start as markup.
    static func markupRoot(_ bytes: [UInt8]) -> Root? {
        var text: String
        if bytes.starts(with: [0xFF, 0xFE]) {
            text = String(decoding: stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }, as: UTF16.self)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            text = String(decoding: stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }, as: UTF16.self)
        } else {
            text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
        }
        var rest = Substring(text)
        var doctypeHTML = false
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard rest.first == "<" else { return nil }
            if rest.hasPrefix("<?") {
                guard let end = rest.range(of: "?>") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<!") {
                // A doctype, perhaps with an internal subset in brackets.
                var depth = 0
                var index = rest.startIndex
                while index < rest.endIndex {
                    let character = rest[index]
                    if character == "[" { depth += 1 } else if character == "]" { depth -= 1 } else if character == ">" && depth <= 0 { break }
                    index = rest.index(after: index)
                }
                guard index < rest.endIndex else { return nil }
                let doctype = rest[..<index].lowercased()
                doctypeHTML = doctype.hasPrefix("<!doctype html")
                rest = rest[rest.index(after: index)...]
            } else {
                let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                guard !name.isEmpty else { return nil }
                let local = name.split(separator: ":").last.map(String.init) ?? String(name)
                return Root(name: local, doctypeHTML: doctypeHTML,
                            mentionsDTBook: rest.contains("application/x-dtbook+xml"))
            }
        }
    }

    /// The zip, mapped; a truncated or corrupt one is an error (for a file named as an
    /// EPUB the EPUB reader's, for any other what its bytes say).
    private static func zipStore(fd: Int32, size: Int, path: String, fileExtension: String,
                                 limits: ReadingLimits) throws(ExportError) -> ZipStore {
        do {
            return try ZipStore(mapping: try ZipStore.map(fd: fd, size: size, displayPath: path), displayPath: path, limits: limits)
        } catch {
            if fileExtension != "epub", case .notAnEPUB(_, .notZip(let detail)) = error {
                throw .unsupportedFormat(path: path, looksLike: .brokenZip(detail: detail))
            }
            throw error
        }
    }

    /// A zip's format, by its `mimetype` entry and the entries it holds.
    private static func zipFormat(_ store: ZipStore, path: String, fileExtension: String) throws(ExportError) -> InputFormat {
        let mimetype = store.contains("mimetype")
            ? (try? store.read("mimetype")).map { String(decoding: $0.prefix(200), as: UTF8.self).trimmingWhitespace() }
            : nil
        switch mimetype {
        case "application/epub+zip": return .epub
        case "application/vnd.oasis.opendocument.text": return .odt
        default: break
        }
        if store.contains("META-INF/container.xml") { return .epub }
        if store.contains("word/document.xml") { return .docx }
        if DTBookFileset.find(in: store, paths: store.paths) != nil { return .dtbookFileset }
        if fileExtension == "epub" { return .epub }
        throw .unsupportedFormat(path: path, looksLike: .zip(mimetype: mimetype.flatMap { $0.isEmpty ? nil : $0 }))
    }
}
