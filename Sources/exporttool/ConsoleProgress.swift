import ExportKit
import Foundation

/// Progress for people and logs: a live status line on a terminal (books done/total,
/// failures, current book, rate, ETA), one plain line per book otherwise, nothing with `quiet`.
final class ConsoleProgress: BatchProgress, @unchecked Sendable {
    private let quiet: Bool
    private let live: Bool
    private let lock = NSLock()
    private var total = 0
    private var start = Date()
    private var exported = 0
    /// The books being exported now, in the order they were started: the live line names
    /// the oldest still running, never one already done.
    private var running: [String] = []

    init(quiet: Bool, terminal: Bool = isatty(STDOUT_FILENO) != 0) {
        self.quiet = quiet
        self.live = terminal && !quiet
    }

    func started(total: Int) {
        lock.withLock {
            self.total = total
            start = Date()
        }
    }

    func working(on item: BatchItem) {
        lock.withLock { running.append(item.relativeStem) }
    }

    func completed(_ result: BatchResult, done: Int, failures: Int) {
        guard !quiet else { return }
        lock.withLock {
            if let index = running.firstIndex(of: result.item.relativeStem) { running.remove(at: index) }
            if result.status == .exported { exported += 1 }
            let elapsed = Date().timeIntervalSince(start)
            if live {
                let rate = elapsed > 0 ? Double(exported) / elapsed : 0
                let remaining = rate > 0 ? Double(total - done) / rate : 0
                var line = "[\(done)/\(total)] \(failures) failed · \(String(format: "%.1f", rate)) books/s"
                line += " · ETA \(Self.duration(remaining))"
                if let current = running.first { line += " · " + TerminalText.escaped(current) }
                if result.status == .failed { write("\r\u{1B}[2K" + "failed: " + TerminalText.escaped(result.failure?.message ?? result.item.input) + "\n") }
                write("\r\u{1B}[2K" + String(line.prefix(160)))
            } else {
                // An error names its file already.
                let subject = TerminalText.escaped(result.failure?.message ?? result.item.input)
                write("[\(done)/\(total)] \(result.status.rawValue) \(subject)\n")
            }
        }
    }

    func finished(_ report: BatchReport) {
        guard !quiet else { return }
        var line = "\(report.results.count) books: \(report.count(.exported)) exported, \(report.count(.skipped)) up to date, "
        line += "\(report.count(.failed)) failed"
        if report.interrupted { line += ", \(report.count(.interrupted)) not done (interrupted)" }
        line += " in \(String(format: "%.1f", report.seconds)) s with \(report.jobs) job\(report.jobs == 1 ? "" : "s")"
        lock.withLock { write((live ? "\r\u{1B}[2K" : "") + line + "\n" + Self.warningSummary(report)) }
    }

    /// Books listed in the summary's warnings; the rest are counted (the report has all).
    static let summarisedBooks = 20

    /// The warnings of the run, book by book: how many and the first, so a run of many
    /// books shows which need a look without the JSON report. Empty when there are none.
    static func warningSummary(_ report: BatchReport) -> String {
        let warned = report.results.filter { !$0.warnings.isEmpty }
        guard !warned.isEmpty else { return "" }
        let total = warned.reduce(0) { $0 + $1.warnings.count }
        var text = "\(total) warning\(total == 1 ? "" : "s") in \(warned.count) book\(warned.count == 1 ? "" : "s")"
        text += ":\n"
        for result in warned.prefix(summarisedBooks) {
            let count = result.warnings.count
            var line = "  " + TerminalText.escaped(result.item.relativeStem) + ": "
            line += count == 1 ? "" : "\(count) warnings, the first: "
            line += TerminalText.escaped(result.warnings[0])
            text += String(line.prefix(300)) + "\n"
        }
        if warned.count > summarisedBooks { text += "  and \(warned.count - summarisedBooks) more books with warnings\n" }
        return text
    }

    /// Progress is a courtesy: a full or closed standard output loses it, never the batch
    /// (`FileHandle.write` would trap).
    private func write(_ text: String) {
        try? OutputWriter.writeAll(Array(text.utf8), to: STDOUT_FILENO, shown: "standard output")
    }

    private static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 60 ? "\(whole / 60)m\(whole % 60)s" : "\(whole)s"
    }
}
