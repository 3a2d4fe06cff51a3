import BookModel
import ReadingModel
import Foundation
import Synchronization
import XMLTree
import ZIPFoundation

/// DOCX, ODT and Markdown through pandoc (Debian's `pandoc`): converted to one HTML5
/// document with MathML (Word's equations become MathML), its images extracted beside it,
/// and read by the HTML reader like any single document.
extension BookLoader {
    /// The oldest pandoc whose HTML this reader is tested with (Debian 12's 2.17).
    static let minimumPandoc = [2, 17]
    /// Seconds pandoc may take over one document before it is stopped.
    static let pandocSeconds = 300

    /// `zip`: the DOCX or ODT, open already.
    func loadWithPandoc(url: URL, path: String, format: InputFormat, zip: ZipStore?) throws(ExportError) -> Book {
        guard let executable = ConverterProcess.locate("pandoc") else {
            throw .converter(path: path, cause: .missing(program: "pandoc", package: "pandoc"))
        }
        let pandoc = ConverterProcess(program: "pandoc", executable: executable)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("exporttool-pandoc-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unreadable(path: folder.path, cause: .system(errno: EACCES))
        }
        defer { try? FileManager.default.removeItem(at: folder) }

        var input = url.path
        // The body alone, its page written by a filter (`PandocPage`): pandoc's template
        // costs a pass over the whole body.
        let filter = folder.appendingPathComponent(PandocPage.filterName)
        do {
            try Data(PandocPage.filter.utf8).write(to: filter)
        } catch {
            throw .unreadable(path: filter.path, cause: .system(errno: EIO))
        }
        var arguments = ["--sandbox", "--to", "html5", "--mathml", "--wrap=none", "--lua-filter=" + filter.path]
        // Word's and OpenDocument's images are inside the file: pandoc extracts them. A
        // Markdown file's images are beside it; pandoc (sandboxed) fetches nothing.
        var imageFolder = url.deletingLastPathComponent()
        switch format {
        case .docx, .odt:
            let store: ZipStore
            if let zip { store = zip } else { store = try ZipStore(url: url, displayPath: path, limits: limits) }
            if format == .odt { input = try unwrappingSections(store, name: url.lastPathComponent, path: path, into: folder) }
            arguments += ["--from", format == .odt ? "odt" : "docx"]
            // Extracting costs pandoc a tenth of its time even for one image (1.79 s against
            // 1.63 s of CPU on Moby-Dick as Word): asked only when the file holds media.
            if Self.holdsMedia(store, odt: format == .odt) { arguments.append("--extract-media=" + folder.path) }
            if let language = Self.documentLanguage(store, odt: format == .odt) { arguments.append("--metadata=lang:" + language) }
            // pandoc 2.17 reads a Word file's title (docProps/core.xml) but not an ODT's.
            if format == .odt, let title = Self.odtTitle(store) { arguments.append("--metadata=title:" + title) }
            imageFolder = folder
        default:
            arguments += ["--from", "markdown"]
        }
        // The version is asked beside the conversion, not before it (a pandoc process of its
        // own, started once per executable and process: a batch asks it once).
        let versionRun = Self.checkedPandocs.withLock { $0.contains(executable) } ? nil
            : try pandoc.start(["--version"], in: folder, label: "version", seconds: 30, displayPath: path)
        let conversion: ConverterProcess.Running
        do {
            conversion = try pandoc.start(arguments + ["--", input], in: folder, label: "convert", seconds: Self.pandocSeconds, displayPath: path)
        } catch {
            versionRun?.stop()
            throw error
        }
        if let versionRun {
            do {
                try Self.checkVersion(versionRun.wait(), path: path)
            } catch {
                conversion.stop()
                throw error
            }
            Self.checkedPandocs.withLock { _ = $0.insert(executable) }
        }
        let result = try conversion.wait()
        guard result.status == 0 else {
            let line = result.errors.split(separator: "\n").first { !String($0).trimmingWhitespace().isEmpty }.map(String.init) ?? ""
            throw .converter(path: path, cause: .failed(program: "pandoc", status: result.status, message: String(line.prefix(300))))
        }
        // Extracted images are named from the temporary folder: made relative, they are
        // read from it. (Over the bytes: Foundation's replacingOccurrences walked
        // Moby-Dick's 1.2 MB page as UTF-16, a third of the time exporttool adds to pandoc's.)
        // The page writes `lang` only when the document has one: an empty one, which the
        // template wrote, would say nothing.
        let page = try? Data(contentsOf: folder.appendingPathComponent(PandocPage.pageName))
        var bytes = PandocPage.assembled(page: page.map { [UInt8]($0) }, body: result.output)
        bytes = Self.removing(Array((folder.path + "/").utf8), from: bytes)
        var html = String(decoding: bytes, as: UTF8.self)
        // The rule pandoc draws above its footnotes is layout, not a change of scene. (Each
        // pattern runs only over a document that has notes: NSRegularExpression walks the
        // whole book's HTML as UTF-16.)
        if html.contains("doc-endnotes") {
            html = html.replacingOccurrences(of: #"(<section [^>]*role="doc-endnotes"[^>]*>)\s*<hr\s*/?>"#, with: "$1",
                                             options: .regularExpression)
        }
        // The back links pandoc puts in each footnote ("↩︎") are navigation, not text.
        if html.contains("footnote-back") {
            html = html.replacingOccurrences(of: ##"<a href="#fnref[^"]*" class="footnote-back" role="doc-backlink">[^<]*</a>"##,
                                             with: "", options: .regularExpression)
        }
        var book = try loadDocument(Array(html.utf8), path: path, name: url.lastPathComponent, folder: imageFolder)
        book.metadata.inputFormat = format.name
        // pandoc writes HTML5, not XHTML: the parser's notes on it (not well-formed XML, read
        // as HTML; libxml2's diagnostics) are about that page, and their line numbers are its
        // lines, not the user's file's ("README.md:160" for a Markdown file of 40 lines).
        book.warnings.removeAll { warning in
            switch warning.problem {
            case .readAsHTML, .markup: return true
            default: return false
            }
        }
        for line in result.errors.split(separator: "\n") {
            let text = String(line).trimmingWhitespace()
            // Notes about pandoc's translations of "Abstract" are not about the book.
            if text.isEmpty || Self.pandocChatter.contains(where: text.contains) { continue }
            book.warnings.append(BookWarning(file: path, .converter(program: "pandoc", detail: text)))
        }
        return book
    }

    /// Lines of pandoc's standard error about its own data files, not the document.
    static let pandocChatter = ["Could not load translations", "data file translations", "has no translation defined"]

    /// `bytes` without any occurrence of `pattern` (not empty), scanned once.
    static func removing(_ pattern: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        guard let first = pattern.first, bytes.count >= pattern.count else { return bytes }
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                if result.isEmpty { result.reserveCapacity(bytes.count) }
                result.append(contentsOf: bytes[copied..<index])
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        if copied == 0 { return bytes }
        result.append(contentsOf: bytes[copied...])
        return result
    }

    /// Whether a Word or OpenDocument file holds media of its own: Word keeps it under
    /// `word/media/` (and `word/embeddings/`), OpenDocument under `Pictures/` and
    /// `media/`. Linked images stay links either way.
    static func holdsMedia(_ store: ZipStore, odt: Bool) -> Bool {
        let folders = odt ? ["Pictures/", "media/"] : ["word/media/", "word/embeddings/"]
        return store.paths.contains { path in folders.contains { path.hasPrefix($0) } }
    }

    /// The document's language, which pandoc 2.17 does not read from DOCX or ODT: Word's
    /// default run language (`w:docDefaults`' `w:lang`), OpenDocument's `dc:language` or
    /// default style's `fo:language`/`fo:country`.
    static func documentLanguage(_ store: ZipStore, odt: Bool) -> String? {
        func text(_ name: String) -> String? {
            guard store.contains(name), let bytes = try? store.read(name) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        func first(_ pattern: String, in text: String?) -> String? {
            guard let text, let range = text.range(of: pattern, options: .regularExpression) else { return nil }
            // The value is what follows the `>` of an element, or the last attribute's value.
            let match = text[range]
            let inner = match.hasSuffix("\"") ? match.dropLast() : match
            guard let open = inner.lastIndex(where: { $0 == "\"" || $0 == ">" }) else { return nil }
            return String(inner[inner.index(after: open)...])
        }
        let found: String?
        if odt {
            let styles = text("styles.xml")
            found = first("<dc:language>[^<]+", in: text("meta.xml"))
                ?? first(#"fo:language="[a-zA-Z]{2,3}""#, in: styles).map { language in
                    first(#"fo:country="[A-Z]{2}""#, in: styles).map { language + "-" + $0 } ?? language
                }
        } else {
            found = first(#"<w:lang [^>]*w:val="[^"]+""#, in: text("word/styles.xml"))
        }
        return LanguageTag.normalized(found)
    }

    /// `dc:title` of an ODT's `meta.xml`, its entities decoded.
    static func odtTitle(_ store: ZipStore) -> String? {
        guard store.contains("meta.xml"), let bytes = try? store.read("meta.xml"),
              let root = try? XMLParser.parse(bytes, url: "meta.xml").root else { return nil }
        return root.descendants(named: "title").first { $0.namespace == XMLNamespace.dc }?.textContent.collapsingWhitespace().nonEmpty
    }

    /// The pandoc executables whose version this process has checked.
    static let checkedPandocs = Mutex<Set<String>>([])

    /// Refuses a pandoc older than ``minimumPandoc``, from what its `--version` said.
    static func checkVersion(_ result: ConverterProcess.Result, path: String) throws(ExportError) {
        let first = String(decoding: result.output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        let version = first.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        let numbers = version.split(separator: ".").compactMap { Int($0) }
        guard result.status == 0, !numbers.isEmpty else {
            throw .converter(path: path, cause: .failed(program: "pandoc", status: result.status, message: "pandoc --version said '\(first.prefix(80))'"))
        }
        if numbers.lexicographicallyPrecedes(Self.minimumPandoc) {
            throw .converter(path: path, cause: .tooOld(program: "pandoc", version: version,
                                                        minimum: Self.minimumPandoc.map(String.init).joined(separator: ".")))
        }
    }

    /// A copy of the ODT whose `content.xml` has its `<text:section>` and
    /// `<table:table-header-rows>` wrappers taken away, their content kept: Debian's pandoc
    /// 2.17 drops everything inside them (jgm/pandoc#8409, #9327), and a manual written in
    /// sections loses most of its text.
    private func unwrappingSections(_ store: ZipStore, name: String, path: String, into folder: URL) throws(ExportError) -> String {
        // Named as the original: pandoc titles the page after the file.
        let copy = folder.appendingPathComponent("unsectioned").appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            let archive = try Archive(url: copy, accessMode: .create)
            for name in store.paths {
                var bytes = try store.read(name)
                if name == "content.xml" {
                    let text = String(decoding: bytes, as: UTF8.self)
                        .replacingOccurrences(of: #"<text:section\b[^>]*/>"#, with: "", options: .regularExpression)
                        .replacingOccurrences(of: #"<text:section\b[^>]*>"#, with: "", options: .regularExpression)
                        .replacingOccurrences(of: "</text:section>", with: "")
                        // pandoc 2.17 also drops the content of header rows (jgm/pandoc#9327):
                        // they are read as plain rows.
                        .replacingOccurrences(of: #"<table:table-header-rows\b[^>]*>"#, with: "", options: .regularExpression)
                        .replacingOccurrences(of: "</table:table-header-rows>", with: "")
                    bytes = Array(text.utf8)
                }
                let data = Data(bytes)
                try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                     compressionMethod: name == "mimetype" ? .none : .deflate) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        } catch let error as ExportError {
            throw error
        } catch {
            throw .outputFailed(path: copy.path, cause: .system(errno: EIO))
        }
        return copy.path
    }
}
