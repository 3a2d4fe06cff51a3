import ExportKit
import FuzzSupport

/// The fuzz target: any bytes as an OPF package document.
/// Errors are fine; crashes, hangs and sanitizer reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackageDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? DocumentReader.readPackageDocument(fuzzBytes(data, size))
    return 0
}

@_cdecl("FuzzPackageDocument_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzPackageDocument)
}
