/// The style sheet of the content documents: BANA's *Braille Formats* at any line length,
/// after the eBraille Styling Best Practices. Only cell (`ch`) and line (`rem`) lengths,
/// no font, size, weight, colour or decoration (eBraille 1.0 §6.3.2), no media query that
/// singles out braille devices (§6.3.3); the only inserted text is braille.
enum EBrailleStyle {
    static let css = """
        @charset "UTF-8";
        /* eBraille content: BANA Braille Formats (2022) laid out by the reading system. */
        body { margin: 0; }
        main, section, div, figure, blockquote, aside, dl, dd, ul, ol, li, table, pre { margin: 0; padding: 0; }

        /* §2.5: paragraphs in 3-1 (Styling Best Practices §2.3). */
        p { margin: 0; text-indent: 2ch; }

        /* §4.5: centred headings with a blank line before and after, at least three
           cells from either margin; cell-5 and cell-7 headings with a blank line before
           (Styling Best Practices §2.2, §2.4). */
        h1 { text-align: center; margin: 1rem 3ch; text-indent: 0; }
        h2 { margin: 1rem 0 0 4ch; text-indent: 0; }
        h3, h4, h5, h6 { margin: 1rem 0 0 6ch; text-indent: 0; }
        h1, h2, h3, h4, h5, h6 { text-wrap: balance; }

        /* §8: lists in 1-3, nested levels two cells further; the marker is in the
           braille (eBraille 1.0 §6.2.2); a blank line before and after the list. */
        ul, ol { list-style-type: none; margin: 1rem 0; }
        li ul, li ol { margin: 0; }
        li { margin-left: 2ch; text-indent: -2ch; }
        li > p:first-child { text-indent: -2ch; }
        li > p + p { text-indent: 0; }
        dt { margin-left: 2ch; text-indent: -2ch; }
        dd { margin-left: 4ch; text-indent: -2ch; }

        /* §9: displayed material two cells in, a blank line before and after. */
        blockquote { margin: 1rem 0 1rem 2ch; }
        blockquote blockquote { margin: 0 0 0 2ch; }

        /* §13: poetry, each line in 1-3, a blank line around the poem. */
        .poetry { margin: 1rem 0; }
        .poetry p { margin-left: 2ch; text-indent: -2ch; }
        .poetry .poetry { margin: 1rem 0 0 0; }

        /* §2.10: a contents entry, its page number at the right margin after guide dots
           (dot 5) with a blank cell on each side (Styling Best Practices, example 23). */
        li.toc, p.toc { display: flex; }
        li.toc > span:first-child, p.toc > span:first-child { padding-right: 1ch; overflow: hidden; }
        li.toc > span:first-child::after, p.toc > span:first-child::after { display: inline-block; width: 0; content: "⠀⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐"; }
        li.toc::before, p.toc::before { order: 2; flex-grow: 1; align-self: flex-end; width: 2ch; display: inline-flex; justify-content: flex-end; overflow: hidden; white-space: nowrap; content: "⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠀"; }
        span.page { order: 3; flex-shrink: 0; align-self: flex-end; }

        /* §3.2, §11: transcriber's notes (image descriptions) in 7-5. */
        .transcriber-note { margin-left: 4ch; text-indent: 2ch; }
        span.transcriber-note { margin: 0; text-indent: 0; }

        /* §3: boxed material between lines of dots 2-3-5-6 and 1-2-4-5. */
        .box::before { display: block; text-indent: 0; content: "⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶"; overflow: hidden; white-space: nowrap; }
        .box::after { display: block; text-indent: 0; content: "⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛⠛"; overflow: hidden; white-space: nowrap; }
        .box { overflow: hidden; }

        /* §16: notes after the paragraph that refers to them, in 7-5, the group after a
           separation line of six cells of dots 3-6. */
        [role~=doc-footnote] { margin: 0 0 0 4ch; text-indent: 2ch; }
        [role~=doc-footnote] p { margin-left: 0; text-indent: 2ch; }
        :not([role~=doc-footnote]) + [role~=doc-footnote]::before { display: block; content: "⠤⠤⠤⠤⠤⠤"; margin-left: -4ch; text-indent: 0; }
        .note { margin-left: 4ch; }

        /* §1.8: a print page change as a line of dots 3-6 ending in the print page
           number (Styling Best Practices §2.9.2, examples 21 and 22). */
        [role~=doc-pagebreak] { display: flex; justify-content: flex-end; overflow: hidden; white-space: nowrap; text-indent: 0; margin: 0; }
        [role~=doc-pagebreak]::before { content: "⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤"; flex-shrink: 1; overflow: hidden; }
        p [role~=doc-pagebreak] { display: flex; }

        /* Line numbers (Tagging Best Practices §2.10) at the right margin, two cells at
           least after the text (Styling Best Practices §2.11, example 27). */
        .linenum::after { content: attr(aria-label); float: right; clear: right; margin-left: 2ch; }

        /* A scene change: three cells of dots 2-5, centred, a blank line before. */
        hr { border: none; margin: 1rem 0 0 0; text-align: center; }
        hr::after { content: "⠒⠒⠒"; }

        /* §11: a table's cells two cells apart; headers over their columns. */
        table { border-collapse: collapse; margin: 1rem 0; }
        th, td { padding: 0 2ch 0 0; text-align: left; vertical-align: top; text-indent: 0; }
        caption { text-align: left; text-indent: 0; }

        /* The entry page's links are targets of at least 1.5 lines either way (WCAG 2.2
           target size), for a mouse or a finger on a screen beside the display. */
        nav li { text-indent: 0; margin-left: 2ch; }
        nav a { display: inline-block; min-height: 1.5rem; min-width: 1.5rem; }

        /* Code and preformatted text: lines kept, in 1-3 when they wrap. */
        pre { margin: 1rem 0; white-space: pre-wrap; }

        """
}
