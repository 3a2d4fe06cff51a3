import Foundation

/// The names page-layout programs give paragraph styles, as their EPUB exports write them
/// into classes, in the languages designers name them in.
///
/// InDesign writes a style's name as the class: a space becomes a hyphen, an underscore
/// stays, letters keep their accents (`Numéro-chapitre`, `Überschrift-1`, `Título_capítulo`),
/// and a style kept in a style group is written after the group's name, `_-Group_Style`
/// (`_-Titres_Titre-chapitre`). A style means what its name says in the book's language as
/// in English: a French book's `Titre-chapitre` is its `Chapter-Title`, a German book's
/// `Zitat` its `Extract`, a Spanish `Ladillo` a subhead, an Italian `Poesia` a poem's line.
extension ContentConverter {
    /// The style a class names, compared by ``paragraphStyleHeadingLevel(_:)`` and the other
    /// style readers: lower case, the style group taken off, an underscore read as the
    /// hyphen InDesign writes for a space, accents folded (`Überschrift` is `uberschrift`).
    static func paragraphStyle(_ name: String) -> String {
        var style = Substring(name.lowercased())
        if style.hasPrefix("_-"), let last = style.lastIndex(of: "_"), last > style.index(style.startIndex, offsetBy: 1) {
            style = style[style.index(after: last)...]
        }
        var result = style.replacingOccurrences(of: "_", with: "-")
        if !result.utf8.allSatisfy({ $0 < 0x80 }) {
            result = result.replacingOccurrences(of: "ß", with: "ss").folding(options: .diacriticInsensitive, locale: nil)
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// Chapter titles (level 1): English, French, German, Spanish (and Portuguese), Italian.
    /// A style named only "title" in another language (`Titre`, `Titel`, `Título`, `Titolo`)
    /// is the chapter's title in those exports; the English `Title` is left out, being the
    /// book's title on its title page in many producers' markup.
    static let chapterTitleStyles: Set<String> = [
        "chapter-title", "chapter-head", "chapter-heading", "chaptertitle", "chapterhead", "chapterheading",
        "titre-chapitre", "titre-de-chapitre", "chapitre-titre", "titrechapitre", "titre",
        "kapitel", "kapiteltitel", "kapitel-titel", "kapitelueberschrift", "kapiteluberschrift", "kapitel-ueberschrift",
        "kapitel-uberschrift", "titel",
        "titulo-capitulo", "titulo-de-capitulo", "capitulo-titulo", "titulocapitulo", "titulo",
        "titolo-capitolo", "titolo-del-capitolo", "capitolo-titolo", "titolocapitolo", "titolo",
        "msotocheading",
    ]

    /// The stems of numbered heading styles (`Heading-2`, `Titre-2`, `Überschrift-2`,
    /// `Título-2`, `Titolo-2`): level N.
    static let numberedHeadingStems: Set<String> = [
        "heading", "head", "h", "titre", "titel", "ueberschrift", "uberschrift", "titulo", "titolo",
    ]

    /// Subhead styles, a level under the chapter's title (2), their number counting on from
    /// there (`Intertitre-2` is 3): French `Intertitre`, German `Zwischenüberschrift`,
    /// `Zwischentitel`, Spanish `Ladillo`, Italian `Titoletto`, English `Subhead`'s
    /// neighbours being the lettered heads.
    static let subheadStems: Set<String> = [
        "intertitre", "zwischenueberschrift", "zwischenuberschrift", "zwischentitel", "ladillo", "titoletto",
    ]

    /// A chapter's number or label, set above its title: English, French (`Numéro-chapitre`,
    /// `Surtitre`, the line over a title), German (`Kapitelnummer`, `Dachzeile`), Spanish
    /// (`Número-capítulo`, `Antetítulo`), Italian (`Numero-capitolo`, `Occhiello`).
    static let headingLabelStyles: Set<String> = [
        "chapter-number", "chapter-num", "chapter-label", "chapter-no", "chapternumber", "chapternum", "chapterlabel",
        "numero-chapitre", "numero-de-chapitre", "chapitre-numero", "surtitre",
        "kapitelnummer", "kapitel-nummer", "kapitel-nr", "dachzeile",
        "numero-capitulo", "numero-de-capitulo", "capitulo-numero", "antetitulo",
        "numero-capitolo", "numero-del-capitolo", "capitolo-numero", "occhiello",
    ]

    /// Displayed material: English `Extract`, `Block-Quote`, `Epigraph`, Word's `MsoQuote`;
    /// French `Citation`, `Exergue`, `Épigraphe`; German `Zitat`, `Motto`; Spanish `Cita`,
    /// `Epígrafe`; Italian `Citazione`, `Epigrafe`.
    static let quotationStylePrefixes = [
        "extract", "block-quote", "blockquote", "epigraph", "msoquote", "msointensequote",
        "citation", "exergue", "zitat", "motto", "cita", "epigrafe",
    ]

    /// Words in a style's name that make it a heading over the material, not the material.
    static let headingWords = ["head", "title", "titre", "titel", "titulo", "titolo", "uberschrift", "ueberschrift"]

    /// A poem's lines: English `Poetry`, `Poem`, `Verse`; French `Poème`, `Poésie`, `Vers`;
    /// German `Gedicht`, `Vers`; Spanish `Poema`, `Poesía`; Italian `Poesia`. The Spanish and
    /// Italian `Verso` is left out: in English books' markup a `verso` is the title page's
    /// back (the copyright page), not a line.
    static let poemStyleStems: Set<String> = [
        "poetry", "poem", "verse", "poeme", "poesie", "vers", "gedicht", "poema", "poesia",
    ]

    /// Words in a poem style's name that make it the poem's source or number, not a line.
    static let poemApparatusWords = [
        "source", "attribution", "credit", "author", "num", "ref", "auteur", "autor", "autore", "quelle", "fuente", "fonte",
    ]

    /// The footnote styles that name a note as English's `footnote` does: French
    /// `Note-de-bas-de-page`, German `Fußnote`, Spanish `Nota-al-pie`, Italian
    /// `Nota-a-piè-di-pagina`. A style named only "note" (`Note`, `Nota`, `Notiz`) is left
    /// a paragraph in every language: it is as often a boxed remark in the text.
    static let footnoteStyles: Set<String> = [
        "note-de-bas-de-page", "notes-de-bas-de-page", "note-bas-de-page", "fussnote", "fussnoten",
        "nota-al-pie", "nota-a-pie", "nota-al-pie-de-pagina", "nota-a-pie-de-pagina", "notas-al-pie",
        "nota-a-pie-di-pagina", "nota-pie-di-pagina", "nota-a-pie-pagina", "note-a-pie-di-pagina",
    ]
}
