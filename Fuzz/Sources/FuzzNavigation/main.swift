import ExportKit
import FuzzSupport

/// The fuzz target: any bytes as an EPUB 3 navigation document or an NCX.
/// Errors are fine; crashes, hangs and sanitizer reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNavigation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? DocumentReader.readNavigation(fuzzBytes(data, size))
    return 0
}

@_cdecl("FuzzNavigation_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzNavigation)
}
