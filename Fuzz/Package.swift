// swift-tools-version:6.0
// libFuzzer targets, one per parser. Built only by `make fuzz`, with -sanitize=fuzzer,address.
import PackageDescription

let fuzzFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "ExportKitFuzz",
    dependencies: [.package(name: "exporttool", path: "..")],
    targets: [.target(name: "FuzzSupport")] + ["FuzzPackageDocument", "FuzzNavigation", "FuzzContentDocument"].map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "ExportKit", package: "exporttool")],
                          swiftSettings: fuzzFlags)
    }
)
