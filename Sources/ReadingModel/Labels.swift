/// The words exporttool writes itself (announcements, headings it adds, title-page lines),
/// in one table per language: no other file holds a user-facing word.
///
/// Chosen by the language of the block they introduce (or the book's), English as the
/// fallback; `--labels-lang` overrides. Templates mark their numbers with `{n}` and `{m}`.
///
/// A class: every node of a plan holds its words, and the instances are the table's own.
public final class Labels: Sendable, Hashable {
    /// The language these words are in (a primary subtag: `en`, `fr` ...).
    public let language: String
    /// An image, announced before its description ("Image").
    public let image: String
    /// A note body, announced before its number ("Note").
    public let note: String
    /// The heading over notes gathered at the end of the book ("Notes").
    public let notes: String
    /// A print page number in running text and speech: "page {n}" / "Page {n}".
    public let pageMarker: String
    public let pageAnnouncement: String
    /// The heading over `linear="no"` documents read after the main text.
    public let supplementary: String
    /// The heading of a contents page.
    public let contents: String
    /// "Volume {n} of {m}".
    public let volumeOf: String
    /// "List of {n} items", and its singular.
    public let listOfItems: String
    public let listOfOneItem: String
    /// Said after a link's text.
    public let link: String
    /// A book with no title.
    public let untitled: String
    /// A braille transcriber's note before a table set out as a list.
    public let tableAsList: String
    /// Braille transcriber's notes before a table in linear and in stairstep format.
    public let tableLinear: String
    public let tableStairstep: String
    /// A braille transcriber's note for an image the book gives no description of.
    public let imageOmitted: String
    /// A braille transcriber's note after text holding characters the table cannot write.
    public let omittedCharacters: String
    /// A braille title page's range of print pages: "Print pages {n} to {m}".
    public let printPages: String
    /// The line ending a braille volume, "End of Volume {n}", and the last one.
    public let endOfVolume: String
    public let theEnd: String
    /// A braille title page's name of the braille code.
    public let uebContracted: String
    public let uebUncontracted: String
    public let ebaeContracted: String
    /// A braille title page's ISBN line: "ISBN {n}".
    public let isbn: String

    init(language: String, image: String, note: String, notes: String, pageMarker: String,
         pageAnnouncement: String, supplementary: String, contents: String,
         volumeOf: String, listOfItems: String, listOfOneItem: String, link: String, untitled: String,
         tableAsList: String, tableLinear: String, tableStairstep: String, imageOmitted: String, omittedCharacters: String, printPages: String,
         endOfVolume: String, theEnd: String, uebContracted: String, uebUncontracted: String,
         ebaeContracted: String, isbn: String = "ISBN {n}") {
        self.language = language
        self.image = image
        self.note = note
        self.notes = notes
        self.pageMarker = pageMarker
        self.pageAnnouncement = pageAnnouncement
        self.supplementary = supplementary
        self.contents = contents
        self.volumeOf = volumeOf
        self.listOfItems = listOfItems
        self.listOfOneItem = listOfOneItem
        self.link = link
        self.untitled = untitled
        self.tableAsList = tableAsList
        self.tableLinear = tableLinear
        self.tableStairstep = tableStairstep
        self.imageOmitted = imageOmitted
        self.omittedCharacters = omittedCharacters
        self.printPages = printPages
        self.endOfVolume = endOfVolume
        self.theEnd = theEnd
        self.uebContracted = uebContracted
        self.uebUncontracted = uebUncontracted
        self.ebaeContracted = ebaeContracted
        self.isbn = isbn
    }

    /// `template` with `{n}` (and `{m}`) replaced.
    public static func fill(_ template: String, _ n: String, _ m: String = "") -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[open...]
            if after.hasPrefix("{n}") {
                result += n
                rest = after.dropFirst(3)
            } else if after.hasPrefix("{m}") {
                result += m
                rest = after.dropFirst(3)
            } else {
                result += "{"
                rest = after.dropFirst()
            }
        }
        return result + rest
    }

    public func page(_ label: String) -> String { Self.fill(pageMarker, label) }
    public func pageSpoken(_ label: String) -> String { Self.fill(pageAnnouncement, label) }
    public func volume(_ number: Int, of count: Int) -> String { Self.fill(volumeOf, String(number), String(count)) }
    public func volumeEnd(_ number: Int) -> String { Self.fill(endOfVolume, String(number)) }
    public func list(count: Int) -> String { count == 1 ? listOfOneItem : Self.fill(listOfItems, String(count)) }

    /// The words for a BCP 47 tag: its primary subtag's table, else English.
    public static func forLanguage(_ tag: String?) -> Labels {
        guard let tag else { return english }
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return byLanguage[primary] ?? english
    }

    /// The languages that have a table of their own.
    public static var languages: [String] { byLanguage.keys.sorted() }

    public static let english = Labels(
        language: "en", image: "Image", note: "Note", notes: "Notes", pageMarker: "page {n}",
        pageAnnouncement: "Page {n}", supplementary: "Supplementary", contents: "Contents", volumeOf: "Volume {n} of {m}",
        listOfItems: "List of {n} items", listOfOneItem: "List of 1 item", link: "link", untitled: "Untitled",
            tableAsList: "Table read as a list",
            tableLinear: "Table in linear format", tableStairstep: "Table in stairstep format",
            imageOmitted: "Image omitted: no description", omittedCharacters: "Characters the braille code cannot write are omitted", printPages: "Print pages {n} to {m}", endOfVolume: "End of Volume {n}",
            theEnd: "The End", uebContracted: "Unified English Braille, contracted", uebUncontracted: "Unified English Braille, uncontracted", ebaeContracted: "English Braille American Edition, contracted")

    private static let byLanguage: [String: Labels] = [
        "en": english,
        "fr": Labels(
            language: "fr", image: "Image", note: "Note", notes: "Notes", pageMarker: "page {n}",
            pageAnnouncement: "Page {n}", supplementary: "Compléments", contents: "Table des matières", volumeOf: "Volume {n} sur {m}",
            listOfItems: "Liste de {n} éléments", listOfOneItem: "Liste de 1 élément", link: "lien",
            untitled: "Sans titre",
            tableAsList: "Tableau présenté sous forme de liste",
            tableLinear: "Tableau en format linéaire", tableStairstep: "Tableau en format escalier",
            imageOmitted: "Image omise : sans description", omittedCharacters: "Caractères que le code braille ne peut pas écrire omis", printPages: "Pages imprimées {n} à {m}", endOfVolume: "Fin du volume {n}",
            theEnd: "Fin", uebContracted: "Braille anglais unifié, abrégé", uebUncontracted: "Braille anglais unifié, intégral", ebaeContracted: "Braille anglais, édition américaine, abrégé"),
        "de": Labels(
            language: "de", image: "Bild", note: "Anmerkung", notes: "Anmerkungen", pageMarker: "Seite {n}",
            pageAnnouncement: "Seite {n}", supplementary: "Ergänzungen", contents: "Inhalt", volumeOf: "Band {n} von {m}",
            listOfItems: "Liste mit {n} Einträgen", listOfOneItem: "Liste mit 1 Eintrag", link: "Link",
            untitled: "Ohne Titel",
            tableAsList: "Tabelle als Liste wiedergegeben",
            tableLinear: "Tabelle im linearen Format", tableStairstep: "Tabelle im Treppenformat",
            imageOmitted: "Bild ausgelassen: keine Beschreibung", omittedCharacters: "Zeichen, die die Brailleschrift nicht darstellen kann, ausgelassen", printPages: "Druckseiten {n} bis {m}", endOfVolume: "Ende von Band {n}",
            theEnd: "Ende", uebContracted: "Vereinheitlichte Englische Brailleschrift, Kurzschrift", uebUncontracted: "Vereinheitlichte Englische Brailleschrift, Vollschrift", ebaeContracted: "Englische Brailleschrift, amerikanische Ausgabe, Kurzschrift"),
        "es": Labels(
            language: "es", image: "Imagen", note: "Nota", notes: "Notas", pageMarker: "página {n}",
            pageAnnouncement: "Página {n}", supplementary: "Material complementario", contents: "Índice", volumeOf: "Volumen {n} de {m}",
            listOfItems: "Lista de {n} elementos", listOfOneItem: "Lista de 1 elemento", link: "enlace",
            untitled: "Sin título",
            tableAsList: "Tabla presentada como lista",
            tableLinear: "Tabla en formato lineal", tableStairstep: "Tabla en formato escalonado",
            imageOmitted: "Imagen omitida: sin descripción", omittedCharacters: "Se omiten caracteres que el código braille no puede escribir", printPages: "Páginas impresas {n} a {m}", endOfVolume: "Fin del volumen {n}",
            theEnd: "Fin", uebContracted: "Braille inglés unificado, contraído", uebUncontracted: "Braille inglés unificado, sin contracciones", ebaeContracted: "Braille inglés, edición americana, contraído"),
        "it": Labels(
            language: "it", image: "Immagine", note: "Nota", notes: "Note", pageMarker: "pagina {n}",
            pageAnnouncement: "Pagina {n}", supplementary: "Materiale supplementare", contents: "Indice", volumeOf: "Volume {n} di {m}",
            listOfItems: "Elenco di {n} elementi", listOfOneItem: "Elenco di 1 elemento", link: "link",
            untitled: "Senza titolo",
            tableAsList: "Tabella presentata come elenco",
            tableLinear: "Tabella in formato lineare", tableStairstep: "Tabella in formato a gradini",
            imageOmitted: "Immagine omessa: senza descrizione", omittedCharacters: "Omessi i caratteri che il codice braille non può scrivere", printPages: "Pagine a stampa da {n} a {m}", endOfVolume: "Fine del volume {n}",
            theEnd: "Fine", uebContracted: "Braille inglese unificato, contratto", uebUncontracted: "Braille inglese unificato, non contratto", ebaeContracted: "Braille inglese, edizione americana, contratto"),
        "nl": Labels(
            language: "nl", image: "Afbeelding", note: "Noot", notes: "Noten", pageMarker: "pagina {n}",
            pageAnnouncement: "Pagina {n}", supplementary: "Aanvullend materiaal", contents: "Inhoud", volumeOf: "Deel {n} van {m}",
            listOfItems: "Lijst met {n} items", listOfOneItem: "Lijst met 1 item", link: "link",
            untitled: "Zonder titel",
            tableAsList: "Tabel weergegeven als lijst",
            tableLinear: "Tabel in lineaire vorm", tableStairstep: "Tabel in trapvorm",
            imageOmitted: "Afbeelding weggelaten: geen beschrijving", omittedCharacters: "Tekens die de braillecode niet kan schrijven zijn weggelaten", printPages: "Drukpagina's {n} tot {m}", endOfVolume: "Einde van deel {n}",
            theEnd: "Einde", uebContracted: "Unified English Braille, verkort", uebUncontracted: "Unified English Braille, onverkort", ebaeContracted: "English Braille American Edition, verkort"),
        "pt": Labels(
            language: "pt", image: "Imagem", note: "Nota", notes: "Notas", pageMarker: "página {n}",
            pageAnnouncement: "Página {n}", supplementary: "Material complementar", contents: "Sumário", volumeOf: "Volume {n} de {m}",
            listOfItems: "Lista de {n} itens", listOfOneItem: "Lista de 1 item", link: "link",
            untitled: "Sem título",
            tableAsList: "Tabela apresentada como lista",
            tableLinear: "Tabela em formato linear", tableStairstep: "Tabela em formato de escada",
            imageOmitted: "Imagem omitida: sem descrição", omittedCharacters: "Omitidos caracteres que o código braille não pode escrever", printPages: "Páginas impressas {n} a {m}", endOfVolume: "Fim do volume {n}",
            theEnd: "Fim", uebContracted: "Braille inglês unificado, abreviado", uebUncontracted: "Braille inglês unificado, integral", ebaeContracted: "Braille inglês, edição americana, abreviado"),
        "sv": Labels(
            language: "sv", image: "Bild", note: "Not", notes: "Noter", pageMarker: "sida {n}",
            pageAnnouncement: "Sida {n}", supplementary: "Kompletterande material", contents: "Innehåll", volumeOf: "Volym {n} av {m}",
            listOfItems: "Lista med {n} punkter", listOfOneItem: "Lista med 1 punkt", link: "länk",
            untitled: "Utan titel",
            tableAsList: "Tabellen återges som lista",
            tableLinear: "Tabellen i linjärt format", tableStairstep: "Tabellen i trappformat",
            imageOmitted: "Bild utelämnad: ingen beskrivning", omittedCharacters: "Tecken som punktskriftskoden inte kan skriva är utelämnade", printPages: "Trycksidor {n} till {m}", endOfVolume: "Slut på volym {n}",
            theEnd: "Slut", uebContracted: "Unified English Braille, kortskrift", uebUncontracted: "Unified English Braille, fullskrift", ebaeContracted: "English Braille American Edition, kortskrift"),
        // Polish plurals depend on the number: the template avoids them ("Lista, elementy: 5").
        "pl": Labels(
            language: "pl", image: "Ilustracja", note: "Przypis", notes: "Przypisy", pageMarker: "strona {n}",
            pageAnnouncement: "Strona {n}", supplementary: "Materiały dodatkowe", contents: "Spis treści", volumeOf: "Tom {n} z {m}",
            listOfItems: "Lista, elementy: {n}", listOfOneItem: "Lista, elementy: 1", link: "link",
            untitled: "Bez tytułu",
            tableAsList: "Tabela przedstawiona jako lista",
            tableLinear: "Tabela w układzie liniowym", tableStairstep: "Tabela w układzie schodkowym",
            imageOmitted: "Ilustracja pominięta: brak opisu", omittedCharacters: "Pominięto znaki, których kod brajlowski nie zapisuje", printPages: "Strony druku {n}–{m}", endOfVolume: "Koniec tomu {n}",
            theEnd: "Koniec", uebContracted: "Ujednolicony angielski brajl, skróty", uebUncontracted: "Ujednolicony angielski brajl, bez skrótów", ebaeContracted: "Angielski brajl, wydanie amerykańskie, skróty"),
        "ja": Labels(
            language: "ja", image: "画像", note: "注", notes: "注", pageMarker: "{n}ページ",
            pageAnnouncement: "{n}ページ", supplementary: "付録", contents: "目次", volumeOf: "第{n}巻（全{m}巻）",
            listOfItems: "{n}項目のリスト", listOfOneItem: "1項目のリスト", link: "リンク",
            untitled: "無題",
            tableAsList: "表をリストとして表記",
            tableLinear: "表を線形形式で表記", tableStairstep: "表を階段形式で表記",
            imageOmitted: "画像省略：説明なし", omittedCharacters: "点字で表記できない文字を省略", printPages: "原本{n}～{m}ページ", endOfVolume: "第{n}巻終わり",
            theEnd: "終わり", uebContracted: "統一英語点字（縮約）", uebUncontracted: "統一英語点字（非縮約）", ebaeContracted: "英語点字アメリカ版（縮約）"),
    ]
}

extension Labels {
    /// Each language's words are one instance: two labels are equal when they are the same table.
    public static func == (lhs: Labels, rhs: Labels) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
