import ReadingModel
/// Cuts spoken blocks into complete SSML documents of at most `limit` UTF-8 bytes,
/// only between pieces (sentences), closing a block's elements at the end of a chunk and
/// reopening them in the next.
struct SSMLChunker {
    let header: String
    let footer: String
    let limit: Int

    struct Chunk {
        var document: String
        var blockIDs: [String]
        var text: String
    }

    func chunks(_ blocks: [SpokenBlock]) throws(ExportError) -> [Chunk] {
        var chunks: [Chunk] = []
        var current = Chunk(document: header, blockIDs: [], text: "")
        var size = header.utf8.count
        var empty = true
        func finish() {
            current.document += footer
            chunks.append(current)
            current = Chunk(document: header, blockIDs: [], text: "")
            size = header.utf8.count
            empty = true
        }
        for block in blocks {
            var open = false
            let overhead = block.open.utf8.count + block.close.utf8.count + 1
            for piece in block.pieces {
                let pieceSize = piece.markup.utf8.count
                let needed = pieceSize + (open ? 0 : overhead) + block.close.utf8.count + 1
                if size + needed + footer.utf8.count > limit, !empty {
                    if open { current.document += block.close + "\n" }
                    finish()
                    open = false
                }
                if header.utf8.count + pieceSize + overhead + footer.utf8.count > limit {
                    throw .invalidSetting(InvalidSetting(.maxChars, value: String(limit),
                                                        requirement: .roomForSentence(blockID: block.id, bytes: pieceSize)))
                }
                if !open {
                    current.document += block.open
                    size += block.open.utf8.count + block.close.utf8.count + 1
                    open = true
                    if current.blockIDs.last != block.id { current.blockIDs.append(block.id) }
                }
                current.document += piece.markup
                size += pieceSize
                empty = false
                if !piece.text.isEmpty {
                    current.text += current.text.isEmpty ? piece.text : " " + piece.text
                }
            }
            if open { current.document += block.close + "\n" }
        }
        if !empty || chunks.isEmpty { finish() }
        return chunks
    }
}
