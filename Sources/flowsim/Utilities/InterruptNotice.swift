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
        interruptHead.set(head)
        interruptTail.set(tail)
        interruptedStates = 0
        WalkStop.interrupt.reset()
        let previous = signal(SIGINT, stopOrExit)
        defer { signal(SIGINT, previous) }
        return body { interruptedStates = $0 }
    }

    static let capacity = 512
}

/// The notice's text before and after the count, set before the handler is installed.
private let interruptHead = SignalSafeText(capacity: InterruptNotice.capacity)
private let interruptTail = SignalSafeText(capacity: InterruptNotice.capacity)

/// The count the walk last reported: a word the handler reads (a torn read shows a wrong count,
/// never a crash).
nonisolated(unsafe) private var interruptedStates = 0

/// The handler: the first time, the walk is asked to stop; the second, the notice and exit.
private func stopOrExit(_ number: Int32) {
    if WalkStop.interrupt.isRequested { writeNoticeAndExit(number) }
    WalkStop.interrupt.request()
}

/// The line, then exit 130 (128 + SIGINT).
private func writeNoticeAndExit(_ number: Int32) {
    interruptHead.write(to: 2)
    SignalSafeText.writeGroupedDigits(interruptedStates, to: 2)
    interruptTail.write(to: 2)
    _exit(128 + number)
}
