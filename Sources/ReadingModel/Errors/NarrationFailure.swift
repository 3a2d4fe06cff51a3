/// Why speech, audio or a narrated book could not be made (``ExportError/narration(_:)``).
public enum NarrationFailure: Sendable, Equatable, Codable {
    /// eSpeak NG does not start (its data is missing).
    case speechUnavailable
    /// eSpeak NG has no voice by this name.
    case noVoice(String)
    /// eSpeak NG has no voice for this language.
    case noVoiceForLanguage(String)
    /// eSpeak NG returned this error status.
    case speechFailed(status: Int32)
    /// eSpeak NG did not report the mark before a sentence (its first words) of a document.
    case missingMark(document: String, sentence: String)
    /// LAME does not start.
    case encoderUnavailable
    /// LAME refuses this bitrate (kbit/s) at this sample rate (Hz).
    case bitrateRefused(bitrate: Int, sampleRate: Int)
    /// Audio came back for fewer documents than were sent.
    case incompleteAudio(got: Int, expected: Int)
    /// A narrated EPUB's content documents are XHTML: this document (`path`) is not
    /// well-formed XML (the parser's report).
    case notWellFormed(path: String, detail: String)
    /// The book already has media overlays.
    case alreadyNarrated(path: String)
    /// A spine item that is not an XHTML or SVG content document of the manifest.
    case notContentDocument(path: String, href: String)
    /// Nothing in the book (at `path`, when the failing step knows it) is spoken.
    case nothingSpoken(path: String?)
    /// The package document has no manifest or metadata element to extend.
    case packageNotExtensible(path: String)
    /// The narrated EPUB could not be zipped (the zip writer's report, when it gave one).
    case archive(path: String, detail: String?)
    /// A talking book's fileset (`format`: "DAISY 2.02", "DAISY 3") could not be zipped.
    case talkingBookNotZipped(format: String, detail: String?)
    /// A narrated EPUB copies its source EPUB or XHTML file: this input (`path`) is another
    /// format (`format`, ``InputFormat/name``), which the other audio formats read.
    case sourceNotEPUB(path: String, format: String)
    /// A narration worker process failed.
    case worker(WorkerFailure)
    /// The speech script, SSML the tool made, could not be read back (the parser's report).
    case unreadableSpeech(detail: String)
    /// A speech engine (`engine`: "Piper") cannot start: `detail` says what is missing and
    /// what to install.
    case engineUnavailable(engine: String, detail: String)
    /// A voice model file (or its `.onnx.json` configuration) is not there.
    case voiceModelMissing(path: String)
    /// No voice by this name in the folders searched.
    case unknownEngineVoice(engine: String, name: String, searched: [String])
    /// The engine failed while speaking (its own report).
    case engineFailed(engine: String, detail: String)
    /// A chapter spoken as a job of `exporttool serve` (`number`, from 1) failed, cancelled or
    /// not: `message` is the chapter job's error as its server recorded it.
    case chapterJob(number: Int, message: String)
}
