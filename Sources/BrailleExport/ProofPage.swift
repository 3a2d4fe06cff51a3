import ReadingModel

/// The proof for a transcriber (`--to proof`): one self-contained HTML page (also
/// well-formed XHTML) showing every braille page of a ``BrailleDocument`` as laid out for
/// BRF and PEF, each row in Unicode braille and BRF ASCII beside the same row translated
/// back to print with liblouis, so that a proofreader who does not read braille can check
/// the transcription against the print book; under each page, the print text of the
/// blocks its rows came from (where the layout knows it: headings, paragraphs, list items ...).
///
/// No request leaves the page: it has no script, no image and no link out, and its
/// Content Security Policy allows only its own inline style.
enum ProofPage {
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    static let style = """
        body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:80rem;padding:0 1rem;line-height:1.4}\
        table{border-collapse:collapse;margin:0 0 2rem}\
        th,td{border:1px solid #888;padding:0 .4rem;text-align:start;vertical-align:top}\
        thead th{background:#eee}\
        .braille{font-family:"DejaVu Sans Mono",monospace;font-size:1.3rem;white-space:pre}\
        .brf{font-family:monospace;white-space:pre}\
        @media (prefers-color-scheme:dark){body{background:#111;color:#eee}thead th{background:#333}}
        """

    /// The page's bytes, and a warning when some row could not be translated back.
    static func write(_ document: BrailleDocument) -> (bytes: [UInt8], warnings: [ExportWarning]) {
        let language = LanguageTag.normalized(document.language) ?? "und"
        let brailleLanguage = Self.brailleLanguage(language)
        let several = document.volumes.count > 1
        var failed = 0
        var out = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)"/>
            <meta name="generator" content="exporttool"/>
            <title>\(ProofWords.title): \(text(document.title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>\(ProofWords.title): <span lang="\(language)" xml:lang="\(language)">\(text(document.title))</span></h1>
            <p>\(text(ProofWords.summary(cells: document.cells, lines: document.lines,
                                           tables: document.tables.last ?? "")))</p>
            </header>
            <main>

            """
        for (volumeIndex, volume) in document.volumes.enumerated() {
            let volumeID = "v" + String(volumeIndex + 1)
            if several {
                out += "<section aria-labelledby=\"\(volumeID)\">\n"
                out += "<h2 id=\"\(volumeID)\">\(text(ProofWords.volume(volumeIndex + 1, of: document.volumes.count)))</h2>\n"
            }
            for (pageIndex, page) in volume.pages.enumerated() {
                let id = volumeID + "-" + String(pageIndex + 1)
                // The braille page number in print digits, as the proofreader checks it.
                let number = page.number.map { (try? BrailleText.backTranslate($0, tables: document.tables)) ?? $0 }
                let heading = ProofWords.pageHeading(volume: several ? volumeIndex + 1 : nil, sheet: pageIndex + 1,
                                                     braillePage: number, print: printPages(page))
                out += "<section aria-labelledby=\"\(id)\">\n"
                out += "<h\(several ? 3 : 2) id=\"\(id)\">\(text(heading))</h\(several ? 3 : 2)>\n"
                out += "<table>\n<thead><tr><th scope=\"col\">\(ProofWords.line)</th>"
                    + "<th scope=\"col\">\(ProofWords.braille)</th><th scope=\"col\">\(ProofWords.brf)</th>"
                    + "<th scope=\"col\">\(ProofWords.print)</th></tr></thead>\n<tbody>\n"
                for (rowIndex, row) in page.rows.enumerated() {
                    var print = ""
                    if !row.isEmpty {
                        if let back = try? BrailleText.backTranslate(row, tables: document.tables) {
                            print = back
                        } else {
                            failed += 1
                        }
                    }
                    out += "<tr><th scope=\"row\">\(rowIndex + 1)</th>"
                    out += "<td class=\"braille\" lang=\"\(brailleLanguage)\" xml:lang=\"\(brailleLanguage)\">\(text(row))</td>"
                    out += "<td class=\"brf\" translate=\"no\"><code>\(text(brf(row)))</code></td>"
                    out += "<td lang=\"\(language)\" xml:lang=\"\(language)\">\(text(print))</td></tr>\n"
                }
                out += "</tbody>\n</table>\n"
                if !page.printText.isEmpty {
                    let level = several ? 4 : 3
                    out += "<h\(level)>\(ProofWords.printText)</h\(level)>\n"
                    for text in page.printText {
                        out += "<p class=\"print\" lang=\"\(language)\" xml:lang=\"\(language)\">\(Self.text(text))</p>\n"
                    }
                }
                out += "</section>\n"
            }
            if several { out += "</section>\n" }
        }
        out += "</main>\n</body>\n</html>\n"
        let warnings: [ExportWarning] = failed > 0 ? [.proofRowsUntranslated(count: failed)] : []
        return (Array(out.utf8), warnings)
    }

    /// The print pages a braille page holds: the one in force at its top, to the last
    /// whose text it shows; `nil` when the book has no print pages there.
    static func printPages(_ page: BraillePage) -> (String, String)? {
        guard let first = page.firstPrintPage ?? page.lastPrintPage else { return nil }
        return (first, page.lastPrintPage ?? first)
    }

    /// The row in BRF ASCII, as the `.brf` file has it.
    static func brf(_ row: String) -> String {
        BRFWriter.text(row.unicodeScalars)
    }

    /// The book's language written in braille (`en-Brai`, `en-Brai-US`; BCP 47 script subtag).
    static func brailleLanguage(_ language: String) -> String {
        var parts = language.split(separator: "-").map(String.init)
        guard let primary = parts.first, !primary.isEmpty else { return "und-Brai" }
        parts.removeFirst()
        if let script = parts.first, script.count == 4, script.allSatisfy(\.isLetter) { parts.removeFirst() }
        return ([primary, "Brai"] + parts).joined(separator: "-")
    }

    /// Element content and attribute values: every character escaped that could end either.
    static func text(_ string: some StringProtocol) -> String {
        XMLEscaping.escape(string, escapingApostrophe: true, escapingQuotationMark: true)
    }
}

/// The words of the proof page itself. English only for now, like the reader page's
/// controls: the book's own text is shown in its language.
enum ProofWords {
    static let title = "Braille proof"
    static let line = "Line"
    static let braille = "Braille"
    static let brf = "BRF"
    static let print = "Print (translated back)"
    static let printText = "The print it came from"

    static func summary(cells: Int, lines: Int, tables: String) -> String {
        "Every braille page as embossed, \(cells) cells by \(lines) lines, each line beside its translation "
            + "back to print" + (tables.isEmpty ? "" : " (table \(tables))") + "."
    }

    static func volume(_ number: Int, of count: Int) -> String { "Volume \(number) of \(count)" }

    /// "Volume 2, sheet 3: braille page 14, print pages 20 to 21".
    static func pageHeading(volume: Int?, sheet: Int, braillePage: String?, print: (String, String)?) -> String {
        var result = volume.map { "Volume \($0), page \(sheet)" } ?? "Page \(sheet)"
        result += ": " + (braillePage.map { "braille page \($0)" } ?? "no braille page number")
        switch print {
        case let (first, last)? where first == last: result += ", print page \(first)"
        case let (first, last)?: result += ", print pages \(first) to \(last)"
        case nil: break
        }
        return result
    }
}
