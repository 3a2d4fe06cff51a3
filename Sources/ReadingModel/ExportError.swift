/// Why a book could not be read or exported. Every case names the file concerned.
///
/// The cases carry what failed as data (file, line, setting, value, allowed range, and a
/// typed cause: ``FileFailure``, ``ArchiveFailure``, ``BrailleFailure``, ...); the words a
/// person reads, the flags they name and the exit codes are the command line's
/// (`Sources/exporttool/ErrorMessages.swift`), so the library never words an error. It is
/// `Codable` so that a worker process can hand its error to the process that started it.
public enum ExportError: Error, Sendable, Equatable, Codable {
    /// The input path does not exist.
    case fileNotFound(path: String)
    /// The input exists but cannot be read (permissions, a device, an unsupported kind).
    case unreadable(path: String, cause: FileFailure)
    /// Not a zip archive, or a truncated or corrupt one.
    case notAnEPUB(path: String, cause: ArchiveFailure)
    /// `META-INF/container.xml` is missing or names no package document.
    case missingContainer(path: String, cause: ContainerFailure)
    /// The package document named by the container is missing or unusable.
    case invalidPackage(path: String, cause: PackageFailure)
    /// A file the package needs (a spine item) is not in the book.
    case missingResource(path: String, href: String)
    /// A document that is neither well-formed XML nor readable HTML.
    case malformedDocument(path: String, line: Int, cause: MarkupFailure)
    /// Content documents are encrypted (DRM); nothing can be exported.
    case encrypted(path: String, href: String)
    /// A zip entry whose name escapes the archive (`../`, absolute paths).
    case unsafeEntry(path: String, entry: String)
    /// A reading limit was exceeded: which one, and the limit.
    case limitExceeded(path: String, what: ReadingLimit, limit: Int)
    /// A setting with a value that cannot be used: which, the value, what is accepted.
    case invalidSetting(InvalidSetting)
    /// Writing an output failed.
    case outputFailed(path: String, cause: OutputFailure)
    /// A braille translation table could not be used or translation failed.
    case braille(BrailleFailure)
    /// Speech synthesis, audio encoding or the narrated book could not be made.
    case narration(NarrationFailure)
    /// Batch reports could not be merged: this one is not a report, or does not belong
    /// with the others.
    case reportMerge(path: String, cause: ReportMergeFailure)
    /// The input is none of the formats read (``InputFormat``); `looksLike` is what its
    /// signature says it is.
    case unsupportedFormat(path: String, looksLike: UnsupportedInput)
    /// The program that converts the input (pandoc, for DOCX, ODT and Markdown) is missing,
    /// too old, failed or ran out of time.
    case converter(path: String, cause: ConverterFailure)
}

/// The reading limits a book can exceed (``ExportError/limitExceeded(path:what:limit:)``):
/// what the reader bounds so that a hostile book cannot take the machine.
public enum ReadingLimit: Sendable, Equatable, Codable {
    /// Entries in the zip archive.
    case zipEntries
    /// The uncompressed size of one archive entry.
    case entrySize(entry: String)
    /// How much one archive entry expands when uncompressed.
    case compressionRatio(entry: String)
    /// The size of a file read from a folder or a single document.
    case fileSize
    /// Items in the package's spine.
    case spineItems
    /// Text read across the whole spine.
    case spineText
    /// Element nesting depth in a document.
    case nestingDepth
    /// Entity expansion in a document.
    case entityExpansion
    /// The text of one block, which was this many bytes.
    case blockText(bytes: Int)
}

/// A setting whose value cannot be used.
public struct InvalidSetting: Sendable, Equatable, Codable {
    /// The settings the library checks, by the names of their properties.
    public enum Setting: String, Sendable, Equatable, CaseIterable, Codable {
        case formats, width, cells, lines, volumePages, tables, maxChars, shard, outputDirectory, language
        case rate, bitrate, audioQuality, voice
        case copyrightDate
        case producer
        case report
        case readerFont
    }

    /// What the setting accepts.
    public enum Requirement: Sendable, Equatable, Codable {
        /// A number at least this large.
        case atLeast(Int)
        /// A number in this range.
        case between(Int, Int)
        /// One of these values.
        case oneOf([String])
        /// Some value (an empty list was given).
        case notEmpty
        /// `K/N` with 1 <= K <= N.
        case shard
        /// `auto`: a slice the scheduler's environment describes, which it does not.
        case shardFromScheduler(SchedulerShardProblem)
        /// Room for the document frame of this SSML profile and some speech.
        case roomForSpeech(profile: String)
        /// Room for the longest sentence of this block, which takes this many bytes.
        case roomForSentence(blockID: String, bytes: Int)
        /// A table to be chosen: none is known for this language (`nil`: the book names
        /// none); `uncompiled` are the tables found for it that did not compile.
        case tableForLanguage(String?, uncompiled: [String])
        /// A folder, because the export makes this many files.
        case folderForFiles(Int)
        /// A folder, because this many formats are exported.
        case folderForFormats(Int)
        /// A folder, because this format always writes several files.
        case folderForFormat(String)
        /// A date `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (ISO 8601).
        case isoDate
        /// A copyright date, which eBraille requires and the book (`value`, its title)
        /// does not give.
        case copyrightDateForBook
        /// A voice eSpeak NG lists by name (never a path).
        case espeakVoice
        /// A folder where no output can replace this input.
        case notOntoInput(String)
        /// A file that is not this input book (or inside it).
        case notAnInput(String)
        /// A file that no output of this book (its stem in the output folder) can take.
        case notAnOutput(String)
        /// A WOFF2, WOFF, OpenType or TrueType font file of at most this many bytes.
        case fontFile(maximumBytes: Int)
    }

    public var setting: Setting
    /// The value given, as written.
    public var value: String
    public var requirement: Requirement

    public init(_ setting: Setting, value: String, requirement: Requirement) {
        self.setting = setting
        self.value = value
        self.requirement = requirement
    }
}
