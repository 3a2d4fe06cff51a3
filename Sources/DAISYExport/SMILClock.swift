import Foundation

/// The clock values DAISY writes: SMIL 1.0's `npt=` seconds (DAISY 2.02, *SMIL files*) and SMIL
/// 2.0's full clock (Z39.86-2005, *SMIL Files*), both to the millisecond.
enum SMILClock {
    static func milliseconds(_ seconds: Double) -> Int { Int((max(seconds, 0) * 1000).rounded()) }

    /// `npt=12.345s`, DAISY 2.02's `clip-begin` and `clip-end`.
    static func npt(_ seconds: Double) -> String {
        "npt=" + timecount(seconds)
    }

    /// `12.345s`.
    static func timecount(_ seconds: Double) -> String {
        let total = milliseconds(seconds)
        return "\(total / 1000)." + String(format: "%03d", total % 1000) + "s"
    }

    /// `0:01:02.345` (hours unpadded), Z39.86-2005's clip times and elapsed times.
    static func full(_ seconds: Double) -> String {
        let total = milliseconds(seconds)
        let ms = total % 1000, secs = total / 1000 % 60, minutes = total / 60_000 % 60, hours = total / 3_600_000
        return "\(hours):" + String(format: "%02d:%02d.%03d", minutes, secs, ms)
    }

    /// `01:02:03`, the NCC's `ncc:totalTime` (DAISY 2.02, Appendix 2: hh:mm:ss).
    static func hms(_ seconds: Double) -> String {
        let total = Int(max(seconds, 0).rounded())
        return String(format: "%02d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
    }
}
