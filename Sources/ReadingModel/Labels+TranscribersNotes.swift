/// The words of a braille volume's transcriber's notes page (BANA Braille Formats 2016 §2.6):
/// its heading and each note about the transcription as a whole, in the labels' language;
/// English for a language without them.
extension Labels {
    /// A note about the whole transcription: how the braille departs from print, or a choice
    /// the reader meets on every page.
    public enum TranscriptionNote: Sendable, Hashable {
        /// The volume shows the book's print page numbers (§1.11).
        case printPages
        /// The book's notes are placed where `--notes` puts them (§16.1).
        case notes(NotePlacement)
        /// The book's images are described in transcriber's notes (§3).
        case images
        /// Foreign words and phrases are contracted (BANA's practice) or not (UEB §13.2.1).
        case foreignWords(contracted: Bool)
        /// The running head on line 1 is the book's title (§1.8).
        case runningHead
    }

    /// The heading of the transcriber's notes page.
    public var transcribersNotesHeading: String {
        (Self.transcribersNotesWords[language] ?? Self.englishTranscribersNotes).heading
    }

    /// The heading of each further transcriber's notes page, when the notes run over a page:
    /// the heading and the language's word for "continued" ("On the second and succeeding
    /// pages, center the heading TRANSCRIBER'S NOTES (cont.) without a blank line following",
    /// *English Braille American Edition*, Appendix A §10a).
    public var transcribersNotesContinuedHeading: String {
        let words = Self.transcribersNotesWords[language] ?? Self.englishTranscribersNotes
        return words.heading + " " + words.continued
    }

    /// The sentence of the page that says `note`.
    public func sentence(for note: TranscriptionNote) -> String {
        let words = Self.transcribersNotesWords[language] ?? Self.englishTranscribersNotes
        switch note {
        case .printPages: return words.printPages
        case .notes(let placement): return words.notes[placement] ?? words.notes[.afterParagraph] ?? ""
        case .images: return words.images
        case .foreignWords(let contracted): return contracted ? words.foreignContracted : words.foreignUncontracted
        case .runningHead: return words.runningHead
        }
    }

    private struct NotesWords {
        var heading: String
        /// "Continued", abbreviated in brackets, after the heading of a further page.
        var continued: String
        var printPages: String
        var notes: [NotePlacement: String]
        var images: String
        var foreignContracted: String
        var foreignUncontracted: String
        var runningHead: String
    }

    private static let englishTranscribersNotes = NotesWords(
        heading: "Transcriber's Notes",
        continued: "(cont.)",
        printPages: "Print page numbers are shown at the right of the first line of each braille page. "
            + "Where a new print page begins, a line of dashes ends with its number.",
        notes: [
            .afterParagraph: "Notes are placed after the paragraph that refers to them, below a short line of dashes.",
            .endOfPage: "Notes are placed at the end of the print page that refers to them, below a short line of dashes.",
            .endOfSection: "Notes are placed at the end of the chapter or section that refers to them.",
            .endOfBook: "Notes are placed together at the end of the book.",
        ],
        images: "Images are described in transcriber's notes where they appear in print; "
            + "an image the book does not describe is noted as omitted.",
        foreignContracted: "Foreign words and phrases are contracted as English words are.",
        foreignUncontracted: "Foreign words and phrases are written without contractions.",
        runningHead: "The running head on the first line of each braille page is the book's title.")

    private static let transcribersNotesWords: [String: NotesWords] = [
        "en": englishTranscribersNotes,
        "fr": NotesWords(
            heading: "Notes du transcripteur",
            continued: "(suite)",
            printPages: "Les numéros des pages imprimées figurent à droite de la première ligne de chaque page braille. "
                + "Là où commence une nouvelle page imprimée, une ligne de tirets se termine par son numéro.",
            notes: [
                .afterParagraph: "Les notes suivent le paragraphe qui y renvoie, sous une courte ligne de tirets.",
                .endOfPage: "Les notes sont placées à la fin de la page imprimée qui y renvoie, sous une courte ligne de tirets.",
                .endOfSection: "Les notes sont placées à la fin du chapitre ou de la section qui y renvoie.",
                .endOfBook: "Les notes sont regroupées à la fin du livre.",
            ],
            images: "Les images sont décrites dans des notes du transcripteur, là où elles figurent dans l'imprimé ; "
                + "une image que le livre ne décrit pas est signalée comme omise.",
            foreignContracted: "Les mots et expressions étrangers sont abrégés comme les mots anglais.",
            foreignUncontracted: "Les mots et expressions étrangers sont écrits sans abréviations.",
            runningHead: "Le titre courant, sur la première ligne de chaque page braille, est le titre du livre."),
        "de": NotesWords(
            heading: "Anmerkungen der Übertragung",
            continued: "(Forts.)",
            printPages: "Die Seitenzahlen des Drucks stehen rechts in der ersten Zeile jeder Brailleseite. "
                + "Wo eine neue Druckseite beginnt, endet eine Strichlinie mit ihrer Zahl.",
            notes: [
                .afterParagraph: "Anmerkungen stehen nach dem Absatz, der auf sie verweist, unter einer kurzen Strichlinie.",
                .endOfPage: "Anmerkungen stehen am Ende der Druckseite, die auf sie verweist, unter einer kurzen Strichlinie.",
                .endOfSection: "Anmerkungen stehen am Ende des Kapitels oder Abschnitts, der auf sie verweist.",
                .endOfBook: "Anmerkungen stehen gesammelt am Ende des Buches.",
            ],
            images: "Bilder werden in Anmerkungen der Übertragung beschrieben, wo sie im Druck stehen; "
                + "ein Bild, das das Buch nicht beschreibt, wird als ausgelassen vermerkt.",
            foreignContracted: "Fremdsprachige Wörter und Wendungen werden wie englische Wörter gekürzt.",
            foreignUncontracted: "Fremdsprachige Wörter und Wendungen werden ohne Kürzungen geschrieben.",
            runningHead: "Der Kolumnentitel in der ersten Zeile jeder Brailleseite ist der Titel des Buches."),
    ]
}
