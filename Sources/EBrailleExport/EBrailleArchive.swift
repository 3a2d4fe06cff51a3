import ReadingModel
import ZipWriter

/// The packaged file set: an OCF ZIP container (eBraille 1.0 §4.7) with the `mimetype`
/// first and stored.
enum EBrailleArchive {
    static func zip(_ entries: [(path: String, bytes: [UInt8])]) throws(ExportError) -> [UInt8] {
        do throws(ZipWriter.Failure) {
            let writer = try ZipWriter.ocf()
            for entry in entries { try writer.add(entry.path, entry.bytes, compress: true) }
            return try writer.bytes()
        } catch {
            throw .braille(.archive(detail: error.detail))
        }
    }
}
