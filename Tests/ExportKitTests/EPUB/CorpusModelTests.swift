import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// The real books in ../shared/corpus/: skipped when that folder is absent.
@Suite("Corpus: the model of real books", .enabled(if: Corpus.available, Corpus.skipReason))
struct CorpusModelTests {
    @Test("every corpus book opens without error and has text", arguments: Corpus.books)
    func opens(_ name: String) throws {
        let book = try BookLoader().load(path: Corpus.book(name))
        #expect(book.metadata.title?.isEmpty == false)
        #expect(!book.blocks.isEmpty)
        #expect(!book.headings.isEmpty)
        for (current, following) in zip(book.blocks, book.blocks.dropFirst()) {
            #expect(current.next == following.id)
        }
    }

    @Test("Moby-Dick has its 135 numbered chapters, in order, and the Epilogue")
    func mobyDick() throws {
        let book = try BookLoader().load(path: Corpus.book("moby-dick.epub"))
        let headings = book.headings.map { $0.inlines.plainText }
        let numbers = headings.compactMap { heading -> Int? in
            guard heading.hasPrefix("Chapter ") else { return nil }
            return Int(heading.dropFirst("Chapter ".count).prefix { $0.isNumber })
        }
        #expect(numbers == Array(1...135))
        #expect(headings.contains("Epilogue"))
        #expect(book.metadata.title == "Moby-Dick")
        #expect(book.metadata.creators == ["Herman Melville"])
    }

    @Test("Children's Literature keeps its 92 print page labels, matching its page list")
    func childrensLiterature() throws {
        let book = try BookLoader().load(path: Corpus.book("childrens-literature.epub"))
        var labels: [String] = []
        book.forEachBlock { block, _ in
            if case .pageBreak(let page) = block.role { labels.append(page.label) }
            for case .pageBreak(let page) in block.inlines { labels.append(page.label) }
        }
        #expect(labels.count == 92)
        #expect(labels.first == "169")
        #expect(labels == book.navigation.pageList.map(\.label))
        #expect(book.navigation.pageList.allSatisfy { $0.blockID != nil })
    }

    @Test("The Waste Land's 50 notes are notes, each referenced and labelled")
    func wasteland() throws {
        let book = try BookLoader().load(path: Corpus.book("wasteland.epub"))
        var notes: [Block] = []
        var references: [NoteReference] = []
        book.forEachBlock { block, _ in
            if case .note = block.role { notes.append(block) }
            for case .noteReference(let reference) in block.inlines { references.append(reference) }
        }
        #expect(notes.count == 50)
        #expect(references.count >= 50)
        #expect(references.allSatisfy { $0.noteID != nil })
        #expect(notes.allSatisfy { book.noteLabels[$0.id] != nil })
    }

    @Test("Georgia keeps its ssml:ph attributes and its PLS lexicon")
    func georgia() throws {
        let book = try BookLoader().load(path: Corpus.book("georgia-pls-ssml.epub"))
        var pronunciations: [Pronunciation] = []
        book.forEachBlock { block, _ in
            for case .text(_, let style) in block.inlines {
                if let pronunciation = style.pronunciation { pronunciations.append(pronunciation) }
            }
        }
        #expect(pronunciations.count > 20)
        #expect(pronunciations.allSatisfy { $0.alphabet == "ipa" })
        #expect(pronunciations.contains(Pronunciation(phoneme: "nɔrθ", alphabet: "ipa")))
        let lexicon = try #require(book.lexicons.first)
        #expect(lexicon.href == "EPUB/lexicon/en.pls")
        #expect(lexicon.lexemes.count > 50)
        #expect(lexicon.lexemes.contains { $0.graphemes == ["Alabama"] && $0.phonemes == ["ˌæləˈbæmə"] })
    }
}
