import ReadingModel
import BrailleExport

/// The package document, `package.opf` (eBraille 1.0 §5): every required metadata item
/// (§5.3.3) and the recommended ones the book gives (§5.3.4), the manifest and the spine.
struct EBraillePackage {
    let metadata: Metadata
    let language: String?
    let copyrightDate: String
    let settings: EBrailleSettings
    let translation: BrailleTranslation
    let publication: EBraillePublication

    /// `META-INF/container.xml`, naming the package document (OCF).
    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles>
        <rootfile full-path="package.opf" media-type="application/oebps-package+xml"/>
        </rootfiles>
        </container>

        """

    /// The package document; `date` is the publication's date and last modification.
    func document(date: String) -> String {
        var out = EBrailleWriter.writer()
        out.declaration()
        let metadataLanguage = language ?? "und"
        out.start("package", ["xmlns": "http://www.idpf.org/2007/opf", "version": "3.0", "unique-identifier": "uid",
                              "xml:lang": metadataLanguage], line: true)
        out.start("metadata", ["xmlns:dc": "http://purl.org/dc/elements/1.1/"], line: true)
        func element(_ name: String, _ value: String, id: String? = nil) {
            out.element(name, ["id": id], text: EBrailleWriter.spaced(value), line: true)
        }
        func property(_ name: String, _ value: String, refines: String? = nil) {
            out.element("meta", ["property": name, "refines": refines], text: EBrailleWriter.spaced(value), line: true)
        }
        element("dc:identifier", identifier, id: "uid")
        element("dc:title", metadata.title ?? publication.labels.untitled)
        // §5.3.3.5 requires a creator: a book that names none is credited to its publisher,
        // else to "Anonymous", as catalogues list a work without a named author.
        let creators = metadata.creators.isEmpty ? [metadata.publisher ?? "Anonymous"] : metadata.creators
        for creator in creators { element("dc:creator", creator) }
        element("dc:format", "eBraille 1.0")
        element("dc:language", publication.language)
        element("dc:date", date)
        property("dcterms:modified", date)
        property("dcterms:dateCopyrighted", copyrightDate)
        property("a11y:brailleCellType", cellType)
        for system in Self.brailleSystems(translation.tables) { property("a11y:brailleSystem", system) }
        property("a11y:completeTranscription", translation.droppedCharacters ? "false" : "true")
        property("a11y:producer", settings.producer)
        // No tactile graphics yet: images are described in braille (§5.3.3.12).
        property("a11y:tactileGraphics", "none")
        // Recommended: the print source, its publisher and rights (§5.3.4).
        if let publisher = metadata.publisher { element("dc:publisher", publisher) }
        if let rights = metadata.rights { element("dc:rights", rights) }
        if let isbn = BrailleExporter.isbn(metadata.identifier) {
            element("dc:source", "urn:isbn:" + isbn.filter { $0 != "-" }, id: "src")
            if let publisher = metadata.publisher { property("dcterms:publisher", publisher, refines: "#src") }
        }
        // §10: the relevant EPUB Accessibility metadata. The print book's own statements
        // describe its text and images, not this braille, so none is carried over.
        var accessibility = AccessibilityMetadata(book: Metadata())
        accessibility.add(modes: ["tactile"], sufficient: ["tactile"],
                          features: ["readingOrder", "structuralNavigation", "tableOfContents"]
                              + (publication.pages.isEmpty ? [] : ["printPageNumbers"]))
        // Braille cannot flash, move or sound.
        accessibility.hazards = ["none"]
        accessibility.summary = publication.labels.brailleSummary
        for (name, value) in accessibility.properties { property(name, value) }

        out.end(line: true)
        out.start("manifest", line: true)
        out.empty("item", ["id": "nav", "href": "index.html", "media-type": "application/xhtml+xml", "properties": "nav"], line: true)
        out.empty("item", ["id": "css", "href": EBraillePublication.styleSheet, "media-type": "text/css"], line: true)
        let ids = publication.files.indices.map { "c" + String($0 + 1).leftPadded(to: 3) }
        for (id, file) in zip(ids, publication.files) {
            out.empty("item", ["id": id, "href": EBraillePublication.folder + file, "media-type": "application/xhtml+xml"], line: true)
        }
        out.end(line: true)
        out.start("spine", line: true)
        for id in ids { out.empty("itemref", ["idref": id], line: true) }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    /// The book's identifier, else one made from its title (§5.3.3.7 requires one).
    private var identifier: String {
        metadata.identifier ?? "exporttool:" + (metadata.title ?? "book")
    }

    /// `6` when every cell of the content is a 6-dot cell, else `8` (§5.3.3.1).
    private var cellType: String {
        var eightDot = false
        for part in publication.parts where !eightDot {
            EBraillePublication.forEachBlock(part) { block in
                for case .text(let braille) in block.spans where !eightDot {
                    eightDot = braille.unicodeScalars.contains { $0.value >= 0x2840 && $0.value <= 0x28FF }
                }
            }
        }
        return eightDot ? "8" : "6"
    }

    /// The names of the braille codes of a table list, from the eBraille Braille Codes
    /// Registry (§5.3.3.2): the registry's name for the tables it names, else the table's
    /// file name with its grade from the table's metadata.
    static func brailleSystems(_ tables: [String]) -> [String] {
        let main = tables.last ?? ""
        if let name = registry[main] { return [name] }
        let stem = main.split(separator: ".").first.map(String.init) ?? main
        let grade = Louis.tableInfo(main, key: "grade").map { "grade" + $0 } ?? "no-grade"
        return [stem + " " + grade]
    }

    /// liblouis tables and the registry's names for their codes.
    static let registry: [String: String] = [
        "en-ueb-g2.ctb": "ueb grade2", "en-ueb-g1.ctb": "ueb grade1",
        "en-us-g2.ctb": "EBAE grade2", "en-us-g1.ctb": "EBAE grade1",
        "fr-bfu-g2.ctb": "French grade2", "fr-bfu-comp6.utb": "French grade1",
        "de-g2.ctb": "German grade2", "de-g1.ctb": "German grade1", "de-g0.utb": "German grade0",
        "es-g2.ctb": "Spanish grade2", "es-g1.ctb": "Spanish grade1",
        "pt-pt-g2.ctb": "Portuguese grade2", "pt-pt-g1.utb": "Portuguese grade1",
        "it-it-comp6.utb": "Italian grade1", "nl-NL-g0.utb": "Dutch grade1",
    ]
}
