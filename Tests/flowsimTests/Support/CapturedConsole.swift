@testable import flowsim

/// A console that keeps what a command writes, for assertions.
final class CapturedConsole {
    var output = ""
    var error = ""

    /// A context writing here, with the given environment and terminal-ness.
    func context(environment: [String: String] = [:], terminals: Bool = false) -> CommandContext {
        CommandContext(
            console: Console(
                isOutputTerminal: terminals, isErrorTerminal: terminals,
                writeOutput: { [unowned self] in self.output += $0 },
                writeError: { [unowned self] in self.error += $0 }),
            environment: environment)
    }
}
