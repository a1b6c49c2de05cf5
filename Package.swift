// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "murti-conformance",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "conformance-runner", targets: ["conformance-runner"]),
        .library(name: "MurtiValidator", targets: ["MurtiValidator"]),
        .library(name: "MurtiConformance", targets: ["MurtiConformance"]),
    ],
    targets: [
        // libcrypto on Linux (Debian: libssl-dev); CryptoKit is used on Apple systems.
        .systemLibrary(
            name: "COpenSSL",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(
            name: "MurtiValidator",
            dependencies: [.target(name: "COpenSSL", condition: .when(platforms: [.linux]))]
        ),
        .target(
            name: "MurtiConformance",
            dependencies: [.target(name: "COpenSSL", condition: .when(platforms: [.linux]))]
        ),
        // Payload generator, measurement loops and reports of `conformance-runner bench`.
        .target(name: "MurtiBenchmarks", dependencies: ["MurtiValidator", "MurtiConformance"]),
        .executableTarget(
            name: "conformance-runner",
            dependencies: ["MurtiValidator", "MurtiConformance", "MurtiBenchmarks"]
        ),
        .testTarget(name: "MurtiValidatorTests", dependencies: ["MurtiValidator"]),
        // Scripts/ holds the Python scripted implementations the driver tests run.
        .testTarget(name: "MurtiConformanceTests", dependencies: ["MurtiConformance"], exclude: ["Scripts"]),
        .testTarget(name: "MurtiBenchmarksTests", dependencies: ["MurtiBenchmarks", "MurtiValidator", "MurtiConformance"]),
        .testTarget(
            name: "ConformanceRunnerTests",
            dependencies: ["MurtiValidator", "MurtiConformance", "conformance-runner"]
        ),
    ]
)
