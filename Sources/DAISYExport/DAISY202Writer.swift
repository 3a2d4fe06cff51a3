import ReadingModel

/// Writes a talking book as a DAISY 2.02 full-text, full-audio fileset (DAISY 2.02
/// Specification, 2001): `ncc.html` (the navigation control centre), `content.html` (the
/// text, an id on every sentence), one SMIL 1.0 file per section and the audio files.
struct DAISY202Writer {
    let book: TalkingBook
    let generator: String
    let date: String

    static let contentName = "content.html"

    static func smilName(_ section: Int) -> String { "s" + TalkingBook.number(section + 1, digits: 4) + ".smil" }

    /// Every file of the fileset, the NCC first.
    func files() -> [(name: String, bytes: [UInt8])] {
        let numbers = book.sentenceNumbers
        let elapsed = book.elapsedBefore
        var files: [(name: String, bytes: [UInt8])] = []
        files.append((Self.contentName, Array(content(numbers).utf8)))
        for index in book.sections.indices {
            files.append((Self.smilName(index), Array(smil(index, numbers: numbers[index], elapsed: elapsed[index]).utf8)))
        }
        for audio in book.audioFiles { files.append((audio.name, audio.bytes)) }
        let ncc = ncc(numbers, fileCount: files.count + 1)
        return [("ncc.html", Array(ncc.utf8))] + files
    }

    /// Every attribute here is written in double quotes, so an apostrophe needs no escape:
    /// XHTML 1.0 Appendix C.16 advises against `&apos;`, which HTML 4 readers (the DAISY
    /// 2.02 players) do not know.
    private static func writer() -> XMLWriter { XMLWriter(foldingSpaces: true, escapingApostrophe: false) }

    /// The XHTML 1.0 prolog and the `html` start-tag of the NCC and the content.
    private func header(_ out: inout XMLWriter) {
        out.declaration(encoding: "utf-8")
        out.doctype(#"html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd""#)
        out.start("html", ["xmlns": "http://www.w3.org/1999/xhtml", "xml:lang": book.language, "lang": book.language], line: true)
    }

    /// The `head` of the NCC and the content: the character set, the title and `metas`.
    private func head(_ out: inout XMLWriter, metas: [(String, String)] = []) {
        out.element("head", line: true) { out in
            out.newline()
            out.empty("meta", ["http-equiv": "Content-type", "content": "text/html; charset=utf-8"], line: true)
            out.element("title", text: book.title, line: true)
            for (name, content) in metas { out.empty("meta", ["name": name, "content": content], line: true) }
        }
    }

    // MARK: NCC

    /// DAISY 2.02, *The NCC*: the title first (`h1 class="title"`), then every heading and page
    /// number in reading order, each linking to its SMIL text element; the required metadata.
    func ncc(_ numbers: [[[Int]]], fileCount: Int) -> String {
        var body = Self.writer()
        var items = 0
        var pages: [TalkingBook.PageKind: Int] = [:]
        var maxNormal = 0
        // Skippable structures (DAISY 2.02 Skippable Structures Recommendation, 2003): one NCC
        // item for each note, sidebar and image text, counted in the head.
        var skippable: [String: Int] = [:]
        var seen: Set<String> = []
        for (sectionIndex, section) in book.sections.enumerated() {
            let smil = Self.smilName(sectionIndex)
            for (blockIndex, block) in section.blocks.enumerated() {
                guard let first = numbers[sectionIndex][blockIndex].first else { continue }
                let href = smil + "#tx\(first)"
                switch block.kind {
                case .heading(let level):
                    guard blockIndex == 0, let heading = section.heading else { continue }
                    items += 1
                    let title = heading.isTitle && sectionIndex == 0 ? "title" : nil
                    body.element("h\(level)", ["class": title, "id": "n\(items)"], line: true) { out in
                        out.element("a", ["href": href], text: heading.text)
                    }
                case .page(let label, let kind):
                    items += 1
                    pages[kind, default: 0] += 1
                    if kind == .normal, let number = Int(label) { maxNormal = max(maxNormal, number) }
                    body.element("span", ["class": "page-" + kind.rawValue, "id": "n\(items)"], line: true) { out in
                        out.element("a", ["href": href], text: label)
                    }
                case .paragraph:
                    guard let (kind, owner) = Self.skippable(block), seen.insert(owner).inserted else { continue }
                    items += 1
                    skippable[kind, default: 0] += 1
                    let label = block.note?.label ?? block.sentences.first?.text ?? ""
                    body.element("span", ["class": kind, "id": "n\(items)"], line: true) { out in
                        out.element("a", ["href": href], text: label)
                    }
                }
            }
        }
        var metas: [(String, String)] = [
            ("dc:title", book.title),
        ]
        metas += (book.metadata.creators.isEmpty ? [""] : book.metadata.creators).map { ("dc:creator", $0) }
        metas += [
            ("dc:date", date),
            ("dc:format", "Daisy 2.02"),
            ("dc:identifier", book.identifier),
            ("dc:language", book.language),
            ("dc:publisher", book.metadata.publisher ?? ""),
            ("ncc:charset", "utf-8"),
            ("ncc:depth", String(book.headings.map(\.level).max() ?? 1)),
            ("ncc:files", String(fileCount)),
            ("ncc:footnotes", String(skippable["noteref"] ?? 0)),
            ("ncc:generator", generator),
            ("ncc:maxPageNormal", String(maxNormal)),
            ("ncc:multimediaType", "audioFullText"),
            ("ncc:narrator", book.narrator),
            ("ncc:pageFront", String(pages[.front] ?? 0)),
            ("ncc:pageNormal", String(pages[.normal] ?? 0)),
            ("ncc:pageSpecial", String(pages[.special] ?? 0)),
            ("ncc:prodNotes", String(skippable["optional-prodnote"] ?? 0)),
            ("ncc:sidebars", String(skippable["sidebar"] ?? 0)),
            ("ncc:tocItems", String(items)),
            ("ncc:totalTime", SMILClock.hms(book.duration)),
        ]
        var out = Self.writer()
        header(&out)
        head(&out, metas: metas)
        out.element("body", line: true) { out in
            out.newline()
            out.raw(body.finish())
        }
        out.end(line: true)
        return out.finish()
    }

    /// The NCC class of a skippable block (`noteref` for a note: the NCC item through which
    /// a player reaches the notes) and the id of the structure, so each is listed once.
    static func skippable(_ block: TalkingBook.TextBlock) -> (kind: String, owner: String)? {
        switch block.skippable {
        case .prodnote?: return block.structures.last.map { ("optional-prodnote", $0.id) }
        case .note?: return block.note.map { ("noteref", $0.id) }
        case .sidebar?: return block.note.map { ("sidebar", $0.id) }
        case .page?, nil: return nil
        }
    }

    /// The `system-required` test of a skippable block's `par`s (DAISY 2.02 Skippable
    /// Structures Recommendation): a player that turns the structure off skips them.
    static func systemRequired(_ block: TalkingBook.TextBlock) -> String? {
        switch block.skippable {
        case .page?: return "pagenumber-on"
        case .note?: return "footnote-on"
        case .sidebar?: return "sidebar-on"
        case .prodnote?: return "prodnote-on"
        case nil: return nil
        }
    }

    // MARK: Content

    /// The text, block by block, every sentence in a `span` with the id its SMIL `text` names.
    func content(_ numbers: [[[Int]]]) -> String {
        var out = Self.writer()
        header(&out)
        head(&out)
        out.start("body", line: true)
        var blockNumber = 0
        for (sectionIndex, section) in book.sections.enumerated() {
            for (blockIndex, block) in section.blocks.enumerated() {
                let ids = numbers[sectionIndex][blockIndex]
                blockNumber += 1
                func spans(_ out: inout XMLWriter) {
                    for (offset, (sentence, id)) in zip(block.sentences, ids).enumerated() {
                        if offset > 0 { out.raw(" ") }
                        out.element("span", ["id": "s\(id)"], text: sentence.text)
                    }
                }
                switch block.kind {
                case .heading(let level):
                    let title = section.heading?.isTitle == true && sectionIndex == 0 ? "title" : nil
                    out.element("h\(level)", ["class": title, "id": "b\(blockNumber)"], line: true, content: spans)
                case .page(let label, let kind):
                    guard let id = ids.first else { continue }
                    out.element("p", ["id": "b\(blockNumber)"], line: true) { out in
                        out.element("span", ["class": "page-" + kind.rawValue, "id": "s\(id)"], text: label)
                    }
                case .paragraph:
                    let kind = block.note.map { $0.isSidebar ? "sidebar" : "note" }
                    out.element("p", ["class": kind, "id": "b\(blockNumber)"], line: true, content: spans)
                }
            }
        }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    // MARK: SMIL

    /// DAISY 2.02, *SMIL files*: one `par` per sentence (text, and its audio clip when it is heard)
    /// in one `seq` whose `dur` is the section's time.
    func smil(_ index: Int, numbers: [[Int]], elapsed: Double) -> String {
        let section = book.sections[index]
        var out = Self.writer()
        out.declaration(encoding: "utf-8")
        out.doctype(#"smil PUBLIC "-//W3C//DTD SMIL 1.0//EN" "http://www.w3.org/TR/REC-smil/SMIL10.dtd""#)
        out.start("smil", line: true)
        out.start("head", line: true)
        for (name, content) in [("dc:format", "Daisy 2.02"), ("dc:title", book.title), ("dc:identifier", book.identifier),
                                ("ncc:generator", generator), ("ncc:timeInThisSmil", SMILClock.full(section.duration)),
                                ("ncc:totalElapsedTime", SMILClock.full(elapsed))] {
            out.empty("meta", ["name": name, "content": content], line: true)
        }
        out.element("layout", line: true) { $0.empty("region", ["id": "txtView"]) }
        out.end(line: true)
        out.start("body", line: true)
        out.start("seq", ["dur": SMILClock.timecount(section.duration)], line: true)
        for (blockIndex, block) in section.blocks.enumerated() {
            let test = Self.systemRequired(block)
            for (sentence, number) in zip(block.sentences, numbers[blockIndex]) {
                out.start("par", ["endsync": "last", "id": "p\(number)", "system-required": test], line: true)
                out.empty("text", ["src": Self.contentName + "#s\(number)", "id": "tx\(number)"], line: true)
                if let clip = sentence.clip {
                    out.empty("audio", ["src": book.audioFiles[clip.audio].name, "clip-begin": SMILClock.npt(clip.begin),
                                        "clip-end": SMILClock.npt(clip.end), "id": "au\(number)"], line: true)
                }
                out.end(line: true)
            }
        }
        out.end(line: true)
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }
}
