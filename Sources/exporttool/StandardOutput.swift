import ExportKit
import Foundation

/// Writes to standard output, failing cleanly: a full disk (`> /dev/full`) or a closed pipe
/// is a one-line error with exit code 8, never a crash. `FileHandle.write(_:)` traps on a
/// failed write, and `print` drops the error silently at exit; neither may touch stdout.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) throws(ExportError) {
        try OutputWriter.writeAll(bytes, to: STDOUT_FILENO, shown: "standard output")
    }

    static func write(_ text: String) throws(ExportError) {
        try write(Array(text.utf8))
    }
}
