import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import BookModel
@testable import ReadingModel

/// A paragraph longer than one liblouis call takes is translated in pieces cut at spaces,
/// so memory stays bounded; the braille is the same as translating it whole.
@Suite("Long paragraphs in braille")
struct LongParagraphTests {
    static let sentence = "The whale, they said, swam past the harbour wall at dawn and nobody saw it again. "

    @Test("a paragraph of many pieces translates to the same cells as one liblouis call")
    func piecesMatchWhole() throws {
        let text = String(repeating: Self.sentence, count: (BrailleTranslator.pieceLength * 3) / Self.sentence.count)
        #expect(text.unicodeScalars.count > BrailleTranslator.pieceLength * 2)
        let translator = try BrailleTranslator(tables: BrailleCheck.ueb)
        let pieces = try translator.translate(text)
        let whole = try Louis.translate(text, tables: BrailleCheck.ueb, mode: [.dotsIO, .ucBrl, .noUndefined])
        let wholeCells = whole.output.map { $0.value < 0x2800 || $0.value > 0x28FF ? Unicode.Scalar.blankCell : $0 }
        #expect(pieces.count == wholeCells.count)
        #expect(pieces == wholeCells)
    }

    @Test("pieces are cut at a space outside emphasis, and never past the limit")
    func cutPoints() {
        let words = Array(repeating: Array("word ".unicodeScalars.map(\.value)), count: 10_000).flatMap { $0 }
        var forms = [Typeform](repeating: [], count: words.count)
        // Emphasis around the first place a cut would fall: the cut moves before it.
        let limit = BrailleTranslator.pieceLength
        for index in (limit - 100)...(limit + 100) { forms[index] = .italic }
        let end = BrailleTranslator.pieceEnd(words, typeforms: forms, from: 0)
        #expect(end <= limit - 100)
        #expect(words[end] == 0x20)
        #expect(forms[end].isEmpty && forms[end - 1].isEmpty)
        // Text with no space at all is cut at the limit.
        let solid = [UInt32](repeating: 0x61, count: limit * 2)
        #expect(BrailleTranslator.pieceEnd(solid, typeforms: nil, from: 0) == limit)
    }
}
