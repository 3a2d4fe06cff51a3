import Foundation
import ZipWriter

/// `GET /v1/jobs/{id}/result`: the outputs in one zip, made by the writer of the DAISY and
/// eBraille archives (one fixed date on every entry, entries in the job's order), so the
/// same outputs give the same bytes.
enum ResultArchive {
    static func zip(folder: String, files: [String]) throws -> [UInt8] {
        let writer = try ZipWriter()
        for name in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            // Zips and MP3s do not deflate; the text formats do, well.
            let stored = ["zip", "mp3", "epub"].contains((name as NSString).pathExtension.lowercased())
            try writer.add(name, [UInt8](data), compress: !stored)
        }
        return try writer.bytes()
    }
}
