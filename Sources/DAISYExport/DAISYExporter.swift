import Foundation
import NarrationExport
import ReadingModel
import ZipWriter

/// DAISY talking books from a narration (`--to daisy202`, `--to daisy3`): the book's text
/// with every sentence synchronised to the narration's MP3s, zipped. Both are made from the
/// same ``Narration`` as the narrated EPUB and the MP3s, so one synthesis serves all four.
/// Documented in `docs/daisy.md`.
public struct DAISYExporter: Sendable {
    /// Which DAISY standard the fileset follows.
    public enum Version: String, Sendable, CaseIterable {
        /// DAISY 2.02 (2001): `ncc.html`, XHTML text, SMIL 1.0.
        case daisy202
        /// ANSI/NISO Z39.86-2005 (DAISY 3): DTBook, NCX, SMIL, OPF 1.2 package, resource file.
        case daisy3

        /// `daisy202.zip`, `daisy3.zip`.
        public var fileExtension: String { rawValue + ".zip" }
    }

    public var version: Version
    /// Names the tool in `ncc:generator` and `dtb:generator`.
    public var generator = "exporttool"

    public init(version: Version) {
        self.version = version
    }

    /// The fileset's files in the order they are zipped (the NCC or the package file first).
    public func fileset(plan: ReadingPlan, narration: Narration) throws(ExportError) -> [(name: String, bytes: [UInt8])] {
        let book = try TalkingBook(plan: plan, narration: narration)
        let date = TalkingBook.publicationDate(plan.metadata)
        switch version {
        case .daisy202: return DAISY202Writer(book: book, generator: generator, date: date).files()
        case .daisy3: return DAISY3Writer(book: book, generator: generator, date: date).files()
        }
    }

    /// The zipped fileset, `STEM.daisy202.zip` or `STEM.daisy3.zip`.
    public func export(plan: ReadingPlan, narration: Narration) throws(ExportError) -> OutputFile {
        let files = try fileset(plan: plan, narration: narration)
        return OutputFile(fileExtension: version.fileExtension, contents: try Self.zip(files, version: version))
    }

    static func zip(_ files: [(name: String, bytes: [UInt8])], version: Version) throws(ExportError) -> [UInt8] {
        do throws(ZipWriter.Failure) {
            let writer = try ZipWriter()
            // MP3 does not deflate; the XML does, well.
            for file in files { try writer.add(file.name, file.bytes, compress: !file.name.hasSuffix(".mp3")) }
            return try writer.bytes()
        } catch {
            throw .narration(.talkingBookNotZipped(format: version.rawValue, detail: error.detail))
        }
    }
}
