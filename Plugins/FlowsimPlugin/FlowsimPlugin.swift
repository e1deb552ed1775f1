import Foundation
import PackagePlugin

/// `swift package flowsim run scenarios`: runs the `flowsim` command line on the package it is
/// invoked in, from the package's folder, so a user's package that depends on flowsim needs no
/// separate install. Every argument is passed to `flowsim` as it is.
@main
struct FlowsimPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "flowsim")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // SwiftPM ends with status 1 for any error; flowsim's own message is already printed.
            let meaning =
                process.terminationStatus == 1
                ? "a scenario failed" : "an input or the command line could not be understood"
            Diagnostics.error(
                "flowsim exited with status \(process.terminationStatus) (\(meaning))")
            return
        }
    }
}
