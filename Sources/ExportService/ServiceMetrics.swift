import Foundation

/// `GET /metrics` in Prometheus' text exposition format (version 0.0.4), written here
/// rather than through swift-prometheus: three families do not need another package to
/// build. The gauges are read from the job database at each scrape (every server on it
/// reports the same queue); the duration histogram counts the jobs this process finished.
final class ServiceMetrics: @unchecked Sendable {
    /// Upper bounds of the duration buckets, in seconds.
    static let buckets: [Double] = [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    private let lock = NSLock()
    private var durations: [Job.Status: Histogram] = [:]

    /// Counts one job finished by this process.
    func record(status: Job.Status, seconds: Double) {
        lock.withLock {
            var histogram = durations[status] ?? Histogram()
            for (index, bound) in Self.buckets.enumerated() where seconds <= bound { histogram.counts[index] += 1 }
            histogram.sum += seconds
            histogram.count += 1
            durations[status] = histogram
        }
    }

    /// The exposition text, with `counts` of jobs by status from the database.
    func text(counts: [Job.Status: Int], workers: Int, running: Int) -> String {
        var lines: [String] = []
        lines.append("# HELP exporttool_jobs Jobs in the job database by status.")
        lines.append("# TYPE exporttool_jobs gauge")
        for status in Job.Status.allCases {
            lines.append("exporttool_jobs{status=\"\(status.rawValue)\"} \(counts[status] ?? 0)")
        }
        lines.append("# HELP exporttool_queue_length Jobs waiting for a worker.")
        lines.append("# TYPE exporttool_queue_length gauge")
        lines.append("exporttool_queue_length \(counts[.queued] ?? 0)")
        lines.append("# HELP exporttool_workers Jobs this server runs at once.")
        lines.append("# TYPE exporttool_workers gauge")
        lines.append("exporttool_workers \(workers)")
        lines.append("# HELP exporttool_running_jobs Jobs running in this server now.")
        lines.append("# TYPE exporttool_running_jobs gauge")
        lines.append("exporttool_running_jobs \(running)")
        lines.append("# HELP exporttool_job_duration_seconds Seconds from claim to end of the jobs this server finished, by outcome.")
        lines.append("# TYPE exporttool_job_duration_seconds histogram")
        let snapshot = lock.withLock { durations }
        for status in [Job.Status.done, .failed] {
            let histogram = snapshot[status] ?? Histogram()
            for (index, bound) in Self.buckets.enumerated() {
                lines.append("exporttool_job_duration_seconds_bucket{status=\"\(status.rawValue)\",le=\"\(Self.number(bound))\"} \(histogram.counts[index])")
            }
            lines.append("exporttool_job_duration_seconds_bucket{status=\"\(status.rawValue)\",le=\"+Inf\"} \(histogram.count)")
            lines.append("exporttool_job_duration_seconds_sum{status=\"\(status.rawValue)\"} \(Self.number(histogram.sum))")
            lines.append("exporttool_job_duration_seconds_count{status=\"\(status.rawValue)\"} \(histogram.count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
