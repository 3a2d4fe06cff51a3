import ReadingModel
/// Writes PEF 1.0 (`http://www.daisy.org/ns/2008/pef`, version 2008-1): Dublin Core
/// metadata, and each volume with its `cols`, `rows` and `duplex`, rows in Unicode braille.
enum PEFWriter {
    static let namespace = "http://www.daisy.org/ns/2008/pef"

    static func write(_ document: BrailleDocument) -> [UInt8] {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <pef version="2008-1" xmlns="\(namespace)" xmlns:dc="http://purl.org/dc/elements/1.1/">
              <head>
                <meta>
                  <dc:format>application/x-pef+xml</dc:format>
                  <dc:identifier>\(escaped(document.identifier))</dc:identifier>
                  <dc:title>\(escaped(document.title))</dc:title>

            """
        if let language = document.language { xml += "      <dc:language>\(escaped(language))</dc:language>\n" }
        xml += "    </meta>\n  </head>\n  <body>\n"
        for volume in document.volumes {
            xml += "    <volume cols=\"\(document.cells)\" rows=\"\(document.lines)\" rowgap=\"0\" duplex=\"\(document.duplex)\">\n"
            xml += "      <section>\n"
            for page in volume.pages {
                xml += "        <page>\n"
                for row in page.rows {
                    xml += row.isEmpty ? "          <row/>\n" : "          <row>\(row)</row>\n"
                }
                xml += "        </page>\n"
            }
            xml += "      </section>\n    </volume>\n"
        }
        xml += "  </body>\n</pef>\n"
        return Array(xml.utf8)
    }

    static func escaped(_ text: String) -> String {
        XMLEscaping.escape(text, escapingApostrophe: false)
    }
}
