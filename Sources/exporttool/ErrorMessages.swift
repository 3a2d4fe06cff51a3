import ExportKit
import Foundation

// The words a person reads for each error, and the exit codes: the one place where the
// library's typed errors become sentences. The model, the reader and the exporters only
// throw values (`ExportError` and its causes); the command line phrases them here, for
// itself and for the batch reports its workers feed, and only here are settings called by
// their flags.

extension ExportError {
    /// The process exit code for this error (documented in README).
    var exitCode: Int32 {
        switch self {
        case .fileNotFound, .unreadable: return 3
        case .notAnEPUB, .missingContainer, .invalidPackage, .missingResource, .unsupportedFormat: return 4
        case .malformedDocument: return 5
        case .encrypted: return 6
        case .unsafeEntry, .limitExceeded: return 7
        case .outputFailed: return 8
        case .braille: return 9
        case .narration: return 10
        case .invalidSetting, .reportMerge: return 2
        case .converter: return 11
        }
    }

    /// One line naming the file and the problem.
    var message: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or directory"
        case .unreadable(let path, let cause):
            return "\(path): cannot be read: \(cause.message)"
        case .notAnEPUB(let path, let cause):
            return "\(path): not a readable EPUB: \(cause.message)"
        case .missingContainer(let path, let cause):
            return "\(path): META-INF/container.xml: \(cause.message)"
        case .invalidPackage(let path, let cause):
            return "\(path): package document: \(cause.message)"
        case .missingResource(let path, let href):
            return "\(path): \(href): listed in the package but missing from the book"
        case .malformedDocument(let path, let line, let cause):
            return line > 0 ? "\(path):\(line): \(cause.message)" : "\(path): \(cause.message)"
        case .encrypted(let path, let href):
            return "\(path): \(href) is encrypted (DRM); remove the protection before exporting"
        case .unsafeEntry(let path, let entry):
            return "\(path): zip entry '\(entry)' points outside the book; refusing to read it"
        case .limitExceeded(let path, let what, let limit):
            return "\(path): \(what.words) exceeds the limit of \(limit)"
        case .invalidSetting(let problem):
            return problem.message
        case .outputFailed(let path, let cause):
            return "\(path): cannot write output: \(cause.message)"
        case .braille(let cause):
            return "braille: \(cause.message)"
        case .narration(let cause):
            return "narration: \(cause.message)"
        case .reportMerge(let path, let cause):
            return "\(path): \(cause.message)"
        case .unsupportedFormat(let path, .brokenZip(let detail)):
            return "\(path): a zip archive that is truncated or corrupt (\(detail)); nothing can be read from it"
        case .unsupportedFormat(let path, let looksLike):
            return "\(path): \(looksLike.message), which is not read; the formats read are \(InputFormat.readList)"
        case .converter(let path, let cause):
            return "\(path): \(cause.message)"
        }
    }
}

extension InputFormat {
    /// Every format read, for messages.
    static let readList = "EPUB (a file or an unpacked folder), XHTML/HTML, DTBook, NIMAS and DAISY 3 "
        + "(a DTBook, its OPF, folder or zip), DOCX, ODT and Markdown"
}

extension UnsupportedInput {
    /// What the file looks like, as the start of a sentence after its path.
    var message: String {
        switch self {
        case .pdf: return "looks like a PDF document (%PDF-)"
        case .rtf: return "looks like an RTF document ({\\rtf)"
        case .oleCompoundFile: return "looks like an Office 97-2003 document (an OLE2 compound file: .doc, .xls or .ppt)"
        case .zip(let mimetype?): return "looks like a zip archive of type \(mimetype.prefix(80))"
        case .zip(nil): return "looks like a zip archive holding no EPUB, DOCX, ODT or DTBook fileset"
        case .image(let kind): return "looks like a \(kind) image"
        case .media(let kind): return "looks like a \(kind) file"
        case .xml(let root): return "looks like an XML document whose root is <\(root.prefix(60))>"
        case .text: return "looks like plain text (not markup, and not named .md or .markdown)"
        case .binary: return "looks like binary data of no known kind"
        case .empty: return "is empty"
        case .folder: return "is a folder holding neither an unpacked EPUB (META-INF/container.xml) nor a DTBook fileset"
        case .brokenZip(let detail): return "looks like a truncated or corrupt zip archive (\(detail))"
        }
    }
}

extension ConverterFailure {
    var message: String {
        switch self {
        case .missing(let program, let package):
            return "reading this format needs \(program), which is not on PATH; install the Debian package '\(package)' (apt-get install \(package))"
        case .tooOld(let program, let version, let minimum):
            return "\(program) \(version) is too old; \(minimum) or later is needed"
        case .failed(let program, let status, let message):
            return "\(program) failed (exit status \(status))" + (message.isEmpty ? "" : ": \(message)")
        case .timedOut(let program, let seconds):
            return "\(program) ran longer than \(seconds) seconds and was stopped"
        case .notStarted(let program, let code):
            return "\(program) could not be started: \(errnoDescription(code))"
        }
    }
}

/// The C library's words for an error number, lower-cased to sit inside a sentence.
func errnoDescription(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
}

extension FileFailure {
    var message: String {
        switch self {
        case .system(let code): return errnoDescription(code)
        case .notRegularFile: return "not a regular file"
        case .notUTF8: return "not UTF-8 text"
        }
    }
}

extension ArchiveFailure {
    var message: String {
        switch self {
        case .notZip(let detail): return "not a zip archive or truncated (\(detail))"
        case .empty: return "the archive is empty or its directory is unreadable"
        case .refusedEntry(let entry, let refusal): return "zip entry \(entry) \(refusal.message)"
        case .corruptEntry(let entry, let detail): return "\(entry) is corrupt (\(detail))"
        case .checksumMismatch(let entry): return "zip entry \(entry) is corrupt: its CRC does not match"
        }
    }
}

extension ArchiveFailure.EntryRefusal {
    var message: String {
        switch self {
        case .zipEncrypted: return "is encrypted with zip encryption, which cannot be read"
        case .duplicate: return "appears more than once in the archive"
        case .symbolicLink: return "is a symbolic link in the archive, not a file"
        case .directory: return "is a directory in the archive, not a file"
        case .afterEncrypted(let stop): return "cannot be read: it comes after the encrypted entry \(stop) in the archive"
        }
    }
}

extension MarkupFailure {
    var message: String {
        switch self {
        case .parser(let message): return message
        case .tooDeep(let limit): return "elements nested deeper than \(limit) levels"
        case .entityExpansion(let limit): return "entity expansion exceeds \(limit) characters (entity bomb?)"
        case .noRoot: return "no root element"
        case .empty: return "no content (empty document)"
        case .binary: return "contains NUL bytes: binary data, neither XML nor HTML"
        case .notMarkup: return "neither XML nor HTML"
        case .wrongRoot(let expected, let found):
            switch (expected, found) {
            case ("lexicon", nil): return "not a well-formed PLS lexicon"
            case ("lexicon", let root?): return "not a PLS lexicon (its root is <\(root)>)"
            case ("math", _): return "not a MathML <math> element"
            case (_, let root?): return "its root is <\(root)>, not <\(expected)>"
            case (_, nil): return "not a well-formed <\(expected)> document"
            }
        }
    }

    /// The message after "line N: " when a line is known (the package and container
    /// documents, whose errors are not placed in the book's own path).
    func message(line: Int) -> String {
        line > 0 ? "line \(line): \(message)" : message
    }
}

extension ContainerFailure {
    var message: String {
        switch self {
        case .missing: return "missing"
        case .malformed(let line, let failure): return failure.message(line: line)
        case .noRootfile: return "names no package document (rootfile full-path)"
        }
    }
}

extension PackageFailure {
    var message: String {
        switch self {
        case .missing(let path): return "\(path) is missing from the book"
        case .malformed(let path, let line, let failure): return "\(path): \(failure.message(line: line))"
        case .notAPackage(let path, let root): return "\(path): root element is <\(root)>, not <package>"
        case .noSpine(let path): return "\(path): no <spine>"
        case .noReadableContent(let path): return "\(path): the spine lists no readable content document"
        }
    }
}

extension OutputFailure {
    var message: String {
        switch self {
        case .system(let code): return errnoDescription(code)
        case .unreadableLink: return "unreadable symbolic link"
        case .cannotCreateFile(let directory, let code): return "cannot create a file in \(directory): \(errnoDescription(code))"
        case .cannotCreateFolder(let code): return "cannot create the output folder" + (code.map { ": " + errnoDescription($0) } ?? "")
        }
    }
}

extension BrailleFailure {
    var message: String {
        switch self {
        case .tableNotCompiled(let list):
            return "table list '\(list)' cannot be compiled (see `exporttool tables`, \(InvalidSetting.Setting.tables.flag))"
        case .projectTablesNotFound(let looked, let fromEnvironment):
            if fromEnvironment {
                return "EXPORTTOOL_TABLES=\(looked.joined()) is not a folder holding exporttool-fixes.uti (exporttool's braille tables)"
            }
            return "exporttool's braille tables (a folder holding exporttool-fixes.uti) were not found; looked in "
                + looked.joined(separator: ", ") + "; set EXPORTTOOL_TABLES to that folder"
        case .translationFailed(let list):
            return "liblouis could not translate with '\(list)' (does the table exist? see `exporttool tables`)"
        case .typeformCount(let typeforms, let characters):
            return "typeforms: \(typeforms) entries for \(characters) characters"
        case .outputTooLong(let characters, let cells):
            return "liblouis output for \(characters) characters exceeds \(cells) cells"
        case .displayTable(let table):
            return "display table '\(table)' cannot convert these dots"
        case .archive(let detail):
            return "the eBraille file set could not be zipped" + (detail.map { ": " + $0 } ?? "")
        case .worker(let failure):
            return failure.message(worker: "braille translation worker", workers: "braille translation workers")
        }
    }
}

extension NarrationFailure {
    var message: String {
        switch self {
        case .speechUnavailable: return "eSpeak NG cannot start (is espeak-ng-data installed?)"
        case .noVoice(let voice): return "eSpeak NG has no voice '\(voice)' (see `espeak-ng --voices`)"
        case .noVoiceForLanguage(let language): return "eSpeak NG has no voice for the language '\(language)'"
        case .speechFailed(let status): return "eSpeak NG failed to speak (error \(status))"
        case .missingMark(let document, let sentence):
            return "\(document): eSpeak NG did not report the mark before \"\(sentence)\""
        case .encoderUnavailable: return "LAME cannot start"
        case .bitrateRefused(let bitrate, let sampleRate): return "LAME does not accept \(bitrate) kbit/s at \(sampleRate) Hz"
        case .incompleteAudio(let got, let expected): return "got audio for \(got) of \(expected) documents"
        case .unreadableSpeech(let detail): return "the speech script could not be read back: \(detail)"
        case .engineUnavailable(let engine, let detail): return "\(engine) cannot start: \(detail)"
        case .voiceModelMissing(let path): return "\(path): no such voice model (a Piper voice is an .onnx file with its .onnx.json beside it)"
        case .unknownEngineVoice(let engine, let name, let searched):
            return "\(engine) has no voice '\(name)'" + (searched.isEmpty ? " (give --voice-model PATH or --voices-dir DIR)" : " in " + searched.joined(separator: ", ") + " (see `exporttool voices --engine piper`)")
        case .engineFailed(let engine, let detail): return "\(engine) failed: \(detail)"
        case .chapterJob(let number, let message):
            return (number > 0 ? "chapter \(number) of the narration: " : "the narration's chapter jobs: ") + message
        case .notWellFormed(let path, let detail):
            return "\(path): a narrated EPUB needs well-formed XHTML; this document is not (\(detail))"
        case .alreadyNarrated(let path): return "\(path): the book already has media overlays"
        case .notContentDocument(let path, let href):
            return "\(path): \(href) is not an XHTML or SVG content document of the manifest"
        case .nothingSpoken(let path?): return "\(path): nothing in the book is spoken"
        case .nothingSpoken(nil): return "nothing in the book is spoken"
        case .sourceNotEPUB(let path, let format):
            return "\(path): a narrated EPUB is made from an EPUB or XHTML book (this input: \(format)); "
                + "mp3, daisy202 and daisy3 export its audio"
        case .talkingBookNotZipped(let format, let detail):
            return "the \(format) fileset could not be zipped" + (detail.map { ": " + $0 } ?? "")
        case .packageNotExtensible(let path): return "\(path): the package document has no manifest or metadata element to extend"
        case .archive(let path, let detail):
            return "\(path): the narrated EPUB could not be assembled" + (detail.map { ": " + $0 } ?? "")
        case .worker(let failure):
            return failure.message(worker: "narration worker", workers: "narration workers")
        }
    }
}

extension WorkerFailure {
    /// Words for a failed worker, named as `worker` ("narration worker") or, for all of
    /// them, `workers`.
    func message(worker: String, workers: String) -> String {
        switch self {
        case .noCommand: return "no \(worker) command"
        case .cannotStart(let program, let detail): return "cannot start a \(worker) (\(program)): \(detail)"
        case .malformedReply: return "a \(worker) sent malformed data"
        case .cutShort: return "a \(worker.replacingOccurrences(of: " worker", with: "")) request or reply was cut short"
        case .wrongCount(let number, let got, let expected): return "\(worker) \(number) returned \(got) pieces for \(expected)"
        case .killed(let number, let signal): return "\(worker) \(number) was killed by signal \(signal)"
        case .failed(let number, let status, let message):
            // A worker is this tool: its own error line's prefix is said once, by the parent.
            let text = ToolMessages.dropping(errorPrefix, from: message) ?? message
            return "\(worker) \(number) failed (exit \(status))" + (text.isEmpty ? "" : ": " + text)
        case .noAnswer(let number): return "\(worker) \(number) ended without answering"
        case .timedOut(nil, let seconds): return "\(workers) did not finish within \(seconds) seconds; they were stopped"
        case .timedOut(let number?, let seconds): return "\(worker) \(number) did not finish within \(seconds) seconds; it was stopped"
        case .stalled(let number, let seconds): return "\(worker) \(number) made no progress for \(seconds) seconds; it was stopped"
        case .malformedRequest(let detail): return "a \(worker) got a malformed job: \(detail)"
        case .encoding(let detail): return "cannot encode a \(worker.replacingOccurrences(of: " worker", with: "")) job or result: \(detail)"
        }
    }
}

extension InvalidSetting.Setting {
    /// The command-line flag that sets it.
    var flag: String {
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
        case .report: return "--report"
        case .language: return "--lang"
        case .rate: return "--rate"
        case .bitrate: return "--bitrate"
        case .audioQuality: return "--audio-quality"
        case .copyrightDate: return "--copyright-date"
        case .voice: return "--voice"
        case .producer: return "--producer"
        case .readerFont: return "--reader-font"
        }
    }
}

extension InvalidSetting {
    /// One line: the flag, the value and what it accepts.
    var message: String {
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
            switch setting {
            case .tables: return "\(flag) needs a comma list of liblouis tables, e.g. en-ueb-g2.ctb"
            case .producer: return "\(flag) needs a name on one line, e.g. \"Braille Services of Example County\""
            default: return "\(flag) needs at least one value"
            }
        case .shard:
            return "\(flag) must be K/N with 1 ≤ K ≤ N, e.g. 2/8, or auto (got '\(value)')"
        case .shardFromScheduler(let problem):
            return "\(flag) auto: " + problem.message
        case .roomForSpeech(let profile):
            return "\(flag) \(value) leaves no room for speech in a \(profile) document"
        case .roomForSentence(let blockID, let bytes):
            return "\(flag) \(value) is too small for a sentence of block \(blockID) (\(bytes) bytes of SSML)"
        case .tableForLanguage(let language, let uncompiled):
            guard let language else {
                return "the book declares no language; choose a braille table with \(flag) (see `exporttool tables`)"
            }
            let reason = uncompiled.isEmpty ? "" : " (" + uncompiled.map { "braille table \($0) for '\(language)' does not compile" }
                .joined(separator: "; ") + ")"
            return "no braille table for language '\(language)'\(reason); choose one with \(flag) (see `exporttool tables`)"
        case .folderForFiles(let count):
            return "this export makes \(count) files; use \(flag)"
        case .folderForFormats:
            return "several formats need \(flag) DIR"
        case .folderForFormat(let format):
            return "--to \(format) writes several files; use \(flag) DIR"
        case .isoDate:
            return "\(flag) must be a date YYYY, YYYY-MM or YYYY-MM-DD (got '\(value)')"
        case .copyrightDateForBook:
            return "eBraille requires the copyright date of the work, and '\(value)' gives none; give it with \(flag) YYYY[-MM[-DD]]"
        case .notOntoInput(let input):
            return "\(flag) \(value) would write outputs over the input \(input); choose another folder"
        case .notAnInput(let input):
            return "\(flag) \(value) would replace the input \(input); choose another file"
        case .notAnOutput(let output):
            return "\(flag) \(value) would take the name of an output of \(output); choose another file"
        case .fontFile(let maximumBytes):
            return "\(flag) \(value) is not a WOFF2, WOFF, OpenType or TrueType font of at most \(maximumBytes / (1 << 20)) MB"
        case .espeakVoice:
            return "\(flag) '\(value)' is not an eSpeak NG voice name (see `espeak-ng --voices`; a variant as NAME+VARIANT)"
        }
    }
}

extension ReadingLimit {
    /// What was too large, as the error says it.
    fileprivate var words: String {
        switch self {
        case .zipEntries: return "number of zip entries"
        case .entrySize(let entry): return "uncompressed size of \(entry)"
        case .compressionRatio(let entry): return "compression ratio of \(entry)"
        case .fileSize: return "file size"
        case .spineItems: return "number of spine items"
        case .spineText: return "text read across the spine"
        case .nestingDepth: return "element nesting depth"
        case .entityExpansion: return "entity expansion"
        case .blockText(let bytes): return "text of one block (\(bytes) bytes)"
        }
    }
}

extension SchedulerShardProblem {
    var message: String {
        switch self {
        case .noScheduler:
            return "no array-job index in the environment (JOB_COMPLETION_INDEX from a Kubernetes Indexed Job, "
                + "SLURM_ARRAY_TASK_ID from a Slurm job array, AWS_BATCH_JOB_ARRAY_INDEX from an AWS Batch array job, "
                + "CLOUD_RUN_TASK_INDEX from a Cloud Run job); give --shard K/N instead"
        case .severalSchedulers(let variables):
            return "the index variables of several schedulers are set (\(variables.joined(separator: ", "))); give --shard K/N instead"
        case .notANumber(let variable, let value):
            return "\(variable) is '\(value)', not a whole number"
        case .missingCount(let indexVariable, let countVariable):
            return "\(indexVariable) is set but not the number of shards: give --shard-count N (the Job's completions) "
                + "or set \(countVariable)"
        case .indexOutOfRange(let variable, let index, let count):
            return "\(variable) is \(index), not below the \(count) shards"
        case .countMismatch(let given, let variable, let count):
            return "--shard-count \(given) disagrees with \(variable)=\(count)"
        case .unevenSlurmArray(let id, let min, let max, let step, let count):
            return "task \(id) of a Slurm array whose \(count) ids from \(min) to \(max) are not evenly spaced (step \(step)): "
                + "Slurm does not tell a task its position in such an array; use --array=0-\(count - 1) or --shard K/N"
        }
    }
}

extension ReportMergeFailure {
    var message: String {
        switch self {
        case .notAReport(let detail): return "not a batch report (\(detail))"
        case .unknownSchema(let version): return "a batch report of schema version \(version), which this exporttool does not know"
        case .otherRun(let first): return "a report of another batch run than \(first) (other options or inputs)"
        case .shardCounts(let count, let first, let firstCount):
            return "a batch cut into \(count) shards, \(first) into \(firstCount)"
        case .shardTwice(let index, let count, let first): return "shard \(index)/\(count) again (also in \(first))"
        case .bookTwice(let input, let first): return "book \(input) again (also in \(first))"
        }
    }
}
