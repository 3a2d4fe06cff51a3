import Foundation

/// One HTTP/1.1 exchange over a plain socket to the test's own server on loopback: enough
/// of a client for `exporttool serve` (Content-Length bodies, `Connection: close`), with no
/// networking library for the test target to depend on.
struct HTTPAnswer {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
}

enum HTTPClientError: Error { case connect(Int32), cutShort, malformed }

func http(_ method: String, port: Int, _ target: String, headers: [String: String] = [:], body: Data = Data()) throws -> HTTPAnswer {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw HTTPClientError.connect(errno) }
    defer { close(descriptor) }
    // A server that stops answering fails the request, not the whole test run.
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw HTTPClientError.connect(errno) }
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: \(body.count)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    let request = Data((head + "\r\n").utf8) + body
    request.withUnsafeBytes { buffer in
        var sent = 0
        while sent < buffer.count {
            let wrote = send(descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
            // The server may answer (413) and close before reading a body it refuses.
            if wrote <= 0 { break }
            sent += wrote
        }
    }
    var response = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let got = recv(descriptor, &chunk, chunk.count, 0)
        if got < 0 && errno == EINTR { continue }
        if got <= 0 { break }
        response.append(contentsOf: chunk[..<got])
        if let parsed = parse(response), parsed.complete { return parsed.answer }
    }
    guard let parsed = parse(response) else { throw HTTPClientError.malformed }
    return parsed.answer
}

/// The answer in `data`, and whether its whole Content-Length body has arrived.
private func parse(_ data: Data) -> (answer: HTTPAnswer, complete: Bool)? {
    guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
          let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let body = Data(data[end.upperBound...])
    let length = headers["content-length"].flatMap(Int.init)
    return (HTTPAnswer(status: status, headers: headers, body: length.map { Data(body.prefix($0)) } ?? body),
            length.map { body.count >= $0 } ?? false)
}

/// `exporttool serve` started by a test on a free loopback port, in its own process group,
/// which ``kill(signal:)`` or the end of the test ends.
final class ServerProcess {
    let pid: pid_t
    let port: Int
    let output: String

    /// Starts the server and waits (at most a minute) for its "listening on" line.
    /// `directory`: the folder the server starts in (a relative `store` is taken from it).
    init(store: String, arguments: [String] = [], directory: String? = nil) throws {
        output = (directory.map { $0 + "/" } ?? "") + store + "-server-\(UUID().uuidString).out"
        let command = [exporttoolBinary, "serve", "--listen", "127.0.0.1:0", "--store", store] + arguments
        // In `directory`, through a shell that changes to it and becomes the server (the
        // same process: its group and its signals stay the test's to send).
        let (executable, argv) = directory.map { ("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, $0] + command) }
            ?? (exporttoolBinary, Array(command.dropFirst()))
        pid = try spawnInOwnGroup(executable, argv) { [output] in
            posix_spawn_file_actions_addopen(&$0, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&$0, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&$0, 2, output + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let deadline = Date().addingTimeInterval(60)
        var found: Int?
        while found == nil && Date() < deadline {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.contains("listening on http://") }),
               let port = line.split(separator: ":").last.flatMap({ Int($0) }) {
                found = port
            } else {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { break }
                usleep(50_000)
            }
        }
        guard let found else {
            Glibc.kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            throw ServerDidNotStart(message: (try? String(contentsOfFile: output + ".err", encoding: .utf8)) ?? "")
        }
        port = found
    }

    struct ServerDidNotStart: Error { var message: String }

    /// Sends `signal` to the server's process group and waits (at most two minutes) for it
    /// to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    func kill(signal: Int32 = SIGKILL) -> Int32 {
        Glibc.kill(signal == SIGKILL ? -pid : pid, signal)
        let deadline = Date().addingTimeInterval(120)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { Glibc.kill(-pid, SIGKILL) }
            usleep(20_000)
        }
        Glibc.kill(-pid, SIGKILL)
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    deinit {
        Glibc.kill(-pid, SIGKILL)
        // Reaped, not left a zombie of the test process (at most ten seconds: SIGKILL ends
        // it at once unless the kernel holds it).
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(10)
        while waitpid(pid, &status, WNOHANG) == 0 && Date() < deadline { usleep(10_000) }
        try? FileManager.default.removeItem(atPath: output)
        try? FileManager.default.removeItem(atPath: output + ".err")
    }

    /// Polls a job until it leaves queued and running (or is `until`), at most two minutes.
    func wait(for id: String, until wanted: Set<String> = ["done", "failed", "cancelled"]) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(120)
        while true {
            let job = try http("GET", port: port, "/v1/jobs/\(id)").json
            if let status = job["status"] as? String, wanted.contains(status) { return job }
            if Date() > deadline { return job }
            usleep(50_000)
        }
    }
}
