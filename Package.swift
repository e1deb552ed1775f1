// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowsim",
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .executable(name: "flowsim", targets: ["flowsim"]),
        // `swift package flowsim run scenarios` in a package that depends on flowsim.
        .plugin(name: "FlowsimPlugin", targets: ["FlowsimPlugin"]),
    ],
    targets: [
        .target(name: "FlowKit"),
        .target(name: "Scenarios", dependencies: ["FlowKit"]),
        .executableTarget(name: "flowsim", dependencies: ["Scenarios", "FlowKit"]),
        .plugin(
            name: "FlowsimPlugin",
            capability: .command(
                intent: .custom(
                    verb: "flowsim",
                    description: "Run flowsim (run, check, init, …) from the package's folder")),
            dependencies: ["flowsim"]),
        // Seeds, scale and a hang watchdog shared by the fuzz tests of both test targets.
        .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "FuzzSupport"]),
        .testTarget(
            name: "ScenariosTests", dependencies: ["Scenarios", "FlowKit", "FuzzSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "flowsimTests", dependencies: ["flowsim"], exclude: ["Fixtures"]),
    ]
)
