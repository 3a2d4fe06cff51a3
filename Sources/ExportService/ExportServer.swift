import ExportKit
import Foundation
import Hummingbird

/// `exporttool serve`: the HTTP API of docs/serve.md over the job store, with the job
/// runner beside it in one service group (SIGTERM and SIGINT drain it).
public struct ExportServer: Sendable {
    let configuration: ServiceConfiguration
    let store: JobStore
    let runner: JobRunner
    let metrics = ServiceMetrics()
    let activity = RequestActivity()

    /// Opens the store and its database; listens nowhere yet.
    public init(configuration: ServiceConfiguration) throws(ServiceError) {
        if configuration.token == nil && !ServiceConfiguration.isLoopback(configuration.host) {
            throw .openWithoutToken(host: configuration.host)
        }
        self.configuration = configuration
        store = try JobStore(databaseLocation: configuration.databasePath, storeDirectory: configuration.storeDirectory)
        runner = JobRunner(store: store, configuration: configuration, metrics: metrics, activity: activity)
    }

    /// Listens and runs jobs until SIGTERM or SIGINT, then drains. `announce` is told the
    /// port bound (the one asked for, or the one picked for port 0).
    public func run(announce: @escaping @Sendable (Int) -> Void) async throws {
        let router = Router()
        router.addMiddleware { RecordActivity(activity: activity) }
        router.addMiddleware { BearerToken(token: configuration.token) }
        routes(router)
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "exporttool"),
            services: [runner],
            onServerRunning: { channel in announce(channel.localAddress?.port ?? configuration.port) })
        try await app.runService()
    }

    // MARK: Routes

    /// Every route, as docs/openapi.yaml lists them (a test holds the two together).
    static let routeList: [(method: String, path: String)] = [
        ("POST", "/v1/jobs"), ("GET", "/v1/jobs"), ("GET", "/v1/jobs/{id}"), ("DELETE", "/v1/jobs/{id}"),
        ("GET", "/v1/jobs/{id}/result"), ("GET", "/v1/jobs/{id}/outputs/{name}"),
        ("GET", "/healthz"), ("GET", "/metrics"), ("GET", "/openapi.yaml"),
    ]

    private func routes(_ router: Router<BasicRequestContext>) {
        router.post("/v1/jobs") { request, _ in try await submit(request) }
        router.get("/v1/jobs") { request, _ in
            let filter = URLComponents(string: request.uri.string)?.queryItems?.first { $0.name == "status" }?.value
            var status: Job.Status?
            if let filter {
                guard let known = Job.Status(rawValue: filter) else {
                    return Self.error(.badRequest, "status '\(filter)' is not one of \(Job.Status.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                status = known
            }
            return Self.json(.ok, text: JobJSON.list(try store.jobs(status: status)))
        }
        router.get("/v1/jobs/{id}") { _, context in
            guard let job = try store.job(id: context.parameters.get("id") ?? "") else { return Self.notFound() }
            return Self.json(.ok, text: JobJSON.object(job, chapters: try store.chapterProgress(parent: job.id)))
        }
        router.delete("/v1/jobs/{id}") { _, context in
            // A queued or running job is cancelled; an ended one is removed with its files.
            guard let (job, removed) = try store.cancelOrRemove(id: context.parameters.get("id") ?? "") else { return Self.notFound() }
            return Self.json(.ok, text: JobJSON.object(job, removed: removed))
        }
        router.get("/v1/jobs/{id}/result") { _, context in
            guard let job = try store.job(id: context.parameters.get("id") ?? "") else { return Self.notFound() }
            guard job.status == .done, let folder = store.resultFolder(job) else { return Self.notReady(job) }
            let bytes = try ResultArchive.zip(folder: folder, files: job.outputs)
            return Self.file(bytes, name: job.stem + ".zip", type: "application/zip")
        }
        router.get("/v1/jobs/{id}/outputs/**") { _, context in
            guard let job = try store.job(id: context.parameters.get("id") ?? "") else { return Self.notFound() }
            guard job.status == .done, let folder = store.resultFolder(job) else { return Self.notReady(job) }
            let name = context.parameters.getCatchAll().map { $0.removingPercentEncoding ?? String($0) }.joined(separator: "/")
            // Only a name the job lists: no path outside the result folder can be asked for.
            guard job.outputs.contains(name), let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                return Self.error(.notFound, "job \(job.id) has no output '\(name)'")
            }
            return Self.file([UInt8](data), name: (name as NSString).lastPathComponent, type: Self.mediaType(of: name))
        }
        router.get("/healthz") { _, _ in
            _ = try store.counts()
            return Self.json(.ok, ["status": runner.isDraining ? "draining" : "ok"])
        }
        router.get("/metrics") { _, _ in
            let text = metrics.text(counts: try store.counts(), chapterCounts: try store.chapterCounts(), workers: configuration.workers, running: runner.runningCount)
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        router.get("/openapi.yaml") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/yaml"],
                     body: .init(byteBuffer: ByteBuffer(string: OpenAPIDocument.text)))
        }
    }

    /// `POST /v1/jobs`: checks the options as the command line does, stores the book and
    /// queues the job.
    private func submit(_ request: Request) async throws -> Response {
        let contentType = request.headers[.contentType]?.split(separator: ";").first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard let fileExtension = Self.bookTypes[contentType] else {
            return Self.error(.unsupportedMediaType,
                              "Content-Type '\(contentType)' is not a book type: \(Self.bookTypes.keys.sorted().joined(separator: ", "))")
        }
        let stem = Self.stem(contentDisposition: request.headers[.contentDisposition])
        let query = URLComponents(string: request.uri.string)?.queryItems ?? []
        let arguments: [String]
        switch JobArguments.parse(query: query.map { ($0.name, $0.value ?? "") }, book: stem + "." + fileExtension) {
        case .failure(let refusal): return Self.error(.badRequest, refusal.message)
        case .success(let parsed): arguments = parsed
        }
        if let message = configuration.checkArguments(arguments) { return Self.error(.badRequest, message) }
        let book: ByteBuffer
        do {
            book = try await request.body.collect(upTo: configuration.maxBodyBytes)
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            return Self.error(.contentTooLarge, "the book is larger than the server's limit of \(configuration.maxBodyBytes) bytes")
        }
        guard book.readableBytes > 0 else { return Self.error(.badRequest, "the request has no book in its body") }
        let key = request.headers[HTTPFields.Element.Name("Idempotency-Key")!]
        let (formats, options) = JobArguments.split(arguments)
        let (job, isNew) = try store.submit(formats: formats, options: options, stem: stem, fileExtension: fileExtension,
                                            book: Array(buffer: book), idempotencyKey: key)
        // A new job is answered as this request left it, queued (issue 39's contract): a
        // free worker may claim it before the answer is written, and GET tells that. A replayed
        // submission answers the first job as it stands.
        let status = isNew ? Job.Status.queued.rawValue : job.status.rawValue
        var response = Self.json(.accepted, ["id": job.id, "status": status])
        response.headers[.location] = "/v1/jobs/" + job.id
        if !isNew { response.headers[HTTPFields.Element.Name("Idempotent-Replayed")!] = "true" }
        return response
    }

    // MARK: Answers

    static let bookTypes = ["application/epub+zip": "epub", "application/xhtml+xml": "xhtml", "text/html": "html"]

    /// The stem from `Content-Disposition`'s filename: its last path part without the
    /// extension, "book" when there is none or it is hidden.
    static func stem(contentDisposition: String?) -> String {
        guard let header = contentDisposition else { return "book" }
        var name: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0].lowercased() == "filename*", let quote = pair[1].range(of: "''") {
                name = String(pair[1][quote.upperBound...]).removingPercentEncoding
            } else if pair[0].lowercased() == "filename", name == nil {
                name = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        let last = (name ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let stem = String((last as NSString).deletingPathExtension.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
        return stem.isEmpty || stem.hasPrefix(".") ? "book" : stem
    }

    static func json(_ status: HTTPResponse.Status, _ value: Any) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data + Data("\n".utf8))))
    }

    /// JSON text already written (``JobJSON``).
    static func json(_ status: HTTPResponse.Status, text: String) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(status, ["error": message])
    }

    static func notFound() -> Response { error(.notFound, "no such job") }

    static func notReady(_ job: Job) -> Response {
        error(.conflict, "job \(job.id) is \(job.status.rawValue): only a done job has outputs")
    }

    static func file(_ bytes: [UInt8], name: String, type: String) -> Response {
        let quoted = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return Response(status: .ok, headers: [.contentType: type, .contentDisposition: "attachment; filename=\"\(quoted)\""],
                        body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func mediaType(of name: String) -> String {
        let types = ["txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8", "ssml": "application/ssml+xml",
                     "xml": "application/xml", "html": "text/html; charset=utf-8", "json": "application/json",
                     "brf": "text/plain; charset=us-ascii", "pef": "application/x-pef+xml", "epub": "application/epub+zip",
                     "mp3": "audio/mpeg", "zip": "application/zip", "css": "text/css"]
        return types[(name as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
    }
}

/// Every request carries `Authorization: Bearer TOKEN` when the server has a token.
struct BearerToken<Context: RequestContext>: RouterMiddleware {
    let token: String?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token else { return try await next(request, context) }
        let given = request.headers[.authorization].flatMap { value -> String? in
            let parts = value.split(separator: " ", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "bearer" ? String(parts[1]) : nil
        }
        guard let given, Self.equal(Array(given.utf8), Array(token.utf8)) else {
            var response = ExportServer.error(.unauthorized, "this server needs 'Authorization: Bearer TOKEN'")
            response.headers[.wwwAuthenticate] = "Bearer"
            return response
        }
        return try await next(request, context)
    }

    /// Compares in time that does not depend on where the two differ.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
