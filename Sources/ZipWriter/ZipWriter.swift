import CDeflate
import Dispatch
import Synchronization

/// The one zip writer of every zipped output (the eBraille file set, the narrated EPUB,
/// both DAISY talking books, the service's result archive): entries in the order they are
/// added, one fixed date on every entry, so the same files give the same bytes.
///
/// Written here from the format (PKWARE's APPNOTE 6.3.10: local headers, the central
/// directory and its end record) with zlib's raw deflate at its default level: the entries
/// are deflated side by side on the machine's cores when the archive is asked for
/// (``bytes()``), each on its own, so the result does not depend on which finishes first.
/// No entry and no archive may pass 4 GB less one byte (the ZIP64 records are not
/// written): such an archive is refused, never written wrong.
public final class ZipWriter {
    /// The date of every entry, 2020-01-01 00:00 in MS-DOS form (APPNOTE §4.4.6): a zip
    /// carries no time of its making.
    static let dosDate: UInt16 = (2020 - 1980) << 9 | 1 << 5 | 1
    static let dosTime: UInt16 = 0

    /// Why an entry or the archive could not be written.
    public struct Failure: Error, Sendable {
        public let detail: String?
    }

    private struct Entry: Sendable {
        var name: [UInt8]
        var bytes: [UInt8]
        var compress: Bool
    }

    private var entries: [Entry] = []

    public init() throws(Failure) {}

    /// An OCF container (EPUB 3.3 §4.2.3, eBraille 1.0 §4.7): `mimetype` first, stored,
    /// holding `application/epub+zip`, with no extra field.
    public static func ocf() throws(Failure) -> ZipWriter {
        let writer = try ZipWriter()
        try writer.add("mimetype", Array("application/epub+zip".utf8), compress: false)
        return writer
    }

    /// Adds `bytes` as the entry `name` (a path with `/`), deflated or stored.
    public func add(_ name: String, _ bytes: [UInt8], compress: Bool) throws(Failure) {
        let encoded = Array(name.utf8)
        guard !encoded.isEmpty, encoded.count <= Int(UInt16.max) else { throw Failure(detail: "the entry name '\(name)' cannot be stored") }
        guard bytes.count < Int(UInt32.max) else { throw Failure(detail: "the entry '\(name)' is 4 GB or more") }
        entries.append(Entry(name: encoded, bytes: bytes, compress: compress))
    }

    /// The archive's bytes.
    public func bytes() throws(Failure) -> [UInt8] {
        let packed = try Self.pack(entries)
        var out: [UInt8] = []
        out.reserveCapacity(packed.reduce(0) { $0 + $1.data.count + 30 + 46 + 2 * $1.name.count } + 22)
        var offsets: [Int] = []
        for entry in packed {
            offsets.append(out.count)
            out.append(uint32: 0x0403_4b50)
            Self.appendCommon(entry, to: &out)
            out.append(contentsOf: entry.name)
            out.append(contentsOf: entry.data)
        }
        let directoryStart = out.count
        for (entry, offset) in zip(packed, offsets) {
            out.append(uint32: 0x0201_4b50)
            // Made by: UNIX (3), APPNOTE 6.3 (63); the mode below is a UNIX one.
            out.append(uint16: 3 << 8 | 63)
            Self.appendCommon(entry, to: &out)
            out.append(uint16: 0)  // comment length
            out.append(uint16: 0)  // disk number start
            out.append(uint16: 0)  // internal attributes
            out.append(uint32: UInt32(0o100644) << 16)  // a regular file, rw-r--r--
            out.append(uint32: try Self.fits(offset))
            out.append(contentsOf: entry.name)
        }
        let directorySize = out.count - directoryStart
        guard packed.count < Int(UInt16.max) else { throw Failure(detail: "more than 65,534 entries") }
        out.append(uint32: 0x0605_4b50)
        out.append(uint16: 0)
        out.append(uint16: 0)
        out.append(uint16: UInt16(packed.count))
        out.append(uint16: UInt16(packed.count))
        out.append(uint32: try Self.fits(directorySize))
        out.append(uint32: try Self.fits(directoryStart))
        out.append(uint16: 0)
        return out
    }

    /// An entry ready to be written: its data as stored, with the CRC-32 and size of what
    /// it holds.
    private struct Packed: Sendable {
        var name: [UInt8]
        var data: [UInt8]
        var deflated: Bool
        var crc: UInt32
        var size: Int
    }

    /// The fields the local header and the central directory share (APPNOTE §4.3.7 from
    /// "version needed to extract" to "extra field length").
    private static func appendCommon(_ entry: Packed, to out: inout [UInt8]) {
        out.append(uint16: entry.deflated ? 20 : 10)
        // Bit 11: the name is UTF-8 (APPNOTE Appendix D), said only when it is not ASCII.
        out.append(uint16: entry.name.contains { $0 >= 0x80 } ? 1 << 11 : 0)
        out.append(uint16: entry.deflated ? 8 : 0)
        out.append(uint16: dosTime)
        out.append(uint16: dosDate)
        out.append(uint32: entry.crc)
        out.append(uint32: UInt32(entry.data.count))
        out.append(uint32: UInt32(entry.size))
        out.append(uint16: UInt16(entry.name.count))
        out.append(uint16: 0)  // no extra field
    }

    private static func fits(_ value: Int) throws(Failure) -> UInt32 {
        guard value < Int(UInt32.max) else { throw Failure(detail: "the archive is 4 GB or more") }
        return UInt32(value)
    }

    /// Every entry's CRC-32 and stored data, the deflated ones side by side.
    private static func pack(_ entries: [Entry]) throws(Failure) -> [Packed] {
        let results = Mutex([Result<Packed, Failure>?](repeating: nil, count: entries.count))
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let packed = pack(entries[index])
            results.withLock { $0[index] = packed }
        }
        return try results.withLock { $0 }.map { result throws(Failure) in try result!.get() }
    }

    private static func pack(_ entry: Entry) -> Result<Packed, Failure> {
        let crc = crc32(entry.bytes)
        guard entry.compress else {
            return .success(Packed(name: entry.name, data: entry.bytes, deflated: false, crc: crc, size: entry.bytes.count))
        }
        guard let data = deflateRaw(entry.bytes) else {
            return .failure(Failure(detail: "zlib could not deflate '\(String(decoding: entry.name, as: UTF8.self))'"))
        }
        return .success(Packed(name: entry.name, data: data, deflated: true, crc: crc, size: entry.bytes.count))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc = CDeflate.crc32(0, nil, 0)
        bytes.withUnsafeBufferPointer { buffer in
            var rest = UnsafeBufferPointer(rebasing: buffer[...])
            while !rest.isEmpty {
                let count = min(rest.count, Int(UInt32.max >> 1))
                crc = CDeflate.crc32(crc, rest.baseAddress, uInt(count))
                rest = UnsafeBufferPointer(rebasing: rest.dropFirst(count))
            }
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// `bytes` deflated without a zlib wrapper (`windowBits` -15, as zip stores them), at
    /// zlib's default level and memory; nil if zlib fails.
    private static func deflateRaw(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                // zlib reads `next_in` and never writes it.
                stream.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}

private extension [UInt8] {
    mutating func append(uint16 value: UInt16) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func append(uint32 value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}
