import Dispatch
import ExportKit
import Foundation

/// SIGINT and SIGTERM during `export`: every temporary and every output of an unfinished
/// commit is removed and the process exits 128 + the signal (130, 143), as `batch` cleans
/// up after its workers. Workers (braille, narration) end with this process on their own.
enum Interruption {
    /// Keeps the handlers alive for the rest of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func discardOutputsOnSignal() {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { LiveOutputs.discardAllAndExit(status: 128 + number) }
            source.resume()
            return source
        }
    }
}
