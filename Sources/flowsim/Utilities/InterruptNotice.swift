import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C during a long walk (`explore`, `review`): the first asks the walk to stop
/// (``WalkStop/interrupt``), which it does within a few thousand states, as a bound would; the
/// command then prints the report of what was found so far, which says "stopped: interrupted",
/// and exits 130, as a shell expects of SIGINT. A second Ctrl-C, for when the report itself
/// takes too long, clears the progress line, says how far the walk had come — "interrupted
/// after 1,234,567 states; no report was written" — and exits 130 at once.
///
/// The handler only sets the stop request, reads memory made before it was installed and calls
/// `write` and `_exit`, which are safe in a signal handler; the count it prints is what the walk
/// last reported.
enum InterruptNotice {
    /// Runs `body` with the notice installed for SIGINT; `clearsLine` when a progress line may be
    /// on the terminal (standard error is one). `body` is handed a function to report its count.
    static func during<R>(
        command: String, clearsLine: Bool, _ body: (_ report: @escaping (Int) -> Void) -> R
    ) -> R {
        let head = (clearsLine ? "\r\u{1B}[K" : "") + "flowsim \(command): interrupted after "
        let tail =
            " states; no report was written (--max-states or --depth bound the walk, and the report comes sooner)\n"
        fill(interruptHead, head)
        fill(interruptTail, tail)
        interruptedStates = 0
        WalkStop.interrupt.reset()
        let previous = signal(SIGINT, stopOrExit)
        defer { signal(SIGINT, previous) }
        return body { interruptedStates = $0 }
    }

    static let capacity = 512

    /// `text`'s bytes into `buffer`, NUL-terminated (cut to the capacity).
    private static func fill(_ buffer: UnsafeMutablePointer<UInt8>, _ text: String) {
        let bytes = Array(text.utf8.prefix(capacity - 1))
        for (i, byte) in bytes.enumerated() { buffer[i] = byte }
        buffer[bytes.count] = 0
    }

    /// `n` as digits grouped by commas (`1,234,567`), written at the end of `buffer` (32 bytes);
    /// where they start. No allocation: the handler calls it.
    static func digits(_ n: Int, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
        var value = max(0, n)
        var start = 32
        var sinceComma = 0
        repeat {
            if sinceComma == 3 {
                start -= 1
                buffer[start] = UInt8(ascii: ",")
                sinceComma = 0
            }
            start -= 1
            buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
            sinceComma += 1
            value /= 10
        } while value > 0 && start > 1
        return start
    }

    /// The bytes before the NUL.
    static func length(_ buffer: UnsafePointer<UInt8>) -> Int {
        var n = 0
        while buffer[n] != 0 { n += 1 }
        return n
    }
}

nonisolated(unsafe) private var interruptedStates = 0

nonisolated(unsafe) private let interruptHead: UnsafeMutablePointer<UInt8> = {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: InterruptNotice.capacity)
    buffer.initialize(repeating: 0, count: InterruptNotice.capacity)
    return buffer
}()

nonisolated(unsafe) private let interruptTail: UnsafeMutablePointer<UInt8> = {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: InterruptNotice.capacity)
    buffer.initialize(repeating: 0, count: InterruptNotice.capacity)
    return buffer
}()

nonisolated(unsafe) private let interruptDigits: UnsafeMutablePointer<UInt8> = {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
    buffer.initialize(repeating: 0, count: 32)
    return buffer
}()

/// The handler: the first time, the walk is asked to stop; the second, the notice and exit.
private func stopOrExit(_ number: Int32) {
    if WalkStop.interrupt.isRequested { writeNoticeAndExit(number) }
    WalkStop.interrupt.request()
}

/// The line, then exit 130 (128 + SIGINT).
private func writeNoticeAndExit(_ number: Int32) {
    _ = write(2, interruptHead, InterruptNotice.length(interruptHead))
    let start = InterruptNotice.digits(interruptedStates, into: interruptDigits)
    _ = write(2, interruptDigits + start, 32 - start)
    _ = write(2, interruptTail, InterruptNotice.length(interruptTail))
    _exit(128 + number)
}
