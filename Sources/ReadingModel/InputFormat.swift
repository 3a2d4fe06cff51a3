/// What an input file is, told by its signature (its first bytes, a zip's entries, an XML
/// document's root), never by its name; Markdown, which has no signature, is the one
/// format known by its extension (`.md`, `.markdown`), and only when nothing else matches.
public enum InputFormat: Sendable, Equatable, Hashable, Codable {
    /// A zip whose `mimetype` is `application/epub+zip`, or any zip with
    /// `META-INF/container.xml`.
    case epub
    /// A folder holding an unpacked EPUB (`META-INF/container.xml`).
    case epubFolder
    /// An XHTML or HTML document (root `html`).
    case html
    /// A DTBook document (root `dtbook`, ANSI/NISO Z39.86-2005).
    case dtbook
    /// A NIMAS or DAISY 3 fileset: an OPF package whose manifest holds a DTBook, given as
    /// the package, its folder or a zip of it.
    case dtbookFileset
    /// A Word document (a zip holding `word/document.xml`).
    case docx
    /// An OpenDocument text (a zip whose `mimetype` is `application/vnd.oasis.opendocument.text`).
    case odt
    /// Markdown (by extension: the format has no signature).
    case markdown

    /// The name a person knows the format by.
    public var name: String {
        switch self {
        case .epub: return "EPUB"
        case .epubFolder: return "unpacked EPUB"
        case .html: return "XHTML/HTML"
        case .dtbook: return "DTBook"
        case .dtbookFileset: return "NIMAS/DAISY 3 fileset"
        case .docx: return "DOCX"
        case .odt: return "ODT"
        case .markdown: return "Markdown"
        }
    }

    /// Whether reading it needs pandoc.
    public var needsPandoc: Bool { self == .docx || self == .odt || self == .markdown }
}

/// What a file that is not read looks like, by its signature
/// (``ExportError/unsupportedFormat(path:looksLike:)``).
public enum UnsupportedInput: Sendable, Equatable, Hashable, Codable {
    /// `%PDF-`.
    case pdf
    /// `{\rtf`.
    case rtf
    /// An OLE2 compound file (`.doc`, `.xls`, `.ppt` of Office 97-2003).
    case oleCompoundFile
    /// A zip holding none of the formats read; `mimetype` is its `mimetype` entry, when it has one.
    case zip(mimetype: String?)
    /// An image (PNG, JPEG, GIF, WebP, TIFF), named.
    case image(String)
    /// An audio or video file (MP3, Ogg, WAV, MP4), named.
    case media(String)
    /// An XML document whose root is none that is read.
    case xml(root: String)
    /// Text that is not markup.
    case text
    /// Binary data of no known kind.
    case binary
    /// An empty file.
    case empty
    /// A folder with neither an EPUB nor a DTBook fileset in it.
    case folder
    /// A zip (by its first bytes) whose directory cannot be read: truncated or corrupt;
    /// `detail` is the zip reader's report.
    case brokenZip(detail: String)
}
