import Foundation
import Prometheus

/// `GET /metrics` in Prometheus' text exposition format (version 0.0.4), through
/// swift-prometheus. The job counts and the queue length are read from the job database at
/// each scrape (every server on it reports the same queue); the histograms count the jobs
/// this process finished: whole jobs by outcome, and each format of the jobs that were done
/// (as the job's worker timed it, ``BookExport/formatTimed``).
final class ServiceMetrics: Sendable {
    /// Upper bounds of the duration buckets, in seconds.
    static let buckets: [Duration] = [.milliseconds(100), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5), .seconds(10),
                                      .seconds(30), .seconds(60), .seconds(120), .seconds(300), .seconds(600),
                                      .seconds(1800), .seconds(3600)]

    private let registry: PrometheusCollectorRegistry
    private let jobs: [Job.Status: Gauge]
    private let queue: Gauge
    private let workers: Gauge
    private let running: Gauge
    private let workerStarts: Counter
    private let durations: [Job.Status: DurationHistogram]
    private let chapters: [Job.Status: Gauge]
    private let chaptersRun: [Bool: Counter]

    init() {
        let registry = PrometheusCollectorRegistry()
        self.registry = registry
        jobs = Dictionary(uniqueKeysWithValues: Job.Status.allCases.map { status in
            (status, registry.makeGauge(descriptor: Self.name("jobs", help: "Jobs in the job database by status."),
                                        labels: [("status", status.rawValue)]))
        })
        queue = registry.makeGauge(descriptor: Self.name("queue_length", help: "Jobs waiting for a worker."))
        workers = registry.makeGauge(descriptor: Self.name("workers", help: "Jobs this server runs at once."))
        running = registry.makeGauge(descriptor: Self.name("running_jobs", help: "Jobs running in this server now."))
        workerStarts = registry.makeCounter(descriptor: Self.name(
            "worker_starts", unit: "total",
            help: "Job worker processes this server started: one per slot, and one for each that died or was stopped."))
        chapters = Dictionary(uniqueKeysWithValues: Job.Status.allCases.map { status in
            (status, registry.makeGauge(descriptor: Self.name("chapter_jobs", help: "Chapter jobs of narrations in the job database by status."),
                                        labels: [("status", status.rawValue)]))
        })
        chaptersRun = Dictionary(uniqueKeysWithValues: [true, false].map { done in
            (done, registry.makeCounter(descriptor: Self.name(
                "chapter_jobs_run", unit: "total",
                help: "Chapter jobs this server recorded, by outcome: spoken in its free slots, or by a job's own worker while it waited for its chapters."),
                labels: [("status", done ? "done" : "failed")]))
        })
        durations = Dictionary(uniqueKeysWithValues: [Job.Status.done, .failed].map { status in
            (status, registry.makeDurationHistogram(
                descriptor: Self.name("job_duration", unit: "seconds",
                                      help: "Seconds from claim to end of the jobs this server finished, by outcome."),
                labels: [("status", status.rawValue)], buckets: Self.buckets))
        })
    }

    private static func name(_ metric: String, unit: String = "", help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "exporttool", metricName: metric, unitName: unit, helpText: help)
    }

    /// Counts one job worker started.
    func workerStarted() {
        workerStarts.increment()
    }

    /// Counts one chapter job recorded by a slot of this server.
    func chapterRecorded(done: Bool) {
        chaptersRun[done]?.increment()
    }

    /// Counts the chapters a job's own worker spoke and recorded.
    func chaptersSpoken(_ count: Int) {
        if count > 0 { chaptersRun[true]?.increment(by: Int64(count)) }
    }

    /// Counts one job finished by this process, and the formats of a job that was done.
    func record(status: Job.Status, seconds: Double, formatSeconds: [String: Double] = [:]) {
        durations[status]?.record(Self.duration(seconds))
        for (format, seconds) in formatSeconds {
            registry.makeDurationHistogram(
                descriptor: Self.name("format_duration", unit: "seconds",
                                      help: "Seconds each format of the jobs this server did took to render and write (reading the book not counted)."),
                labels: [("format", format)], buckets: Self.buckets
            ).record(Self.duration(seconds))
        }
    }

    /// The exposition text, with `counts` of jobs by status from the database.
    func text(counts: [Job.Status: Int], chapterCounts: [Job.Status: Int], workers count: Int, running now: Int) -> String {
        for (status, gauge) in jobs { gauge.set(Double(counts[status] ?? 0)) }
        for (status, gauge) in chapters { gauge.set(Double(chapterCounts[status] ?? 0)) }
        queue.set(Double(counts[.queued] ?? 0))
        workers.set(Double(count))
        running.set(Double(now))
        return registry.emitToString()
    }

    private static func duration(_ seconds: Double) -> Duration {
        .nanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
    }
}
