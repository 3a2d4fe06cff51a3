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
        var out = XMLWriter()
        out.doctype("html")
        out.start("html", ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en", "xml:lang": "en"], line: true)
        out.start("head", line: true)
        out.empty("meta", ["charset": "utf-8"], line: true)
        out.empty("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"], line: true)
        // The policy's quoted keywords stand as they are in the double-quoted value (XML 1.0 §3.1).
        out.raw(#"<meta http-equiv="Content-Security-Policy" content=""# + contentSecurityPolicy + "\"/>\n")
        out.empty("meta", ["name": "generator", "content": "exporttool"], line: true)
        out.element("title", text: ProofWords.title + ": " + document.title, line: true)
        out.element("style", line: true) { $0.raw(style) }
        out.end(line: true)
        out.start("body", line: true)
        out.element("header", line: true) { out in
            out.newline()
            out.element("h1", line: true) { out in
                out.text(ProofWords.title + ": ")
                out.element("span", ["lang": language, "xml:lang": language], text: document.title)
            }
            out.element("p", text: ProofWords.summary(cells: document.cells, lines: document.lines, tables: document.tables.last ?? ""),
                        line: true)
        }
        out.start("main", line: true)
        for (volumeIndex, volume) in document.volumes.enumerated() {
            let volumeID = "v" + String(volumeIndex + 1)
            if several {
                out.start("section", ["aria-labelledby": volumeID], line: true)
                out.element("h2", ["id": volumeID], text: ProofWords.volume(volumeIndex + 1, of: document.volumes.count), line: true)
            }
            for (pageIndex, page) in volume.pages.enumerated() {
                let id = volumeID + "-" + String(pageIndex + 1)
                // The braille page number in print digits, as the proofreader checks it.
                let number = page.number.map { (try? BrailleText.backTranslate($0, tables: document.tables)) ?? $0 }
                let heading = ProofWords.pageHeading(volume: several ? volumeIndex + 1 : nil, sheet: pageIndex + 1,
                                                     braillePage: number, print: printPages(page))
                out.start("section", ["aria-labelledby": id], line: true)
                out.element("h\(several ? 3 : 2)", ["id": id], text: heading, line: true)
                out.start("table", line: true)
                out.element("thead", line: true) { out in
                    out.element("tr") { out in
                        for word in [ProofWords.line, ProofWords.braille, ProofWords.brf, ProofWords.print] {
                            out.element("th", ["scope": "col"], text: word)
                        }
                    }
                }
                out.start("tbody", line: true)
                for (rowIndex, row) in page.rows.enumerated() {
                    var print = ""
                    if !row.isEmpty {
                        if let back = try? BrailleText.backTranslate(row, tables: document.tables) {
                            print = back
                        } else {
                            failed += 1
                        }
                    }
                    out.element("tr", line: true) { out in
                        out.element("th", ["scope": "row"], text: String(rowIndex + 1))
                        out.element("td", ["class": "braille", "lang": brailleLanguage, "xml:lang": brailleLanguage], text: row)
                        out.element("td", ["class": "brf", "translate": "no"]) { $0.element("code", text: brf(row)) }
                        out.element("td", ["lang": language, "xml:lang": language], text: print)
                    }
                }
                out.end(line: true)
                out.end(line: true)
                if !page.printText.isEmpty {
                    out.element("h\(several ? 4 : 3)", text: ProofWords.printText, line: true)
                    for text in page.printText {
                        out.element("p", ["class": "print", "lang": language, "xml:lang": language], text: text, line: true)
                    }
                }
                out.end(line: true)
            }
            if several { out.end(line: true) }
        }
        out.end(line: true)
        out.end(line: true)
        out.end(line: true)
        let warnings: [ExportWarning] = failed > 0 ? [.proofRowsUntranslated(count: failed)] : []
        return (Array(out.finish().utf8), warnings)
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
