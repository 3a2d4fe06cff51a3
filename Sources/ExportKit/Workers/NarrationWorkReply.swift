import Foundation
import NarrationExport

/// A narration worker's reply to its one job (a ``NarrationJob``): where each mark fell,
/// how many samples were spoken at which rate, and the encoded audio.
package struct NarrationWorkReply: Codable, Sendable {
    var marks: [NarratedAudio.Mark]
    var samples: Int
    var sampleRate: Int
    var audio: Data
    var loudness: Double?
    var gain: Double

    package init(_ narrated: NarratedAudio) {
        loudness = narrated.loudness
        gain = narrated.gain
        marks = narrated.marks
        samples = narrated.samples
        sampleRate = narrated.sampleRate
        audio = Data(narrated.audio)
    }

    package var narrated: NarratedAudio {
        NarratedAudio(marks: marks, samples: samples, sampleRate: sampleRate, audio: [UInt8](audio), loudness: loudness, gain: gain)
    }
}
