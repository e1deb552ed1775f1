/// A command line that cannot be understood: what is wrong, and which word (if one) is at fault.
///
/// Printed on standard error with the usage line; the process exits with status 2.
struct UsageError: Error, Equatable {
    /// Lower-case, no final period, advice after a semicolon ("unknown option '--fromat'; did you mean '--format'?").
    var message: String
    /// The index of the word at fault in the command line (without the program name).
    var argumentIndex: Int?
    /// The command whose usage to show; `nil` for the top level.
    var command: String?

    init(_ message: String, at argumentIndex: Int? = nil, command: String? = nil) {
        self.message = message
        self.argumentIndex = argumentIndex
        self.command = command
    }
}
