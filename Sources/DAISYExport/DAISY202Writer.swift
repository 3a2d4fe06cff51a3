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
    private func x(_ text: String) -> String { XMLEscaping.escape(text, foldingSpaces: true, escapingApostrophe: false) }

    private var header: String {
        #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"
            + #"<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">"#
            + "\n" + #"<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="\#(x(book.language))" lang="\#(x(book.language))">"# + "\n"
    }

    // MARK: NCC

    /// DAISY 2.02, *The NCC*: the title first (`h1 class="title"`), then every heading and page
    /// number in reading order, each linking to its SMIL text element; the required metadata.
    func ncc(_ numbers: [[[Int]]], fileCount: Int) -> String {
        var body = ""
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
                let href = x(smil + "#tx\(first)")
                switch block.kind {
                case .heading(let level):
                    guard blockIndex == 0, let heading = section.heading else { continue }
                    items += 1
                    let title = heading.isTitle && sectionIndex == 0 ? #" class="title""# : ""
                    body += #"<h\#(level)\#(title) id="n\#(items)"><a href="\#(href)">\#(x(heading.text))</a></h\#(level)>"# + "\n"
                case .page(let label, let kind):
                    items += 1
                    pages[kind, default: 0] += 1
                    if kind == .normal, let number = Int(label) { maxNormal = max(maxNormal, number) }
                    body += #"<span class="page-\#(kind.rawValue)" id="n\#(items)"><a href="\#(href)">\#(x(label))</a></span>"# + "\n"
                case .paragraph:
                    guard let (kind, owner) = Self.skippable(block), seen.insert(owner).inserted else { continue }
                    items += 1
                    skippable[kind, default: 0] += 1
                    let label = block.note?.label ?? block.sentences.first?.text ?? ""
                    body += #"<span class="\#(kind)" id="n\#(items)"><a href="\#(href)">\#(x(label))</a></span>"# + "\n"
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
        var head = "<head>\n" + #"<meta http-equiv="Content-type" content="text/html; charset=utf-8"/>"# + "\n"
        head += "<title>\(x(book.title))</title>\n"
        for (name, content) in metas { head += #"<meta name="\#(name)" content="\#(x(content))"/>"# + "\n" }
        head += "</head>\n"
        return header + head + "<body>\n" + body + "</body>\n</html>\n"
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
        var body = ""
        var blockNumber = 0
        for (sectionIndex, section) in book.sections.enumerated() {
            for (blockIndex, block) in section.blocks.enumerated() {
                let ids = numbers[sectionIndex][blockIndex]
                blockNumber += 1
                let spans = zip(block.sentences, ids).map { #"<span id="s\#($1)">\#(x($0.text))</span>"# }.joined(separator: " ")
                switch block.kind {
                case .heading(let level):
                    let title = section.heading?.isTitle == true && sectionIndex == 0 ? #" class="title""# : ""
                    body += #"<h\#(level)\#(title) id="b\#(blockNumber)">\#(spans)</h\#(level)>"# + "\n"
                case .page(let label, let kind):
                    guard let id = ids.first else { continue }
                    body += #"<p id="b\#(blockNumber)"><span class="page-\#(kind.rawValue)" id="s\#(id)">\#(x(label))</span></p>"# + "\n"
                case .paragraph:
                    let kind = block.note.map { $0.isSidebar ? #" class="sidebar""# : #" class="note""# } ?? ""
                    body += #"<p\#(kind) id="b\#(blockNumber)">\#(spans)</p>"# + "\n"
                }
            }
        }
        let head = "<head>\n" + #"<meta http-equiv="Content-type" content="text/html; charset=utf-8"/>"# + "\n"
            + "<title>\(x(book.title))</title>\n</head>\n"
        return header + head + "<body>\n" + body + "</body>\n</html>\n"
    }

    // MARK: SMIL

    /// DAISY 2.02, *SMIL files*: one `par` per sentence (text, and its audio clip when it is heard)
    /// in one `seq` whose `dur` is the section's time.
    func smil(_ index: Int, numbers: [[Int]], elapsed: Double) -> String {
        let section = book.sections[index]
        var smil = #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"
        smil += #"<!DOCTYPE smil PUBLIC "-//W3C//DTD SMIL 1.0//EN" "http://www.w3.org/TR/REC-smil/SMIL10.dtd">"# + "\n"
        smil += "<smil>\n<head>\n"
        for (name, content) in [("dc:format", "Daisy 2.02"), ("dc:title", book.title), ("dc:identifier", book.identifier),
                                ("ncc:generator", generator), ("ncc:timeInThisSmil", SMILClock.full(section.duration)),
                                ("ncc:totalElapsedTime", SMILClock.full(elapsed))] {
            smil += #"<meta name="\#(name)" content="\#(x(content))"/>"# + "\n"
        }
        smil += #"<layout><region id="txtView"/></layout>"# + "\n</head>\n<body>\n"
        smil += #"<seq dur="\#(SMILClock.timecount(section.duration))">"# + "\n"
        for (blockIndex, block) in section.blocks.enumerated() {
            let test = Self.systemRequired(block).map { #" system-required="\#($0)""# } ?? ""
            for (sentence, number) in zip(block.sentences, numbers[blockIndex]) {
                smil += #"<par endsync="last" id="p\#(number)"\#(test)>"# + "\n"
                smil += #"<text src="\#(Self.contentName)#s\#(number)" id="tx\#(number)"/>"# + "\n"
                if let clip = sentence.clip {
                    smil += #"<audio src="\#(x(book.audioFiles[clip.audio].name))" clip-begin="\#(SMILClock.npt(clip.begin))" "#
                        + #"clip-end="\#(SMILClock.npt(clip.end))" id="au\#(number)"/>"# + "\n"
                }
                smil += "</par>\n"
            }
        }
        smil += "</seq>\n</body>\n</smil>\n"
        return smil
    }
}
