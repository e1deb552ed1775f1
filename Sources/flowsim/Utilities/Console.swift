/// Where a command writes: standard output and standard error, and whether each is a terminal.
///
/// The live console writes straight to the process's streams; tests give closures that collect.
struct Console {
    var isOutputTerminal: Bool
    var isErrorTerminal: Bool
    var writeOutput: (String) -> Void
    var writeError: (String) -> Void

    /// The process's own standard output and standard error.
    static func live() -> Console {
        Console(
            isOutputTerminal: Platform.isTerminal(.standardOutput),
            isErrorTerminal: Platform.isTerminal(.standardError),
            writeOutput: { Platform.write($0, to: .standardOutput) },
            writeError: { Platform.write($0, to: .standardError) })
    }
}
