import BookModel
import ReadingModel

/// Chapters a book tells only by their headings' words: a one-file book's `<h2>CHAPTER
/// I.</h2>`, with no division around the chapter. Braille reads their level as a
/// chapter's, as it does for the chapters a division marks (Braille Formats 2016 §4.1.1:
/// the braille hierarchy follows the book's, "after a careful examination of headings in
/// the table of contents and the body of text").
extension ContentConverter {
    /// Marks ``BlockTraits/opensChapter`` on the headings of `blocks` (at any depth) that
    /// name a chapter and its number, when the document holds two or more and marks no
    /// chapter by a division.
    static func markChaptersNamedByHeadings(_ blocks: inout [Block]) {
        var marked = false
        var named = 0
        func scan(_ blocks: [Block]) {
            for block in blocks {
                if block.traits.contains(.opensChapter) { marked = true }
                if block.role.headingLevel != nil, isChapterName(block.inlines.plainText) { named += 1 }
                scan(block.children)
            }
        }
        scan(blocks)
        guard !marked, named >= 2 else { return }
        func mark(_ blocks: inout [Block]) {
            for index in blocks.indices {
                if blocks[index].role.headingLevel != nil, isChapterName(blocks[index].inlines.plainText) {
                    blocks[index].traits.insert(.opensChapter)
                }
                mark(&blocks[index].children)
            }
        }
        mark(&blocks)
    }

    /// Whether a heading's words name a chapter and its number: "CHAPTER I.", "Chapter 12",
    /// "Chapter the First", "CHAPTER ONE — The Storm" (the word "chapter", then a roman or
    /// arabic numeral or an English number word).
    static func isChapterName(_ text: String) -> Bool {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.prefix(3)
        guard words.count >= 2, words.first == "chapter" else { return false }
        var number = words[words.startIndex + 1]
        if number == "the", words.count == 3 { number = words[words.startIndex + 2] }
        if number.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        if number.allSatisfy({ "ivxlc".contains($0) }) { return true }
        return chapterNumberWords.contains(String(number))
    }

    static let chapterNumberWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
        "forty", "fifty", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth", "last",
    ]
}
