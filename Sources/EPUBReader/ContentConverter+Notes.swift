import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Notes and note references: footnotes, endnotes, asides and boxes told by their
/// semantics or, in books without them, by their classes.
extension ContentConverter {
    func noteKind(_ element: XMLElement) -> NoteKind? {
        let types = types(element)
        switch element[attribute: "role"] {
        case "doc-footnote": return .footnote
        case "doc-endnote": return .endnote
        default: break
        }
        if types.contains("footnote") { return .footnote }
        if types.contains("endnote") { return .endnote }
        if types.contains("rearnote") { return .rearnote }
        if types.contains("note") { return .note }
        // Adobe InDesign's notes (its EPUB export: `<div class="_idFootnote">`, `<aside
        // class="_idFootnote">` or `<li class="_idFootnote">` in `._idFootnotes`; endnotes
        // `._idEndnote` in `._idEndnotes`), named by the class alone in older exports.
        if element.name == "div" || element.name == "aside" || element.name == "li",
           let kind = Self.inDesignNoteKind(classes(element)) { return kind }
        if element.name == "aside" && !classes(element).contains("footnote") {
            // An aside holding only notes (docutils' and Sphinx's `aside.footnote-list`) is
            // where they are gathered, not a sidebar: no box is drawn round them (§7, §16).
            return holdsOnlyNotes(element) ? nil : .aside
        }
        // Books without semantics (Project Gutenberg's `div.footnote`, a `p.footnote`):
        // the class names the note; `a.fnanchor` or `a.footnote-ref` refers to it.
        if element.name == "div" || element.name == "p" || element.name == "aside" {
            let names = classes(element)
            if names.contains("footnote") { return .footnote }
            if names.contains("endnote") { return .endnote }
            // The same style named in another language (``footnoteStyles``: `Fußnote`).
            if names.contains(where: { ($0.contains("not") || $0.contains("fu")) && Self.footnoteStyles.contains(Self.paragraphStyle($0)) }) {
                return .footnote
            }
        }
        // Pressbooks' notes: `<div class="footnotes"><ol><li id="footnote-12-1">`, each item
        // named `footnote-` and the chapter's and the note's numbers.
        if element.name == "li", let id = element[attribute: "id"], Self.isPressbooksNoteID(id) { return .footnote }
        // MediaWiki's notes (the Cite extension, as Wikisource's and Wikibooks' pages and
        // their EPUB exports carry them): `<ol class="references"><li id="cite_note-3">`.
        if element.name == "li", let id = element[attribute: "id"], Self.isMediaWikiNoteID(Substring(id)) { return .footnote }
        // Word's and LibreOffice's HTML: the note is a `div` named by its id (`ftn1`,
        // `edn1`; `sdfootnote1`, `sdendnote1`).
        if element.name == "div", let id = element[attribute: "id"], let kind = Self.officeNoteKind(id: id) { return kind }
        // eBraille Tagging Best Practices §2.2 "Boxed text": a `div` of class `box` is a
        // box (a box inside it is a box in a box), laid out as a sidebar is. So are a
        // sidebar the book marks (EPUB's `sidebar` type, the class `sidebar`) and the
        // framed or shaded text boxes of Pressbooks' textbooks (`div.textbox`, with
        // `shaded`, `learning-objectives`, `key-takeaways`, `exercises`, `examples` or
        // `textbox--…`): print's boxes and screened material (Braille Formats 2016 §7).
        if types.contains("sidebar") { return .aside }
        if element.name == "div", classes(element).contains(where: Self.boxClasses.contains) { return .aside }
        return nil
    }

    /// The kind of note a notes section holds: the DPUB-ARIA role `doc-endnotes` ("A
    /// collection of notes at the end of a work or a section within it") and EPUB's
    /// `endnotes`, `footnotes` and `rearnotes` types; the items of its lists are notes of
    /// that kind, marked or not.
    func notesSectionKind(_ element: XMLElement) -> NoteKind? {
        if element[attribute: "role"] == "doc-endnotes" { return .endnote }
        let types = types(element)
        if types.contains("endnotes") { return .endnote }
        if types.contains("footnotes") { return .footnote }
        if types.contains("rearnotes") { return .rearnote }
        return nil
    }

    /// Whether every element in `element` is a footnote or an endnote (and there is one).
    func holdsOnlyNotes(_ element: XMLElement) -> Bool {
        var any = false
        for child in element.elements {
            switch noteKind(child) {
            case .footnote?, .endnote?, .rearnote?: any = true
            default: return false
            }
        }
        return any
    }

    /// Whether the element is a producer's note: text the producer of an accessible edition
    /// added, not print's (EPUB 3's `epub:type="z3998:production"`, DTBook's `prodnote` as
    /// the DTBook reader writes it and DAISY Pipeline's and NLB's EPUBs keep it,
    /// `class="prodnote"`). Braille reads it as a transcriber's note (BANA Braille Formats
    /// 2016 §3). An image group's `prodnote`s are its images' descriptions, not this.
    func isProducersNote(_ element: XMLElement) -> Bool {
        types(element).contains("z3998:production") || classes(element).contains("prodnote")
    }

    /// Classes that make a `div` a box.
    static let boxClasses: Set<String> = ["box", "sidebar", "textbox"]

    /// Classes books without semantics give a note reference (Project Gutenberg's
    /// `fnanchor`, Pandoc's and many converters' `footnote-ref`, LibreOffice's
    /// `sdfootnoteanc` and `sdendnoteanc`, InDesign's `_idFootnoteLink` and
    /// `_idEndnoteLink`, docutils' and Sphinx's `footnote-reference`).
    static let noteReferenceClasses: Set<String> = ["fnanchor", "footnote-ref", "footnoteref", "noteref", "fn-ref",
                                                    "sdfootnoteanc", "sdendnoteanc", "_idfootnotelink", "_idendnotelink",
                                                    "footnote-reference"]

    /// The kind of note Adobe InDesign's class names: `_idFootnote` and `_idEndnote` (the
    /// containers of all of them are `_idFootnotes`, `_idEndnotes`, which are not notes).
    static func inDesignNoteKind(_ classes: [String]) -> NoteKind? {
        if classes.contains("_idfootnote") { return .footnote }
        if classes.contains("_idendnote") { return .endnote }
        return nil
    }

    func isNoteReference(_ element: XMLElement) -> Bool {
        element.name == "a" && (element[attribute: "role"] == "doc-noteref" || types(element).contains("noteref")
            || classes(element).contains { Self.noteReferenceClasses.contains($0) } || Self.isOfficeNoteHref(element[attribute: "href"])
            || Self.isPressbooksNoteHref(element[attribute: "href"]) && classes(element).contains("footnote")
            || Self.isMediaWikiNoteHref(element[attribute: "href"]))
    }

    /// Whether an id is MediaWiki's for a note (the Cite extension's `cite_note-3`,
    /// `cite_note-Smith-3`, `cite_note-:0-3`).
    static func isMediaWikiNoteID(_ id: Substring) -> Bool {
        id.hasPrefix("cite_note-") && id.count > "cite_note-".count
    }

    /// Whether a link goes to a MediaWiki note (`<sup class="reference"><a
    /// href="#cite_note-3">[3]</a></sup>`; Parsoid's `href="./Page#cite_note-3"`).
    static func isMediaWikiNoteHref(_ href: String?) -> Bool {
        guard let href, let hash = href.lastIndex(of: "#") else { return false }
        return isMediaWikiNoteID(href[href.index(after: hash)...])
    }

    /// Whether the element is the label docutils (and so Sphinx) opens a note with: `<span
    /// class="label"><span class="fn-bracket">[</span><a role="doc-backlink">1</a><span
    /// class="fn-bracket">]</span></span>`, print's mark around the link back. The mark is
    /// the reference's, which every format gives the note (Braille Formats 2016 §16.2); read
    /// here, its brackets would be left around nothing once the link back is dropped.
    func isNoteLabelWithBacklink(_ element: XMLElement) -> Bool {
        guard element.name == "span", element[attribute: "class"] != nil, classes(element).contains("label") else { return false }
        return element.descendants(named: "a").contains { isBacklink($0) || classes($0).contains("fn-backref") }
    }

    /// docutils' notes before its 0.18 (the Sphinx books of those years): `<dl class="footnote
    /// brackets">`, each note a `<dt class="label" id="id3">` holding print's mark as the
    /// link back, then a `<dd>` holding the note. Each pair is a footnote, found by the
    /// `dt`'s id; the mark is the reference's (Braille Formats 2016 §16.2).
    mutating func footnoteDefinitionList(_ element: XMLElement, _ context: Context) -> [Block] {
        var notes: [Block] = []
        var label: XMLElement?
        var inner = context
        inner.inNote = true
        for child in element.elements {
            if child.name == "dt" {
                label = child
            } else if child.name == "dd" {
                notes.append(makeBlock(label ?? child, role: .note(.footnote), children: flow(child, inner), context: context))
                label = nil
            }
        }
        return notes
    }

    /// Whether the element is MediaWiki's links back from a note (`<span
    /// class="mw-cite-backlink"><a href="#cite_ref-3">↑</a></span>`, or "^ a b" for a
    /// note cited three times): the page's navigation, opening the note, not its words.
    func isMediaWikiBacklinks(_ element: XMLElement) -> Bool {
        element.name == "span" && element[attribute: "class"] != nil && classes(element).contains("mw-cite-backlink")
    }

    /// Whether an id is Pressbooks' for a note: `footnote-`, then numbers parted by hyphens
    /// (`footnote-12-1`: the chapter's post and the note's number).
    static func isPressbooksNoteID(_ id: Substring) -> Bool {
        guard id.hasPrefix("footnote-") else { return false }
        let numbers = id.dropFirst("footnote-".count)
        return !numbers.isEmpty && numbers.first != "-" && numbers.allSatisfy { $0 == "-" || ($0.isASCII && $0.isNumber) }
    }

    static func isPressbooksNoteID(_ id: String) -> Bool { isPressbooksNoteID(Substring(id)) }

    /// Whether a link goes to a Pressbooks note (`<a class="footnote" href="#footnote-12-1">`).
    static func isPressbooksNoteHref(_ href: String?) -> Bool {
        guard let href, let hash = href.lastIndex(of: "#") else { return false }
        return isPressbooksNoteID(href[href.index(after: hash)...])
    }

    /// The kind of note an office suite's HTML names by its id: Word's `ftn1` (footnote) and
    /// `edn1` (endnote), LibreOffice's `sdfootnote1` and `sdendnote1`; `nil` otherwise.
    static func officeNoteKind(id: String) -> NoteKind? {
        for (prefix, kind) in [("sdfootnote", NoteKind.footnote), ("sdendnote", .endnote), ("ftn", .footnote), ("edn", .endnote)] {
            if id.hasPrefix(prefix), id.count > prefix.count, id.dropFirst(prefix.count).allSatisfy(\.isASCII),
               id.dropFirst(prefix.count).allSatisfy(\.isNumber) { return kind }
        }
        return nil
    }

    /// Whether a link goes to Word's note anchor (`#_ftn1`, `#_edn1`, the `name` of the
    /// anchor that opens the note; the note's link back goes to `#_ftnref1`).
    static func isOfficeNoteHref(_ href: String?) -> Bool {
        guard let href, let hash = href.lastIndex(of: "#") else { return false }
        let fragment = href[href.index(after: hash)...]
        for prefix in ["_ftn", "_edn"] where fragment.hasPrefix(prefix) {
            let number = fragment.dropFirst(prefix.count)
            if !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        }
        return false
    }

    /// Classes of links back from a note: Pressbooks' `return-footnote`, InDesign's
    /// `_idFootnoteAnchor` and `_idEndnoteAnchor` (the note's printed number, opening it).
    static let backlinkClasses: Set<String> = ["return-footnote", "_idfootnoteanchor", "_idendnoteanchor"]

    /// Whether the element is a link from a note back to where it is cited: the DPUB-ARIA
    /// role `doc-backlink` (pandoc's `<a class="footnote-back" role="doc-backlink">`) or the
    /// EPUB Structural Semantics `backlink` (Standard Ebooks' `<a epub:type="backlink">↩</a>`),
    /// or one of ``backlinkClasses``.
    func isBacklink(_ element: XMLElement) -> Bool {
        element.name == "a" && (element[attribute: "role"] == "doc-backlink" || types(element).contains("backlink")
            || classes(element).contains { Self.backlinkClasses.contains($0) })
    }
}
