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
        .target(name: "MurtiValidator"),
        .target(name: "MurtiConformance"),
        .executableTarget(
            name: "conformance-runner",
            dependencies: ["MurtiValidator", "MurtiConformance"]
        ),
        .testTarget(name: "MurtiValidatorTests", dependencies: ["MurtiValidator"]),
        .testTarget(name: "MurtiConformanceTests", dependencies: ["MurtiConformance"]),
        .testTarget(
            name: "ConformanceRunnerTests",
            dependencies: ["MurtiValidator", "MurtiConformance", "conformance-runner"]
        ),
    ]
)
