/// A problem met while reading a book that did not stop it: the file it concerns (the book,
/// or a path inside it), the line where known, and what it is, as a value
/// (``ReadingProblem``). Its words are ``message``; a program can switch over ``problem``.
public struct BookWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file it concerns (the book, or a path inside it).
    public var file: String
    public var line: Int?
    public var problem: ReadingProblem

    public init(file: String, line: Int? = nil, _ problem: ReadingProblem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// The problem in words, without the file.
    public var message: String { problem.message }

    public var description: String {
        if let line, line > 0 { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// What a ``BookWarning`` is about. Details that come from other programs (libxml2's
/// diagnostics, pandoc's messages, a MathML reading problem) are kept as their text.
public enum ReadingProblem: Sendable, Hashable {
    // The container and package (EPUB).
    /// The `mimetype` entry holds something else (its first 60 characters).
    case wrongMimetype(found: String)
    case noMimetype
    /// The EPUB 3 navigation document cannot be read (why, in words).
    case navigationUnreadable(detail: String)
    /// The EPUB 2 NCX cannot be read (why, in words).
    case ncxUnreadable(detail: String)
    /// A spine item whose `idref` names no manifest item; skipped.
    case spineItemNotInManifest(idref: String)
    /// A spine item that is not an XHTML or SVG content document; skipped.
    case spineItemNotContent(mediaType: String)
    /// A content document listed more than once in the spine; read once.
    case spineItemRepeated(href: String, count: Int)
    /// The package document of a DTBook or NIMAS fileset cannot be read; its metadata is not used.
    case packageUnreadable(detail: String)
    /// The book's language is missing or not a BCP 47 tag: what was declared (nil: nothing),
    /// where, and the language the book is read in instead, from where.
    case languageUnusable(declared: String?, declaration: LanguageDeclaration, chosen: String, source: LanguageSource)

    // Documents.
    /// A content document that is not well-formed XML, read as HTML (the first error).
    case readAsHTML(detail: String)
    /// A parser's diagnostic (libxml2's), as it words it.
    case markup(detail: String)
    /// A pronunciation lexicon the package lists that the book lacks.
    case lexiconMissing
    /// A pronunciation lexicon that cannot be read (why).
    case lexiconUnreadable(detail: String)

    // Style sheets.
    /// A linked style sheet that cannot be read; its rules are not applied.
    case styleSheetUnreadable(path: String, cause: StyleSheetFailure)
    /// A linked style sheet missing from the book; its rules are not applied.
    case styleSheetMissing(path: String)
    /// A CSS syntax error; the rest of the sheet is applied.
    case cssParseError(detail: String)
    /// Rules whose selectors hide content or set speech with selectors not supported.
    case unsupportedSelectors(count: Int)
    /// Elements the book's CSS hides (`display: none`, `visibility: hidden`), left out: how
    /// many, and the lines of the first eight.
    case hiddenByStyleSheet(count: Int, firstLines: [Int])
    /// Matching the book's selectors took more than `limit` steps; the rest of the document
    /// was read without its style sheets' rules.
    case selectorMatchingBudget(limit: Int)

    // Content.
    /// An element (`element`, its source and type where given) with nothing to read in its
    /// place; left out.
    case noFallback(element: String, source: String, type: String?)
    /// MathML past the reading limits (or cut, `detail`), read from its alttext or text.
    case mathReadFromFallback(detail: String?)
    /// The first MathML problem met in a document.
    case mathProblem(detail: String)

    // DTBook and NIMAS.
    /// An image the DTBook names that the fileset lacks; its alt text and description are read.
    case imageMissing
    /// An image the fileset holds that its package (named) does not list.
    case imageNotInManifest(package: String)
    /// No `dc:Identifier`.
    case noIdentifier
    /// A metadata element NIMAS 1.1 requires, missing.
    case nimasRequires(element: String)

    // Converted inputs.
    /// A message of the converting program (pandoc), as it words it.
    case converter(program: String, detail: String)

    /// Where a book declares its language.
    public enum LanguageDeclaration: Sendable, Hashable {
        /// An EPUB package's `dc:language`.
        case epubPackage
        /// A DTBook's `dc:Language`.
        case dtbook
        /// An HTML document's `lang`.
        case htmlDocument
    }

    /// Where the language a book is read in came from, when its own is unusable.
    public enum LanguageSource: Sendable, Hashable {
        /// The content documents' own `lang` or `xml:lang`.
        case content
        /// The reading settings' default language.
        case defaultLanguage
    }

    /// Why a linked style sheet cannot be read.
    public enum StyleSheetFailure: Sendable, Hashable {
        /// Over the compressed-to-stored ratio limit.
        case compressionRatio(limit: Int)
        /// Over the size limit, in bytes.
        case size(limit: Int)
        /// The system's error, in words.
        case system(detail: String)
        case notRegularFile
        case archive
        case other
    }
}
