import ReadingModel

extension BrailleExporter {
    /// The files of this exporter's output format for pages already laid out: BRF, PEF and
    /// Unicode braille and the proof of one book share one translation and one layout.
    public func files(for document: BrailleDocument) -> [OutputFile] {
        switch output {
        case .pef:
            return [OutputFile(fileExtension: fileExtension, contents: PEFWriter.write(document),
                               warnings: document.warnings)]
        case .proof:
            let proof = ProofPage.write(document)
            return [OutputFile(fileExtension: fileExtension, contents: proof.bytes,
                               warnings: document.warnings + proof.warnings)]
        case .brf, .unicode:
            let several = document.volumes.count > 1
            return document.volumes.enumerated().map { index, volume in
                let contents = output == .brf ? BRFWriter.write(volume) : UnicodeBrailleWriter.write(volume)
                return OutputFile(suffix: several ? "-v" + String(index + 1).leftPadded(to: 2) : "",
                                  fileExtension: fileExtension, contents: contents,
                                  warnings: index == 0 ? document.warnings : [])
            }
        }
    }
}
