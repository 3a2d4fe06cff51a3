import Foundation
import ZIPFoundation

/// The one zip writer of every zipped output (the eBraille file set, the narrated EPUB,
/// both DAISY talking books, the service's result archive): ZIPFoundation in memory, one
/// fixed date on every entry, entries in the order they are added, so the same files give
/// the same bytes.
public final class ZipWriter {
    /// The date of every entry (2020-01-01): a zip carries no time of its making.
    public static let entryDate = Date(timeIntervalSince1970: 1_577_836_800)

    /// What the zip library said when it could not add an entry or give the archive.
    public struct Failure: Error, Sendable {
        /// The library's own words, when it gave any.
        public let detail: String?
    }

    private let archive: Archive

    public init() throws(Failure) {
        do {
            archive = try Archive(data: Data(), accessMode: .create)
        } catch {
            throw Failure(detail: "\(error)")
        }
    }

    /// An OCF container (EPUB 3.3 §4.2.3, eBraille 1.0 §4.7): `mimetype` first, stored,
    /// holding `application/epub+zip`.
    public static func ocf() throws(Failure) -> ZipWriter {
        let writer = try ZipWriter()
        try writer.add("mimetype", Array("application/epub+zip".utf8), compress: false)
        return writer
    }

    /// Adds `bytes` as the entry `name`, deflated or stored.
    public func add(_ name: String, _ bytes: [UInt8], compress: Bool) throws(Failure) {
        let data = Data(bytes)
        do {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), modificationDate: Self.entryDate,
                                 compressionMethod: compress ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<(Int(position) + size))
            }
        } catch {
            throw Failure(detail: "\(error)")
        }
    }

    /// The archive's bytes.
    public func bytes() throws(Failure) -> [UInt8] {
        guard let data = archive.data else { throw Failure(detail: nil) }
        return [UInt8](data)
    }
}
