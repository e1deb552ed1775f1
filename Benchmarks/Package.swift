// swift-tools-version:6.0
// Benchmarks for flowsim, kept out of the product: this package may depend on other packages,
// only to compare against them. Run with: swift run -c release --package-path Benchmarks flowsim-bench
import Foundation
import PackageDescription

/// A path dependency is named after its folder, which is whatever the clone was called.
let flowsim = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "flowsim-benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "flowsim-bench",
            dependencies: [
                .product(name: "FlowKit", package: flowsim),
                .product(name: "Scenarios", package: flowsim),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Writes generated scenario files for the whole-process benchmarks (Benchmarks/run).
        .executableTarget(
            name: "suite-gen",
            dependencies: [
                .product(name: "FlowKit", package: flowsim),
                .product(name: "Scenarios", package: flowsim),
            ]
        ),
        // flowsim's YAML parser against Yams on a corpus (Benchmarks/run).
        .executableTarget(
            name: "parse-bench",
            dependencies: [
                .product(name: "Scenarios", package: flowsim),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
