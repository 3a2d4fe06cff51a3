import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// The model's compact storage (issue 14) keeps its values' meaning: shared payloads copy
/// on write, compare by value, and generated ids never collide with the document's own.
@Suite("Model storage")
struct ModelStorageTests {
    @Test("a run's rare attributes live in a shared box that copies on write and compares by value")
    func inlineStyleBox() {
        var plain = InlineStyle()
        var linked = plain
        linked.link = .external("https://example.org")
        linked.language = "fr"
        #expect(plain.link == nil && plain.language == nil)
        #expect(linked.link == .external("https://example.org") && linked.language == "fr")
        var copy = linked
        copy.language = "de"
        #expect(linked.language == "fr", "changing a copy changed the original")
        #expect(copy.language == "de" && copy.link == linked.link)
        // Two boxes with the same values are equal and hash alike; an emptied box is no box.
        var again = InlineStyle()
        again.link = .external("https://example.org")
        again.language = "fr"
        #expect(again == linked && again.hashValue == linked.hashValue)
        copy.language = nil
        copy.link = nil
        #expect(copy == plain)
        plain.emphasis = .italic
        #expect(plain != copy)
        #expect(MemoryLayout<Inline>.stride <= 40, "an Inline takes \(MemoryLayout<Inline>.stride) bytes")
        #expect(MemoryLayout<Block>.stride <= 144, "a Block takes \(MemoryLayout<Block>.stride) bytes")
    }

    @Test("note references, images, formulas and page breaks are values, one pointer in the enums holding them")
    func payloadBoxes() {
        let reference = NoteReference(label: "1", href: "a.xhtml#n1", noteID: nil)
        var numbered = reference
        numbered.number = 3
        numbered.noteID = "a.xhtml#n1"
        #expect(reference.number == nil && reference.noteID == nil)
        #expect(numbered.number == 3 && numbered.label == "1")
        #expect(numbered == NoteReference(label: "1", href: "a.xhtml#n1", noteID: "a.xhtml#n1", number: 3))
        var image = ImageInfo(source: "i.png", alt: "A cat")
        let original = image
        image.alt = ""
        #expect(image.decorative && !original.decorative)
        var page = PageBreak(label: "12", anchor: nil)
        page.anchor = "a.xhtml#p12"
        #expect(page == PageBreak(label: "12", anchor: "a.xhtml#p12"))
        var math = MathInfo(alt: nil, linearText: "x + 1")
        math.alt = "x plus one"
        #expect(math.spokenText == "x plus one")
        #expect(Set([page, PageBreak(label: "12", anchor: "a.xhtml#p12")]).count == 1)
        #expect(MemoryLayout<PlanNode>.stride <= 96, "a PlanNode takes \(MemoryLayout<PlanNode>.stride) bytes")
    }

    @Test("generated ids step around the ids a document gives itself, before and after")
    func generatedIDs() throws {
        let xhtml = """
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>t</title></head><body>
            <p id="b2">own b2</p><p>first</p><p>second</p><p id="b1">wants b1</p>
            <p id="b01">own b01</p><p>third</p><p id="b4">own b4</p><p>fourth</p></body></html>
            """
        let book = try BookLoader().loadDocument(Array(xhtml.utf8), name: "ids.xhtml")
        let ids = book.blocks.map(\.id)
        // b1 was given before the document's b1 came: that one gets a generated id; b2 is
        // the document's, so the generated ids pass over it; b4 came after b4 was given.
        #expect(ids == ["ids.xhtml#b2", "ids.xhtml#b1", "ids.xhtml#b3", "ids.xhtml#b4", "ids.xhtml#b01",
                        "ids.xhtml#b5", "ids.xhtml#b6", "ids.xhtml#b7"])
        #expect(Set(ids).count == ids.count)
    }
}
