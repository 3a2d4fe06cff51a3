import Dispatch
import ExportKit
import Foundation

/// The command line's signal policy for SIGINT and SIGTERM; the library sets none. During
/// `export`, every temporary and every output of an unfinished commit is removed and the
/// process exits 128 + the signal (130, 143); workers (braille, narration) end with this
/// process on their own. During `batch`, the runner is told to stop and clean up after its
/// workers, and the command exits 130 once it has. Worker processes keep the defaults.
enum Interruption {
    /// Keeps the handlers alive for the rest of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func discardOutputsOnSignal() {
        onSignal { number in LiveOutputs.discardAllAndExit(status: 128 + number) }
    }

    /// Stops `runner` on the first SIGINT or SIGTERM; its report says the run was interrupted.
    static func interruptOnSignal(_ runner: BatchRunner) {
        onSignal { _ in runner.interrupt() }
    }

    /// Worker processes die at once when told to, whatever their parent set (started by
    /// hand, or by a shell that ignores SIGINT for background jobs).
    static func defaultDispositions() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Calls `action` with the signal's number, off the signal handler, on each SIGINT or
    /// SIGTERM: the signals are ignored so that only the dispatch source sees them.
    private static func onSignal(_ action: @escaping @Sendable (Int32) -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { action(number) }
            source.resume()
            return source
        }
    }
}
