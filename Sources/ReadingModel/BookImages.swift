/// The bytes of a book's images, for the one format that shows them (the reader page).
///
/// The reader fills it only when asked (``BookImages/Limits``), so the formats that never
/// show an image never pay for reading one. Exporters only look images up: they cannot
/// reach the book's files themselves, since they never import the reader.
public struct BookImages: Sendable, Hashable {
    /// How much image data a book may carry into the model.
    public struct Limits: Sendable, Hashable, Codable {
        /// Largest single image kept, in bytes; a larger one is left out (its alt text stays).
        public var maxImageBytes: Int
        /// Most bytes of images kept for the whole book; images past it are left out.
        public var maxTotalBytes: Int

        public init(maxImageBytes: Int = 200 * 1024, maxTotalBytes: Int = 8 * 1024 * 1024) {
            self.maxImageBytes = maxImageBytes
            self.maxTotalBytes = maxTotalBytes
        }
    }

    /// One image file: what it is and its bytes.
    public struct Image: Sendable, Hashable {
        /// `image/png`, `image/jpeg`, `image/gif`, `image/svg+xml` or `image/webp`.
        public let mediaType: String
        public let bytes: [UInt8]

        public init(mediaType: String, bytes: [UInt8]) {
            self.mediaType = mediaType
            self.bytes = bytes
        }
    }

    private var images: [String: Image] = [:]

    public init() {}

    /// The image at a book-relative path (an ``ImageInfo/source``), when it was kept.
    public subscript(source: String) -> Image? { images[source] }

    /// How many images are kept.
    public var count: Int { images.count }

    /// Total bytes kept.
    public var totalBytes: Int { images.values.reduce(0) { $0 + $1.bytes.count } }

    /// Keeps an image; the reader calls this within its limits.
    public mutating func add(_ image: Image, for source: String) {
        images[source] = image
    }

    /// The media types a browser shows from a data URI, by file extension when the
    /// package does not say.
    public static func mediaType(declared: String?, path: String) -> String? {
        let shown: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/svg+xml", "image/webp"]
        if let declared = declared?.lowercased(), shown.contains(declared) { return declared }
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "svg": return "image/svg+xml"
        case "webp": return "image/webp"
        default: return nil
        }
    }
}
