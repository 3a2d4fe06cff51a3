import Foundation

/// Processor time a running child has used, read from `/proc/PID/stat` (utime + stime,
/// fields 14 and 15, in clock ticks). A worker's wall time says as much about the other
/// processes on the machine as about the worker: a narration on a busy batch server ran
/// nine times slower than on an idle one and was stopped though it was progressing. Its
/// processor time grows only while it works, so it is what a budget counts.
package enum ProcessClock {
    private static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// Seconds of processor time `pid` has used; nil when it has gone or /proc cannot be read.
    package static func processorSeconds(_ pid: pid_t) -> Double? {
        guard ticksPerSecond > 0,
              let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // The command name (field 2) may hold spaces; the fields after its ")" do not.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is the state (field 3), so utime (field 14) is fields[11].
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / ticksPerSecond
    }
}
