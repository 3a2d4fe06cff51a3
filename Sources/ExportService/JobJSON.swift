import ExportKit
import Foundation

/// A job as the API answers it, written straight into JSON text: the same object, keys
/// sorted, as `JSONSerialization` (`.sortedKeys`, `.withoutEscapingSlashes`) made from a
/// dictionary, at a fraction of the cost. Measured on `GET /v1/jobs/{id}` under 100 polling
/// connections (docs/serve.md, "Speed"), building that dictionary with a new
/// `ISO8601DateFormatter` and serializing it took 35% of the server's time and reading the
/// row 5%.
enum JobJSON {
    /// `{"attempts": …, …, "warnings": […]}`; with `removed` that key too (DELETE), and with
    /// `chapters` a narration's progress, `"chapters": {"done": 2, "total": 5}`.
    static func object(_ job: Job, removed: Bool? = nil, chapters: ChapterProgress? = nil) -> String {
        var text = "{\"attempts\":\(job.attempts),"
        if let chapters { text += "\"chapters\":{\"done\":\(chapters.done),\"total\":\(chapters.total)}," }
        text += "\"error\":"
        if let error = job.error { append(string: error, to: &text) } else { text += "null" }
        text += ",\"finished\":"
        append(date: job.finished, to: &text)
        text += ",\"formats\":"
        append(list: job.formats, to: &text)
        text += ",\"id\":"
        append(string: job.id, to: &text)
        text += ",\"options\":"
        append(list: job.options, to: &text)
        text += ",\"outputs\":"
        append(list: job.outputs, to: &text)
        if let removed { text += ",\"removed\":\(removed)" }
        text += ",\"started\":"
        append(date: job.started, to: &text)
        text += ",\"status\":"
        append(string: job.status.rawValue, to: &text)
        text += ",\"stem\":"
        append(string: job.stem, to: &text)
        text += ",\"submitted\":"
        append(date: job.submitted, to: &text)
        text += ",\"warnings\":"
        append(list: job.warnings, to: &text)
        text += "}"
        return text
    }

    /// `{"jobs": [...]}`.
    static func list(_ jobs: [Job]) -> String {
        "{\"jobs\":[" + jobs.map { object($0) }.joined(separator: ",") + "]}"
    }

    static func append(list: [String], to text: inout String) {
        text += "["
        for (index, item) in list.enumerated() {
            if index > 0 { text += "," }
            append(string: item, to: &text)
        }
        text += "]"
    }

    /// A JSON string, as `JSONSerialization` writes it.
    static func append(string: String, to text: inout String) {
        JSONValue.writeString(string, to: &text)
    }

    /// Seconds since 1970 as `ISO8601DateFormatter` writes them by default
    /// (`2026-11-29T15:41:52Z`, whole seconds, UTC), or `null`.
    static func append(date seconds: Double?, to text: inout String) {
        guard let seconds, seconds.isFinite else {
            text += "null"
            return
        }
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        text += "\"\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
            + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z\""
    }
}
