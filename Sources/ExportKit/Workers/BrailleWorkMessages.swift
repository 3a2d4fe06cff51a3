import BrailleExport
import Foundation

/// One request to a braille translation worker: pieces of print, each its text and, when
/// it has emphasis, one 16-bit little-endian typeform per scalar.
struct BrailleWorkRequest: Codable, Sendable {
    struct Piece: Codable, Sendable {
        var text: String
        var typeforms: Data?
    }

    var pieces: [Piece]

    init(_ pieces: ArraySlice<BraillePiece>) throws(WorkerFailure) {
        var encoded: [Piece] = []
        encoded.reserveCapacity(pieces.count)
        for piece in pieces {
            var text = String.UnicodeScalarView()
            for value in piece.text {
                // Print comes from scalars; a value that is none cannot travel as text.
                guard let scalar = Unicode.Scalar(value) else { throw .encoding(detail: "U+\(String(value, radix: 16)) is not a scalar") }
                text.append(scalar)
            }
            let typeforms = piece.typeforms.map { forms in
                Data(forms.flatMap { [UInt8(truncatingIfNeeded: $0.rawValue), UInt8(truncatingIfNeeded: $0.rawValue >> 8)] })
            }
            encoded.append(Piece(text: String(text), typeforms: typeforms))
        }
        self.pieces = encoded
    }

    /// The pieces again; a typeform list whose length is not the text's is malformed.
    func braillePieces() throws(WorkerFailure) -> [BraillePiece] {
        var result: [BraillePiece] = []
        result.reserveCapacity(pieces.count)
        for piece in pieces {
            let text = piece.text.unicodeScalars.map(\.value)
            var forms: [Typeform]?
            if let bytes = piece.typeforms {
                guard bytes.count == text.count * 2 else {
                    throw .malformedRequest(detail: "\(bytes.count) typeform bytes for \(text.count) characters")
                }
                forms = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map {
                    Typeform(rawValue: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
                }
            }
            result.append(BraillePiece(text: text, typeforms: forms))
        }
        return result
    }
}

/// A braille translation worker's reply: the cells of each piece of the request, in order.
struct BrailleWorkReply: Codable, Sendable {
    var cells: [String]

    init(cells: [[Unicode.Scalar]]) {
        self.cells = cells.map { String(cells: $0) }
    }

    var scalars: [[Unicode.Scalar]] { cells.map { Array($0.unicodeScalars) } }
}
