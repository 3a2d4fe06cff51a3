import Foundation
import Synchronization

/// Every file this process has staged and not yet committed: temporaries being written and
/// outputs renamed into place by a commit that has not finished. An export stopped by
/// SIGINT or SIGTERM removes them all (``discardAllAndExit(status:)``), as a failed export
/// does, so a signal leaves no `.NAME~I.partial-PID` and no half set of outputs.
package enum LiveOutputs {
    private static let paths = Mutex<Set<String>>([])

    /// Registers `path` before it is created, so that a signal arriving at any moment finds
    /// it; a stop already under way holds the lock and the file is never made.
    static func insert(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    static func remove(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// Removes every registered file and ends the process with `status`, never releasing
    /// the lock: no other thread registers or creates a file after the sweep.
    package static func discardAllAndExit(status: Int32) -> Never {
        paths.withLock { paths in
            for path in paths { unlink(path) }
            _exit(status)
        }
    }
}
