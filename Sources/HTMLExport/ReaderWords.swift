/// The words of the page's own controls. They are English only for now: the book's words
/// (Note, Page, Image, Contents) come from ``Labels`` in the book's language.
enum ReaderWords {
    static let skipToText = "Skip to the text"
    static let backToText = "Back to text"
    static let readAloud = "Read aloud"
    static let play = "Play"
    static let pause = "Pause"
    static let previousSentence = "Previous sentence"
    static let nextSentence = "Next sentence"
    static let previousParagraph = "Previous paragraph"
    static let nextParagraph = "Next paragraph"
    static let rate = "Speed"
    static let voice = "Voice"
    static let automaticVoice = "Automatic (the text's language)"
    static let settings = "Reading settings"
    static let font = "Font"
    static let fontSerif = "Serif"
    static let fontSans = "Sans serif"
    static let fontDyslexic = "Dyslexia-friendly"
    static let fontDyslexicMissing = "No dyslexia-friendly font here: install OpenDyslexic, Lexend or Atkinson Hyperlegible on this device, or ask for a page made with exporttool's --reader-font option."
    static let fontMono = "Monospace"
    static let size = "Text size"
    static let lineSpacing = "Line spacing"
    static let letterSpacing = "Letter spacing"
    static let wordSpacing = "Word spacing"
    static let width = "Column width"
    static let theme = "Colours"
    static let themeAuto = "Follow the system"
    static let themeLight = "Light"
    static let themeDark = "Dark"
    static let themeSepia = "Sepia"
    static let themeContrast = "High contrast"
    static let readPages = "Read page numbers"
    static let readNotes = "Read notes"
    static let reset = "Reset settings"
    static let shortcuts = "Keyboard shortcuts"
    static let noSpeech = "This browser cannot read aloud (no speech synthesis)."
    static let stopped = "Stopped."
    static let reading = "Reading."
    static let paused = "Paused."
    static let ended = "End of the book."
    static let by = "by"

    /// The shortcuts, documented on the page and in docs/html.md.
    static let shortcutList: [(keys: String, action: String)] = [
        ("Alt+Shift+P", "Play or pause reading aloud"),
        ("Alt+Shift+Right arrow", "Next sentence"),
        ("Alt+Shift+Left arrow", "Previous sentence"),
        ("Alt+Shift+Down arrow", "Next paragraph"),
        ("Alt+Shift+Up arrow", "Previous paragraph"),
        ("Alt+Shift+S", "Open the reading settings"),
        ("Alt+Shift+C", "Go to the contents"),
        ("Escape", "Close the settings and return to the text"),
        ("Click a sentence", "Read from that sentence"),
        ("Play after a contents link, a selection or moving by sentence", "Reads from that place"),
    ]
}
