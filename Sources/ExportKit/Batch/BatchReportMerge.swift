import Foundation

/// Joins the `--report` files of a batch's shards into one report with totals
/// (`exporttool report merge`). The books are copied as the shards wrote them; the totals
/// are counted again from them. Reports of another run (schema 2 names its run), a shard
/// given twice, or a book in two reports are refused: a merged report counts every book once.
package enum BatchReportMerge {
    /// One report as read: its name (for errors) and its bytes.
    package struct Input: Sendable {
        package var name: String
        package var bytes: [UInt8]

        package init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// What the merge wrote and found missing.
    package struct Merged: Sendable {
        package var report: JSONValue
        /// Shards of the run (1-based) that no report covered, when the reports say how
        /// many there are.
        package var missingShards: [Int]
    }

    /// A book's fields in the order batch writes them; others follow, sorted.
    static let bookKeys = ["input", "output", "status", "outputs", "warnings", "error", "exitCode", "milliseconds"]

    private struct Shard {
        var index: Int
        var count: Int
        var scheduler: String?
        var report: String
        var books: Int
        var milliseconds: Int
    }

    package static func merge(_ inputs: [Input]) throws(ExportError) -> Merged {
        var books: [JSONValue] = []
        var firstBook: [String: String] = [:]
        var shards: [Shard] = []
        var run: (id: String, books: Int, first: String)?
        var runless = false
        var jobs = 0, longest = 0
        var interrupted = false
        // What the shards' folder searches passed over: each task searches the whole input,
        // so the lines repeat; each is kept once, in the order first seen.
        var passedOver: [String] = []
        for input in inputs {
            func fail(_ cause: ReportMergeFailure) -> ExportError { .reportMerge(path: input.name, cause: cause) }
            guard let object = try? JSONSerialization.jsonObject(with: Data(input.bytes)) as? [String: Any] else {
                throw fail(.notAReport(detail: "not a JSON object"))
            }
            guard let version = object["schemaVersion"] as? Int else { throw fail(.notAReport(detail: "no schemaVersion")) }
            guard version == 1 || version == 2 else { throw fail(.unknownSchema(version)) }
            guard let totals = object["totals"] as? [String: Any], let entries = object["books"] as? [[String: Any]] else {
                throw fail(.notAReport(detail: "no totals or books"))
            }
            if let identity = object["run"] as? [String: Any], let id = identity["id"] as? String {
                if let run, run.id != id { throw fail(.otherRun(first: run.first)) }
                if run == nil { run = (id, identity["books"] as? Int ?? 0, input.name) }
            } else {
                runless = true
            }
            // A merged report lists its shards; a shard's report names itself.
            var covered: [[String: Any]] = (object["shards"] as? [[String: Any]]) ?? []
            if var shard = object["shard"] as? [String: Any] {
                shard["report"] = input.name
                shard["books"] = entries.count
                shard["milliseconds"] = totals["milliseconds"] as? Int ?? 0
                covered.append(shard)
            }
            for entry in covered {
                guard let index = entry["index"] as? Int, let count = entry["count"] as? Int else {
                    throw fail(.notAReport(detail: "a shard without index and count"))
                }
                if let first = shards.first, first.count != count {
                    throw fail(.shardCounts(count: count, first: first.report, firstCount: first.count))
                }
                if let twice = shards.first(where: { $0.index == index }) {
                    throw fail(.shardTwice(index: index, count: count, first: twice.report))
                }
                shards.append(Shard(index: index, count: count, scheduler: entry["scheduler"] as? String,
                                    report: entry["report"] as? String ?? input.name, books: entry["books"] as? Int ?? 0,
                                    milliseconds: entry["milliseconds"] as? Int ?? 0))
            }
            for entry in entries {
                guard let book = entry["input"] as? String, entry["status"] is String else {
                    throw fail(.notAReport(detail: "a book without input or status"))
                }
                if let first = firstBook[book] { throw fail(.bookTwice(input: book, first: first)) }
                firstBook[book] = input.name
                books.append(value(entry, order: bookKeys))
            }
            for line in object["passedOver"] as? [String] ?? [] where !passedOver.contains(line) { passedOver.append(line) }
            jobs += totals["jobs"] as? Int ?? 0
            longest = max(longest, totals["milliseconds"] as? Int ?? 0)
            interrupted = interrupted || (object["interrupted"] as? Bool ?? false)
        }
        func count(_ status: String) -> Int {
            books.filter { if case .object(let fields) = $0 { return fields.contains { $0.0 == "status" && $0.1 == .string(status) } }; return false }.count
        }
        let exported = count("exported")
        let missing = shards.first.map { first in (1...first.count).filter { index in !shards.contains { $0.index == index } } } ?? []
        let report = JSONValue.object([
            ("schemaVersion", .number(2)),
            ("run", run.flatMap { runless ? nil : JSONValue.object([("id", .string($0.id)), ("books", .number($0.books))]) } ?? .null),
            ("shard", .null),
            ("passedOver", .array(passedOver.map(JSONValue.string))),
            ("totals", .object([
                ("books", .number(books.count)),
                ("exported", .number(exported)),
                ("skipped", .number(count("skipped"))),
                ("failed", .number(count("failed"))),
                ("interrupted", .number(count("interrupted"))),
                ("jobs", .number(jobs)),
                ("milliseconds", .number(longest)),
                ("booksPerSecond", .string(String(format: "%.2f", longest > 0 ? Double(exported) * 1000 / Double(longest) : 0))),
                ("reports", .number(inputs.count)),
            ])),
            ("interrupted", .bool(interrupted)),
            ("shards", .array(shards.sorted { $0.index < $1.index }.map { shard in
                .object([("index", .number(shard.index)), ("count", .number(shard.count)),
                         ("scheduler", .optional(shard.scheduler)), ("report", .string(shard.report)),
                         ("books", .number(shard.books)), ("milliseconds", .number(shard.milliseconds))])
            })),
            ("missingShards", .array(missing.map(JSONValue.number))),
            ("books", .array(books)),
        ])
        return Merged(report: report, missingShards: missing)
    }

    /// A JSON value read by `JSONSerialization` as a ``JSONValue``; an object's keys in
    /// `order` first, then the others sorted.
    static func value(_ any: Any, order: [String] = []) -> JSONValue {
        switch any {
        case let text as String: return .string(text)
        case let number as NSNumber:
            // JSONSerialization reads true and false as NSNumbers of type char ("c").
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.intValue)
        case let array as [Any]: return .array(array.map { value($0) })
        case let object as [String: Any]:
            let keys = order.filter { object[$0] != nil } + object.keys.filter { !order.contains($0) }.sorted()
            return .object(keys.map { ($0, value(object[$0] as Any)) })
        default: return .null
        }
    }
}
