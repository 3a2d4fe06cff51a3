import Dispatch
import Hummingbird
import Synchronization

/// The requests the server answered since its heap was last trimmed. A burst of requests
/// (a hundred clients polling a job) leaves the heap's arenas holding what the answers
/// used; once the requests stop, an idle job slot gives those pages back to the system, as
/// it does after its own jobs.
final class RequestActivity: Sendable {
    private let answered = Atomic<Int>(0)
    private let lastAnswer = Atomic<UInt64>(0)

    /// Counts one answered request.
    func record() {
        answered.add(1, ordering: .relaxed)
        lastAnswer.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    /// Whether requests were answered since the last time this said so, the last of them
    /// at least `quiet` seconds ago. Said once per burst, to one caller.
    func quietAfterRequests(quiet: Double = 1) -> Bool {
        guard answered.load(ordering: .relaxed) > 0 else { return false }
        let since = DispatchTime.now().uptimeNanoseconds &- lastAnswer.load(ordering: .relaxed)
        guard Double(since) >= quiet * 1e9 else { return false }
        return answered.exchange(0, ordering: .relaxed) > 0
    }
}

/// Records each answered request in a ``RequestActivity``.
struct RecordActivity<Context: RequestContext>: RouterMiddleware {
    let activity: RequestActivity

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        defer { activity.record() }
        return try await next(request, context)
    }
}
