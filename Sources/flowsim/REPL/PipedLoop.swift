/// The REPL without a terminal: reads lines to the end of input and prints only what each did,
/// with no prompt, so that a session can be scripted; no line it prints starts with `::`, so a
/// typed `::error::` cannot pass for a workflow command in a CI log.
struct PipedLoop {
    var interpreter: ReplInterpreter
    let context: CommandContext
    /// The next line of input, `nil` at its end.
    let readLine: () -> String?

    mutating func run() -> ReplInterpreter {
        var lineNumber = 0
        while let line = readLine() {
            lineNumber += 1
            let reply = interpreter.handle(line, lineNumber: lineNumber)
            context.output(ReplText.withoutWorkflowCommands(reply.text))
            if reply.quits { break }
        }
        return interpreter
    }
}
