import Foundation
import ZIPFoundation

/// `GET /v1/jobs/{id}/result`: the outputs in one zip, made the way the DAISY and eBraille
/// archives are (ZIPFoundation in memory, one fixed date on every entry, entries in the
/// job's order), so the same outputs give the same bytes.
enum ResultArchive {
    static let entryDate = Date(timeIntervalSince1970: 1_577_836_800)

    static func zip(folder: String, files: [String]) throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        for name in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            // Zips and MP3s do not deflate; the text formats do, well.
            let stored = ["zip", "mp3", "epub"].contains((name as NSString).pathExtension.lowercased())
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
                                 compressionMethod: stored ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<(Int(position) + size))
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return [UInt8](data)
    }
}
