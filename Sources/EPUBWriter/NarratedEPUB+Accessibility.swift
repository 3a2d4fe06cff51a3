import BookModel
import ReadingModel

/// What a book holds that its accessibility metadata speaks of, found in its model.
struct BookFeatures: Equatable {
    var headings = false
    var pageBreaks = false
    var math = false
    var images = false
    /// An image that is not decorative and has neither alt text nor a description.
    var imagesWithoutText = false

    init(_ book: Book) {
        func image(_ info: ImageInfo) {
            guard !info.decorative else { return }
            images = true
            if (info.alt ?? "").trimmingWhitespace().isEmpty, (info.description ?? "").trimmingWhitespace().isEmpty {
                imagesWithoutText = true
            }
        }
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block.role {
                case .heading: headings = true
                case .pageBreak: pageBreaks = true
                case .math: math = true
                case .image(let info): image(info)
                default: break
                }
                for inline in block.inlines {
                    switch inline {
                    case .image(let info): image(info)
                    case .math: math = true
                    case .pageBreak: pageBreaks = true
                    default: break
                    }
                }
                walk(block.children)
            }
        }
        walk(book.blocks)
    }
}

extension NarratedEPUB {
    /// The narrated copy's accessibility metadata: the book's own statements, then what the
    /// copy offers (EPUB Accessibility 1.1, "Package metadata"; values from the W3C's schema.org
    /// accessibility vocabulary). Every sentence is heard (`auditory`) and highlighted as it
    /// is heard (`synchronizedAudioText`); a mode is sufficient alone only when every image
    /// has a text alternative, which the speech reads.
    static func accessibility(book: Book, manifest: [BookFiles.Item]) -> AccessibilityMetadata {
        let features = BookFeatures(book)
        var metadata = AccessibilityMetadata(book: book.metadata)
        var modes = ["textual"]
        if features.images { modes.append("visual") }
        modes.append("auditory")
        let sufficient = features.imagesWithoutText ? ["textual,visual", "auditory,visual"] : ["textual", "auditory"]
        // Every EPUB 3 has a navigation document with a table of contents (the tool writes
        // one for a book that has none).
        var added = ["synchronizedAudioText", "readingOrder", "tableOfContents"]
        if features.headings { added.append("structuralNavigation") }
        if !book.navigation.pageList.isEmpty { added.append("pageNavigation") }
        if features.pageBreaks { added.append("pageBreakMarkers") }
        if features.math { added.append("MathML") }
        if features.images, !features.imagesWithoutText { added.append("alternativeText") }
        metadata.add(modes: modes, sufficient: sufficient, features: added)
        if metadata.hazards.isEmpty {
            // Text and speech cannot flash, move or startle; the book's own media might,
            // and the tool does not look at them.
            let media = manifest.contains { item in
                item.mediaType.hasPrefix("video/") || item.mediaType.hasPrefix("audio/") || item.mediaType == "image/gif"
                    || item.properties.contains("scripted")
            }
            metadata.hazards = media ? ["unknown"] : ["none"]
        }
        if metadata.summary == nil {
            metadata.summary = Labels.forLanguage(book.metadata.language).narratedSummary
        }
        return metadata
    }
}
