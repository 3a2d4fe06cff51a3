/// A job's query (`to=FORMATS&OPTION=VALUE...`) as the export command's arguments: each
/// name is the command's long option name, a value follows it, and a flag is given without
/// one (`&toc`). What the service decides itself, and what would read a file on the server,
/// is refused before the command line's own check (``ServiceConfiguration/checkArguments``).
enum JobArguments {
    /// Why a query is not a job's options, in one line.
    struct Refusal: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Options the service sets for every job.
    static let setByService: Set<String> = ["o", "output", "output-dir", "stem", "jobs", "directory"]
    /// Options whose value is a path on the server.
    static let namingServerFiles: Set<String> = ["lexicon", "reader-font"]

    /// `BOOK`, then `--to=FORMATS` and the options in the order given; or why not.
    static func parse(query: [(name: String, value: String)], book: String) -> Result<[String], Refusal> {
        var arguments = [book]
        for (name, value) in query {
            if name.isEmpty || name.hasPrefix("-") {
                return .failure(Refusal("query parameter '\(name)' is not an option name: write it without dashes (e.g. to=text&lang=en)"))
            }
            if setByService.contains(name) {
                return .failure(Refusal("--\(name) is set by the service for every job; the stem comes from Content-Disposition's filename"))
            }
            if namingServerFiles.contains(name) {
                return .failure(Refusal("--\(name) names a file on the server, which a request may not do"))
            }
            // A table is named, never given as a path (a path could be any file on the server).
            if name == "table", value.contains("/") {
                return .failure(Refusal("--table '\(value)' is a path: name tables by file name (e.g. en-ueb-g2.ctb)"))
            }
            // One argument, `--name=value`: a value can never be read as another option.
            arguments.append(value.isEmpty ? "--" + name : "--" + name + "=" + value)
        }
        return .success(arguments)
    }

    /// The formats (`--to`'s list) and the other options of checked arguments, the book left out.
    static func split(_ arguments: [String]) -> (formats: [String], options: [String]) {
        var formats: [String] = []
        var options: [String] = []
        var index = 1
        while index < arguments.count {
            if arguments[index].hasPrefix("--to=") {
                // The last one counts, as on the command line.
                formats = arguments[index].dropFirst("--to=".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                index += 1
            } else {
                options.append(arguments[index])
                index += 1
            }
        }
        return (formats, options)
    }
}
