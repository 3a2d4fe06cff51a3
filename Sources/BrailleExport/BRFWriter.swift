import ReadingModel
/// Writes pages as BRF: North American ASCII braille, the 64 characters 0x20-0x5F that
/// `en-us-brf.dis` gives the six-dot cells, CR LF line ends, a form feed between pages.
enum BRFWriter {
    /// The ASCII character of each six-dot cell, indexed by its dot bits (dot 1 = bit 0):
    /// the same mapping as liblouis's `en-us-brf.dis` (a test checks it).
    static let characters: [UInt8] = Array(" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=".utf8)

    /// The BRF character for a Unicode braille cell; dots 7 and 8 have no BRF form and are left out.
    static func character(for cell: Unicode.Scalar) -> UInt8 {
        guard cell.value >= 0x2800, cell.value <= 0x28FF else { return 0x20 }
        return characters[Int((cell.value - 0x2800) & 0x3F)]
    }

    /// Cells as BRF ASCII text, one character each (a blank, breakable or not, is a space).
    static func text(_ cells: some Sequence<Unicode.Scalar>) -> String {
        var result = ""
        for cell in cells { result.unicodeScalars.append(Unicode.Scalar(character(for: cell))) }
        return result
    }

    static func write(_ volume: BrailleVolume) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, page) in volume.pages.enumerated() {
            if index > 0 { bytes.append(0x0C) }
            for row in page.rows {
                for cell in row.unicodeScalars { bytes.append(character(for: cell)) }
                bytes += [0x0D, 0x0A]
            }
        }
        return bytes
    }
}

/// Writes pages as Unicode braille text (U+2800-U+28FF) for refreshable displays and
/// previews: LF line ends, a form feed line between pages.
enum UnicodeBrailleWriter {
    /// Bytes of exactly the file's size, never a String copied into bytes (#24).
    static func write(_ volume: BrailleVolume) -> [UInt8] {
        var size = max(volume.pages.count - 1, 0) * 2
        for page in volume.pages {
            for row in page.rows { size += row.utf8.count + 1 }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        for (index, page) in volume.pages.enumerated() {
            if index > 0 { bytes += [0x0C, 0x0A] }
            for row in page.rows {
                bytes += row.utf8
                bytes.append(0x0A)
            }
        }
        return bytes
    }
}
