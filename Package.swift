// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowsim",
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .executable(name: "flowsim", targets: ["flowsim"]),
    ],
    targets: [
        .target(name: "FlowKit"),
        .target(name: "Scenarios", dependencies: ["FlowKit"]),
        .executableTarget(name: "flowsim", dependencies: ["Scenarios", "FlowKit"]),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "FlowKit"], exclude: ["Fixtures"]),
        .testTarget(name: "flowsimTests", dependencies: ["flowsim"], exclude: ["Fixtures"]),
    ]
)
