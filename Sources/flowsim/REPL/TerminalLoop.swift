import Scenarios

/// The REPL on a terminal: raw mode, the line editor drawn on one row, completion, history
/// kept across sessions, a redraw when the window is resized, and the terminal restored
/// however the session ends.
struct TerminalLoop {
    static let prompt = "flowsim> "

    var interpreter: ReplInterpreter
    let context: CommandContext
    let history: HistoryFile

    /// The first line: the app's name and file, escaped, and how to go on.
    static func banner(_ interpreter: ReplInterpreter) -> String {
        "flowsim repl: "
            + ReplText.inline(
                "\(interpreter.session.app.definition.name) (\(interpreter.appPath)). ")
            + "Steps as in a scenario file; Tab completes, :help lists the commands, Ctrl-D leaves.\n"
    }

    /// Runs until `:quit`, Ctrl-D, Ctrl-C on an empty line or the end of input; `nil` if
    /// standard input is not a terminal after all.
    mutating func run() -> ReplInterpreter? {
        var editor = LineEditor(
            history: history.load(readFile: { Platform.readTextFile(atPath: $0) }))
        var interpreter = self.interpreter
        let context = self.context
        let history = self.history
        let finished: Bool? = Platform.withRawTerminal {
            var decoder = KeyDecoder()
            var columns = Platform.terminalColumns()
            var lineNumber = 0
            func draw() {
                let view = LineView(
                    prompt: Self.prompt, line: editor.buffer, cursor: editor.cursor,
                    columns: columns)
                context.output(
                    "\r" + view.text + "\u{1B}[K\r"
                        + (view.cursorColumn > 0 ? "\u{1B}[\(view.cursorColumn)C" : ""))
            }
            /// Handles a key; `true` when the session ends.
            func handle(_ key: Key) -> Bool {
                let completer = Completer(session: interpreter.session)
                switch editor.handle(key, complete: completer.complete) {
                case .edited:
                    draw()
                case .submitted(let line):
                    context.output("\n")
                    lineNumber += 1
                    let reply = interpreter.handle(line, lineNumber: lineNumber)
                    context.output(ReplText.withoutWorkflowCommands(reply.text))
                    history.save(editor.history)
                    if reply.quits { return true }
                    draw()
                case .interrupted(let wasEmpty):
                    context.output(wasEmpty ? "\n" : "^C\n")
                    if wasEmpty { return true }
                    draw()
                case .endOfInput:
                    context.output("\n")
                    return true
                case .candidates(let words):
                    context.output("\n" + words.joined(separator: "  ") + "\n")
                    draw()
                case .clearScreen:
                    context.output("\u{1B}[H\u{1B}[2J")
                    draw()
                }
                return false
            }
            context.output(Self.banner(interpreter))
            draw()
            while true {
                switch Platform.readByte(waitingAtMost: decoder.isWaiting ? 50 : 250) {
                case .timeout:
                    if let key = decoder.flush(), handle(key) { return true }
                    let now = Platform.terminalColumns()
                    if now != columns {
                        columns = now
                        draw()
                    }
                case .endOfInput:
                    context.output("\n")
                    return true
                case .byte(let byte):
                    if let key = decoder.feed(byte), handle(key) { return true }
                }
            }
        }
        guard finished != nil else { return nil }
        return interpreter
    }
}
