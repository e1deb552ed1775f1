/// How `flowsim` ends: its exit codes, as Documentation/CommandLine.md lists them.
enum ExitCode: Int32, Equatable {
    /// Every scenario held (for `check`: no file has an error).
    case success = 0
    /// A scenario failed.
    case failure = 1
    /// An input could not be read or understood, or the command line is wrong.
    case invalidInput = 2
    /// Ctrl-C stopped a walk (`explore`, `review`), whose partial report was printed: what a
    /// shell expects of SIGINT (128 + 2).
    case interrupted = 130
}
