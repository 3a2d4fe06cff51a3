import Foundation
import ReadingModel

/// A chapter's samples between synthesis and encoding, in bounded memory. Its loudness is
/// known only once the whole chapter is spoken, so the samples must wait somewhere: the
/// first ``memoryLimit`` stay in memory (about six minutes at 22,050 Hz); past that they
/// go to a file that has no name (opened and unlinked at once in the temporary folder, so
/// nothing is left behind even if the process is killed) and are read back in pieces.
/// Before this, a 20-hour chapter held 3 GB of samples.
final class SampleSpool {
    /// Samples kept in memory before the spool moves to its file.
    static let memoryLimit = 8 * 1_048_576

    private var memory: [Int16] = []
    private var file: Int32 = -1
    private(set) var count = 0
    private let limit: Int

    init(memoryLimit: Int = SampleSpool.memoryLimit) {
        limit = memoryLimit
    }

    deinit {
        if file >= 0 { close(file) }
    }

    func append(_ buffer: UnsafeBufferPointer<Int16>) throws(ExportError) {
        count += buffer.count
        if file < 0 && memory.count + buffer.count <= limit {
            memory.append(contentsOf: buffer)
            return
        }
        if file < 0 {
            try openFile()
            let kept = memory
            memory = []
            try kept.withUnsafeBufferPointer { (pointer) throws(ExportError) in try write(pointer) }
        }
        try write(buffer)
    }

    /// Hands the samples over in pieces of at most `piece`, in order.
    func forEachPiece(_ piece: Int = 65_536, _ body: (inout [Int16]) -> Void) throws(ExportError) {
        if file < 0 {
            var start = 0
            while start < memory.count {
                var chunk = Array(memory[start..<min(memory.count, start + piece)])
                body(&chunk)
                start += piece
            }
            return
        }
        guard lseek(file, 0, SEEK_SET) == 0 else { throw failure() }
        var chunk = [Int16](repeating: 0, count: piece)
        var left = count
        while left > 0 {
            let wanted = min(piece, left)
            var got = 0
            while got < wanted * 2 {
                let read = chunk.withUnsafeMutableBytes { bytes in
                    Glibc.read(file, bytes.baseAddress! + got, wanted * 2 - got)
                }
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else { throw failure() }
                got += read
            }
            var part = Array(chunk[0..<wanted])
            body(&part)
            left -= wanted
        }
    }

    private func openFile() throws(ExportError) {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array((folder + "/exporttool-samples-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure() }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        file = descriptor
    }

    private func write(_ buffer: UnsafeBufferPointer<Int16>) throws(ExportError) {
        let raw = UnsafeRawBufferPointer(buffer)
        var written = 0
        while written < raw.count {
            let wrote = Glibc.write(file, raw.baseAddress! + written, raw.count - written)
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { throw failure() }
            written += wrote
        }
    }

    private func failure() -> ExportError {
        .narration(.engineFailed(engine: "The chapter's sample spool", detail: "cannot keep its samples in a temporary file (\(String(cString: strerror(errno))))"))
    }
}
