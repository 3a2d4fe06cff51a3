import Foundation

/// The one wire format between `exporttool` and its worker processes: each message is a
/// little-endian 32-bit byte count, then that many bytes of the message as JSON
/// (``Codable``). Counted frames let either side tell a message cut short (a worker killed
/// mid-reply) from the clean end of the conversation, and let one stream carry requests
/// and replies without a separator that the payload could contain.
///
/// Writes never raise SIGPIPE, whatever the process's signal policy: on a socket they go
/// through `send(MSG_NOSIGNAL)`, so a library embedder need not ignore the signal.
package enum WorkerFrames {
    /// The largest frame either side accepts: a damaged length must fail, not allocate.
    static let maximumBytes = 1 << 30

    /// Encodes `message` into one frame's payload.
    package static func encode<Message: Encodable>(_ message: Message) throws(WorkerFailure) -> Data {
        do { return try JSONEncoder().encode(message) } catch { throw .encoding(detail: "\(error)") }
    }

    /// Encodes each narration chapter's job into its request frame's payload, a failure as
    /// narration's: the on-machine pool and the service's chapter jobs send the same frames.
    package static func narrationRequests(_ jobs: [NarrationJob]) throws(ExportError) -> [Data] {
        var requests: [Data] = []
        requests.reserveCapacity(jobs.count)
        do throws(WorkerFailure) {
            for job in jobs { requests.append(try encode(job)) }
        } catch {
            throw .narration(.worker(error))
        }
        return requests
    }

    /// Writes `message` as one frame; `false` when the other end has gone.
    package static func send<Message: Encodable>(_ message: Message, to descriptor: Int32) throws(WorkerFailure) -> Bool {
        writeFrame(try encode(message), to: descriptor)
    }

    /// Reads one frame and decodes it; `nil` at the end of the stream before a frame starts.
    /// A frame that stops partway is ``WorkerFailure/cutShort``; one that does not decode,
    /// `undecodable` with the decoder's report.
    package static func receive<Message: Decodable>(_ type: Message.Type, from descriptor: Int32,
                                                    undecodable: (String) -> WorkerFailure) throws(WorkerFailure) -> Message? {
        guard let payload = try readFrame(from: descriptor) else { return nil }
        do { return try JSONDecoder().decode(type, from: payload) } catch { throw undecodable("\(error)") }
    }

    /// Reads one frame's payload; `nil` at the end of the stream before a frame starts.
    static func readFrame(from descriptor: Int32) throws(WorkerFailure) -> Data? {
        var header = Data(count: 4)
        switch readExactly(into: &header, from: descriptor) {
        case 0: return nil
        case 4: break
        default: throw .cutShort
        }
        let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
        guard length <= maximumBytes else { throw .malformedReply }
        var payload = Data(count: length)
        guard readExactly(into: &payload, from: descriptor) == length else { throw .cutShort }
        return payload
    }

    /// Writes one frame; `false` when the other end has gone.
    static func writeFrame(_ payload: Data, to descriptor: Int32) -> Bool {
        let count = UInt32(payload.count)
        var frame = Data([UInt8(truncatingIfNeeded: count), UInt8(truncatingIfNeeded: count >> 8),
                          UInt8(truncatingIfNeeded: count >> 16), UInt8(truncatingIfNeeded: count >> 24)])
        frame.reserveCapacity(4 + payload.count)
        frame.append(payload)
        return writeAll(frame, to: descriptor)
    }

    /// Fills `buffer` from `descriptor`; returns how many bytes came before the end.
    private static func readExactly(into buffer: inout Data, from descriptor: Int32) -> Int {
        let count = buffer.count
        return buffer.withUnsafeMutableBytes { raw -> Int in
            var done = 0
            while done < count {
                let got = read(descriptor, raw.baseAddress! + done, count - done)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                done += got
            }
            return done
        }
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
            var done = 0
            var isSocket = true
            while done < raw.count {
                var wrote = isSocket ? Glibc.send(descriptor, raw.baseAddress! + done, raw.count - done, Int32(MSG_NOSIGNAL)) : -1
                if wrote < 0 && isSocket && errno == ENOTSOCK {
                    // A pipe or file (a worker run by hand): only the process's policy guards it.
                    isSocket = false
                }
                if !isSocket { wrote = write(descriptor, raw.baseAddress! + done, raw.count - done) }
                if wrote < 0 && errno == EINTR { continue }
                if wrote <= 0 { return false }
                done += wrote
            }
            return true
        }
    }
}
