/// The trace of events: a bounded ring that keeps the most recent ones, or nothing when off.
public struct Trace: Hashable, Sendable {
    public let capacity: Int
    private var buffer: [TraceEvent] = []
    private var head = 0
    /// How many events were recorded in all, including those the ring no longer holds.
    public private(set) var recorded = 0

    /// A trace that keeps the last `capacity` events; 0 turns it off.
    public init(capacity: Int = 256) {
        self.capacity = max(0, capacity)
    }

    public var isEnabled: Bool { capacity > 0 }

    /// Records an event; the event is not even built when the trace is off.
    @inline(__always)
    public mutating func record(_ event: @autoclosure () -> TraceEvent) {
        guard capacity > 0 else { return }
        recorded += 1
        if buffer.count < capacity {
            buffer.append(event())
        } else {
            buffer[head] = event()
            head = (head + 1) % capacity
        }
    }

    /// The events kept, oldest first.
    public var events: [TraceEvent] {
        Array(buffer[head...] + buffer[..<head])
    }

    /// The last `n` events kept, oldest first.
    public func last(_ n: Int) -> [TraceEvent] {
        Array(events.suffix(max(0, n)))
    }

    public mutating func removeAll() {
        buffer.removeAll(keepingCapacity: true)
        head = 0
    }
}
