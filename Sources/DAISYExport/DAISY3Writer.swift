import ReadingModel

/// Writes a talking book as an ANSI/NISO Z39.86-2005 (DAISY 3) full-text, full-audio
/// fileset: the DTBook text (`book.xml`, every sentence a `sent` with a `smilref`), the NCX
/// (`navigation.ncx`: navMap, pageList, a navList of notes), one SMIL file per section,
/// the package file (`book.opf`, OEBPS 1.2), the resource file (`book.res`) and the audio.
struct DAISY3Writer {
    let book: TalkingBook
    let generator: String
    let date: String

    static let textName = "book.xml"
    static let ncxName = "navigation.ncx"
    static let packageName = "book.opf"
    static let resourceName = "book.res"

    static func smilName(_ section: Int) -> String { DAISY202Writer.smilName(section) }

    /// Every file of the fileset, the package file first.
    func files() -> [(name: String, bytes: [UInt8])] {
        let numbers = book.sentenceNumbers
        let elapsed = book.elapsedBefore
        var files: [(name: String, bytes: [UInt8])] = [
            (Self.textName, Array(dtbook(numbers).utf8)),
            (Self.ncxName, Array(ncx(numbers).utf8)),
            (Self.resourceName, Array(resources().utf8)),
        ]
        for index in book.sections.indices {
            files.append((Self.smilName(index), Array(smil(index, numbers: numbers[index], elapsed: elapsed[index]).utf8)))
        }
        for audio in book.audioFiles { files.append((audio.name, audio.bytes)) }
        return [(Self.packageName, Array(package().utf8))] + files
    }

    /// Text and attribute values with their white space folded (DTBook and the NCX read no
    /// line ends in them).
    static func writer() -> XMLWriter { XMLWriter(foldingSpaces: true) }

    /// A file's XML declaration and document type declaration.
    private static func prolog(_ out: inout XMLWriter, doctype: String) {
        out.declaration(encoding: "utf-8")
        out.doctype(doctype)
    }

    /// The custom test (Z39.86-2005, *SMIL Files*: skippable structures) a sentence's `par` carries, so a player can skip it.
    private static func customTest(_ block: TalkingBook.TextBlock) -> String? {
        switch block.skippable {
        case .page?: return "pagenum"
        case .prodnote?: return "prodnote"
        case .note?: return "note"
        case .sidebar?: return "sidebar"
        case nil: return nil
        }
    }

    private static let bookStructs = ["pagenum": "PAGE_NUMBER", "note": "NOTE", "sidebar": "OPTIONAL_SIDEBAR",
                                      "prodnote": "OPTIONAL_PRODUCER_NOTE"]

    /// The `class` of the `seq` an escapable structure's `par`s are nested in (Z39.86-2005,
    /// *SMIL Files*: escapable structures), named after its DTBook element. Which structures
    /// are escapable is the plan's decision (``PlanRole/escapableStructure``); a cell, an
    /// item and an image's text are not.
    static func smilClass(_ structure: EscapableStructure) -> String {
        switch structure {
        case .table: return "table"
        case .tableRow: return "tr"
        case .list: return "list"
        case .lineGroup: return "linegroup"
        case .note: return "note"
        case .sidebar: return "sidebar"
        }
    }

    /// The `class` of the `seq` a structure of the text opens, when the plan made it escapable.
    private func escapable(_ structure: TalkingBook.Structure) -> String? {
        book.escapable[structure.id].map(Self.smilClass)
    }

    // MARK: DTBook

    /// The text (Z39.86-2005, *Textual Content File*: DTBook 2005-3): the front matter's title and
    /// authors, then the body ``DTBookBody`` writes.
    func dtbook(_ numbers: [[[Int]]]) -> String {
        var out = Self.writer()
        Self.prolog(&out, doctype: #"dtbook PUBLIC "-//NISO//DTD dtbook 2005-3//EN" "http://www.daisy.org/z3986/2005/dtbook-2005-3.dtd""#)
        out.start("dtbook", ["xmlns": "http://www.daisy.org/z3986/2005/dtbook/", "version": "2005-3", "xml:lang": book.language], line: true)
        out.start("head", line: true)
        var metas: [(String, String)] = [("dtb:uid", book.identifier), ("dc:Title", book.title)]
        metas += book.metadata.creators.map { ("dc:Creator", $0) }
        metas += [("dc:Date", date), ("dc:Identifier", book.identifier), ("dc:Language", book.language)]
        if let publisher = book.metadata.publisher, !publisher.isEmpty { metas.append(("dc:Publisher", publisher)) }
        for (name, content) in metas { out.empty("meta", ["name": name, "content": content], line: true) }
        out.end(line: true)
        out.start("book", line: true)
        out.start("frontmatter", line: true)
        let insertedTitle = book.sections.first?.heading?.isTitle == true
            && book.sections.first?.blocks.first?.sentences.first?.clip == nil
        if insertedTitle, let number = numbers[0].first?.first {
            out.element("doctitle", ["id": "b1"], line: true) { out in
                out.element("sent", ["id": "s\(number)", "smilref": "\(Self.smilName(0))#p\(number)"], text: book.title)
            }
        } else {
            out.element("doctitle", text: book.title, line: true)
        }
        for creator in book.metadata.creators { out.element("docauthor", text: creator, line: true) }
        out.end(line: true)
        out.start("bodymatter", line: true)
        var body = DTBookBody(book: book, numbers: numbers, smilName: Self.smilName, skipsTitle: insertedTitle)
        body.write()
        out.raw(body.text)
        out.end(line: true)
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    // MARK: NCX

    /// The navigation control file (Z39.86-2005, *Navigation Control File*): headings in a nested navMap, page
    /// numbers in the pageList, notes in a navList; `playOrder` follows the reading order and
    /// a target named twice has one number.
    func ncx(_ numbers: [[[Int]]]) -> String {
        var headings: [(level: Int, text: String, sentence: Int, section: Int)] = []
        var pages: [(label: String, kind: TalkingBook.PageKind, sentence: Int, section: Int)] = []
        var notes: [(label: String, sentence: Int, section: Int)] = []
        var seenNotes: Set<String> = []
        var tests: Set<String> = []
        for (sectionIndex, section) in book.sections.enumerated() {
            for (blockIndex, block) in section.blocks.enumerated() {
                guard let first = numbers[sectionIndex][blockIndex].first else { continue }
                if let test = Self.customTest(block) { tests.insert(test) }
                switch block.kind {
                case .heading:
                    if blockIndex == 0, let heading = section.heading { headings.append((heading.level, heading.text, first, sectionIndex)) }
                case .page(let label, let kind):
                    pages.append((label, kind, first, sectionIndex))
                case .paragraph:
                    break
                }
                if let note = block.note, !note.isSidebar, seenNotes.insert(note.id).inserted {
                    notes.append((note.label, first, sectionIndex))
                }
            }
        }
        let targets = Set(headings.map(\.sentence) + pages.map(\.sentence) + notes.map(\.sentence)).sorted()
        let playOrder = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1, $0 + 1) })
        func content(_ out: inout XMLWriter, _ section: Int, _ sentence: Int) {
            out.empty("content", ["src": "\(Self.smilName(section))#p\(sentence)"])
        }
        func label(_ out: inout XMLWriter, _ text: String) {
            out.element("navLabel") { $0.element("text", text: text) }
        }

        var out = Self.writer()
        Self.prolog(&out, doctype: #"ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd""#)
        out.start("ncx", ["xmlns": "http://www.daisy.org/z3986/2005/ncx/", "version": "2005-1", "xml:lang": book.language], line: true)
        out.start("head", line: true)
        for test in tests.sorted() {
            out.empty("smilCustomTest", ["id": test, "defaultState": "false", "override": "visible", "bookStruct": Self.bookStructs[test]!],
                      line: true)
        }
        let maxPage = pages.filter { $0.kind == .normal }.compactMap { Int($0.label) }.max() ?? 0
        for (name, value) in [("dtb:uid", book.identifier), ("dtb:depth", String(headings.map(\.level).max() ?? 1)),
                              ("dtb:generator", generator), ("dtb:totalPageCount", String(pages.count)),
                              ("dtb:maxPageNumber", String(maxPage))] {
            out.empty("meta", ["name": name, "content": value], line: true)
        }
        out.end(line: true)
        out.element("docTitle", line: true) { $0.element("text", text: book.title) }
        for creator in book.metadata.creators { out.element("docAuthor", line: true) { $0.element("text", text: creator) } }
        out.start("navMap", line: true)
        var depth: [Int] = []
        for (index, heading) in headings.enumerated() {
            while let last = depth.last, last >= heading.level {
                out.end(line: true)
                depth.removeLast()
            }
            out.start("navPoint", ["id": "nav\(index + 1)", "class": "h\(heading.level)", "playOrder": "\(playOrder[heading.sentence]!)"])
            label(&out, heading.text)
            content(&out, heading.section, heading.sentence)
            out.newline()
            depth.append(heading.level)
        }
        for _ in depth { out.end(line: true) }
        out.end(line: true)
        if !pages.isEmpty {
            out.start("pageList", line: true)
            for (index, page) in pages.enumerated() {
                // `value` is the page's number, which only normal pages have as digits.
                out.element("pageTarget", ["id": "page\(index + 1)", "type": page.kind.rawValue,
                                           "value": page.kind == .normal ? page.label : nil,
                                           "playOrder": "\(playOrder[page.sentence]!)"], line: true) { out in
                    label(&out, page.label)
                    content(&out, page.section, page.sentence)
                }
            }
            out.end(line: true)
        }
        if !notes.isEmpty {
            out.start("navList", ["class": "note"])
            label(&out, book.labels.notes)
            out.newline()
            for (index, note) in notes.enumerated() {
                out.element("navTarget", ["id": "note\(index + 1)", "playOrder": "\(playOrder[note.sentence]!)"], line: true) { out in
                    label(&out, note.label)
                    content(&out, note.section, note.sentence)
                }
            }
            out.end(line: true)
        }
        out.end(line: true)
        return out.finish()
    }

    // MARK: SMIL

    /// One `par` per sentence (Z39.86-2005, *SMIL Files*): its `text` in the DTBook and its audio clip
    /// when it is heard; page numbers and notes carry their custom test.
    func smil(_ index: Int, numbers: [[Int]], elapsed: Double) -> String {
        let section = book.sections[index]
        let tests = Set(section.blocks.compactMap(Self.customTest)).sorted()
        var out = Self.writer()
        Self.prolog(&out, doctype: #"smil PUBLIC "-//NISO//DTD dtbsmil 2005-2//EN" "http://www.daisy.org/z3986/2005/dtbsmil-2005-2.dtd""#)
        out.start("smil", ["xmlns": "http://www.w3.org/2001/SMIL20/"], line: true)
        out.start("head", line: true)
        for (name, value) in [("dtb:uid", book.identifier), ("dtb:generator", generator),
                              ("dtb:totalElapsedTime", SMILClock.full(elapsed))] {
            out.empty("meta", ["name": name, "content": value], line: true)
        }
        if !tests.isEmpty {
            out.start("customAttributes", line: true)
            for test in tests { out.empty("customTest", ["id": test, "defaultState": "false", "override": "visible"], line: true) }
            out.end(line: true)
        }
        out.end(line: true)
        out.start("body", line: true)
        out.start("seq", ["id": "mseq", "fill": "remove"], line: true)
        // The escapable structures open, each a `seq`.
        var open: [TalkingBook.Structure] = []
        var seqs = 0
        for (blockIndex, block) in section.blocks.enumerated() {
            let structures = block.structures.filter { escapable($0) != nil }
            let common = zip(open, structures).prefix { $0 == $1 }.count
            while open.count > common {
                open.removeLast()
                out.end(line: true)
            }
            for structure in structures[common...] where !block.sentences.isEmpty {
                seqs += 1
                out.start("seq", ["id": "q\(seqs)", "class": escapable(structure)!], line: true)
                open.append(structure)
            }
            let test = Self.customTest(block)
            for (sentence, number) in zip(block.sentences, numbers[blockIndex]) {
                out.element("par", ["id": "p\(number)", "class": test, "customTest": test], line: true) { out in
                    out.empty("text", ["src": "\(Self.textName)#s\(number)"])
                    if let clip = sentence.clip {
                        out.empty("audio", ["src": book.audioFiles[clip.audio].name, "clipBegin": SMILClock.full(clip.begin),
                                            "clipEnd": SMILClock.full(clip.end)])
                    }
                }
            }
        }
        for _ in open { out.end(line: true) }
        out.end(line: true)
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    // MARK: Package and resources

    /// The package file (Z39.86-2005, *Package File*: OEBPS 1.2): Dublin Core metadata, the DTB's own
    /// (`dtb:multimediaType`, `dtb:totalTime` ...), every file in the manifest, the SMIL
    /// files in the spine.
    func package() -> String {
        var out = Self.writer()
        Self.prolog(&out, doctype: #"package PUBLIC "+//ISBN 0-9673008-1-9//DTD OEB 1.2 Package//EN" "http://openebook.org/dtds/oeb-1.2/oebpkg12.dtd""#)
        out.start("package", ["xmlns": "http://openebook.org/namespaces/oeb-package/1.0/", "unique-identifier": "uid"], line: true)
        out.start("metadata", line: true)
        out.start("dc-metadata", ["xmlns:dc": "http://purl.org/dc/elements/1.1/",
                                  "xmlns:oebpackage": "http://openebook.org/namespaces/oeb-package/1.0/"], line: true)
        out.element("dc:Title", text: book.title, line: true)
        out.element("dc:Identifier", ["id": "uid"], text: book.identifier, line: true)
        out.element("dc:Language", text: book.language, line: true)
        for creator in book.metadata.creators { out.element("dc:Creator", text: creator, line: true) }
        out.element("dc:Date", text: date, line: true)
        if let publisher = book.metadata.publisher, !publisher.isEmpty { out.element("dc:Publisher", text: publisher, line: true) }
        out.element("dc:Format", text: "ANSI/NISO Z39.86-2005", line: true)
        out.end(line: true)
        out.start("x-metadata", line: true)
        var metas = [("dtb:multimediaType", "audioFullText"), ("dtb:multimediaContent", "audio,text"),
                     ("dtb:totalTime", SMILClock.full(book.duration)), ("dtb:narrator", book.narrator)]
        // The print source's date; `dtb:producedDate` would be the day of export, so it is left out.
        if let source = book.metadata.date.flatMap(TalkingBook.w3cDate) { metas.append(("dtb:sourceDate", source)) }
        for (name, value) in metas { out.empty("meta", ["name": name, "content": value], line: true) }
        out.end(line: true)
        out.end(line: true)
        out.start("manifest", line: true)
        var items: [(id: String, href: String, type: String)] = [
            ("opf", Self.packageName, "text/xml"),
            ("dtbook", Self.textName, "application/x-dtbook+xml"),
            ("ncx", Self.ncxName, "application/x-dtbncx+xml"),
            ("resource", Self.resourceName, "application/x-dtbresource+xml"),
        ]
        items += book.sections.indices.map { ("smil\($0 + 1)", Self.smilName($0), "application/smil") }
        items += book.audioFiles.enumerated().map { ("audio\($0 + 1)", $1.name, "audio/mpeg") }
        for item in items { out.empty("item", ["id": item.id, "href": item.href, "media-type": item.type], line: true) }
        out.end(line: true)
        out.start("spine", line: true)
        for index in book.sections.indices { out.empty("itemref", ["idref": "smil\(index + 1)"], line: true) }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    /// The resource file (Z39.86-2005, *Resource File*): what a player says for the structures it can skip.
    func resources() -> String {
        var out = Self.writer()
        Self.prolog(&out, doctype: #"resources PUBLIC "-//NISO//DTD resource 2005-1//EN" "http://www.daisy.org/z3986/2005/resource-2005-1.dtd""#)
        out.start("resources", ["xmlns": "http://www.daisy.org/z3986/2005/resource/", "version": "2005-1"], line: true)
        out.start("scope", ["nsuri": "http://www.daisy.org/z3986/2005/ncx/"], line: true)
        let page = book.labels.pageSpoken("").trimmingWhitespace()
        for (index, (structure, word)) in [("PAGE_NUMBER", page), ("NOTE", book.labels.note)].enumerated() {
            // The XPath's apostrophes stand as they are in the double-quoted value (XML 1.0
            // §3.1), as the resource file has always had them.
            out.start("nodeSet", markup: #" id="ns\#(index + 1)" select="//smilCustomTest[@bookStruct='\#(structure)']""#)
            out.element("resource", ["xml:lang": book.language]) { $0.element("text", text: word) }
            out.end(line: true)
        }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }
}
