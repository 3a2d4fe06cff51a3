// The words of each warning: the one place where the typed warnings of the reader and the
// renderers become sentences (the command line prints them; the JSON export, the batch
// report and the service carry them as text).

extension ExportWarning {
    /// One line; a reading warning starts with its file (and line).
    public var message: String {
        switch self {
        case .reading(let warning):
            return warning.description
        case .imagesNotEmbedded(let count):
            return "\(count) images were not embedded (missing, not a web image type, or over the size limits); their alt text is shown"
        case .languageNotSwitched(let language, .engineLacksLanguage(let engine)):
            return "\(engine) does not speak the language '\(language)': its text is read in the surrounding voice"
        case .languageNotSwitched(let language, .voiceNotMultilingual(let voice)):
            return "the azure voice \(voice) is not multilingual (<lang> needs one): text in '\(language)' is read in the voice's own language; choose a MultilingualNeural voice"
        case .languageNotSwitched(let language, .noSwitchInsideRequest(let engine)):
            return "\(engine) does not switch to '\(language)' inside a request (its <lang> is silent or reads it as another language): its text is read in the surrounding voice; give it a request with a voice of its own language"
        case .languageNotSwitched(let language, .onlyAroundSentences(let engine)):
            return "\(engine)'s generative voices take <lang> only around whole sentences: text in '\(language)' inside a sentence is read in the surrounding voice"
        case .mathInEnglish(let language):
            return "math in the language '\(language)' is read with English words: there is no math word table for it yet"
        case .sentencesSplit(let count, let limit):
            return "\(count) parts of sentences longer than the chunk limit (\(limit)) were split at a clause or word boundary, else between characters (listed in the manifest)"
        case .brailleTableDoesNotCompile(let table, let language):
            return "braille table \(table) for '\(language)' does not compile; trying the next one"
        case .brailleTableFromMetadata(let table, let language):
            return "no curated braille table for '\(language)'; using \(table), found by liblouis's table metadata"
        case .eightDotBrailleTable(let table):
            return "braille table \(table) writes 8-dot braille: dots 7 and 8 need a display or PEF, BRF cannot show them"
        case .brailleCharacterDropped(let scalar, let tables, let count):
            let code = String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            let name = scalar.properties.name ?? "unnamed"
            return "braille: U+\(code) \(name) is not defined by \(tables); dropped \(count) time\(count == 1 ? "" : "s")"
        case .proofRowsUntranslated(let count):
            return "proof: \(count) braille line\(count == 1 ? "" : "s") could not be translated back to print"
        }
    }
}

extension ReadingProblem {
    /// The problem in words, without the file it concerns.
    public var message: String {
        switch self {
        case .wrongMimetype(let found):
            return "mimetype is '\(found.prefix(60))', expected application/epub+zip"
        case .noMimetype:
            return "no mimetype entry"
        case .navigationUnreadable(let detail):
            return "the navigation document cannot be read (\(detail)); its table of contents and page list are not used"
        case .ncxUnreadable(let detail):
            return "the NCX cannot be read (\(detail)); its table of contents and page list are not used"
        case .spineItemNotInManifest(let idref):
            return "spine item '\(idref)' is not in the manifest; skipped"
        case .spineItemNotContent(let mediaType):
            return "spine item is \(mediaType), not an XHTML or SVG content document; skipped"
        case .spineItemRepeated(let href, let count):
            return "\(href) is listed \(count) times in the spine; read once"
        case .packageUnreadable(let detail):
            return "the package document cannot be read (\(detail)); its metadata is not used"
        case .languageUnusable(let declared, let declaration, let chosen, let source):
            return Self.languageWords(declared: declared, declaration: declaration, chosen: chosen, source: source)
        case .readAsHTML(let detail):
            return "not well-formed XML (\(detail)); read as HTML"
        case .markup(let detail):
            return detail
        case .lexiconMissing:
            return "pronunciation lexicon is missing from the book"
        case .lexiconUnreadable(let detail):
            return "pronunciation lexicon could not be read: \(detail)"
        case .styleSheetUnreadable(let path, let cause):
            return "stylesheet \(path) \(cause.words); its rules are not applied"
        case .styleSheetMissing(let path):
            return "stylesheet \(path) is missing from the book; its rules are not applied"
        case .cssParseError(let detail):
            return "CSS parse error: \(detail) (the rest of the stylesheet is applied)"
        case .unsupportedSelectors(let count):
            return "\(count) selector(s) that hide content or set speech use pseudo-classes, pseudo-elements or namespace "
                + "prefixes the stylesheet does not declare, which are not supported; their rules are ignored"
        case .hiddenByStyleSheet(let count, let lines):
            return "\(count) element(s) hidden by the book's CSS (display: none or visibility: hidden) left out, on lines "
                + lines.prefix(8).map(String.init).joined(separator: ", ") + (count > 8 ? "..." : "")
        case .selectorMatchingBudget(let limit):
            return "matching the book's CSS selectors took over \(limit) steps; the rest of the document was read without "
                + "its stylesheets' rules (style attributes still apply)"
        case .noFallback(let element, let source, let type):
            return "<\(element)>\(source.isEmpty ? "" : " " + source.prefix(80))\(type.map { " (\($0))" } ?? "") has no fallback text; left out"
        case .mathReadFromFallback(let detail):
            return (detail ?? "MathML past the reading limits") + "; the expression is read from its alttext or text"
        case .mathProblem(let detail):
            return detail + " (first MathML problem in this document)"
        case .imageMissing:
            return "image is missing from the fileset; its alt text and description are read"
        case .imageNotInManifest(let package):
            return "image is not listed in the manifest of \(package)"
        case .noIdentifier:
            return "no dc:Identifier: the fileset has no identifier"
        case .nimasRequires(let element):
            return "NIMAS 1.1 requires \(element); the fileset has none"
        case .converter(let program, let detail):
            return "\(program): \(detail)"
        }
    }

    private static func languageWords(declared: String?, declaration: LanguageDeclaration, chosen: String,
                                      source: LanguageSource) -> String {
        let (element, holder, attribute) = switch declaration {
        case .epubPackage: ("dc:language", "the package", "dc:language")
        case .dtbook: ("dc:Language", "the DTBook", "dc:Language")
        case .htmlDocument: ("lang", "the document", "lang")
        }
        let what = declared.map { "\(element) '\($0.prefix(40))' is not a BCP 47 language tag" }
            ?? "\(holder) names no language (\(attribute))"
        switch declaration {
        case .htmlDocument:
            return "\(what); reading it as '\(chosen)', the default language"
        case .dtbook:
            return "\(what); reading the book as '\(chosen)'"
        case .epubPackage:
            let from = source == .content ? "the content documents' language" : "the default language"
            return "\(what); reading the book as '\(chosen)', \(from)"
        }
    }
}

extension ReadingProblem.StyleSheetFailure {
    var words: String {
        switch self {
        case .compressionRatio(let limit): return "exceeds a reading limit (compression ratio over \(limit))"
        case .size(let limit): return "exceeds a reading limit (size over \(limit) bytes)"
        case .system(let detail): return "cannot be read: \(detail)"
        case .notRegularFile: return "cannot be read: not a regular file"
        case .archive: return "cannot be read from the archive"
        case .other: return "cannot be read"
        }
    }
}
