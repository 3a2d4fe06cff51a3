import ArgumentParser
import ExportKit

/// `export` options of the text format(s).
struct TextOptions: ParsableArguments {
    /// Copies the options into the library's settings.
    func apply(to settings: inout ExportSettings) {}
}
