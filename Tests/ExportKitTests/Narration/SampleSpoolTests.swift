import Foundation
import Testing
@testable import NarrationExport

/// The spool a chapter's samples wait in for their loudness: in memory up to its limit,
/// then in a file with no name, handed back whole and in order either way.
@Suite("Sample spool")
struct SampleSpoolTests {
    static func samples(_ count: Int) -> [Int16] { (0..<count).map { Int16(truncatingIfNeeded: $0 &* 7919) } }

    func spooled(_ samples: [Int16], limit: Int, buffer: Int, piece: Int) throws -> [Int16] {
        let spool = SampleSpool(memoryLimit: limit)
        var start = 0
        while start < samples.count {
            try samples[start..<min(samples.count, start + buffer)].withUnsafeBufferPointer { try spool.append($0) }
            start += buffer
        }
        #expect(spool.count == samples.count)
        var back: [Int16] = []
        try spool.forEachPiece(piece) { part in
            #expect(part.count <= piece)
            back += part
        }
        return back
    }

    @Test("within the memory limit, and past it (the file), the samples come back whole and in order",
          arguments: [(limit: 1_000_000, buffer: 333), (limit: 1_000, buffer: 333), (limit: 0, buffer: 4_096)])
    func roundTrip(_ setting: (limit: Int, buffer: Int)) throws {
        let samples = Self.samples(50_000)
        #expect(try spooled(samples, limit: setting.limit, buffer: setting.buffer, piece: 4_000) == samples)
    }

    @Test("the file has no name: nothing named after the spool is left in the temporary folder")
    func leavesNothingBehind() throws {
        let folder = FileManager.default.temporaryDirectory.path
        func spools() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("exporttool-samples-") })
        }
        let before = spools()
        let spool = SampleSpool(memoryLimit: 10)
        try Self.samples(1_000).withUnsafeBufferPointer { try spool.append($0) }
        #expect(spools() == before)
    }

    @Test("a gain applied piece by piece is the gain applied to the whole")
    func gainByPieces() throws {
        let samples = Self.samples(20_000)
        var whole = samples
        LoudnessNormalization.apply(-6, to: &whole)
        let spool = SampleSpool(memoryLimit: 1_000)
        try samples.withUnsafeBufferPointer { try spool.append($0) }
        var pieces: [Int16] = []
        try spool.forEachPiece(3_000) { part in
            LoudnessNormalization.apply(-6, to: &part)
            pieces += part
        }
        #expect(pieces == whole)
    }
}
