import CLame
import ReadingModel

/// LAME, encoding 16-bit mono samples to constant-bit-rate MP3 as they come, with an
/// ID3v2 tag in front and the LAME/Xing info frame (exact length, encoder delay and
/// padding, for gapless decoding) as the first audio frame.
final class MP3Encoder {
    struct Tags {
        var title: String
        var artist: String?
        var album: String?
        /// `3/12`.
        var track: String?
    }

    private let lame: OpaquePointer
    private(set) var output: [UInt8] = []
    private var buffer: [UInt8]
    /// Where the info frame goes: after the ID3v2 tag.
    private let infoFrameOffset: Int

    init(sampleRate: Int, settings: AudioSettings, tags: Tags) throws(ExportError) {
        guard let lame = lame_init() else { throw .narration(.encoderUnavailable) }
        self.lame = lame
        buffer = Array(repeating: 0, count: 16_384)
        lame_set_num_channels(lame, 1)
        lame_set_in_samplerate(lame, Int32(sampleRate))
        lame_set_out_samplerate(lame, Int32(sampleRate))
        lame_set_mode(lame, MONO)
        lame_set_VBR(lame, vbr_off)
        lame_set_brate(lame, Int32(settings.bitrate))
        lame_set_quality(lame, Int32(settings.quality))
        lame_set_bWriteVbrTag(lame, 1)
        id3tag_init(lame)
        id3tag_v2_only(lame)
        Self.setText(lame, "TIT2", tags.title)
        if let artist = tags.artist { Self.setText(lame, "TPE1", artist) }
        if let album = tags.album { Self.setText(lame, "TALB", album) }
        if let track = tags.track { Self.setText(lame, "TRCK", track) }
        lame_set_write_id3tag_automatic(lame, 0)
        guard lame_init_params(lame) >= 0 else {
            lame_close(lame)
            throw .narration(.bitrateRefused(bitrate: Int(settings.bitrate), sampleRate: Int(sampleRate)))
        }
        let tagSize = Int(lame_get_id3v2_tag(lame, nil, 0))
        if tagSize > 0 {
            var tag = [UInt8](repeating: 0, count: tagSize)
            let written = Int(tag.withUnsafeMutableBufferPointer { lame_get_id3v2_tag(lame, $0.baseAddress, tagSize) })
            output += tag.prefix(written)
        }
        infoFrameOffset = output.count
    }

    deinit { lame_close(lame) }

    /// An ID3v2 text frame in UTF-16 with a byte-order mark, so any script survives.
    private static func setText(_ lame: OpaquePointer, _ frame: String, _ text: String) {
        let units: [UInt16] = [0xFEFF] + Array(text.utf16) + [0]
        units.withUnsafeBufferPointer { pointer in
            _ = id3tag_set_textinfo_utf16(lame, frame, pointer.baseAddress)
        }
    }

    func encode(_ samples: UnsafeBufferPointer<Int16>) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        let needed = samples.count * 5 / 4 + 7200
        if buffer.count < needed { buffer = Array(repeating: 0, count: needed) }
        let written = buffer.withUnsafeMutableBufferPointer { out in
            lame_encode_buffer(lame, base, base, Int32(samples.count), out.baseAddress, Int32(out.count))
        }
        if written > 0 { output += buffer.prefix(Int(written)) }
    }

    /// Flushes the encoder and writes the info frame; returns the whole file.
    func finish() -> [UInt8] {
        let written = buffer.withUnsafeMutableBufferPointer { out in
            lame_encode_flush(lame, out.baseAddress, Int32(out.count))
        }
        if written > 0 { output += buffer.prefix(Int(written)) }
        var frame = [UInt8](repeating: 0, count: 2880)
        let size = Int(frame.withUnsafeMutableBufferPointer { lame_get_lametag_frame(lame, $0.baseAddress, $0.count) })
        if size > 0, infoFrameOffset + size <= output.count {
            output.replaceSubrange(infoFrameOffset..<(infoFrameOffset + size), with: frame.prefix(size))
        }
        return output
    }
}
