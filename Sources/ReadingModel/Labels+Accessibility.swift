/// The accessibility summaries (`schema:accessibilitySummary`) of the EPUBs the tool
/// writes, in the book's language: a narrated EPUB's (when the book has none of its own)
/// and an eBraille publication's.
extension Labels {
    /// "Every sentence is read aloud ..." for a narrated EPUB.
    public var narratedSummary: String { Self.narrated[language] ?? Self.narrated["en"]! }
    /// "Braille transcribed automatically ..." for an eBraille publication.
    public var brailleSummary: String { Self.braille[language] ?? Self.braille["en"]! }

    private static let braille: [String: String] = [
        "en": "Braille for reading on a refreshable braille display or embosser, transcribed automatically with liblouis.",
        "fr": "Braille à lire sur une plage braille ou à embosser, transcrit automatiquement avec liblouis.",
        "de": "Braille zum Lesen auf einer Braillezeile oder zum Prägen, automatisch mit liblouis übertragen.",
        "es": "Braille para leer en una línea braille o imprimir en relieve, transcrito automáticamente con liblouis.",
        "it": "Braille da leggere su un display braille o da stampare in rilievo, trascritto automaticamente con liblouis.",
        "nl": "Braille om te lezen op een brailleleesregel of te embossen, automatisch omgezet met liblouis.",
        "pt": "Braille para ler numa linha braille ou imprimir em relevo, transcrito automaticamente com liblouis.",
        "sv": "Punktskrift för läsning på en punktskriftsdisplay eller för prägling, automatiskt överförd med liblouis.",
        "pl": "Brajl do czytania na monitorze brajlowskim lub do wydruku, przetłumaczony automatycznie przez liblouis.",
        "ja": "点字ディスプレイや点字プリンターで読むための点字で、liblouis により自動で点訳されています。",
    ]

    private static let narrated: [String: String] = [
        "en": "Every sentence of the text is read aloud by synthetic speech and highlighted as it is heard (EPUB media overlays).",
        "fr": "Chaque phrase du texte est lue à voix haute par une voix de synthèse et mise en évidence pendant la lecture (superpositions média EPUB).",
        "de": "Jeder Satz des Textes wird von einer synthetischen Stimme vorgelesen und beim Hören hervorgehoben (EPUB Media Overlays).",
        "es": "Cada frase del texto se lee en voz alta con voz sintética y se resalta mientras se escucha (superposiciones multimedia EPUB).",
        "it": "Ogni frase del testo è letta ad alta voce da una voce sintetica ed evidenziata durante l'ascolto (media overlay EPUB).",
        "nl": "Elke zin van de tekst wordt voorgelezen door een synthetische stem en gemarkeerd terwijl hij klinkt (EPUB media overlays).",
        "pt": "Cada frase do texto é lida em voz alta por voz sintética e destacada enquanto é ouvida (media overlays EPUB).",
        "sv": "Varje mening i texten läses upp med syntetiskt tal och markeras medan den hörs (EPUB media overlays).",
        "pl": "Każde zdanie tekstu jest czytane na głos syntetycznym głosem i wyróżniane podczas słuchania (nakładki medialne EPUB).",
        "ja": "本文のすべての文が合成音声で読み上げられ、読み上げ中の文が強調表示されます（EPUB メディアオーバーレイ）。",
    ]
}
