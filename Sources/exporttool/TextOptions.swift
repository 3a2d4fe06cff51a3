import ArgumentParser
import ExportKit

/// `export` options of the text format(s).
struct TextOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Wrap text and markdown at N columns (wide East Asian characters count two; words and URLs are never split).",
        valueName: "N"))
    var width: Int?

    @Option(help: "Where link addresses go in text and markdown (default: none for text, inline for markdown).")
    var links: LinkPlacement?

    @Flag(help: "Write '--- page N ---' lines where print pages change (text and markdown).")
    var pageMarkers = false

    @Option(help: ArgumentHelp(
        "Embed this WOFF2, WOFF, OpenType or TrueType font in the reader page (html) for its dyslexia-friendly setting, e.g. Debian's fonts-opendyslexic.",
        valueName: "FILE"))
    var readerFont: String?

    func validate() throws {
        if let width, width < TextSettings.minimumWidth {
            throw ValidationError("--width must be at least \(TextSettings.minimumWidth) (got \(width))")
        }
    }

    /// Copies the options into the library's settings.
    func apply(to settings: inout ExportSettings) {
        settings.text.width = width
        settings.text.links = links
        settings.text.pageMarkers = pageMarkers
    }
}

extension LinkPlacement: ExpressibleByArgument {}
