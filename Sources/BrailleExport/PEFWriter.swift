import ReadingModel
/// Writes PEF 1.0 (`http://www.daisy.org/ns/2008/pef`, version 2008-1): Dublin Core
/// metadata, and each volume with its `cols`, `rows` and `duplex`, rows in Unicode braille.
enum PEFWriter {
    static let namespace = "http://www.daisy.org/ns/2008/pef"

    static func write(_ document: BrailleDocument) -> [UInt8] {
        var head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <pef version="2008-1" xmlns="\(namespace)" xmlns:dc="http://purl.org/dc/elements/1.1/">
              <head>
                <meta>
                  <dc:format>application/x-pef+xml</dc:format>
                  <dc:identifier>\(escaped(document.identifier))</dc:identifier>
                  <dc:title>\(escaped(document.title))</dc:title>

            """
        if let language = document.language { head += "      <dc:language>\(escaped(language))</dc:language>\n" }
        head += "    </meta>\n  </head>\n  <body>\n"
        let volumeStart = "    <volume cols=\"\(document.cells)\" rows=\"\(document.lines)\" rowgap=\"0\" duplex=\"\(document.duplex)\">\n"
            + "      <section>\n"
        let volumeEnd = "      </section>\n    </volume>\n"
        let tail = "  </body>\n</pef>\n"

        // The file is the largest thing a braille run holds: it is written straight into
        // bytes of exactly its size, never built as a String and copied (#24: that copy,
        // and the growth of both, made PEF's peak memory 14% larger than the layout's).
        var size = head.utf8.count + tail.utf8.count
        for volume in document.volumes {
            size += volumeStart.utf8.count + volumeEnd.utf8.count
            for page in volume.pages {
                size += pageStart.count + pageEnd.count
                for row in page.rows {
                    size += row.isEmpty ? emptyRow.count : rowStart.count + row.utf8.count + rowEnd.count
                }
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        bytes += head.utf8
        for volume in document.volumes {
            bytes += volumeStart.utf8
            for page in volume.pages {
                bytes += pageStart
                for row in page.rows {
                    if row.isEmpty {
                        bytes += emptyRow
                    } else {
                        bytes += rowStart
                        bytes += row.utf8
                        bytes += rowEnd
                    }
                }
                bytes += pageEnd
            }
            bytes += volumeEnd.utf8
        }
        bytes += tail.utf8
        return bytes
    }

    private static let pageStart = Array("        <page>\n".utf8)
    private static let pageEnd = Array("        </page>\n".utf8)
    private static let emptyRow = Array("          <row/>\n".utf8)
    private static let rowStart = Array("          <row>".utf8)
    private static let rowEnd = Array("</row>\n".utf8)

    static func escaped(_ text: String) -> String {
        XMLEscaping.escape(text, escapingApostrophe: false)
    }
}
