import ExportKit

/// The fuzz target: any bytes as a content document, through to the whole model, its JSON and
/// its summary, so the converter, the linker and the writers are all exercised.
/// Errors are fine; crashes, hangs and sanitizer reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContentDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let book = try? BookLoader().loadDocument(bytes, name: "fuzz.xhtml") {
        _ = JSONExporter().value(of: book).serialized()
        _ = BookSummary(book).text
    }
    return 0
}

/// SwiftPM links executables through `<Target>_main`; hand control to libFuzzer's driver.
@_cdecl("FuzzContentDocument_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzContentDocument)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
