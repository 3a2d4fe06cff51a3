import ReadingModel
/// Short mark names for the cloud engines: `m1`, `m2` … instead of block ids, which made
/// up a third to two thirds of each request. The manifest maps each short name back to
/// its block id, source file and element id.
struct SSMLMarkNames {
    struct Entry {
        var short: String
        /// The full name: `BLOCKID`, `BLOCKID:sN` or a page anchor.
        var name: String
    }

    private(set) var entries: [Entry] = []

    /// Renames every mark in `blocks`, in reading order.
    mutating func shorten(_ blocks: inout [SpokenBlock], profile: SSMLProfile) {
        let open = profile == .azure ? #"<bookmark mark=""# : #"<mark name=""#
        for blockIndex in blocks.indices {
            for pieceIndex in blocks[blockIndex].pieces.indices {
                var piece = blocks[blockIndex].pieces[pieceIndex]
                var output = ""
                var rest = piece.markup[...]
                while let start = rest.firstRange(of: open) {
                    output += rest[..<start.upperBound]
                    rest = rest[start.upperBound...]
                    guard let end = rest.firstIndex(of: "\"") else { break }
                    let name = Self.unescape(String(rest[..<end]))
                    let short = "m\(entries.count + 1)"
                    entries.append(Entry(short: short, name: name))
                    if piece.splitMark == name { piece.splitMark = short }
                    output += short
                    rest = rest[end...]
                }
                output += rest
                piece.markup = output
                blocks[blockIndex].pieces[pieceIndex] = piece
            }
        }
    }

    static func unescape(_ value: String) -> String {
        var text = value
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("%20", " "), ("&amp;", "&")] {
            text = text.split(separator: entity, omittingEmptySubsequences: false).joined(separator: character)
        }
        return text
    }

    /// The manifest's `marks`: each short name with its block, sentence, file and id.
    var manifest: JSONValue {
        .array(entries.map { entry in
            var block = entry.name[...]
            var sentence: Int?
            if let range = entry.name.firstRange(of: ":s"), let number = Int(entry.name[range.upperBound...]) {
                block = entry.name[..<range.lowerBound]
                sentence = number
            }
            let parts = block.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            var fields: [(String, JSONValue)] = [("mark", .string(entry.short)), ("block", .string(String(block)))]
            if let sentence { fields.append(("sentence", .number(sentence))) }
            fields.append(("file", .string(String(parts[0]))))
            if parts.count > 1 { fields.append(("id", .string(String(parts[1])))) }
            return .object(fields)
        })
    }
}
