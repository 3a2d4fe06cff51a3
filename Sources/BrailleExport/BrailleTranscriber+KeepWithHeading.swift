import ReadingModel

/// What a heading keeps with it on its page (BANA *Braille Formats* 2016 §4.3 and the
/// Rulings by Committee; docs/braille.md, row "§4.3 Headings and page ends").
extension BrailleTranscriber {
    /// Keeps the first item of a list that follows a heading whole on the heading's page:
    /// "A heading must be followed by at least one complete list item (which may be more
    /// than one braille line) before the list is continued on a new braille page" (BANA
    /// Rulings by Committee, as the NBA quotes it). When the item does not fit on what is
    /// left of the page, the headings no text has followed yet move to the next page with
    /// it, at every heading level (centred, cell 5, cell 7). The item is its own text and
    /// paragraphs; a list inside it is items of its own. An item that, with its headings,
    /// needs more than a page cannot be kept whole: the headings then keep a line of it, as
    /// they keep a line of any text (§4.3).
    mutating func keepFirstItemWithHeading(_ item: PlanNode) {
        guard !measuring, layout.followsHeading else { return }
        var own = item
        own.children = item.children.filter { child in
            if case .list = child.role { return false }
            return true
        }
        guard let rows = measuredRows([own]) else { return }
        // One row more: the last line, beside the page number, is shorter than the others.
        let needed = rows + 1
        // A page under a running head has a line less for text.
        let page = settings.lines - (layout.runningHead == nil ? 0 : 1)
        guard layout.keptHeadingRows + needed <= page else { return }
        layout.keep(needed)
    }
}
