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

    private func x(_ text: String) -> String { XMLEscaping.escape(text, foldingSpaces: true) }

    private static let declaration = #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"

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
    /// *SMIL Files*: escapable structures), named after its DTBook element; a cell, an item
    /// and an image's text are single elements and get none.
    private static func escapable(_ structure: TalkingBook.Structure) -> String? {
        switch structure {
        case .table: return "table"
        case .row: return "tr"
        case .list: return "list"
        case .lineGroup: return "linegroup"
        case .note: return "note"
        case .sidebar: return "sidebar"
        default: return nil
        }
    }

    // MARK: DTBook

    /// The text (Z39.86-2005, *Textual Content File*: DTBook 2005-3): the front matter's title and
    /// authors, then the body ``DTBookBody`` writes.
    func dtbook(_ numbers: [[[Int]]]) -> String {
        var text = Self.declaration
        text += #"<!DOCTYPE dtbook PUBLIC "-//NISO//DTD dtbook 2005-3//EN" "http://www.daisy.org/z3986/2005/dtbook-2005-3.dtd">"# + "\n"
        text += #"<dtbook xmlns="http://www.daisy.org/z3986/2005/dtbook/" version="2005-3" xml:lang="\#(x(book.language))">"# + "\n"
        text += "<head>\n"
        var metas: [(String, String)] = [("dtb:uid", book.identifier), ("dc:Title", book.title)]
        metas += book.metadata.creators.map { ("dc:Creator", $0) }
        metas += [("dc:Date", date), ("dc:Identifier", book.identifier), ("dc:Language", book.language)]
        if let publisher = book.metadata.publisher, !publisher.isEmpty { metas.append(("dc:Publisher", publisher)) }
        for (name, content) in metas { text += #"<meta name="\#(name)" content="\#(x(content))"/>"# + "\n" }
        text += "</head>\n<book>\n<frontmatter>\n"
        let insertedTitle = book.sections.first?.heading?.isTitle == true
            && book.sections.first?.blocks.first?.sentences.first?.clip == nil
        if insertedTitle, let number = numbers[0].first?.first {
            text += #"<doctitle id="b1"><sent id="s\#(number)" smilref="\#(Self.smilName(0))#p\#(number)">\#(x(book.title))</sent></doctitle>"# + "\n"
        } else {
            text += "<doctitle>\(x(book.title))</doctitle>\n"
        }
        for creator in book.metadata.creators { text += "<docauthor>\(x(creator))</docauthor>\n" }
        text += "</frontmatter>\n<bodymatter>\n"
        var body = DTBookBody(book: book, numbers: numbers, smilName: Self.smilName, skipsTitle: insertedTitle)
        body.write()
        text += body.text
        text += "</bodymatter>\n</book>\n</dtbook>\n"
        return text
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
        func content(_ section: Int, _ sentence: Int) -> String {
            #"<content src="\#(Self.smilName(section))#p\#(sentence)"/>"#
        }
        func label(_ text: String) -> String { "<navLabel><text>\(x(text))</text></navLabel>" }

        var ncx = Self.declaration
        ncx += #"<!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd">"# + "\n"
        ncx += #"<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="\#(x(book.language))">"# + "\n<head>\n"
        for test in tests.sorted() {
            ncx += #"<smilCustomTest id="\#(test)" defaultState="false" override="visible" bookStruct="\#(Self.bookStructs[test]!)"/>"# + "\n"
        }
        let maxPage = pages.filter { $0.kind == .normal }.compactMap { Int($0.label) }.max() ?? 0
        for (name, value) in [("dtb:uid", book.identifier), ("dtb:depth", String(headings.map(\.level).max() ?? 1)),
                              ("dtb:generator", generator), ("dtb:totalPageCount", String(pages.count)),
                              ("dtb:maxPageNumber", String(maxPage))] {
            ncx += #"<meta name="\#(name)" content="\#(x(value))"/>"# + "\n"
        }
        ncx += "</head>\n<docTitle><text>\(x(book.title))</text></docTitle>\n"
        for creator in book.metadata.creators { ncx += "<docAuthor><text>\(x(creator))</text></docAuthor>\n" }
        ncx += "<navMap>\n"
        var depth: [Int] = []
        for (index, heading) in headings.enumerated() {
            while let last = depth.last, last >= heading.level {
                ncx += "</navPoint>\n"
                depth.removeLast()
            }
            ncx += #"<navPoint id="nav\#(index + 1)" class="h\#(heading.level)" playOrder="\#(playOrder[heading.sentence]!)">"#
                + label(heading.text) + content(heading.section, heading.sentence) + "\n"
            depth.append(heading.level)
        }
        ncx += String(repeating: "</navPoint>\n", count: depth.count) + "</navMap>\n"
        if !pages.isEmpty {
            ncx += "<pageList>\n"
            for (index, page) in pages.enumerated() {
                // `value` is the page's number, which only normal pages have as digits.
                let value = page.kind == .normal ? #"value="\#(x(page.label))" "# : ""
                ncx += #"<pageTarget id="page\#(index + 1)" type="\#(page.kind.rawValue)" "# + value
                    + #"playOrder="\#(playOrder[page.sentence]!)">"# + label(page.label) + content(page.section, page.sentence)
                    + "</pageTarget>\n"
            }
            ncx += "</pageList>\n"
        }
        if !notes.isEmpty {
            ncx += #"<navList class="note">"# + label(book.labels.notes) + "\n"
            for (index, note) in notes.enumerated() {
                ncx += #"<navTarget id="note\#(index + 1)" playOrder="\#(playOrder[note.sentence]!)">"#
                    + label(note.label) + content(note.section, note.sentence) + "</navTarget>\n"
            }
            ncx += "</navList>\n"
        }
        ncx += "</ncx>\n"
        return ncx
    }

    // MARK: SMIL

    /// One `par` per sentence (Z39.86-2005, *SMIL Files*): its `text` in the DTBook and its audio clip
    /// when it is heard; page numbers and notes carry their custom test.
    func smil(_ index: Int, numbers: [[Int]], elapsed: Double) -> String {
        let section = book.sections[index]
        let tests = Set(section.blocks.compactMap(Self.customTest)).sorted()
        var smil = Self.declaration
        smil += #"<!DOCTYPE smil PUBLIC "-//NISO//DTD dtbsmil 2005-2//EN" "http://www.daisy.org/z3986/2005/dtbsmil-2005-2.dtd">"# + "\n"
        smil += #"<smil xmlns="http://www.w3.org/2001/SMIL20/">"# + "\n<head>\n"
        for (name, value) in [("dtb:uid", book.identifier), ("dtb:generator", generator),
                              ("dtb:totalElapsedTime", SMILClock.full(elapsed))] {
            smil += #"<meta name="\#(name)" content="\#(x(value))"/>"# + "\n"
        }
        if !tests.isEmpty {
            smil += "<customAttributes>\n"
            for test in tests { smil += #"<customTest id="\#(test)" defaultState="false" override="visible"/>"# + "\n" }
            smil += "</customAttributes>\n"
        }
        smil += "</head>\n<body>\n" + #"<seq id="mseq" fill="remove">"# + "\n"
        // The escapable structures open, each a `seq`.
        var open: [TalkingBook.Structure] = []
        var seqs = 0
        for (blockIndex, block) in section.blocks.enumerated() {
            let structures = block.structures.filter { Self.escapable($0) != nil }
            let common = zip(open, structures).prefix { $0 == $1 }.count
            while open.count > common {
                open.removeLast()
                smil += "</seq>\n"
            }
            for structure in structures[common...] where !block.sentences.isEmpty {
                seqs += 1
                smil += #"<seq id="q\#(seqs)" class="\#(Self.escapable(structure)!)">"# + "\n"
                open.append(structure)
            }
            let test = Self.customTest(block).map { #" class="\#($0)" customTest="\#($0)""# } ?? ""
            for (sentence, number) in zip(block.sentences, numbers[blockIndex]) {
                smil += #"<par id="p\#(number)"\#(test)>"# + #"<text src="\#(Self.textName)#s\#(number)"/>"#
                if let clip = sentence.clip {
                    smil += #"<audio src="\#(x(book.audioFiles[clip.audio].name))" clipBegin="\#(SMILClock.full(clip.begin))" "#
                        + #"clipEnd="\#(SMILClock.full(clip.end))"/>"#
                }
                smil += "</par>\n"
            }
        }
        smil += String(repeating: "</seq>\n", count: open.count)
        smil += "</seq>\n</body>\n</smil>\n"
        return smil
    }

    // MARK: Package and resources

    /// The package file (Z39.86-2005, *Package File*: OEBPS 1.2): Dublin Core metadata, the DTB's own
    /// (`dtb:multimediaType`, `dtb:totalTime` ...), every file in the manifest, the SMIL
    /// files in the spine.
    func package() -> String {
        var opf = Self.declaration
        opf += #"<!DOCTYPE package PUBLIC "+//ISBN 0-9673008-1-9//DTD OEB 1.2 Package//EN" "http://openebook.org/dtds/oeb-1.2/oebpkg12.dtd">"# + "\n"
        opf += #"<package xmlns="http://openebook.org/namespaces/oeb-package/1.0/" unique-identifier="uid">"# + "\n<metadata>\n"
        opf += #"<dc-metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:oebpackage="http://openebook.org/namespaces/oeb-package/1.0/">"# + "\n"
        opf += "<dc:Title>\(x(book.title))</dc:Title>\n"
        opf += #"<dc:Identifier id="uid">\#(x(book.identifier))</dc:Identifier>"# + "\n"
        opf += "<dc:Language>\(x(book.language))</dc:Language>\n"
        for creator in book.metadata.creators { opf += "<dc:Creator>\(x(creator))</dc:Creator>\n" }
        opf += "<dc:Date>\(x(date))</dc:Date>\n"
        if let publisher = book.metadata.publisher, !publisher.isEmpty { opf += "<dc:Publisher>\(x(publisher))</dc:Publisher>\n" }
        opf += "<dc:Format>ANSI/NISO Z39.86-2005</dc:Format>\n</dc-metadata>\n<x-metadata>\n"
        var metas = [("dtb:multimediaType", "audioFullText"), ("dtb:multimediaContent", "audio,text"),
                     ("dtb:totalTime", SMILClock.full(book.duration)), ("dtb:narrator", book.narrator)]
        // The print source's date; `dtb:producedDate` would be the day of export, so it is left out.
        if let source = book.metadata.date.flatMap(TalkingBook.w3cDate) { metas.append(("dtb:sourceDate", source)) }
        for (name, value) in metas {
            opf += #"<meta name="\#(name)" content="\#(x(value))"/>"# + "\n"
        }
        opf += "</x-metadata>\n</metadata>\n<manifest>\n"
        var items: [(id: String, href: String, type: String)] = [
            ("opf", Self.packageName, "text/xml"),
            ("dtbook", Self.textName, "application/x-dtbook+xml"),
            ("ncx", Self.ncxName, "application/x-dtbncx+xml"),
            ("resource", Self.resourceName, "application/x-dtbresource+xml"),
        ]
        items += book.sections.indices.map { ("smil\($0 + 1)", Self.smilName($0), "application/smil") }
        items += book.audioFiles.enumerated().map { ("audio\($0 + 1)", $1.name, "audio/mpeg") }
        for item in items {
            opf += #"<item id="\#(item.id)" href="\#(x(item.href))" media-type="\#(item.type)"/>"# + "\n"
        }
        opf += "</manifest>\n<spine>\n"
        for index in book.sections.indices { opf += #"<itemref idref="smil\#(index + 1)"/>"# + "\n" }
        opf += "</spine>\n</package>\n"
        return opf
    }

    /// The resource file (Z39.86-2005, *Resource File*): what a player says for the structures it can skip.
    func resources() -> String {
        var res = Self.declaration
        res += #"<!DOCTYPE resources PUBLIC "-//NISO//DTD resource 2005-1//EN" "http://www.daisy.org/z3986/2005/resource-2005-1.dtd">"# + "\n"
        res += #"<resources xmlns="http://www.daisy.org/z3986/2005/resource/" version="2005-1">"# + "\n"
        res += #"<scope nsuri="http://www.daisy.org/z3986/2005/ncx/">"# + "\n"
        let page = book.labels.pageSpoken("").trimmingWhitespace()
        for (index, (structure, word)) in [("PAGE_NUMBER", page), ("NOTE", book.labels.note)].enumerated() {
            res += #"<nodeSet id="ns\#(index + 1)" select="//smilCustomTest[@bookStruct='\#(structure)']">"#
            res += #"<resource xml:lang="\#(x(book.language))"><text>\#(x(word))</text></resource></nodeSet>"# + "\n"
        }
        res += "</scope>\n</resources>\n"
        return res
    }
}
