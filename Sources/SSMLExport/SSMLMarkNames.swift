import ReadingModel
import Speech

/// Short mark names for the cloud engines: `m1`, `m2` … instead of block ids, which made
/// up a third to two thirds of each request. The manifest maps each short name back to
/// its block id, sentence, source file and element id.
struct SSMLMarkNames {
    struct Entry {
        var short: String
        /// The full name: `BLOCKID`, `BLOCKID:sN` or a page anchor.
        var name: String
        /// The sentence the mark starts, when it is a sentence's.
        var sentence: SentenceMark?
    }

    private(set) var entries: [Entry] = []

    /// Renames every mark in `blocks`, in reading order: the pieces hold their marks as
    /// names, so each is replaced as data.
    mutating func shorten(_ blocks: inout [SpokenBlock]) {
        for blockIndex in blocks.indices {
            for pieceIndex in blocks[blockIndex].pieces.indices {
                var piece = blocks[blockIndex].pieces[pieceIndex]
                if let name = piece.blockMark { piece.blockMark = shortName(name, sentence: nil) }
                if let name = piece.mark {
                    let sentence = piece.sentence.map(\.markID).flatMap { $0.name == name ? $0 : nil }
                    let short = shortName(name, sentence: sentence)
                    if piece.splitMark == name { piece.splitMark = short }
                    piece.mark = short
                }
                blocks[blockIndex].pieces[pieceIndex] = piece
            }
        }
    }

    private mutating func shortName(_ name: String, sentence: SentenceMark?) -> String {
        let short = "m\(entries.count + 1)"
        entries.append(Entry(short: short, name: name, sentence: sentence))
        return short
    }

    /// The manifest's `marks`: each short name with its block, sentence, file and id.
    var manifest: JSONValue {
        .array(entries.map { entry in
            let block = entry.sentence?.block ?? entry.name
            let parts = block.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            var fields: [(String, JSONValue)] = [("mark", .string(entry.short)), ("block", .string(block))]
            if let sentence = entry.sentence {
                fields.append(("sentence", .number(sentence.number)))
                if let part = sentence.part { fields.append(("part", .number(part))) }
            }
            fields.append(("file", .string(String(parts[0]))))
            if parts.count > 1 { fields.append(("id", .string(String(parts[1])))) }
            return .object(fields)
        })
    }
}
