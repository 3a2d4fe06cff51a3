/// The part of a book's structure a block is, or belongs to, from the book's structural
/// semantics: `epub:type` (EPUB 3 Structural Semantics Vocabulary, the Z39.98-2012
/// Structural Semantics Vocabulary), DPUB-ARIA roles, HTML structure (`<footer>` and
/// `<cite>` closing a `<blockquote>`) and, where nothing else tells, the book's classes.
///
/// Formats that lay a book out by its genre read it: braille sets glossaries, indexes and
/// bibliographies as BANA's *Braille Formats* does (§21, §22), blocks an attribution five
/// cells right of the line before it (§9.4) and a letter's dateline and closing (§9.7).
/// Back matter divisions are inherited by every block inside them; a block's own part
/// (an attribution inside an epigraph) takes precedence.
public enum BookPart: UInt8, Sendable, Hashable, CaseIterable {
    case none
    /// A glossary (`glossary`, `doc-glossary`).
    case glossary
    /// An index (`index`, `doc-index`, and the EPUB Indexes vocabulary).
    case index
    /// A bibliography or reference list (`bibliography`, `doc-bibliography`).
    case bibliography
    /// A section of notes the book gathers at the end of a chapter or of the book
    /// (`endnotes`, `rearnotes`, `footnotes`, `doc-endnotes`, or the class `footnotes` or
    /// `endnotes`).
    case notes
    /// An epigraph (`epigraph`, `doc-epigraph`).
    case epigraph
    /// The source of a quotation or an epigraph (`<footer>` or `<cite>` closing a
    /// `<blockquote>` or an epigraph, `doc-credit`, and the classes `attribution`,
    /// `epigraph-source` and `quote-source`).
    case attribution
    /// A letter's dateline and place (`z3998:dateline`, `se:letter.dateline`, class `dateline`).
    case dateline
    /// A letter's salutation (`z3998:salutation`).
    case salutation
    /// A letter's complimentary closing (`z3998:valediction`).
    case closing
    /// A letter's signature or sender (`z3998:signature`, `signature`, `z3998:sender`).
    case signature
    /// A letter's postscript (`z3998:postscript`, the class `postscript`, or in a letter a
    /// paragraph after the signature opening with "P.S.").
    case postscript
    /// The first paragraph of a speech in a play: the speaker's name, then the speech
    /// (Standard Ebooks' `z3998:drama` tables: a `z3998:persona` cell and the speech).
    case speech
    /// A further paragraph of the same speech.
    case speechContinued
    /// A stage direction standing between speeches (a row of a play with no speaker;
    /// `z3998:stage-direction`, or the classes `stage-direction`, `stagedirection`, `stagedir`).
    case stageDirection
    /// A table of contents the book prints: a list of class `toc` (eBraille tagging best
    /// practices, "Lists"), or the lists, tables and paragraphs inside a `toc`, `doc-toc`
    /// or an element of class `toc` or `contents`; each entry a heading's title and its
    /// page number.
    case contents
    /// A letter's inside address: the addressee's name and address above the salutation
    /// (an `<address>` in a letter, or in a letter the classes `address`, `inside-address`,
    /// `recipient`).
    case address
    /// A play's cast of characters, its dramatis personae (`z3998:dramatis-personae`, the
    /// classes `dramatis-personae`, `dramatis_personae`, `dramatispersonae`, `personae`,
    /// `cast`, or a heading naming it, "Dramatis Personae", "Characters", "Persons
    /// Represented" ...): each entry a character's name and what print says of them.
    case cast
    /// The first paragraph of a speech in verse: the speaker's name, then the speech's lines
    /// of verse (a `z3998:verse` cell of a play set as a table, or a poem's lines after the
    /// speaker's name).
    case verseSpeech
    /// A further paragraph (verse paragraph, stanza) of a speech in verse.
    case verseContinued
    /// A letter's notations after its signature, flush left in print: reference initials
    /// ("AL:mp"), an enclosure notice ("Enclosures (4)"), a copy notation ("cc: J. Hale").
    case enclosure
    /// An exercise's question: the element the book marks `question` (EPUB 3 Structural
    /// Semantics Vocabulary, "Testing": "The component of a self-assessment problem that
    /// identifies the question to be solved"), and the blocks inside it.
    case question
    /// A multiple-choice problem's answer choices: a list inside an element marked
    /// `multiple-choice-problem` ("A problem with a set of potential answers to choose
    /// from"), outside its question.
    case answerChoices
    /// A list of a match problem (`match-problem`: "A problem that requires the reader to
    /// match the contents of one list with the corresponding items in another list"): the
    /// items to be matched, or those they are matched with.
    case matchList

    /// A short stable name, for dumps and JSON.
    public var name: String {
        switch self {
        case .none: return "none"
        case .glossary: return "glossary"
        case .index: return "index"
        case .bibliography: return "bibliography"
        case .notes: return "notes"
        case .epigraph: return "epigraph"
        case .attribution: return "attribution"
        case .dateline: return "dateline"
        case .salutation: return "salutation"
        case .closing: return "closing"
        case .signature: return "signature"
        case .postscript: return "postscript"
        case .speech: return "speech"
        case .speechContinued: return "speech-continued"
        case .stageDirection: return "stage-direction"
        case .contents: return "contents"
        case .address: return "address"
        case .cast: return "cast"
        case .verseSpeech: return "verse-speech"
        case .verseContinued: return "verse-continued"
        case .enclosure: return "enclosure"
        case .question: return "question"
        case .answerChoices: return "answer-choices"
        case .matchList: return "match-list"
        }
    }

    /// Glossaries and indexes: BANA's alphabetic references (Braille Formats 2011 §22.2,
    /// 2016 §21).
    public var isAlphabeticReference: Bool { self == .glossary || self == .index }

    /// A division every block inside inherits: back matter, and a play's cast of characters.
    public var isDivision: Bool {
        self == .glossary || self == .index || self == .bibliography || self == .notes || self == .cast
    }

    /// A paragraph of a speech in verse, whose lines are placed as a verse play's.
    public var isVerseSpeech: Bool { self == .verseSpeech || self == .verseContinued }

    /// The closing lines of a letter or quotation, blocked to the right (§9.4, §9.7).
    public var isClosingLine: Bool { self == .attribution || self == .closing || self == .signature }

    /// The part an element's own semantics name: its `epub:type` values, its `role` and its
    /// classes (lower-cased), `nil` when they name none.
    public static func named(types: Set<String>, role: String?, classes: [String]) -> BookPart? {
        switch role {
        case "doc-glossary": return .glossary
        case "doc-index": return .index
        case "doc-bibliography": return .bibliography
        case "doc-endnotes": return .notes
        case "doc-epigraph": return .epigraph
        case "doc-credit": return .attribution
        default: break
        }
        for type in types {
            switch type {
            case "glossary": return .glossary
            case "index": return .index
            case "bibliography": return .bibliography
            case "endnotes", "rearnotes", "footnotes": return .notes
            case "epigraph": return .epigraph
            case "z3998:dateline", "se:letter.dateline": return .dateline
            case "z3998:salutation": return .salutation
            case "z3998:valediction": return .closing
            case "z3998:signature", "signature", "z3998:sender": return .signature
            case "z3998:postscript": return .postscript
            case "z3998:stage-direction": return .stageDirection
            case "z3998:dramatis-personae": return .cast
            case "question": return .question
            default: continue
            }
        }
        for name in classes {
            switch name {
            case "glossary": return .glossary
            case "index": return .index
            case "bibliography": return .bibliography
            case "epigraph": return .epigraph
            case "attribution", "epigraph-source", "quote-source": return .attribution
            case "dateline": return .dateline
            case "salutation": return .salutation
            case "valediction", "closing": return .closing
            case "signature": return .signature
            case "postscript": return .postscript
            case "stage-direction", "stagedirection", "stagedir": return .stageDirection
            case "footnotes", "endnotes": return .notes
            case "dramatis-personae", "dramatis_personae", "dramatispersonae", "personae", "cast": return .cast
            default: continue
            }
        }
        return nil
    }
}
