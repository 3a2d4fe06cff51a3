import Foundation

/// Integrated loudness of mono 16-bit audio, in LUFS, as ITU-R BS.1770-4 measures it
/// (Annex 1) with the gating EBU R 128 adopted: the samples are K-weighted (a high shelf,
/// then a high pass), squared and averaged over 400 ms blocks that overlap by 75%; blocks
/// under -70 LUFS are dropped (the absolute gate), then blocks more than 10 LU under the
/// loudness of the rest (the relative gate); what remains is averaged, and the loudness is
/// `-0.691 + 10 log10(mean square)`. The filters are the standard's 48 kHz ones, derived
/// for any rate from their analogue parameters (as libebur128 does), so a 1 kHz sine at
/// 0 dBFS reads -3.01 LUFS at every rate, the calibration BS.1770 states.
///
/// It keeps one number per 100 ms, never the samples: ``add(_:)`` takes them as they come.
public struct LoudnessMeter: Sendable {
    public let sampleRate: Int
    private var shelf: Biquad
    private var highPass: Biquad
    /// Samples in a 100 ms step (a quarter of a gating block).
    private let step: Int
    private var stepEnergy = 0.0
    private var stepCount = 0
    /// Sums of the weighted samples' squares of each whole 100 ms step so far.
    private var steps: [Double] = []
    /// The largest sample magnitude, full scale 32768.
    public private(set) var samplePeak: Int = 0

    public init(sampleRate: Int) {
        self.sampleRate = sampleRate
        let rate = Double(sampleRate)
        // Stage 1, the head's effect: a high shelf of about +4 dB above 1.5 kHz.
        do {
            let f0 = 1681.974450955533, gain = 3.999843853973347, q = 0.7071752369554196
            let k = tan(Double.pi * f0 / rate)
            let vh = pow(10, gain / 20), vb = pow(vh, 0.4996667741545416)
            let a0 = 1 + k / q + k * k
            shelf = Biquad(b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0, b2: (vh - vb * k / q + k * k) / a0,
                           a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        }
        // Stage 2, the RLB weighting: a high pass at about 38 Hz.
        do {
            let f0 = 38.13547087602444, q = 0.5003270373238773
            let k = tan(Double.pi * f0 / rate)
            let a0 = 1 + k / q + k * k
            highPass = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        }
        step = max(1, sampleRate / 10)
    }

    public mutating func add(_ samples: UnsafeBufferPointer<Int16>) {
        for sample in samples {
            samplePeak = max(samplePeak, abs(Int(sample)))
            let weighted = highPass.run(shelf.run(Double(sample) / 32768))
            stepEnergy += weighted * weighted
            stepCount += 1
            if stepCount == step {
                steps.append(stepEnergy)
                stepEnergy = 0
                stepCount = 0
            }
        }
    }

    public mutating func add(_ samples: [Int16]) {
        samples.withUnsafeBufferPointer { add($0) }
    }

    /// The integrated loudness in LUFS; `nil` when no 400 ms block passes the gates (less
    /// than 0.4 s of audio, or silence).
    public var integrated: Double? {
        guard steps.count >= 4 else { return nil }
        let blockSamples = Double(step * 4)
        var blocks: [Double] = []
        blocks.reserveCapacity(steps.count - 3)
        var sum = steps[0] + steps[1] + steps[2]
        for index in 3..<steps.count {
            sum += steps[index]
            blocks.append(sum / blockSamples)
            sum -= steps[index - 3]
        }
        func loudness(_ meanSquare: Double) -> Double { -0.691 + 10 * log10(meanSquare) }
        let absolute = blocks.filter { $0 > 0 && loudness($0) > -70 }
        guard !absolute.isEmpty else { return nil }
        let relative = loudness(absolute.reduce(0, +) / Double(absolute.count)) - 10
        let gated = absolute.filter { loudness($0) > relative }
        guard !gated.isEmpty else { return nil }
        return loudness(gated.reduce(0, +) / Double(gated.count))
    }

    /// The sample peak in dBFS (`-inf` for silence).
    public var samplePeakDecibels: Double { 20 * log10(Double(samplePeak) / 32768) }

    /// A second-order section, direct form I.
    private struct Biquad: Sendable {
        let b0, b1, b2, a1, a2: Double
        var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

        init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
            (self.b0, self.b1, self.b2, self.a1, self.a2) = (b0, b1, b2, a1, a2)
        }

        mutating func run(_ x: Double) -> Double {
            let y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            (x2, x1, y2, y1) = (x1, x, y1, y)
            return y
        }
    }
}

/// One level for every chapter, whatever the engine: each chapter's audio gets one gain that
/// brings its integrated loudness (``LoudnessMeter``) to ``target``, unless that would lift
/// its sample peak over ``peakCeiling``, in which case the ceiling sets the gain. A gain, not
/// a compressor or limiter: the timing and the shape of the speech are unchanged.
public enum LoudnessNormalization {
    /// -23 LUFS, EBU R 128's target level. Louder targets are not reachable by a gain alone:
    /// eSpeak NG's speech peaks about 20 dB over its loudness (and touches full scale), so at
    /// ACX's -18 (the top of its -23 to -18 dB band for audiobooks) it would clip.
    public static let target = -23.0
    /// -1 dBFS sample peak: EBU R 128's maximum (-1 dBTP, measured here on the samples), so
    /// nothing clips. ACX's -3 dB would hold back every chapter in which eSpeak NG touches
    /// full scale by up to 1 LU, and chapters would no longer share one level.
    public static let peakCeiling = -1.0

    /// The gain in dB for audio of this loudness and peak; 0 when it has no loudness.
    public static func gain(loudness: Double?, samplePeak: Int) -> Double {
        guard let loudness else { return 0 }
        var gain = target - loudness
        if samplePeak > 0 {
            let peak = 20 * log10(Double(samplePeak) / 32768)
            gain = min(gain, peakCeiling - peak)
        }
        return gain
    }

    /// `samples` multiplied by `decibels` of gain, rounded, never past full scale.
    public static func apply(_ decibels: Double, to samples: inout [Int16]) {
        guard decibels != 0 else { return }
        let factor = pow(10, decibels / 20)
        for index in samples.indices {
            let value = (Double(samples[index]) * factor).rounded()
            samples[index] = Int16(max(-32768, min(32767, value)))
        }
    }
}
