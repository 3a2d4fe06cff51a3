import ReadingModel

// The words a person reads for each error, and the exit codes: the one place where the
// library's structured errors become sentences. The model, the reader and the exporters
// only throw values; this file, beside the command line, phrases them (for the CLI and the
// batch workers it starts), and only here are settings called by their flags.

extension ExportError {
    /// The process exit code for this error (documented in README).
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound, .unreadable: return 3
        case .notAnEPUB, .missingContainer, .invalidPackage, .missingResource: return 4
        case .malformedDocument: return 5
        case .encrypted: return 6
        case .unsafeEntry, .limitExceeded: return 7
        case .outputFailed: return 8
        case .braille: return 9
        case .narration: return 10
        case .invalidSetting: return 2
        }
    }
}

extension ExportError: CustomStringConvertible {
    /// One line naming the file and the problem.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read: \(reason)"
        case .notAnEPUB(let path, let reason):
            return "\(path): not a readable EPUB: \(reason)"
        case .missingContainer(let path, let reason):
            return "\(path): META-INF/container.xml: \(reason)"
        case .invalidPackage(let path, let reason):
            return "\(path): package document: \(reason)"
        case .missingResource(let path, let href):
            return "\(path): \(href): listed in the package but missing from the book"
        case .malformedDocument(let path, let line, let reason):
            return line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)"
        case .encrypted(let path, let href):
            return "\(path): \(href) is encrypted (DRM); remove the protection before exporting"
        case .unsafeEntry(let path, let entry):
            return "\(path): zip entry '\(entry)' points outside the book; refusing to read it"
        case .limitExceeded(let path, let what, let limit):
            return "\(path): \(what) exceeds the limit of \(limit)"
        case .invalidSetting(let problem):
            return problem.description
        case .outputFailed(let path, let reason):
            return "\(path): cannot write output: \(reason)"
        case .braille(let reason):
            return "braille: \(reason)"
        case .narration(let reason):
            return "narration: \(reason)"
        }
    }
}

extension InvalidSetting.Setting {
    /// The command-line flag that sets it.
    public var flag: String {
        switch self {
        case .formats: return "--to"
        case .width: return "--width"
        case .cells: return "--cells"
        case .lines: return "--lines"
        case .volumePages: return "--volume-pages"
        case .tables: return "--table"
        case .maxChars: return "--max-chars"
        case .shard: return "--shard"
        case .outputDirectory: return "--output-dir"
        case .language: return "--lang"
        case .rate: return "--rate"
        case .bitrate: return "--bitrate"
        case .audioQuality: return "--audio-quality"
        case .copyrightDate: return "--copyright-date"
        case .voice: return "--voice"
        }
    }
}

extension InvalidSetting: CustomStringConvertible {
    /// One line: the flag, the value and what it accepts.
    public var description: String {
        let flag = setting.flag
        switch requirement {
        case .atLeast(let minimum):
            return "\(flag) must be at least \(minimum) (got \(value))"
        case .between(let low, let high):
            return "\(flag) must be between \(low) and \(high) (got \(value))"
        case .oneOf(let known):
            let noun = setting == .formats ? "format" : "value"
            return "unknown \(noun) '\(value)' for \(flag) (known: \(known.joined(separator: ", ")))"
        case .notEmpty:
            return setting == .tables ? "\(flag) needs a comma list of liblouis tables, e.g. en-ueb-g2.ctb"
                                      : "\(flag) needs at least one value"
        case .shard:
            return "\(flag) must be K/N with 1 ≤ K ≤ N, e.g. 2/8 (got '\(value)')"
        case .roomForSpeech(let profile):
            return "\(flag) \(value) leaves no room for speech in a \(profile) document"
        case .roomForSentence(let blockID, let bytes):
            return "\(flag) \(value) is too small for a sentence of block \(blockID) (\(bytes) bytes of SSML)"
        case .tableForLanguage(let language, let reason):
            guard let language else {
                return "the book declares no language; choose a braille table with \(flag) (see `exporttool tables`)"
            }
            return "no braille table for language '\(language)'\(reason ?? ""); choose one with \(flag) (see `exporttool tables`)"
        case .folderForFiles(let count):
            return "this export makes \(count) files; use \(flag)"
        case .folderForFormats:
            return "several formats need \(flag) DIR"
        case .isoDate:
            return "\(flag) must be a date YYYY, YYYY-MM or YYYY-MM-DD (got '\(value)')"
        case .copyrightDateForBook:
            return "eBraille requires the copyright date of the work, and '\(value)' gives none; give it with \(flag) YYYY[-MM[-DD]]"
        case .notOntoInput(let input):
            return "\(flag) \(value) would write outputs over the input \(input); choose another folder"
        case .espeakVoice:
            return "\(flag) '\(value)' is not an eSpeak NG voice name (see `espeak-ng --voices`; a variant as NAME+VARIANT)"
        }
    }
}
