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

    /// The text's bytes go to the hasher in one call: hashed scalar by scalar (the
    /// synthesised hash), hashing the pieces of a book to find their repeats cost more
    /// than 1% of a Moby-Dick BRF profile.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text.count)
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
        if let typeforms {
            hasher.combine(true)
            typeforms.withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            hasher.combine(false)
        }
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

/// The work a translation worker does (its wire format is ExportKit's worker frames).
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
}
