import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: raw mode for the REPL's line editor, entered and always restored in one
/// function, reading one byte with a timeout, and the window's width.
extension Platform {
    /// The terminal settings to put back, kept where a signal handler can reach them.
    nonisolated(unsafe) private static var savedSettings = termios()
    nonisolated(unsafe) private static var isRaw: sig_atomic_t = 0

    /// Whether standard input is a terminal.
    static var isInputTerminal: Bool { isatty(0) == 1 }

    /// Runs `body` with standard input in raw mode (no echo, no line buffering, no signals from
    /// Ctrl-C), and restores the terminal as it was when `body` returns — and, through signal
    /// handlers, when the process is ended by SIGTERM, SIGHUP, SIGINT or SIGQUIT first.
    /// Returns `nil` without calling `body` when standard input is not a terminal.
    static func withRawTerminal<T>(_ body: () -> T) -> T? {
        var original = termios()
        guard isatty(0) == 1, tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        // One byte at a time, no timer. VMIN and VTIME are indices into c_cc (6 and 5 on Linux,
        // 16 and 17 on Darwin): use the constants, never literal positions.
        FixedCArray.setByte(1, at: Int(VMIN), in: &raw.c_cc)
        FixedCArray.setByte(0, at: Int(VTIME), in: &raw.c_cc)
        savedSettings = original
        isRaw = 1
        let signals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
        for s in signals { install(s, handler: restoreAndDie) }
        _ = tcsetattr(0, TCSAFLUSH, &raw)
        defer {
            _ = tcsetattr(0, TCSAFLUSH, &original)
            isRaw = 0
            for s in signals { install(s, handler: SIG_DFL) }
        }
        return body()
    }

    /// Puts the terminal back, then lets the signal end the process as it would have.
    private static let restoreAndDie: @convention(c) (Int32) -> Void = { signal in
        if Platform.isRaw != 0 { _ = tcsetattr(0, TCSAFLUSH, &Platform.savedSettings) }
        Platform.install(signal, handler: SIG_DFL)
        _ = raise(signal)
    }

    private static func install(_ signal: Int32, handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        _ = sigaction(signal, &action, nil)
    }

    /// What a read of standard input gave.
    enum ReadResult: Equatable {
        case byte(UInt8)
        case timeout
        case endOfInput
    }

    /// Reads one byte of standard input, waiting at most `milliseconds`.
    static func readByte(waitingAtMost milliseconds: Int32) -> ReadResult {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready == 0 || (ready < 0 && errno == EINTR) { return .timeout }
        guard ready > 0 else { return .endOfInput }
        var byte: UInt8 = 0
        while true {
            #if canImport(Darwin)
                let count = Darwin.read(0, &byte, 1)
            #elseif canImport(Glibc)
                let count = Glibc.read(0, &byte, 1)
            #else
                let count = Musl.read(0, &byte, 1)
            #endif
            if count == 1 { return .byte(byte) }
            if count < 0 && errno == EINTR { continue }
            return .endOfInput
        }
    }

    /// The terminal's width in columns (80 when it cannot be told).
    static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The user's home folder (`HOME`), if set.
    static var homeFolder: String? {
        guard let home = getenv("HOME") else { return nil }
        let path = String(cString: home)
        return path.isEmpty ? nil : path
    }

    /// The contents of the file at `path` as UTF-8 text (invalid bytes replaced), at most
    /// `limit` bytes of it; `nil` if it cannot be read.
    static func readTextFile(atPath path: String, limit: Int = 1 << 20) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            // (the array's storage, `chunk.count` bytes of it, as read's buffer)
            #if canImport(Darwin)
                let count = Darwin.read(descriptor, &chunk, chunk.count)
            #elseif canImport(Glibc)
                let count = Glibc.read(descriptor, &chunk, chunk.count)
            #else
                let count = Musl.read(descriptor, &chunk, chunk.count)
            #endif
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes.prefix(limit), as: UTF8.self)
    }

    /// The current folder, absolute.
    static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes `destination` a second name of `source`, failing if `destination` exists.
    static func link(_ source: String, to destination: String) throws(SystemError) {
        #if canImport(Darwin)
            let result = Darwin.link(source, destination)
        #elseif canImport(Glibc)
            let result = Glibc.link(source, destination)
        #else
            let result = Musl.link(source, destination)
        #endif
        guard result == 0 else { throw lastSystemError() }
    }
}
