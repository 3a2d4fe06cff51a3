/// A problem met while reading or rendering a book that did not stop the export, as a
/// value: what an ``OutputFile`` and a whole export report. Its words are ``message``
/// (`Warnings+Words.swift`); a program switches over the cases.
public enum ExportWarning: Sendable, Hashable, CustomStringConvertible {
    /// A problem met while reading the book.
    case reading(BookWarning)
    /// Images the reader page could not embed (missing, not a web image type, over the
    /// size limits); their alt text is shown.
    case imagesNotEmbedded(count: Int)
    /// Text in `language` read in the surrounding voice, and why.
    case languageNotSwitched(language: String, why: LanguageSwitchRefusal)
    /// Math in `language` spoken with English words: there is no math word table for it.
    case mathInEnglish(language: String)
    /// Parts of sentences longer than a chunk's limit (characters), split.
    case sentencesSplit(count: Int, limit: Int)
    /// A braille table chosen for `language` that does not compile; the next was tried.
    case brailleTableDoesNotCompile(table: String, language: String)
    /// No curated braille table for `language`: `table` was found by liblouis's metadata.
    case brailleTableFromMetadata(table: String, language: String)
    /// An 8-dot braille table: BRF cannot show dots 7 and 8.
    case eightDotBrailleTable(table: String)
    /// A character the braille tables (`tables`, as liblouis names them) do not define,
    /// dropped `count` times.
    case brailleCharacterDropped(Unicode.Scalar, tables: String, count: Int)
    /// Rows of the proof page that could not be translated back to print.
    case proofRowsUntranslated(count: Int)

    /// Why a speech engine is not switched to a language (``languageNotSwitched(language:why:)``).
    public enum LanguageSwitchRefusal: Sendable, Hashable {
        /// The engine (its profile name) does not speak the language.
        case engineLacksLanguage(engine: String)
        /// The Azure voice (named) is not multilingual.
        case voiceNotMultilingual(voice: String)
        /// The engine does not switch to the language inside a request.
        case noSwitchInsideRequest(engine: String)
        /// The engine's voices take a language switch only around whole sentences.
        case onlyAroundSentences(engine: String)
    }

    public var description: String { message }
}
