/// The umbrella hands the reader page and narration the SSML exporter's speech: neither
/// renderer imports SSML, only the ``SpeechSource`` it is given.
extension HTMLExporter {
    /// A reader page whose sentences are those `--to ssml` marks with `speech` and `reading`.
    public init(settings: HTMLSettings = HTMLSettings(), speech: SSMLSettings = SSMLSettings(),
                reading: ReadingSettings = ReadingSettings()) {
        self.init(settings: settings, speech: SSMLExporter(settings: speech, reading: reading) as any SpeechSource,
                  reading: reading)
    }
}

extension NarrationExporter {
    /// Narration of the speech `--to ssml` makes with `ssml` for eSpeak NG.
    /// Piper's voices read the words only, so what eSpeak NG marks by pitch is said in words.
    public init(settings: NarrationSettings, ssml: SSMLSettings, reading: ReadingSettings) {
        var ssml = ssml
        if settings.engine == .piper { ssml.voiceTakesPitch = false }
        self.init(settings: settings, speech: SSMLExporter(narrating: ssml, reading: reading))
    }
}
