// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "exporttool",
    products: [
        .library(name: "ExportKit", targets: ["ExportKit"]),
        .executable(name: "exporttool", targets: ["exporttool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .systemLibrary(
            name: "CLouis",
            pkgConfig: "liblouis",
            providers: [.apt(["liblouis-dev"])]
        ),
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // libxml2's headers pull in the system ICU, which clashes with the ICU that
        // Foundation bundles; this target therefore never imports Foundation and hands
        // plain Swift values to ExportKit.
        .target(
            name: "XMLTree",
            dependencies: ["CXML2"]
        ),
        // ICU's sentence break iterator for SSML; its header exposes only plain C types, and
        // like XMLTree its Swift wrapper never imports Foundation.
        .target(name: "CSentence", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "Sentences", dependencies: ["CSentence"]),
        .target(
            name: "ExportKit",
            dependencies: [
                "CLouis",
                "Sentences",
                "XMLTree",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .executableTarget(
            name: "exporttool",
            dependencies: [
                "ExportKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ExportKitTests",
            dependencies: [
                "ExportKit",
                "XMLTree",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
