import ExportKit
import FuzzSupport

/// The fuzz target: any bytes as a content document, through to the whole model, its JSON and
/// its summary, so the converter, the linker and the writers are all exercised.
/// Errors are fine; crashes, hangs and sanitizer reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContentDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if let book = try? BookLoader().loadDocument(fuzzBytes(data, size), name: "fuzz.xhtml") {
        _ = JSONExporter().value(of: book).serialized()
        _ = BookSummary(book).text
    }
    return 0
}

@_cdecl("FuzzContentDocument_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzContentDocument)
}
