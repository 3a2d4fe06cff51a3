import ReadingModel

/// One piece of print that liblouis translates in one call: Unicode scalars and, when the
/// text has emphasis, one typeform per scalar.
public struct BraillePiece: Sendable, Hashable {
    public var text: [UInt32]
    public var typeforms: [Typeform]?

    public init(text: [UInt32], typeforms: [Typeform]?) {
        self.text = text
        self.typeforms = typeforms
    }
}

/// Translates pieces of a book somewhere else than in this process's liblouis, for example
/// in worker processes that each compiled the tables (liblouis is single-threaded).
///
/// The braille exporter never starts processes itself: the program that wants parallel
/// translation gives ``BrailleExporter`` a service. A service must give, for each piece,
/// exactly the cells of ``BraillePieces/translate(_:tables:)``.
public protocol BrailleTranslationService: Sendable {
    /// How many pieces' worth of characters make starting the service worth it.
    var minimumCharacters: Int { get }
    /// Starts translating `pieces` (in the order the layout will ask for them) and returns
    /// at once; the layout then takes each piece's cells from the session as it needs them,
    /// so laying out overlaps translating.
    func start(_ pieces: [BraillePiece], tables: [String]) throws(ExportError) -> any BrailleTranslationSession
}

/// One book's pieces being translated (``BrailleTranslationService/start(_:tables:)``).
/// Used from one thread.
public protocol BrailleTranslationSession: AnyObject {
    /// The cells of piece `index`: translated in this process when no worker has taken it
    /// yet, else waited for. Throws when a worker failed or the time ran out.
    func cells(_ index: Int) throws(ExportError) -> [Unicode.Scalar]
    /// Ends the session once every piece was taken: waits for the workers to exit; throws
    /// a failure not reported yet.
    func finish() throws(ExportError)
    /// Ends the session at once (the export failed): kills every worker.
    func cancel()
}

extension BrailleTranslationService {
    /// The cells of every piece, in order.
    public func translate(_ pieces: [BraillePiece], tables: [String]) throws(ExportError) -> [[Unicode.Scalar]] {
        let session = try start(pieces, tables: tables)
        var results: [[Unicode.Scalar]] = []
        results.reserveCapacity(pieces.count)
        do throws(ExportError) {
            for index in pieces.indices { results.append(try session.cells(index)) }
        } catch {
            session.cancel()
            throw error
        }
        try session.finish()
        return results
    }
}

/// The work a translation worker does, and the byte format pieces and cells travel in
/// (little-endian 32-bit counts; scalars as 32 bits, typeforms as 16).
package enum BraillePieces {
    /// The cells of each piece with `tables`, in this process.
    package static func translate(_ pieces: [BraillePiece], tables: [String]) throws(ExportError) -> [[Unicode.Scalar]] {
        try Louis.checkTables(tables)
        var results: [[Unicode.Scalar]] = []
        results.reserveCapacity(pieces.count)
        for piece in pieces {
            results.append(try BrailleTranslator.cells(piece.text, typeforms: piece.typeforms, tables: tables))
        }
        return results
    }

    /// A worker's job for one request: decode the pieces, translate, encode the cells.
    /// Requests and replies travel framed: a little-endian 32-bit byte count, then the bytes.
    package static func serve(_ request: [UInt8], tables: [String]) throws(ExportError) -> [UInt8] {
        encode(cells: try translate(try decodePieces(request), tables: tables))
    }

    package static func encode(pieces: [BraillePiece]) -> [UInt8] {
        var writer = ByteWriter()
        writer.put(UInt32(pieces.count))
        for piece in pieces {
            writer.put(UInt32(piece.text.count))
            writer.bytes.append(piece.typeforms == nil ? 0 : 1)
            for value in piece.text { writer.put(value) }
            if let forms = piece.typeforms { for form in forms { writer.put16(form.rawValue) } }
        }
        return writer.bytes
    }

    package static func decodePieces(_ bytes: [UInt8]) throws(ExportError) -> [BraillePiece] {
        var reader = ByteReader(bytes: bytes)
        let count = try reader.count()
        var pieces: [BraillePiece] = []
        pieces.reserveCapacity(count)
        for _ in 0..<count {
            let length = try reader.count()
            let styled = try reader.byte() != 0
            var text: [UInt32] = []
            text.reserveCapacity(length)
            for _ in 0..<length { text.append(try reader.word()) }
            var forms: [Typeform]?
            if styled {
                var list: [Typeform] = []
                list.reserveCapacity(length)
                for _ in 0..<length { list.append(Typeform(rawValue: try reader.half())) }
                forms = list
            }
            pieces.append(BraillePiece(text: text, typeforms: forms))
        }
        try reader.expectEnd()
        return pieces
    }

    package static func encode(cells: [[Unicode.Scalar]]) -> [UInt8] {
        var writer = ByteWriter()
        writer.put(UInt32(cells.count))
        for piece in cells {
            writer.put(UInt32(piece.count))
            for scalar in piece { writer.put(scalar.value) }
        }
        return writer.bytes
    }

    package static func decodeCells(_ bytes: [UInt8]) throws(ExportError) -> [[Unicode.Scalar]] {
        var reader = ByteReader(bytes: bytes)
        let count = try reader.count()
        var results: [[Unicode.Scalar]] = []
        results.reserveCapacity(count)
        for _ in 0..<count {
            let length = try reader.count()
            var cells: [Unicode.Scalar] = []
            cells.reserveCapacity(length)
            for _ in 0..<length {
                guard let scalar = Unicode.Scalar(try reader.word()) else { throw ByteReader.malformed }
                cells.append(scalar)
            }
            results.append(cells)
        }
        try reader.expectEnd()
        return results
    }
}

private struct ByteWriter {
    var bytes: [UInt8] = []
    mutating func put(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }
    mutating func put16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }
}

private struct ByteReader {
    static let malformed = ExportError.braille(.worker(.malformedReply))
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() throws(ExportError) -> UInt8 {
        guard offset < bytes.count else { throw Self.malformed }
        offset += 1
        return bytes[offset - 1]
    }
    mutating func half() throws(ExportError) -> UInt16 {
        guard offset + 2 <= bytes.count else { throw Self.malformed }
        defer { offset += 2 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
    mutating func word() throws(ExportError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw Self.malformed }
        defer { offset += 4 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
    /// A count, which can never exceed the bytes left (every counted item takes at least one).
    mutating func count() throws(ExportError) -> Int {
        let value = Int(try word())
        guard value <= bytes.count - offset else { throw Self.malformed }
        return value
    }
    func expectEnd() throws(ExportError) {
        if offset != bytes.count { throw Self.malformed }
    }
}
