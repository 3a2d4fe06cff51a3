import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Parts of a book told by where they stand or what heads them: a letter's lines, back
/// matter named by its heading, and the speeches of a play set as paragraphs.
extension ContentConverter {
    /// Whether the element is a letter: `z3998:letter`, or the class `letter` or `epistle`.
    func isLetter(_ element: XMLElement) -> Bool {
        types(element).contains("z3998:letter") || classes(element).contains { $0 == "letter" || $0 == "epistle" }
    }

    /// Classes books give a letter's lines inside a letter, where alone they would say
    /// little (`date` on a blog's byline is no dateline).
    static let letterClasses: [String: BookPart] = [
        "date": .dateline, "letterdate": .dateline, "place-date": .dateline,
        "greeting": .salutation, "salute": .salutation,
        "sign-off": .closing, "signoff": .closing, "complimentary-close": .closing,
        "sig": .signature, "sign": .signature, "sender": .signature,
        "address": .address, "inside-address": .address, "insideaddress": .address, "recipient": .address,
        "enclosure": .enclosure, "enclosures": .enclosure, "encl": .enclosure, "cc": .enclosure,
        "reference-initials": .enclosure, "initials": .enclosure,
    ]

    /// A letter's lines that the book does not mark, told by where they stand (Braille
    /// Formats 2016 §9.7: follow print for the salutation, closing and signature): the
    /// first paragraph, when short (at most eight words) and ending in a comma or colon
    /// ("Dear Sir,"), is the salutation; at its end, the short paragraphs (at most six
    /// words, at most four of them) from the first that ends in a comma ("Your obedient
    /// servant,") are the closing, and those after the last such one the signature. Lines
    /// the book marks keep their parts; a letter whose end has no such comma has none.
    static func markLetterLines(_ blocks: inout [Block]) {
        let paragraphs = blocks.indices.filter { blocks[$0].role == .paragraph }
        func words(_ index: Int) -> Int { blocks[index].inlines.plainText.split(whereSeparator: \.isWhitespace).count }
        func ends(_ index: Int, in marks: String) -> Bool {
            blocks[index].inlines.plainText.trimmingWhitespace().last.map { marks.contains($0) } ?? false
        }
        guard paragraphs.count >= 3 else { return }
        markUnmarkedAddress(&blocks, paragraphs: paragraphs)
        var body = paragraphs.drop { blocks[$0].part == .dateline || blocks[$0].part == .address }
        // Postscripts follow the signature ("P.S.", "P.P.S.", "Postscript"): the closing
        // lines are the ones before them.
        while let last = body.last, blocks[last].part == .postscript
                || (blocks[last].part == .none && isPostscript(blocks[last].inlines.plainText)) {
            blocks[last].part = .postscript
            body = body.dropLast()
        }
        // The notations after the signature, flush left in print (EBAE §13.10a's sample
        // letter: "Enclosures (4)" at the margin under the signature): reference initials,
        // an enclosure notice, a copy notation. The closing lines are the ones before them.
        while let last = body.last, blocks[last].part == .enclosure
                || (blocks[last].part == .none && isLetterNotation(blocks[last].inlines.plainText)) {
            blocks[last].part = .enclosure
            body = body.dropLast()
        }
        if let first = body.first, blocks[first].part == .none, words(first) <= 8, ends(first, in: ",:") {
            blocks[first].part = .salutation
            body = body.dropFirst()
        }
        var tail: [Int] = []
        for index in body.reversed() {
            guard blocks[index].part == .none || blocks[index].part == .attribution, words(index) <= 6, tail.count < 4,
                  index != body.first else { break }
            tail.insert(index, at: 0)
        }
        guard let opening = tail.firstIndex(where: { ends($0, in: ",") }),
              let last = tail.lastIndex(where: { ends($0, in: ",") }) else { return }
        for (position, index) in tail.enumerated() where position >= opening {
            blocks[index].part = position <= last ? .closing : .signature
        }
    }

    /// A letter's inside address (and dateline) the book does not mark, told by where it
    /// stands: short paragraphs (no print line over eight words, at most twenty-four words,
    /// at most three of them) above a short paragraph ending in a comma or colon, the
    /// salutation ("Dear Madam,"), at the letter's start, after the lines the book marks
    /// ("Follow print copy as to the location of headings, inside addresses, closings, and
    /// signatures", EBAE §13.10a; Braille Formats 2016 §9.7). The first of them is the
    /// dateline when it is one line holding a year or a month's name ("Bath, 3rd May 1811."),
    /// the others the address. A letter that opens with its salutation, or with a paragraph
    /// of text, has none.
    static func markUnmarkedAddress(_ blocks: inout [Block], paragraphs: [Int]) {
        func text(_ index: Int) -> String { blocks[index].inlines.plainText.trimmingWhitespace() }
        func isSalutation(_ index: Int) -> Bool {
            text(index).split(whereSeparator: \.isWhitespace).count <= 8 && text(index).last.map { ",:".contains($0) } == true
        }
        func isAddressLine(_ index: Int) -> Bool {
            let lines = text(index).split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).count }
            return !lines.isEmpty && lines.allSatisfy { $0 <= 8 } && lines.reduce(0, +) <= 24 && !isSalutation(index)
                && text(index).last.map { "?!".contains($0) } == false
        }
        let body = paragraphs.drop { blocks[$0].part == .dateline || blocks[$0].part == .address }
        guard let first = body.first, blocks[first].part == .none, !isSalutation(first),
              let salutation = body.prefix(4).first(where: isSalutation), blocks[salutation].part == .none,
              salutation != body.last else { return }
        let above = body.prefix { $0 != salutation }
        guard above.allSatisfy({ blocks[$0].part == .none && isAddressLine($0) }) else { return }
        for index in above {
            let dated = index == first && above.count > 1 && !text(index).contains("\n") && isDate(text(index))
            blocks[index].part = dated ? .dateline : .address
        }
    }

    /// Whether a line names a date: a year (four digits from 1000 to 2199) or a month's name.
    static func isDate(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.contains { word in
            if let year = Int(word), word.count == 4 { return (1000...2199).contains(year) }
            return months.contains(word)
        }
    }

    /// Months' English names and abbreviations, for ``isDate(_:)``.
    static let months: Set<Substring> = ["january", "february", "march", "april", "may", "june", "july", "august",
                                         "september", "october", "november", "december", "jan", "feb", "mar", "apr",
                                         "jun", "jul", "aug", "sept", "sep", "oct", "nov", "dec"]

    /// A quotation's or epigraph's source that only print's dash tells (`<p class="right">—Old
    /// Saying.</p>` closing a blockquote, Gutenberg's epigraphs, each extract of an epigraph
    /// section): the last paragraph of a quotation or of a part of one, after the text it
    /// cites, when it opens with a dash (em dash, horizontal bar, en dash or two hyphens)
    /// and holds at most twelve words, is its attribution (Braille Formats 2016 §9.4.1:
    /// "print's dash before the name is kept"). A quotation whose last paragraph is its only
    /// one, or dialogue, whose lines before the last open with dashes too, is left alone.
    static func markDashAttribution(_ blocks: inout [Block]) {
        func opensWithDash(_ text: String) -> Bool {
            text.hasPrefix("—") || text.hasPrefix("―") || text.hasPrefix("–") || text.hasPrefix("--")
        }
        let paragraphs = blocks.indices.filter { blocks[$0].role == .paragraph || blocks[$0].role == .lineGroup }
        guard paragraphs.count >= 2, let last = paragraphs.last, blocks[last].role == .paragraph,
              blocks[last].part == .none || blocks[last].part == .epigraph else { return }
        let text = blocks[last].inlines.plainText.trimmingWhitespace()
        let before = blocks[paragraphs[paragraphs.count - 2]].plainText.trimmingWhitespace()
        guard opensWithDash(text), !opensWithDash(before), text.split(whereSeparator: \.isWhitespace).count <= 12,
              !text.contains("\n") else { return }
        blocks[last].part = .attribution
    }

    /// Whether a paragraph opens as a postscript does: "P.S.", "PS.", "P.P.S.", "PPS",
    /// "Postscript" (any case), followed by a space, full stop, colon or dash.
    /// Whether a letter's last line is one of its notations (Braille Formats 2016 §9.7, EBAE
    /// §13.10a): an enclosure or attachment notice ("Enclosure", "Enclosures (4)", "Encl.",
    /// "Enc.", "Inclosure", "Attachments: 2"), a copy notation ("cc:", "c.c.", "bcc:", "Copy
    /// to"), or reference initials (the writer's and the typist's: "AL:mp", "WS/jd"); at most
    /// eight words.
    static func isLetterNotation(_ text: String) -> Bool {
        let line = text.trimmingWhitespace()
        guard !line.isEmpty, line.split(whereSeparator: \.isWhitespace).count <= 8 else { return false }
        let lower = line.lowercased()
        for mark in ["enclosures", "enclosure", "inclosures", "inclosure", "encls", "encl", "enc", "attachments", "attachment",
                     "copies to", "copy to", "bcc", "c.c.", "cc"] where lower.hasPrefix(mark) {
            let after = lower.dropFirst(mark.count).first
            if after == nil || after.map({ " .:(".contains($0) }) == true { return true }
        }
        // Reference initials: two to four capitals, a colon or slash, two to four letters.
        let parts = line.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        return parts.count == 2 && (2...4).contains(parts[0].count) && parts[0].allSatisfy { $0.isUppercase && $0.isLetter }
            && (2...4).contains(parts[1].count) && parts[1].allSatisfy(\.isLetter)
    }

    static func isPostscript(_ text: String) -> Bool {
        let opening = text.trimmingWhitespace().prefix(12).lowercased()
        for mark in ["p.p.s", "p. s", "p.s", "pps", "ps", "postscript"] where opening.hasPrefix(mark) {
            let after = opening.dropFirst(mark.count).first
            if after == nil || after.map({ " .:—–-,".contains($0) }) == true { return true }
        }
        return false
    }

    // MARK: - Back matter told by its heading

    /// The back matter a heading names when the book marks it no other way (Project
    /// Gutenberg's `<h2>GLOSSARY</h2>` over a plain `<dl>`, `<h2>INDEX</h2>` over lists or
    /// paragraphs): English names, compared without case and final punctuation.
    static let partNamedByHeading: [String: BookPart] = [
        "glossary": .glossary, "glossary of terms": .glossary, "vocabulary": .glossary,
        "glossary terms": .glossary, "key terms": .glossary, "list of terms": .glossary,
        "index": .index, "general index": .index, "subject index": .index, "index of names": .index,
        "index of subjects": .index, "index of persons": .index, "name index": .index, "author index": .index,
        "bibliography": .bibliography, "select bibliography": .bibliography, "references": .bibliography,
        "works cited": .bibliography, "further reading": .bibliography, "selected bibliography": .bibliography,
        "works consulted": .bibliography, "literature cited": .bibliography, "references cited": .bibliography,
        "suggested reading": .bibliography, "suggested readings": .bibliography,
        "suggestions for further reading": .bibliography, "list of references": .bibliography,
        "dramatis personae": .cast, "persons represented": .cast, "persons of the drama": .cast,
        "persons of the play": .cast, "characters": .cast, "the characters": .cast,
        "characters in the play": .cast, "cast of characters": .cast, "cast": .cast, "the cast": .cast,
    ]

    /// Gives the blocks after a heading that names a glossary, an index or a bibliography
    /// (``partNamedByHeading``) that part, up to the next heading of the same level or
    /// higher, when neither the heading nor they have a part of their own: the book's
    /// semantics, where it has them, are read first (``BookPart/named(types:role:classes:)``).
    static func markPartsNamedByHeadings(_ blocks: inout [Block]) {
        var current: (part: BookPart, level: Int)?
        for index in blocks.indices {
            if let level = blocks[index].role.headingLevel {
                if let open = current, level > open.level {
                    if blocks[index].part == .none { blocks[index].part = open.part }
                    continue
                }
                current = nil
                guard blocks[index].part == .none else { continue }
                let name = blocks[index].inlines.plainText.trimmingWhitespace().lowercased()
                    .trimmingCharacters(in: CharacterSet(charactersIn: ".:"))
                if let part = partNamedByHeading[name] {
                    current = (part, level)
                    blocks[index].part = part
                }
            } else if let open = current, blocks[index].part == .none {
                if open.part == .cast, blocks[index].role == .table { blocks[index] = castList(blocks[index]) }
                if open.part == .glossary, blocks[index].role == .table, let list = glossaryList(blocks[index]) { blocks[index] = list }
                blocks[index].part = open.part
                give(open.part, to: &blocks[index].children)
            }
        }
    }

    /// A cast of characters set as a table, its part told only by its heading: the list of
    /// entries it stands for, each row a name and its identification on one line, a dash
    /// between them where no print punctuation parts them (as ``contentsTable(_:_:part:)``
    /// reads one the book marks).
    /// A block's inlines and its descendants', in order, as one run of text: a table cell
    /// read as one line (a cast list's role, a glossary's term); page-break blocks inside it
    /// are left out.
    static func leafInlines(_ block: Block) -> [Inline] {
        block.inlines + block.children.flatMap { child -> [Inline] in
            if case .pageBreak = child.role { return [] }
            return leafInlines(child)
        }
    }

    static func castList(_ table: Block) -> Block {
        var items: [Block] = []
        for row in table.children where row.role == .tableRow {
            var inlines: [Inline] = []
            var previousEndsInPunctuation = false
            for cell in row.children {
                let cellInlines = leafInlines(cell)
                let text = cellInlines.plainText.trimmingWhitespace()
                guard !text.isEmpty else { continue }
                if !inlines.isEmpty {
                    let punctuated = previousEndsInPunctuation || text.first.map { castSeparators.contains($0) } == true
                    inlines.append(.text(punctuated ? " " : " — ", InlineStyle()))
                }
                inlines += cellInlines
                previousEndsInPunctuation = text.last.map { castSeparators.contains($0) } ?? false
            }
            guard !inlines.isEmpty else { continue }
            var item = row
            item.role = .listItem(number: nil)
            item.inlines = inlines
            item.children = []
            items.append(item)
        }
        var list = table
        list.role = .list(ordered: false, start: 1)
        list.children = items
        return list
    }

    // MARK: - Plays set as paragraphs

    /// Whether an element names a speaker of a play: `z3998:persona`, or the classes books
    /// without semantics give a speaker's name (`speaker`, `persona`, `charname`, `character`).
    func isPersona(_ element: XMLElement) -> Bool {
        types(element).contains("z3998:persona")
            || classes(element).contains { Self.personaClasses.contains($0) }
    }

    static let personaClasses: Set<String> = ["speaker", "persona", "charname", "character", "speaker-name"]

    /// A paragraph of a play set as paragraphs, not as a table: one that opens with its
    /// speaker's name (`<p><b epub:type="z3998:persona">Hale</b>: Not yet</p>`,
    /// `<p><span class="speaker">HALE.</span> Not yet</p>`) is a speech (Braille Formats
    /// 2011 §14.1.4: "Dialogue starts on the same braille line as the character's name");
    /// a paragraph that is only the name (`<p class="speaker">HALE.</p>`) is joined to the
    /// speech after it (``joinSpeakers(_:)``).
    mutating func markSpeech(_ element: XMLElement, context: Context, in blocks: inout [Block]) {
        guard let index = blocks.firstIndex(where: { $0.role == .paragraph }), blocks[index].part == context.part,
              context.part == .none || context.part == .speech else { return }
        if isPersona(element) {
            blocks[index].part = .speech
            speakers.alone.ids.insert(blocks[index].id)
            return
        }
        for child in element.children {
            switch child {
            case .text(let text):
                if !text.allSatisfy(\.isWhitespace) { return }
            case .element(let first):
                if first.name == "a", first.children.isEmpty { continue }
                if first.name == "span", classes(first).contains("pagenum") || types(first).contains("pagebreak") { continue }
                if isPersona(first) {
                    blocks[index].part = .speech
                } else if let name = smallCapsSpeaker(first, opening: blocks[index], context: context) {
                    smallCapsSpeakers[blocks[index].id] = name
                }
                return
            }
        }
    }

    /// A speaker's name standing in a paragraph of its own opens the speech after it: the
    /// name, a space, then the speech, as one paragraph (Braille Formats 2011 §14.1.4). The
    /// name's anchors lead to the joined paragraph.
    mutating func joinSpeakers(_ blocks: inout [Block]) {
        guard !speakers.alone.ids.isEmpty, blocks.count > 1 else { return }
        var index = 0
        while index < blocks.count - 1 {
            defer { index += 1 }
            guard speakers.alone.ids.contains(blocks[index].id) else { continue }
            // The speaker's name before a poem: a speech in verse (Formats 2011 §14.6), the
            // poem's paragraphs of lines its paragraphs.
            if blocks[index + 1].role == .lineGroup, blocks[index + 1].part == .none {
                let lines = Self.verseParagraphs([blocks[index + 1]]).blocks
                guard let opening = lines.firstIndex(where: { $0.role == .paragraph }) else { continue }
                let name = blocks.remove(at: index)
                var speech = lines
                speech[opening].inlines = name.inlines + [.text(" ", InlineStyle())] + speech[opening].inlines
                speech[opening].part = .verseSpeech
                for later in speech.indices where later > opening && speech[later].role == .paragraph {
                    speech[later].part = .verseContinued
                }
                blocks.replaceSubrange(index...index, with: speech)
                speakers.joined[name.id] = speech[opening].id
                speakers.alone.ids.remove(name.id)
                continue
            }
            guard blocks[index + 1].role == .paragraph,
                  blocks[index + 1].part == .none || blocks[index + 1].part == .speech else { continue }
            let name = blocks.remove(at: index)
            blocks[index].inlines = name.inlines + [.text(" ", InlineStyle())] + blocks[index].inlines
            blocks[index].part = .speech
            speakers.joined[name.id] = blocks[index].id
            speakers.alone.ids.remove(name.id)
        }
    }
}

/// The speakers of a play set as paragraphs, the converter's state for them.
struct Speakers {
    /// Paragraphs that are only a speaker's name, waiting to open the speech after them.
    let alone = BlockIDSet()
    /// The ids of speakers' names joined to their speeches, and the speech's id: anchors
    /// that led to the name lead to the speech.
    var joined: [String: String] = [:]
}
