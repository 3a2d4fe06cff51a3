/// A font embedded in the reader page for its dyslexia-friendly setting (`--reader-font`):
/// a page opened offline, on a machine without OpenDyslexic, Lexend or Atkinson
/// Hyperlegible installed, still offers that setting. The file goes into the page as a data
/// URI, which the page's Content Security Policy allows for fonts (`font-src data:`).
public struct ReaderFont: Sendable, Hashable, Codable {
    /// The font file's bytes.
    public var bytes: [UInt8]
    /// Its CSS `format()` name, told from its first bytes.
    public var format: String

    /// The largest font file embedded (OpenDyslexic's are 100-300 KB).
    public static let maximumBytes = 4 << 20

    /// The family name the page gives the embedded font.
    static let family = "exporttool reader font"

    /// The font in `bytes`, or `nil` when they are not a WOFF2, WOFF, OpenType or TrueType
    /// file (what CSS's `format()` names and every browser reads).
    public init?(bytes: [UInt8]) {
        guard let format = Self.format(of: bytes) else { return nil }
        self.bytes = bytes
        self.format = format
    }

    /// The file's kind by its signature (the sfnt version or WOFF signature of its header).
    static func format(of bytes: [UInt8]) -> String? {
        guard bytes.count >= 12 else { return nil }
        switch Array(bytes.prefix(4)) {
        case Array("wOF2".utf8): return "woff2"
        case Array("wOFF".utf8): return "woff"
        case Array("OTTO".utf8): return "opentype"
        case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): return "truetype"
        default: return nil
        }
    }

    /// The media type of the data URI.
    var mediaType: String {
        switch format {
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "opentype": return "font/otf"
        default: return "font/ttf"
        }
    }

    /// The `@font-face` rule that names the embedded font.
    var fontFace: String {
        "@font-face { font-family: \"\(Self.family)\"; src: url(data:\(mediaType);base64,\(Base64.encode(bytes))) format(\"\(format)\"); font-display: swap; }\n"
    }
}
