import Foundation
import ReadingModel

/// One chapter to speak and encode: the unit a narration worker process gets.
public struct NarrationJob: Sendable, Codable, Hashable {
    /// The SSML (eSpeak NG profile) with a mark before every sentence.
    public var ssml: String
    /// The speech's language, which picks the voice unless ``voice`` is given.
    public var language: String
    public var voice: String?
    public var rate: Int?
    public var audio: AudioSettings
    /// ID3 tags.
    public var title: String
    public var artist: String?
    public var album: String?
    public var track: String?
    /// The engine, eSpeak NG unless Piper's voices are given.
    public var piper: PiperVoiceSet?
}

/// The audio of one job and where each mark fell in it.
public struct NarratedAudio: Sendable {
    /// Mark names with their sample offsets, in the order spoken.
    public var marks: [Mark]
    /// Samples spoken.
    public var samples: Int
    public var sampleRate: Int
    /// The encoded file.
    public var audio: [UInt8]
    /// The integrated loudness as spoken, in LUFS (`nil`: too short or silent), and the
    /// gain in dB applied to reach ``LoudnessNormalization/target``.
    public var loudness: Double?
    public var gain: Double = 0

    public struct Mark: Sendable, Codable, Hashable {
        public var name: String
        public var sample: Int
    }

    package init(marks: [Mark], samples: Int, sampleRate: Int, audio: [UInt8], loudness: Double? = nil, gain: Double = 0) {
        self.marks = marks
        self.samples = samples
        self.sampleRate = sampleRate
        self.audio = audio
        self.loudness = loudness
        self.gain = gain
    }

    /// Seconds of audio.
    public var duration: Double { sampleRate > 0 ? Double(samples) / Double(sampleRate) : 0 }
}

/// Speaks and encodes one job in this process. The chapter's loudness is known only at its
/// end, so its samples wait in a ``SampleSpool`` (memory up to a limit, then a file with no
/// name) until one gain brings it to ``LoudnessNormalization/target``; then it is encoded.
public enum ChapterNarrator {
    public static func narrate(_ job: NarrationJob) throws(ExportError) -> NarratedAudio {
        let sampleRate = job.piper == nil ? try SpeechSynthesizer.start() : PiperNarrator.sampleRate
        let encoder = try MP3Encoder(sampleRate: sampleRate, settings: job.audio,
                                     tags: MP3Encoder.Tags(title: job.title, artist: job.artist, album: job.album, track: job.track))
        let spool = SampleSpool()
        var spoolFailure: ExportError?
        var meter = LoudnessMeter(sampleRate: sampleRate)
        let sink = { (buffer: UnsafeBufferPointer<Int16>) in
            meter.add(buffer)
            guard spoolFailure == nil else { return }
            do throws(ExportError) { try spool.append(buffer) } catch { spoolFailure = error }
        }
        let marks = if let voices = job.piper {
            try PiperNarrator.speak(job, voices: voices, sink: sink)
        } else {
            try SpeechSynthesizer.speak(ssml: job.ssml, language: job.language, voice: job.voice, rate: job.rate, sink: sink)
        }
        if let spoolFailure { throw spoolFailure }
        let loudness = meter.integrated
        let gain = LoudnessNormalization.gain(loudness: loudness, samplePeak: meter.samplePeak)
        // In pieces, as the engines hand them over: LAME's buffer grows with its input.
        try spool.forEachPiece { piece in
            LoudnessNormalization.apply(gain, to: &piece)
            piece.withUnsafeBufferPointer { encoder.encode($0) }
        }
        let audio = encoder.finish()
        return NarratedAudio(marks: marks.map { NarratedAudio.Mark(name: $0.name, sample: $0.sample) },
                             samples: spool.count, sampleRate: sampleRate, audio: audio, loudness: loudness, gain: gain)
    }
}

/// Progress of a narration, reported after each document.
public struct NarrationProgress: Sendable {
    public var documentsDone: Int
    public var documents: Int
    /// Seconds of audio made so far.
    public var audioSeconds: Double
    /// Seconds since the narration started.
    public var elapsed: Double

    public init(documentsDone: Int, documents: Int, audioSeconds: Double, elapsed: Double) {
        self.documentsDone = documentsDone
        self.documents = documents
        self.audioSeconds = audioSeconds
        self.elapsed = elapsed
    }

    /// Audio seconds per second of work.
    public var realTimeFactor: Double { elapsed > 0 ? audioSeconds / elapsed : 0 }
}

/// Where jobs are spoken: this process (``LocalNarration``) or worker processes.
public protocol NarrationService: Sendable {
    func narrate(_ jobs: [NarrationJob], progress: @escaping @Sendable (NarrationProgress) -> Void) throws(ExportError) -> [NarratedAudio]
}

/// Speaks every job here, one after another.
public struct LocalNarration: NarrationService {
    public init() {}

    public func narrate(_ jobs: [NarrationJob], progress: @escaping @Sendable (NarrationProgress) -> Void) throws(ExportError) -> [NarratedAudio] {
        let start = DispatchTime.now().uptimeNanoseconds
        var results: [NarratedAudio] = []
        var seconds = 0.0
        for job in jobs {
            let result = try ChapterNarrator.narrate(job)
            seconds += result.duration
            results.append(result)
            progress(NarrationProgress(documentsDone: results.count, documents: jobs.count, audioSeconds: seconds,
                                       elapsed: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
        }
        return results
    }
}
