import Foundation
import Testing
@testable import NarrationExport

/// The loudness meter (ITU-R BS.1770-4 with EBU R 128's gates) on signals whose loudness is
/// known, and the gain rule, without speech.
@Suite("Loudness")
struct LoudnessTests {
    /// `seconds` of a sine of `frequency` Hz whose peak is `amplitude` of full scale.
    static func sine(_ frequency: Double, amplitude: Double, seconds: Double, rate: Int) -> [Int16] {
        (0..<Int(seconds * Double(rate))).map { index in
            Int16((amplitude * 32767 * sin(2 * Double.pi * frequency * Double(index) / Double(rate))).rounded())
        }
    }

    static func loudness(_ samples: [Int16], rate: Int) -> Double? {
        var meter = LoudnessMeter(sampleRate: rate)
        meter.add(samples)
        return meter.integrated
    }

    @Test("a 1 kHz sine peaking at 0 dBFS reads -3.01 LUFS and one at -20 dBFS -23.01 (BS.1770's calibration), at 22.05 and 48 kHz",
          arguments: [22_050, 48_000])
    func calibration(rate: Int) throws {
        let full = try #require(Self.loudness(Self.sine(1000, amplitude: 1, seconds: 3, rate: rate), rate: rate))
        #expect(abs(full - -3.01) < 0.05, "\(full)")
        let quiet = try #require(Self.loudness(Self.sine(1000, amplitude: 0.1, seconds: 3, rate: rate), rate: rate))
        #expect(abs(quiet - -23.01) < 0.05, "\(quiet)")
    }

    /// The response of BS.1770's own 48 kHz coefficients (Annex 1, tables 1 and 2) is -1.13 dB
    /// at 100 Hz, +0.70 dB at 1 kHz and +4.04 dB at 10 kHz.
    @Test("K-weighting: 100 Hz reads 1.83 LU under 1 kHz at the same level, 10 kHz 3.34 LU over it, as the standard's filters give")
    func weighting() throws {
        let rate = 48_000
        let reference = try #require(Self.loudness(Self.sine(1000, amplitude: 0.1, seconds: 3, rate: rate), rate: rate))
        let low = try #require(Self.loudness(Self.sine(100, amplitude: 0.1, seconds: 3, rate: rate), rate: rate))
        let high = try #require(Self.loudness(Self.sine(10_000, amplitude: 0.1, seconds: 3, rate: rate), rate: rate))
        #expect(abs(low - (reference - 1.83)) < 0.1, "\(low) against \(reference)")
        #expect(abs(high - (reference + 3.34)) < 0.1, "\(high) against \(reference)")
    }

    @Test("the gates: silence is left out (absolute, -70 LUFS), and so is a passage 20 dB under the rest (relative, -10 LU)")
    func gates() throws {
        let rate = 22_050
        let tone = Self.sine(1000, amplitude: 0.1, seconds: 4, rate: rate)
        let silence = [Int16](repeating: 0, count: 4 * rate)
        let withSilence = try #require(Self.loudness(tone + silence, rate: rate))
        // 37 blocks of tone and the 3 that overlap its end (3/4, 1/2, 1/4 tone: above both
        // gates) pass; ungated, the silence would halve the energy (-3 LU).
        let expected = -23.01 + 10 * log10((37 + 1.5) / 40)
        #expect(abs(withSilence - expected) < 0.05, "\(withSilence) against \(expected)")
        let softer = Self.sine(1000, amplitude: 0.01, seconds: 4, rate: rate)
        let withSofter = try #require(Self.loudness(tone + softer, rate: rate))
        // The 20 dB softer blocks fall under the relative gate (the blocks across the change
        // pass, as above); ungated, the two energies' mean would read 2.97 LU under the tone.
        #expect(abs(withSofter - expected) < 0.1, "\(withSofter) against \(expected)")
        #expect(Self.loudness(silence, rate: rate) == nil)
        #expect(Self.loudness(Array(tone.prefix(rate / 4)), rate: rate) == nil)
    }

    @Test("one gain reaches the target unless the peak would pass the ceiling; applying it never wraps past full scale")
    func gain() throws {
        let target = LoudnessNormalization.target, ceiling = LoudnessNormalization.peakCeiling
        // Peaks at -20 dBFS leave room: the gain is the distance to the target.
        #expect(abs(LoudnessNormalization.gain(loudness: -35, samplePeak: 3277) - (target + 35)) < 0.01)
        // Peaks at -6 dBFS allow only the way to the ceiling.
        #expect(abs(LoudnessNormalization.gain(loudness: -40, samplePeak: 16_423) - (ceiling + 6)) < 0.01)
        // Too loud: turned down, whatever the peak.
        #expect(abs(LoudnessNormalization.gain(loudness: -10, samplePeak: 32_767) - (target + 10)) < 0.01)
        #expect(LoudnessNormalization.gain(loudness: nil, samplePeak: 100) == 0)
        var samples: [Int16] = [1000, -1000, 30_000, -30_000]
        LoudnessNormalization.apply(6.0206, to: &samples)
        #expect(samples == [2000, -2000, 32_767, -32_768])
        // Gain then measure: a quiet tone normalised reads the target.
        var tone = Self.sine(1000, amplitude: 0.01, seconds: 3, rate: 22_050)
        var meter = LoudnessMeter(sampleRate: 22_050)
        meter.add(tone)
        LoudnessNormalization.apply(LoudnessNormalization.gain(loudness: meter.integrated, samplePeak: meter.samplePeak), to: &tone)
        let after = try #require(Self.loudness(tone, rate: 22_050))
        #expect(abs(after - LoudnessNormalization.target) < 0.05, "\(after)")
    }
}
