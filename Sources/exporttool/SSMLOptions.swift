import ArgumentParser
import ExportKit

/// `export` options of the ssml format(s).
struct SSMLOptions: ParsableArguments {
    /// Copies the options into the library's settings.
    func apply(to settings: inout ExportSettings) {}
}
