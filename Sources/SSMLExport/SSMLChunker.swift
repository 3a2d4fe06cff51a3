import ReadingModel
/// Cuts spoken blocks into complete SSML documents that each fit one engine request,
/// only between pieces (sentences), closing a block's elements at the end of a chunk and
/// reopening them in the next. By default a chunk never holds two content documents
/// (per-chapter audio).
struct SSMLChunker {
    let header: String
    let footer: String
    /// The largest request, in `unit`.
    let limit: Int
    var unit: SSMLEngineTable.SizeUnit = .bytes
    /// Polly: the whole document, tags included, in characters.
    var maxTotalCharacters: Int?
    /// Azure: the seconds of audio one request may speak, estimated by ``SpeechDuration``.
    var maxSeconds: Double?

    /// The seconds one request may speak for an engine with an audio limit, with a tenth
    /// kept in reserve for slower voices.
    static func maxSeconds(_ table: SSMLEngineTable) -> Double? {
        table.maxAudioSeconds.map { Double($0) * 0.9 }
    }
    /// Start a new chunk where a new content document starts.
    var byDocument = true

    struct Chunk {
        var document: String
        var blockIDs: [String]
        var text: String
        /// Marks of the sentences that were split because they alone exceeded the limit.
        var splitSentences: [String] = []
    }

    /// A piece's size in the limit's unit.
    func size(_ markup: String) -> Int {
        unit == .bytes ? markup.utf8.count : Self.billedCharacters(markup)
    }

    /// Text outside tags, an entity counting as one character: what Polly bills.
    static func billedCharacters(_ markup: String) -> Int {
        var count = 0
        var inTag = false, inEntity = false
        for character in markup {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            case "&" where !inTag: inEntity = true; count += 1
            case ";" where inEntity: inEntity = false
            default: if !inTag && !inEntity { count += 1 }
            }
        }
        return count
    }

    /// The content document of a block id (`EPUB/chapter1.xhtml#opening`).
    static func document(of blockID: String) -> Substring {
        blockID.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? blockID[...]
    }

    func chunks(_ blocks: [SpokenBlock]) throws(ExportError) -> [Chunk] {
        var chunks: [Chunk] = []
        var current = Chunk(document: header, blockIDs: [], text: "")
        var used = size(header), total = header.count, seconds = 0.0
        var empty = true
        var lastDocument: Substring?
        func finish() {
            current.document += footer
            chunks.append(current)
            current = Chunk(document: header, blockIDs: [], text: "")
            used = size(header)
            total = header.count
            seconds = 0
            empty = true
        }
        let frame = size(header) + size(footer)
        for block in blocks {
            let document = Self.document(of: block.id)
            if byDocument, !empty, let lastDocument, lastDocument != document { finish() }
            lastDocument = document
            var open = false
            let overhead = size(block.open) + size(block.close) + 1
            let overheadCharacters = block.open.count + block.close.count + 1
            for piece in block.pieces {
                let markup = piece.markup
                let pieceSize = size(markup)
                let pieceSeconds = SpeechDuration.seconds(markup)
                let needed = pieceSize + (open ? 0 : overhead) + size(block.close) + 1
                let neededCharacters = markup.count + (open ? 0 : overheadCharacters) + block.close.count + 1
                let over = used + needed + size(footer) > limit
                    || maxTotalCharacters.map { total + neededCharacters + footer.count > $0 } ?? false
                    || maxSeconds.map { seconds + pieceSeconds > $0 } ?? false
                if over, !empty {
                    if open { current.document += block.close + "\n" }
                    finish()
                    open = false
                }
                if frame + pieceSize + overhead > limit {
                    throw .invalidSetting(InvalidSetting(.maxChars, value: String(limit),
                                                        requirement: .roomForSentence(blockID: block.id, bytes: pieceSize)))
                }
                if !open {
                    current.document += block.open
                    used += size(block.open) + size(block.close) + 1
                    total += block.open.count + block.close.count + 1
                    open = true
                    if current.blockIDs.last != block.id { current.blockIDs.append(block.id) }
                }
                current.document += piece.markup
                used += pieceSize
                total += piece.markup.count
                seconds += pieceSeconds
                empty = false
                if let split = piece.splitMark { current.splitSentences.append(split) }
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
