import EPUBReader
import Foundation
import NarrationExport
import BookModel
import ReadingModel
import Speech
import ZipWriter

/// The narrated EPUB (`--to narrated-epub`): a copy of an EPUB 3 book (or of the EPUB 3
/// ``EPUB3Upgrade`` writes for an EPUB 2 book or a single XHTML file) whose content
/// documents carry an id on every spoken sentence, with one SMIL Media Overlay per narrated
/// content document and one audio file per chapter (skippable and escapable structures marked,
/// ``OverlayNode``), and the package document declaring them (`media-overlay`,
/// `media:duration`, `media:active-class`) and the copy's accessibility metadata. Every
/// other file is copied byte for byte. Documented in `docs/narration.md`.
public enum NarratedEPUB {
    /// The class a reading system puts on the element being read.
    public static let activeClass = "-epub-media-overlay-active"

    /// What the sync found, for messages and tests.
    public struct Statistics: Sendable, Equatable {
        /// Sentences with a `<span>` of their own.
        public var sentenceTargets = 0
        /// Sentences read with their block's element (markup inside the sentence could not
        /// take a span).
        public var blockTargets = 0
        /// Sentences whose words are not in the document (the tool's own, alt text): heard
        /// within a neighbour's clip.
        public var untargeted = 0
        /// Documents whose audio is tied to their body alone.
        public var bodyTargets = 0
    }

    /// The book a narrated EPUB is made from: an EPUB (3, or 2 upgraded to 3 when the EPUB
    /// is written) or a single XHTML file, checked before any speech is made.
    public struct Source {
        /// The path the user named.
        let path: String
        /// The EPUB; `nil` for a single XHTML file.
        let epub: EPUBSource?
        let limits: ReadingLimits

        /// The opened EPUB, for reading the model from the same opening; `nil` for a single
        /// XHTML file.
        public var opened: EPUBSource? { epub }
    }

    /// Opens the book a narrated EPUB is made from. Refused here, before hours of speech are
    /// made for nothing: a book that already has media overlays, and a document that is
    /// not well-formed XML (an EPUB 3 content document must be XHTML).
    public static func source(path: String, limits: ReadingLimits = .default) throws(ExportError) -> Source {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
           ["xhtml", "html", "htm", "xht"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            let bytes = try EPUB3Upgrade.readSingleFile(path, limits: limits)
            try EPUB3Upgrade.requireXML(bytes, name: path)
            return Source(path: path, epub: nil, limits: limits)
        }
        let source: EPUBSource
        do {
            source = try EPUBSource.open(path: path, limits: limits)
        } catch {
            // Told only when the EPUB does not open, so an EPUB is still opened once.
            if let format = try? InputDetector.detect(path: path, limits: limits),
               format != .epub, format != .epubFolder, format != .html {
                throw .narration(.sourceNotEPUB(path: path, format: format.name))
            }
            throw error
        }
        if source.version.hasPrefix("3") {
            try refuseOverlays(source, packageBytes: try source.read(source.packagePath))
        } else {
            let paths = Set(source.paths)
            for item in source.manifest where item.mediaType == "application/xhtml+xml" && paths.contains(item.href) {
                try EPUB3Upgrade.requireXML(try source.read(item.href), name: "\(path): \(item.href)")
            }
        }
        return Source(path: path, epub: source, limits: limits)
    }

    /// A book that already has media overlays is not narrated again.
    private static func refuseOverlays(_ source: EPUBSource, packageBytes: [UInt8]) throws(ExportError) {
        let package = MarkupScanner(packageBytes)
        if package.tags.contains(where: { $0.localName == "item" && $0.attributes["media-overlay"] != nil }) {
            throw .narration(.alreadyNarrated(path: source.displayPath))
        }
    }

    /// Makes the narrated EPUB of `source` from its model, the plan its narration was spoken
    /// from (which decides the structures a reading system skips or escapes) and the narration.
    public static func make(source opened: Source, book: Book, plan: ReadingPlan,
                            narration: Narration) throws(ExportError) -> (file: OutputFile, statistics: Statistics) {
        let source: BookFiles
        if let epub = opened.epub, epub.version.hasPrefix("3") {
            try refuseOverlays(epub, packageBytes: try epub.read(epub.packagePath))
            source = BookFiles(epub)
        } else {
            source = try EPUB3Upgrade(book: book).files(opened)
        }
        let path = source.displayPath
        let packageBytes = try source.read(source.packagePath)
        let package = MarkupScanner(packageBytes)
        let packageDirectory = directory(of: source.packagePath)
        let itemsByHref = Dictionary(source.manifest.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        var usedItemIDs = Set(source.manifest.map(\.id))
        var usedPaths = Set(source.paths)
        var folder = join(packageDirectory, "narration")
        var suffix = 1
        while usedPaths.contains(where: { $0.hasPrefix(folder + "/") }) {
            suffix += 1
            folder = join(packageDirectory, "narration\(suffix)")
        }
        var places: [String: BlockPlace] = [:]
        func record(_ blocks: [Block]) {
            for block in blocks {
                places[block.id] = BlockPlace(block)
                record(block.children)
            }
        }
        record(book.blocks)
        let chains = OverlayStructure.chains(plan.nodes)

        var replaced: [String: [UInt8]] = [:]
        var added: [(path: String, bytes: [UInt8], compress: Bool)] = []
        var overlays: [(itemID: String, overlayID: String, smil: String, milliseconds: Int)] = []
        var statistics = Statistics()
        // One audio file per chapter; one overlay per content document, whose pars name the
        // chapter files its sentences are heard in (a document may span chapters, and a
        // chapter documents).
        var audio: [(path: String, id: String)] = []
        for (index, chapter) in narration.chapters.enumerated() {
            let name = "ch" + String(format: "%03d", index + 1)
            let audioPath = join(folder, name + "." + narration.settings.audio.fileExtension)
            usedPaths.insert(audioPath)
            added.append((audioPath, chapter.audio, false))
            audio.append((audioPath, uniqueID("audio-" + name, &usedItemIDs)))
        }
        var documents: [String] = []
        var heard: [String: [(clip: SentenceClip, audio: Int)]] = [:]
        for (index, chapter) in narration.chapters.enumerated() {
            for clip in chapter.clips {
                if heard[clip.sentence.href] == nil { documents.append(clip.sentence.href) }
                heard[clip.sentence.href, default: []].append((clip, index))
            }
        }
        for (index, href) in documents.enumerated() {
            let clips = heard[href] ?? []
            guard let item = itemsByHref[href], ["application/xhtml+xml", "image/svg+xml"].contains(item.mediaType) else {
                throw .narration(.notContentDocument(path: path, href: href))
            }
            var targets = SentenceTargets(bytes: try source.read(href))
            targets.assign(clips.map(\.clip.sentence), places: places)
            statistics.blockTargets += targets.blockFallbacks
            statistics.untargeted += targets.unlocated
            let pars = Self.pars(clips, targets: targets.targets, body: targets.bodyID) { chains[$0] ?? [] }
            if targets.bodyID != nil { statistics.bodyTargets += 1 }
            statistics.sentenceTargets += targets.targets.compactMap { $0 }.filter { $0.hasPrefix("nar-s") }.count
            guard !pars.isEmpty else { continue }
            let nodes = OverlayNode.nest(pars)
            let structureIDs = targets.identify(OverlayNode.seqBlocks(nodes), places: places)
            replaced[href] = targets.document
            let name = "doc" + String(format: "%03d", index + 1)
            let smilPath = join(folder, name + ".smil")
            usedPaths.insert(smilPath)
            let smil = Self.smil(nodes, structureIDs: structureIDs, textHref: relative(href, from: folder),
                                 audioHrefs: audio.map { relative($0.path, from: folder) })
            added.append((smilPath, Array(smil.utf8), true))
            let overlayID = uniqueID("mo-" + name, &usedItemIDs)
            // The overlay's duration is the time its clips take (EPUB Media Overlays 3.2,
            // "Package Document": media:duration of each overlay; the total is their sum).
            let milliseconds = pars.reduce(0) { $0 + NarrationExporter.milliseconds($1.end) - NarrationExporter.milliseconds($1.begin) }
            overlays.append((item.id, overlayID, smilPath, milliseconds))
        }
        guard !overlays.isEmpty else { throw .narration(.nothingSpoken(path: path)) }
        // An EPUB 3's package keeps what it states and gets only what it lacks; a package the
        // tool wrote (for an EPUB 2 or XHTML book) states nothing yet.
        let stated = source.replaced[source.packagePath] != nil ? [] : Set(book.metadata.accessibility.flatMap { property, values in
            values.map { AccessibilityMetadata.key("schema:" + property, $0.trimmingWhitespace()) }
        })
        let accessibility = Self.accessibility(book: book, manifest: source.manifest)
        replaced[source.packagePath] = try Self.package(package, overlays: overlays.map {
            (itemID: $0.itemID, overlayID: $0.overlayID, smilHref: relative($0.smil, from: packageDirectory),
             milliseconds: $0.milliseconds)
        }, audio: audio.map { (id: $0.id, href: relative($0.path, from: packageDirectory)) }, audioType: narration.settings.audio.mediaType, accessibility: accessibility, stated: stated, path: path)
        let bytes = try zip(source: source, replaced: replaced, added: added, path: path)
        return (OutputFile(fileExtension: "narrated.epub", contents: bytes), statistics)
    }

    // MARK: Overlay

    struct Par: Equatable {
        var id: String
        var begin: Double
        var end: Double
        /// The chapter whose audio file it plays (index into ``Narration/chapters``).
        var audio = 0
        /// The marked structures its first sentence lies in, outermost first.
        var structures: [OverlayStructure] = []
    }

    /// One `<par>` per target, in the order spoken: sentences without a target are heard
    /// with the sentence before them (or, at the start, after them), and neighbouring
    /// sentences with the same target share one clip, so the clips cover the audio.
    static func pars(_ clips: [(clip: SentenceClip, audio: Int)], targets: [String?], body: String?,
                     structures: (String) -> [OverlayStructure] = { _ in [] }) -> [Par] {
        var pars: [Par] = []
        // Sentences without a target at the start of a chapter's part wait for the next par.
        var pending: (begin: Double, audio: Int)?
        for ((clip, audio), target) in Swift.zip(clips, targets) {
            guard let target else {
                if let last = pars.last, last.audio == audio {
                    pars[pars.count - 1].end = clip.end
                } else if pending?.audio != audio {
                    pending = (clip.begin, audio)
                }
                continue
            }
            if let last = pars.last, last.id == target, last.audio == audio {
                pars[pars.count - 1].end = clip.end
            } else {
                let begin = pending.flatMap { $0.audio == audio ? $0.begin : nil } ?? clip.begin
                pars.append(Par(id: target, begin: begin, end: clip.end,
                                audio: audio, structures: structures(clip.sentence.blockID)))
                pending = nil
            }
        }
        if pars.isEmpty, let body, let first = clips.first, let last = clips.last, first.audio == last.audio {
            pars.append(Par(id: body, begin: first.clip.begin, end: last.clip.end, audio: first.audio))
        }
        return pars
    }

    /// The overlay: `nodes` with a `seq`'s `epub:textref` (required by the Media Overlays
    /// schema) naming its structure's element, else its first par's text.
    static func smil(_ nodes: [OverlayNode], structureIDs: [String: String], textHref: String, audioHrefs: [String]) -> String {
        var out = XMLWriter(indentation: "  ")
        out.declaration()
        out.start("smil", ["xmlns": "http://www.w3.org/ns/SMIL", "xmlns:epub": "http://www.idpf.org/2007/ops", "version": "3.0"],
                  line: true)
        out.start("body", line: true)
        var number = 0
        func write(_ nodes: [OverlayNode]) {
            for node in nodes {
                switch node {
                case .seq(let type, let block, let children):
                    let target = structureIDs[block] ?? node.firstTarget ?? ""
                    out.start("seq", ["epub:type": type, "epub:textref": textHref + "#" + target], line: true)
                    write(children)
                    out.end(line: true)
                case .par(let par, let type):
                    number += 1
                    out.start("par", ["id": "par\(number)", "epub:type": type], line: true)
                    out.empty("text", ["src": textHref + "#" + par.id], line: true)
                    out.empty("audio", ["src": audioHrefs[par.audio], "clipBegin": clock(par.begin), "clipEnd": clock(par.end)],
                              line: true)
                    out.end(line: true)
                }
            }
        }
        write(nodes)
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    /// A SMIL full clock value, `H:MM:SS.mmm`.
    static func clock(_ seconds: Double) -> String {
        clock(milliseconds: NarrationExporter.milliseconds(seconds))
    }

    static func clock(milliseconds total: Int) -> String {
        let ms = total % 1000, seconds = total / 1000 % 60, minutes = total / 60_000 % 60, hours = total / 3_600_000
        return "\(hours):" + String(format: "%02d:%02d.%03d", minutes, seconds, ms)
    }

    // MARK: Package document

    static func package(_ scanner: MarkupScanner,
                        overlays: [(itemID: String, overlayID: String, smilHref: String, milliseconds: Int)],
                        audio: [(id: String, href: String)], audioType: String, accessibility: AccessibilityMetadata, stated: Set<String> = [],
                        path: String) throws(ExportError) -> [UInt8] {
        var edits: [(Int, String)] = []
        let byItem = Dictionary(overlays.map { ($0.itemID, $0.overlayID) }, uniquingKeysWith: { first, _ in first })
        var manifestClose: MarkupScanner.Tag?
        var metadataClose: MarkupScanner.Tag?
        for tag in scanner.tags {
            if tag.closing, tag.localName == "manifest" { manifestClose = tag }
            if tag.closing, tag.localName == "metadata" { metadataClose = tag }
            if !tag.closing, tag.localName == "item", let id = tag.attributes["id"], let overlay = byItem[id] {
                edits.append((tag.range.lowerBound + 1 + tag.name.utf8.count, #" media-overlay="\#(XMLEscaping.escape(overlay))""#))
            }
        }
        guard let manifestClose, let metadataClose else {
            throw .narration(.packageNotExtensible(path: path))
        }
        let prefix = manifestClose.name.contains(":") ? String(manifestClose.name.split(separator: ":")[0]) + ":" : ""
        /// One element, written by the XML writer, to insert among the package's own lines.
        func written(_ write: (inout XMLWriter) -> Void) -> String {
            var out = XMLWriter()
            write(&out)
            return out.finish()
        }
        var items: [String] = []
        for overlay in overlays {
            items.append(written { $0.empty(prefix + "item", ["id": overlay.overlayID, "href": overlay.smilHref,
                                                             "media-type": "application/smil+xml"]) })
        }
        for file in audio {
            items.append(written { $0.empty(prefix + "item", ["id": file.id, "href": file.href, "media-type": audioType]) })
        }
        edits.append((manifestClose.range.lowerBound, indented(items, before: manifestClose, in: scanner)))
        let metaPrefix = metadataClose.name.contains(":") ? String(metadataClose.name.split(separator: ":")[0]) + ":" : ""
        var metas: [String] = []
        for overlay in overlays {
            metas.append(written { $0.element(metaPrefix + "meta", ["property": "media:duration", "refines": "#" + overlay.overlayID],
                                              text: clock(milliseconds: overlay.milliseconds)) })
        }
        let total = overlays.reduce(0) { $0 + $1.milliseconds }
        metas.append(written { $0.element(metaPrefix + "meta", ["property": "media:duration"], text: clock(milliseconds: total)) })
        metas.append(written { $0.element(metaPrefix + "meta", ["property": "media:active-class"], text: activeClass) })
        metas += accessibility.metaElements(prefix: metaPrefix, excluding: stated)
        edits.append((metadataClose.range.lowerBound, indented(metas, before: metadataClose, in: scanner)))
        var output = scanner.bytes
        for (offset, text) in edits.sorted(by: { $0.0 > $1.0 }) {
            output.insert(contentsOf: Array(text.utf8), at: offset)
        }
        return output
    }

    /// Lines to insert before a closing tag, indented one step deeper than it.
    static func indented(_ lines: [String], before tag: MarkupScanner.Tag, in scanner: MarkupScanner) -> String {
        var start = tag.range.lowerBound
        while start > 0, scanner.bytes[start - 1] == 0x20 || scanner.bytes[start - 1] == 0x09 { start -= 1 }
        let indent = String(decoding: scanner.bytes[start..<tag.range.lowerBound], as: UTF8.self)
        return "  " + lines.joined(separator: "\n" + indent + "  ") + "\n" + indent
    }

    // MARK: Zip

    static func zip(source: BookFiles, replaced: [String: [UInt8]], added: [(path: String, bytes: [UInt8], compress: Bool)],
                    path: String) throws(ExportError) -> [UInt8] {
        do {
            // The mimetype first and stored, as OCF requires.
            let writer = try ZipWriter.ocf()
            for name in source.paths where name != "mimetype" {
                let bytes = try replaced[name] ?? source.read(name)
                try writer.add(name, bytes, compress: !Self.isCompressed(name))
            }
            for file in added { try writer.add(file.path, file.bytes, compress: file.compress) }
            return try writer.bytes()
        } catch let error as ExportError {
            throw error
        } catch let error as ZipWriter.Failure {
            throw .narration(.archive(path: path, detail: error.detail))
        } catch {
            throw .narration(.archive(path: path, detail: "\(error)"))
        }
    }


    /// Media that deflate cannot shrink.
    static func isCompressed(_ name: String) -> Bool {
        ["jpg", "jpeg", "png", "gif", "webp", "mp3", "mp4", "m4a", "opus", "ogg", "woff", "woff2"]
            .contains(URL(fileURLWithPath: name).pathExtension.lowercased())
    }

    // MARK: Paths

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory + "/" + name
    }

    /// `path` relative to the folder `base` (both book-relative), percent-encoded as a URL path.
    static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/").map(String.init)
        let from = base.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < target.count - 1, from[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(encode)
        return parts.joined(separator: "/")
    }

    static func encode(_ component: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%;")
        return component.addingPercentEncoding(withAllowedCharacters: allowed) ?? component
    }

    /// A fragment identifier percent-encoded for a URL.
    static func encodeFragment(_ fragment: String) -> String {
        var allowed = CharacterSet.urlFragmentAllowed
        allowed.remove(charactersIn: "#%")
        return fragment.addingPercentEncoding(withAllowedCharacters: allowed) ?? fragment
    }

    static func uniqueID(_ wanted: String, _ used: inout Set<String>) -> String {
        var id = wanted
        var number = 1
        while !used.insert(id).inserted {
            number += 1
            id = wanted + "-\(number)"
        }
        return id
    }
}
