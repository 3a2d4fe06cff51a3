import Foundation
import ReadingModel
import ZIPFoundation

/// The packaged file set: an OCF ZIP container (eBraille 1.0 §4.7) with the `mimetype`
/// first and stored.
enum EBrailleArchive {
    /// One date for every entry, so the same book and settings give the same bytes.
    static let entryDate = Date(timeIntervalSince1970: 1_577_836_800)

    static func zip(_ entries: [(path: String, bytes: [UInt8])]) throws(ExportError) -> [UInt8] {
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            func add(_ name: String, _ bytes: [UInt8], compress: Bool) throws {
                let data = Data(bytes)
                try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
                                     compressionMethod: compress ? .deflate : .none) { position, size in
                    data.subdata(in: Int(position)..<(Int(position) + size))
                }
            }
            try add("mimetype", Array("application/epub+zip".utf8), compress: false)
            for entry in entries { try add(entry.path, entry.bytes, compress: true) }
            guard let data = archive.data else { throw ExportError.braille(.archive(detail: nil)) }
            return [UInt8](data)
        } catch let error as ExportError {
            throw error
        } catch {
            throw .braille(.archive(detail: "\(error)"))
        }
    }
}
