import ArgumentParser
import ExportKit

/// `export` options of the braille format(s).
struct BrailleOptions: ParsableArguments {
    /// Copies the options into the library's settings.
    func apply(to settings: inout ExportSettings) {}
}
